import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type Writable } from 'node:stream';
import { errorCodes, requestIdFrom, requestIdHeader } from '@gbc/contracts';
import { defaultBodyLimitBytes, drainRequestBody, unreadBodyDrainLimitBytes } from '@gbc/service-kit';
import { type Dispatcher, errors, Pool } from 'undici';
import { compressedEncodingFor, createCompressor } from './api-compression.js';
import { sendJsonError } from './json-error.js';
import type { GatewayLogger } from './logger.js';
import {
  apiSecurityHeaderValues,
  gatewayOwnedHeaders,
  isServicePage,
  servicePageHeaders,
} from './security-headers.js';

export interface ApiProxyOptions {
  /** Service name to base URL: `/api/<name>/...` is forwarded there with the path unchanged. */
  services: Record<string, string>;
  /** The site's public origin: its scheme and host are what services are told the client used. */
  publicOrigin: string;
  maxBodyBytes: number;
  /** How long a service may take to start its answer before the client gets 504. */
  timeoutMs: number;
  /** HSTS on every answer when the public origin is https. */
  hsts: boolean;
  /** The visitor's address (trusted proxies applied). */
  clientAddressOf(req: IncomingMessage): string;
  /** Called after a write (any method but GET, HEAD, OPTIONS) the service accepted (status below 400). */
  onWrite?(): void;
  logger: GatewayLogger;
}

/** The services' own default (1 MB), so the gateway never forwards what every service would refuse. */
export const defaultMaxBodyBytes = defaultBodyLimitBytes;
/** Long enough for a slow report or checkout call, short enough that a hung service frees the socket. */
export const defaultServiceTimeoutMs = 30_000;

/** Connection-scoped headers (RFC 9110 §7.6.1) are for one hop and never forwarded either way. */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node's server has already answered `100-continue`; the next hop gets the body outright.
  'expect',
]);
/** Set by the gateway alone: whatever a client sends under these names is dropped. */
const forwardingHeaders = new Set([
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
  requestIdHeader,
]);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Seconds a client should wait before retrying a service that refused the connection. */
const retryAfterSeconds = '5';

type HeaderValue = string | string[] | undefined;

function droppedByConnectionHeader(value: HeaderValue): Set<string> | undefined {
  if (!value) return undefined;
  const listed = String(value)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set(listed);
}

function upstreamRequestHeaders(
  req: IncomingMessage,
  forwarded: { clientAddress: string; proto: string; host: string; requestId: string },
): Record<string, string | string[]> {
  const named = droppedByConnectionHeader(req.headers.connection);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHopHeaders.has(name) || forwardingHeaders.has(name) || named?.has(name))
      continue;
    headers[name] = value;
  }
  // Exactly one address: services trust the gateway hop only, so this is the visitor they see.
  headers['x-forwarded-for'] = forwarded.clientAddress;
  headers['x-forwarded-proto'] = forwarded.proto;
  headers['x-forwarded-host'] = forwarded.host;
  headers[requestIdHeader] = forwarded.requestId;
  return headers;
}

function downstreamResponseHeaders(upstream: IncomingHttpHeaders): Record<string, HeaderValue> {
  const named = droppedByConnectionHeader(upstream.connection);
  const headers: Record<string, HeaderValue> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (hopByHopHeaders.has(name) || gatewayOwnedHeaders.has(name) || named?.has(name)) continue;
    headers[name] = value;
  }
  return isServicePage(String(upstream['content-type'] ?? ''))
    ? { ...headers, ...servicePageHeaders }
    : headers;
}

/**
 * `/api/marketing/vignettes?x` → `['api', 'marketing', 'vignettes']`, percent-escapes decoded as the
 * services' router decodes them, so `%69nternal` cannot slip past the check for `internal`. Null for a
 * malformed escape.
 */
function decodedSegments(url: string): string[] | null {
  const pathname = url.split('?', 1)[0] ?? '';
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Dot segments could lead a path outside its service's prefix on a server that resolves them. */
function isHidden(segments: readonly string[]): boolean {
  return segments[2] === 'internal' || segments.some((segment) => segment === '.' || segment === '..');
}

/** Whether the raw request belongs to the API fast path rather than the Express app (pages, files). */
export function isApiRequest(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function tooLargeMessage(maxBodyBytes: number): string {
  return `The request body is larger than the limit of ${maxBodyBytes} bytes.`;
}

export interface ApiProxy {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/** Why an upstream request ended early (the pool's timeout, or the gateway cancelled it), so the error is answered right. */
type AbortCause = 'timeout' | 'client-left' | 'too-large';

/**
 * The `/api` fast path, ahead of Express: a raw request listener streams `/api/<service>/...` to the
 * service through a kept-alive undici pool and the answer back, bodies byte for byte (a payment
 * webhook's signature covers the raw body). It enforces the body limit, hides
 * `/api/<service>/internal/...` (service-to-service routes) from outside, answers a refused connection
 * with 503 and a hung service with 504 (always with the error body), sets the request id and the JSON
 * security headers, and compresses only answers of 1 KB and more.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const pools = new Map(
    Object.entries(options.services).map(([name, url]) => [
      name,
      // The pool's own timer wheel times the wait for the answer's headers: no timer per request.
      new Pool(new URL(url).origin, {
        keepAliveTimeout: 10_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: 0,
      }),
    ]),
  );
  const origin = new URL(options.publicOrigin);
  const proto = origin.protocol.slice(0, -1);
  const securityHeaders = Object.entries(apiSecurityHeaderValues(options.hsts));
  const { logger } = options;

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const requestId = requestIdFrom(req.headers[requestIdHeader] as string | undefined);
    res.setHeader(requestIdHeader, requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);

    const path = url.split('?', 1)[0];
    const segments = decodedSegments(url);
    const service = segments?.[1];
    const pool = service === undefined ? undefined : pools.get(service);
    if (!segments || !service || !pool) {
      req.resume();
      sendJsonError(res, 404, `No API at ${path}`);
      return;
    }
    if (isHidden(segments)) {
      req.resume();
      sendJsonError(res, 404, `No API at ${path}`);
      return;
    }
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > options.maxBodyBytes) {
      void answerTooLarge(declaredLength <= unreadBodyDrainLimitBytes);
      return;
    }
    const method = req.method ?? 'GET';
    if (!safeMethods.has(method) && options.onWrite) {
      const onWrite = options.onWrite;
      res.once('finish', () => {
        if (res.statusCode < 400) onWrite();
      });
    }

    let abortCause: AbortCause | undefined;
    let upstream: Dispatcher.DispatchController | undefined;
    const abort = (cause: Exclude<AbortCause, 'timeout'>) => {
      abortCause ??= cause;
      upstream?.abort(new Error(cause));
    };

    const hasBody = declaredLength > 0 || req.headers['transfer-encoding'] !== undefined;
    let received = 0;
    const body = hasBody
      ? req.pipe(
          new Transform({
            transform(chunk: Buffer, _encoding, done) {
              received += chunk.length;
              if (received <= options.maxBodyBytes) done(null, chunk);
              else {
                done();
                abort('too-large');
              }
            },
          }),
        )
      : null;
    if (!body) req.resume();

    // A client that goes away takes its upstream request with it. That is routine (a closed tab, a load
    // generator stopping), so it is logged at debug level only.
    res.once('close', () => {
      if (!res.writableFinished) abort('client-left');
    });
    // A service that answered before reading the whole body (a refused token, its own smaller limit)
    // left the rest unread, in the way of the connection's next request.
    res.once('finish', () => {
      if (req.readableEnded) return;
      void drainRequestBody(req).then((ended) => {
        if (!ended) req.socket.destroy();
      });
    });

    // undici's dispatch API, not `request()`: no body stream, promise or abort signal per answer, which
    // measurably cost the hot path; the handler writes the answer straight to the client.
    let target: Writable = res;
    pool.dispatch(
      {
        method,
        path: url,
        headers: upstreamRequestHeaders(req, {
          clientAddress: options.clientAddressOf(req),
          proto,
          host: origin.host,
          requestId,
        }),
        body,
      },
      {
        onRequestStart(controller) {
          upstream = controller;
          if (abortCause) controller.abort(new Error(abortCause));
        },
        onResponseStart(controller, statusCode, answerHeaders) {
          if (statusCode < 200) return;
          const headers = downstreamResponseHeaders(answerHeaders);
          const encoding =
            method === 'HEAD'
              ? undefined
              : compressedEncodingFor(req.headers['accept-encoding'], answerHeaders);
          if (encoding) {
            headers['content-encoding'] = encoding;
            headers['content-length'] = undefined;
            headers.vary = answerHeaders.vary ? `${answerHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
            const compressor = createCompressor(encoding);
            compressor.once('error', () => res.destroy());
            compressor.pipe(res);
            target = compressor;
          }
          for (const [name, value] of Object.entries(headers))
            if (value !== undefined) res.setHeader(name, value);
          res.writeHead(statusCode);
          // The client reads slower than the service answers: hold the service until it catches up.
          target.on('drain', () => controller.resume());
        },
        onResponseData(controller, chunk) {
          if (!target.write(chunk)) controller.pause();
        },
        onResponseEnd() {
          target.end();
        },
        onResponseError(_controller, error) {
          if (error instanceof errors.HeadersTimeoutError) abortCause ??= 'timeout';
          answerFailure(error);
        },
      },
    );

    /**
     * 413 once the body is read (within bounds): answered while the client still sends, and the
     * connection closed, the client's next write fails and it may never read the answer.
     */
    async function answerTooLarge(drain: boolean): Promise<void> {
      const ended = drain && (await drainRequestBody(req));
      if (res.destroyed) return;
      sendJsonError(res, 413, tooLargeMessage(options.maxBodyBytes), {
        headers: ended ? {} : { Connection: 'close' },
      });
    }

    function answerFailure(error: unknown): void {
      if (abortCause === 'client-left') {
        logger.debug?.(
          `Client left before the ${service} service answered ${method} ${path} (request ${requestId})`,
        );
        return;
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (abortCause === 'too-large') {
        void answerTooLarge(true);
        return;
      }
      if (abortCause === 'timeout') {
        logger.error(
          `The ${service} service did not answer ${method} ${path} within ${options.timeoutMs} ms (request ${requestId})`,
        );
        sendJsonError(res, 504, `The ${service} service took too long to answer. Please try again.`, {
          code: errorCodes.unavailable,
        });
        return;
      }
      logger.error(
        `Proxy to the ${service} service failed for ${method} ${path} (request ${requestId})`,
        error,
      );
      sendJsonError(res, 503, `The ${service} service is unavailable. Please try again in a moment.`, {
        headers: { 'Retry-After': retryAfterSeconds },
      });
    }
  }

  return {
    handle,
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}
