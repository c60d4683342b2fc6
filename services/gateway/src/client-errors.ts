import { type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorBody, errorCodeForStatus, genericMessages } from '@gbc/contracts';

/** What Node's parser refuses, as the client is told it; Node's own answer is a bare 400 with no body. */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const messages: Record<number, string> = {
  400: 'The request is not valid HTTP.',
  408: genericMessages.timeout,
  431: 'The request headers or address are too large.',
};

/**
 * Answers requests Node's HTTP parser refuses (unknown methods, control characters in headers,
 * Transfer-Encoding beside Content-Length, oversized headers) with the standard JSON error body,
 * then closes the connection, since the rest of what the client sent cannot be trusted.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Part of a response already went out on this connection (a pipelined request): nothing can follow it.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = statusFor(error.code);
    const body: ErrorBody = { error: { code: errorCodeForStatus(status), message: messages[status]! } };
    const text = JSON.stringify(body);
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(text)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  });
}
