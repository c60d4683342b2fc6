import { type ErrorBody, type ErrorCode, errorCodes } from '@gbc/contracts';

/** The one error body shape of every service: `{ error: { code, message, fields? } }`. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message } };
}

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
};

/** Error code for an HTTP status; other client errors count as bad requests, other server errors as internal. */
export function errorCodeForStatus(statusCode: number): ErrorCode {
  return codeByStatus[statusCode] ?? (statusCode < 500 ? errorCodes.badRequest : errorCodes.internal);
}
