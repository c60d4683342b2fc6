import pg from 'pg';

const uniqueViolation = '23505';

/** True when `error` is PostgreSQL's unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.code === uniqueViolation &&
    (constraint === undefined || error.constraint === constraint)
  );
}

/** What a client is told to wait before retrying while the database is away (a supervised restart takes seconds). */
export const databaseRetryAfterSeconds = 5;

/** Socket errors of a server that is down, restarting or cut off. */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exceptions), shutting down or
 * crashed (57P01-57P03), too many connections (53300), and a statement ended by statement_timeout
 * (57014), which under load or a stuck lock is also "try again shortly".
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** pg and pg-pool say these in plain messages, without a code. */
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  severity?: unknown;
  errors?: unknown;
  cause?: unknown;
}

/**
 * True when `error` means the database is unreachable or unable to serve right now, so the request
 * deserves 503 and a retry, not 500. Looks through `cause` and AggregateError's `errors` (Node reports
 * a refused connection to every address of a host that way). Duck-typed: socket errors can come from
 * another realm (Jest's VM contexts), where `instanceof Error` is false.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { message, code, severity, errors, cause } = error as ErrorLike;
  if (typeof code === 'string') {
    // A server-sent error (it has a severity) is judged by its SQLSTATE only.
    if (typeof severity === 'string') return isUnavailableState(code);
    if (networkErrorCodes.has(code)) return true;
  }
  if (typeof message === 'string' && unavailableMessages.some((known) => message.includes(known)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The message of every 503 caused by the database. */
export const databaseUnavailableMessage =
  'The service is briefly unavailable. Please try again in a few seconds.';
