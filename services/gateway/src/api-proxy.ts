import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, errorCodes } from '@gbc/contracts';
import { type RequestHandler, Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { GatewayLogger } from './logger.js';

/** Long enough for a slow report or checkout call, short enough that a hung service frees the socket. */
const proxyTimeoutMs = 30_000;

function sendJsonError(res: ServerResponse, status: number, body: ErrorBody): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function answerUnavailable(service: string, logger: GatewayLogger) {
  return (error: Error, req: IncomingMessage, res: ServerResponse | Socket): void => {
    logger.error(`Proxy to the ${service} service failed for ${req.method} ${req.url}`, error);
    if (!('writeHead' in res)) {
      res.destroy();
      return;
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    sendJsonError(res, 502, {
      error: {
        code: errorCodes.unavailable,
        message: `The ${service} service is unavailable. Please try again in a moment.`,
      },
    });
  };
}

/**
 * `/api/<name>/...` forwarded to each service with the path kept whole (services register their routes
 * under their own `/api/<name>` prefix) and X-Forwarded-For/-Host/-Proto/-Port set.
 */
export function proxyServices(services: Record<string, string>, logger: GatewayLogger): Router {
  const router = Router();
  for (const [service, target] of Object.entries(services)) {
    const prefix = `/api/${service}`;
    router.use(
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target,
        changeOrigin: true,
        xfwd: true,
        proxyTimeout: proxyTimeoutMs,
        pathFilter: (pathname) => isUnder(pathname, prefix),
        on: { error: answerUnavailable(service, logger) },
      }),
    );
  }
  return router;
}

/** Any `/api/...` path no configured service owns. */
export const rejectUnknownApi: RequestHandler = (req, res) => {
  const body: ErrorBody = {
    error: { code: errorCodes.notFound, message: `No API at ${req.originalUrl.split('?')[0]}` },
  };
  res.status(404).set('Cache-Control', 'no-store').json(body);
};
