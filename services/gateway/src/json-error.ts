import type { ServerResponse } from 'node:http';
import { type ErrorBody, type ErrorCode, errorCodeForStatus } from '@gbc/contracts';

interface JsonErrorExtras {
  /** Default: the code contracts give the status. */
  code?: ErrorCode;
  /** Such as `Allow`, `Retry-After` or `Connection: close`. */
  headers?: Record<string, string>;
}

/** The standard error body, never cached. */
export function sendJsonError(
  res: ServerResponse,
  status: number,
  message: string,
  { code = errorCodeForStatus(status), headers = {} }: JsonErrorExtras = {},
): void {
  const body: ErrorBody = { error: { code, message } };
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}
