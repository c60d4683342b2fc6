// The error body's schema lives in error-body.ts: codes and messages here are plain data that browser
// code imports without zod.
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** 409: a sign-up link opened in another browser needs the password chosen at sign-up. */
  passwordRequired: 'PASSWORD_REQUIRED',
  /** 403: an account with TOTP makes this change only from a second-factor (aal2) session. */
  mfaRequired: 'MFA_REQUIRED',
  /** 403: the right password, but the address is not confirmed yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
  /** 410: a link that worked once has expired (a resource download). */
  gone: 'GONE',
  /** 422: an Idempotency-Key already used for a different request. */
  unprocessable: 'UNPROCESSABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: errorCodes.methodNotAllowed,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
  410: errorCodes.gone,
  422: errorCodes.unprocessable,
};

/** Error code for an HTTP status; other client errors count as bad requests, other server errors as internal. */
export function errorCodeForStatus(statusCode: number): ErrorCode {
  return codeByStatus[statusCode] ?? (statusCode < 500 ? errorCodes.badRequest : errorCodes.internal);
}

/** User-facing fallbacks when a response carries no message of its own. */
export const genericMessages = {
  network: 'We could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  internal: 'Something went wrong on our side. Please try again later.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  invalidInput: 'Some fields need your attention.',
  methodNotAllowed: 'This address does not accept that method.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This address accepts JSON only.',
  nulCharacter: 'Text must not contain NUL characters.',
  invalidUnicode: 'Text must be valid Unicode.',
  unstorableText: 'Text must not contain NUL characters or broken Unicode.',
  uriTooLong: 'The address is too long.',
  badUrl: 'The address is not valid.',
  crossSite: 'This form can only be sent from this site.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header) on public writes: a client sends a fresh
 * key per submission and the same key on its retries; the service runs the write once and answers a
 * retry with the stored response, marked by `idempotentReplayedHeader`.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';
/** Longest key a service accepts: a UUID needs 36 characters. */
export const idempotencyKeyMaxLength = 255;

export const idempotencyMessages = {
  invalidKey: `The Idempotency-Key header must be 1 to ${idempotencyKeyMaxLength} printable characters.`,
  keyReused: 'This Idempotency-Key was already used for a different request.',
  inFlight: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  answerLost:
    'The request with this Idempotency-Key was carried out, but its answer was lost in a database outage. It will not be carried out again.',
} as const;
