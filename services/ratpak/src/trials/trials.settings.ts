import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, resolveInternalApiToken } from '@gbc/service-kit';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The ratpak service's environment for plan provisioning (the sales inbox is the module's own setting). */
export const trialsEnvSchema = z.object({
  /** Bearer token of the payments service's calls; generated into DATA_DIR when unset (single machine). */
  INTERNAL_API_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'INTERNAL_API_TOKEN must be at least 32 characters',
  }),
  DATA_DIR: optionalText,
});

export interface TrialsSettings {
  internalApiToken: string;
}

/** Read when the service is mounted, not when its module is built (the token may be read from a file). */
export function trialsSettingsFromEnv(env: Record<string, string | undefined>): TrialsSettings {
  const config = loadConfig(trialsEnvSchema, env);
  return {
    internalApiToken: resolveInternalApiToken(
      config.INTERNAL_API_TOKEN,
      config.DATA_DIR ?? join(repoRoot, '.data'),
    ),
  };
}
