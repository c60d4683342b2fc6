import { z } from 'zod';

export interface QueryIntegerOptions {
  min?: number;
  max?: number;
}

/**
 * A whole number from a query string, as plain decimal digits only: `0x10`, `1e1`, ` 1`, `+1`, `1.0`
 * and repeated parameters are refused (z.coerce.number() would take the first four). `name` is the
 * parameter's name, used in the messages.
 *
 *   z.object({ limit: queryInteger('limit', { min: 1, max: 50 }).default(20) })
 */
export function queryInteger(name: string, { min, max }: QueryIntegerOptions = {}) {
  let number = z.number().int(`${name} must be a whole number`);
  if (min !== undefined) number = number.min(min, `${name} must be at least ${min}`);
  if (max !== undefined) number = number.max(max, `${name} must be at most ${max}`);
  return z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,16}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(number);
}
