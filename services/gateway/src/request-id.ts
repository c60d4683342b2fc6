import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export const requestIdHeader = 'X-Request-Id';
/** Same rule as the services': short ids of safe characters, so a caller cannot forge log lines. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** The client's request id when it looks sane, else a new one; echoed on the response, forwarded to services. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const header = req.get(requestIdHeader);
  const id = header !== undefined && acceptableRequestId.test(header) ? header : randomUUID();
  res.locals.requestId = id;
  res.setHeader(requestIdHeader, id);
  next();
};

export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}
