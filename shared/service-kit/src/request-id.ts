import type { IncomingMessage } from 'node:http';
import { requestIdFrom, requestIdHeader } from '@gbc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export { requestIdHeader };

/** Fastify's `genReqId`: the caller's (gateway's) request id when it looks sane, else a new one. */
export function requestIdFor(request: IncomingMessage): string {
  return requestIdFrom(request.headers[requestIdHeader]);
}

/** onRequest hook: every reply, errors and 404s included, carries the id the logs use. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(requestIdHeader, request.id);
}
