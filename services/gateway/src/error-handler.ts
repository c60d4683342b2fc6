import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { GatewayLogger } from './logger.js';

function clientErrorStatus(error: unknown): number | null {
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Plain-text errors: Express's default page would reveal stack traces outside production. */
export function handleErrors(logger: GatewayLogger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status) {
      res
        .status(status)
        .type('text/plain')
        .send(STATUS_CODES[status] ?? 'Bad request');
      return;
    }
    logger.error(`Gateway error on ${req.method} ${req.originalUrl}`, error);
    res.status(500).type('text/plain').set('Cache-Control', 'no-store').send('Internal server error');
  };
}
