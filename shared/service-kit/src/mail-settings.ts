import { brand } from '@gbc/brand';
import { z } from 'zod';
import { loadConfig } from './config.js';

/** The council's own domain, taken from its contact address so the brand stays defined in one place. */
export const brandDomain = brand.contactEmail.slice(brand.contactEmail.indexOf('@') + 1);

/** Sender of every e-mail unless MAIL_FROM says otherwise. */
export const defaultMailFrom = `"${brand.name}" <no-reply@${brandDomain}>`;

/** How a host sends the outbox. Without `smtpUrl` nothing is sent: the outbox is the delivery log. */
export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials and options, e.g. smtps://user:pass@smtp.example.org:465. */
  smtpUrl?: string;
  /** From header of every message. Default: `defaultMailFrom`. */
  from?: string;
}

/** Environment of the mail outbox; part of `serviceEnvSchema`, usable alone by other hosts. */
export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), {
      message: 'SMTP_URL must be an smtp:// or smtps:// URL',
    }),
  MAIL_FROM: z.string().trim().min(1, 'MAIL_FROM must not be empty').default(defaultMailFrom),
});

/** Mail settings from the environment; throws a ConfigError naming a bad variable (never its value). */
export function mailSettingsFromEnv(env: Record<string, string | undefined> = process.env): MailSettings {
  const config = loadConfig(mailEnvSchema, env);
  return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM };
}
