import { requestIdFrom, requestIdHeader } from '@gbc/contracts';
import type { RequestHandler, Response } from 'express';

/** The client's request id when it looks sane, else a new one; echoed on the response, forwarded to services. */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.get(requestIdHeader));
  res.locals.requestId = id;
  res.setHeader(requestIdHeader, id);
  next();
};

export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}
