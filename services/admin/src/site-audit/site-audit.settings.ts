import { loadConfig } from '@gbc/service-kit';
import { z } from 'zod';

/** What the site audit needs beyond its database: the one site it may crawl. */
export interface SiteAuditSettings {
  /** `PUBLIC_ORIGIN`: the site's origin; on loopback, its loopback aliases too. */
  publicOrigin: string;
}

const siteAuditEnvSchema = z.object({
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an absolute http(s) URL' })
    .transform((value) => new URL(value).origin),
});

/** The audit's settings from the environment; throws a ConfigError naming PUBLIC_ORIGIN when it is missing. */
export function siteAuditSettingsFromEnv(env: Record<string, string | undefined>): SiteAuditSettings {
  return { publicOrigin: loadConfig(siteAuditEnvSchema, env).PUBLIC_ORIGIN };
}
