import { type ErrorCode, errorCodes } from '@gbc/contracts';

/** An error whose status, code and message are meant for the client, exactly as given. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFoundError = (message: string) => new HttpError(404, errorCodes.notFound, message);

export const conflictError = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, errorCodes.conflict, message, fields);
