import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** Short ids of safe characters only, so a caller cannot inject log lines or huge headers. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Honours the caller's (gateway's) request id when it looks sane, else makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[requestIdHeader];
  return typeof header === 'string' && acceptableRequestId.test(header) ? header : randomUUID();
}

/** onRequest hook: every reply, errors and 404s included, carries the id the logs use. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(requestIdHeader, request.id);
}
