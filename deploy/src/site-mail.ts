import { envSchemas, loadConfig, type MailSettings, mailEnvSchema } from '@gbc/service-kit';
import { z } from 'zod';
import type { MailCatcher } from './mail-catcher.js';

/**
 * The site's mail variables: the services' own, and the embedded catcher's inbox port. A site on
 * https is a real one: its mail must reach people, so it needs `SMTP_URL`.
 */
export const siteMailEnvSchema = mailEnvSchema
  .extend({
    PUBLIC_ORIGIN: z.string(),
    MAIL_CATCHER_PORT: envSchemas.port('MAIL_CATCHER_PORT', 0),
  })
  .refine((env) => env.SMTP_URL || !env.PUBLIC_ORIGIN.startsWith('https:'), {
    path: ['SMTP_URL'],
    message:
      'SMTP_URL is required when PUBLIC_ORIGIN is https (the embedded mail catcher is for local sites only)',
  });

export interface SiteMail {
  /** How the services send: SMTP_URL, or the catcher. */
  settings: MailSettings;
  /** The embedded catcher, when the site runs without SMTP_URL. */
  catcher: MailCatcher | null;
}

/**
 * `SMTP_URL` when set; otherwise an embedded mail catcher, so a newcomer's site sends real mail they
 * can open at once. Throws a ConfigError for an https `PUBLIC_ORIGIN` without `SMTP_URL`.
 */
export async function startSiteMail(env: Record<string, string | undefined>): Promise<SiteMail> {
  const config = loadConfig(siteMailEnvSchema, env);
  if (config.SMTP_URL)
    return { settings: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, catcher: null };
  // Loaded only here: a site that sends real mail never loads the SMTP server, parser or sanitiser.
  const { startMailCatcher } = await import('./mail-catcher.js');
  const catcher = await startMailCatcher({ inboxPort: config.MAIL_CATCHER_PORT });
  return { settings: { smtpUrl: catcher.smtpUrl, from: config.MAIL_FROM }, catcher };
}
