import type { ErrorBody, ErrorCode } from '@gbc/contracts';

/** The one error body shape of every service: `{ error: { code, message, fields? } }`. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message } };
}
