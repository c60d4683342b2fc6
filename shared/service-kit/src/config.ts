import type { z } from 'zod';

/** Thrown at start-up when the environment does not satisfy a service's config schema. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment against `schema` and returns the typed config.
 * The error lists every bad variable with the reason, never its value (values can be secrets).
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    return `  ${variable}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
