import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { errorCodes, requestIdHeader } from '@gbc/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { clientAddressOf } from './client-address.js';
import { sendJsonError } from './json-error.js';
import type { GatewayLogger } from './logger.js';
import { requestIdOf } from './request-id.js';
import { gatewayOwnedHeaders, isServicePage, servicePageHeaders } from './security-headers.js';

export interface ApiProxyOptions {
  /** Service name to base URL: `/api/<name>/...` is forwarded there with the path unchanged. */
  services: Record<string, string>;
  /** The site's public origin: its scheme and host are what services are told the client used. */
  publicOrigin: string;
  maxBodyBytes: number;
  /** How long a service may take to start its answer before the client gets 504. */
  timeoutMs: number;
  logger: GatewayLogger;
}

/** 1 MB: far above any form or webhook the site receives, far below what would tie up a service. */
export const defaultMaxBodyBytes = 1_048_576;
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
/** Seconds a client should wait before retrying a service that refused the connection. */
const retryAfterSeconds = '5';

function droppedByConnectionHeader(headers: IncomingMessage['headers']): Set<string> {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set(listed);
}

function upstreamRequestHeaders(req: Request, res: Response, origin: URL): OutgoingHttpHeaders {
  const named = droppedByConnectionHeader(req.headers);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (hopByHopHeaders.has(name) || forwardingHeaders.has(name) || named.has(name)) continue;
    headers[name] = value;
  }
  // Exactly one address: services trust the gateway hop only, so this is the visitor they see.
  headers['x-forwarded-for'] = clientAddressOf(req);
  headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
  headers['x-forwarded-host'] = origin.host;
  headers[requestIdHeader] = requestIdOf(res);
  return headers;
}

function downstreamResponseHeaders(upstream: IncomingMessage): OutgoingHttpHeaders {
  const named = droppedByConnectionHeader(upstream.headers);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (hopByHopHeaders.has(name) || gatewayOwnedHeaders.has(name) || named.has(name)) continue;
    headers[name] = value;
  }
  return isServicePage(upstream.headers['content-type']) ? { ...headers, ...servicePageHeaders } : headers;
}

interface Upstream {
  base: URL;
  agent: HttpAgent;
  request: typeof httpRequest;
}

function upstreamFor(baseUrl: string): Upstream {
  const base = new URL(baseUrl);
  // Keep-alive: one pooled connection serves many requests instead of one TIME_WAIT socket each.
  return base.protocol === 'https:'
    ? { base, agent: new HttpsAgent({ keepAlive: true, scheduling: 'lifo' }), request: httpsRequest }
    : { base, agent: new HttpAgent({ keepAlive: true, scheduling: 'lifo' }), request: httpRequest };
}

/**
 * `/marketing/vignettes?x` (relative to `/api`) → `['marketing', 'vignettes']`, percent-escapes decoded
 * as the services' router decodes them, so `%69nternal` cannot slip past the check for `internal`.
 * Null for a malformed escape.
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
  return segments[1] === 'internal' || segments.some((segment) => segment === '.' || segment === '..');
}

/**
 * Streams `/api/<service>/...` to the service and its answer back, bodies untouched byte for byte (a
 * payment webhook's signature covers the raw body). Mounted at `/api`. The gateway itself enforces
 * the body limit, hides `/api/<service>/internal/...` (service-to-service routes) from outside, and
 * answers a refused connection with 503 and a hung service with 504, always with the error body.
 */
export function proxyServices(options: ApiProxyOptions): RequestHandler {
  const upstreams = new Map(Object.entries(options.services).map(([name, url]) => [name, upstreamFor(url)]));
  const origin = new URL(options.publicOrigin);

  return (req, res, next) => {
    const segments = decodedSegments(req.url);
    const service = segments?.[0];
    const upstream = service === undefined ? undefined : upstreams.get(service);
    if (!segments || !service || !upstream) {
      next();
      return;
    }
    const path = req.originalUrl.split('?', 1)[0];
    if (isHidden(segments)) {
      sendJsonError(res, 404, `No API at ${path}`);
      return;
    }
    const declaredLength = Number(req.get('content-length') ?? 0);
    if (declaredLength > options.maxBodyBytes) {
      // The body is never read, so the connection cannot carry another request.
      sendJsonError(res, 413, tooLargeMessage(options.maxBodyBytes), { headers: { Connection: 'close' } });
      req.resume();
      return;
    }

    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      return true;
    };

    const outgoing = upstream.request({
      protocol: upstream.base.protocol,
      hostname: upstream.base.hostname,
      port: upstream.base.port,
      method: req.method,
      path: req.originalUrl,
      headers: upstreamRequestHeaders(req, res, origin),
      agent: upstream.agent,
    });

    const timer = setTimeout(() => {
      if (!settle()) return;
      options.logger.error(
        `The ${service} service did not answer ${req.method} ${path} within ${options.timeoutMs} ms (request ${requestIdOf(res)})`,
      );
      outgoing.destroy();
      sendJsonError(res, 504, `The ${service} service took too long to answer. Please try again.`, {
        code: errorCodes.unavailable,
      });
    }, options.timeoutMs);

    outgoing.on('response', (answer) => {
      if (!settle()) {
        answer.resume();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, downstreamResponseHeaders(answer));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });

    outgoing.on('error', (error) => {
      if (!settle()) return;
      options.logger.error(
        `Proxy to the ${service} service failed for ${req.method} ${path} (request ${requestIdOf(res)})`,
        error,
      );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJsonError(res, 503, `The ${service} service is unavailable. Please try again in a moment.`, {
        headers: { 'Retry-After': retryAfterSeconds },
      });
    });

    let received = 0;
    const countBytes = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received <= options.maxBodyBytes) {
          done(null, chunk);
          return;
        }
        done();
        if (!settle()) return;
        outgoing.destroy();
        sendJsonError(res, 413, tooLargeMessage(options.maxBodyBytes), { headers: { Connection: 'close' } });
      },
    });
    req.pipe(countBytes).pipe(outgoing);

    // A client that goes away takes its upstream request with it. That is routine (a closed tab, a load
    // generator stopping), so the upstream's resulting "socket hang up" is not reported as a failure.
    res.on('close', () => {
      if (res.writableFinished) return;
      if (settle()) {
        options.logger.debug?.(
          `Client left before the ${service} service answered ${req.method} ${path} (request ${requestIdOf(res)})`,
        );
      }
      outgoing.destroy();
    });
  };
}

function tooLargeMessage(maxBodyBytes: number): string {
  return `The request body is larger than the limit of ${maxBodyBytes} bytes.`;
}

/** Any `/api/...` path no configured service owns. */
export const rejectUnknownApi: RequestHandler = (req, res) => {
  sendJsonError(res, 404, `No API at ${req.originalUrl.split('?', 1)[0]}`);
};
