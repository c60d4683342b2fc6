import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Most of a refused request's body that is read and dropped so that its answer arrives intact: four
 * times the 1 MB the gateway and the hosts accept by default. A client sending more loses its connection.
 */
export const unreadBodyDrainLimitBytes = 4 * 1024 * 1024;
/** A client that stops sending halfway does not hold its answer (or the connection) longer than this. */
export const unreadBodyDrainTimeoutMs = 5_000;

/**
 * Reads the rest of a request's body and drops it. A server that answers before the body is in (a body
 * over the limit, a refused token) and then closes the connection makes the client's next write fail,
 * and a client that sees that failure first never reads the answer: the gateway said 503 for a
 * service's 413. A server that neither reads nor closes leaves the body in the way of the connection's
 * next request. Resolves true once the body has ended (the connection can carry another request), false
 * past `limitBytes` or `timeoutMs` (the caller closes the connection).
 */
export function drainRequestBody(
  req: IncomingMessage,
  limitBytes = unreadBodyDrainLimitBytes,
  timeoutMs = unreadBodyDrainTimeoutMs,
): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.readableEnded);
    const timer = setTimeout(() => finish(false), timeoutMs);
    req.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
    // A stream piped elsewhere before (the gateway's upstream body) keeps no other reader.
    req.unpipe();
    req.resume();
  });
}

/**
 * The host's `onSend` hook: an answer given before the request's body was read waits until the body is
 * in, so the client reads it and the connection stays open (Fastify marks a refused body's answer
 * `Connection: close`, which is dropped once the body has been read). See `drainRequestBody`.
 */
export async function answerAfterUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.complete) return;
  if (await drainRequestBody(raw)) {
    if (reply.getHeader('connection') === 'close') reply.removeHeader('connection');
  } else {
    reply.header('connection', 'close');
  }
}
