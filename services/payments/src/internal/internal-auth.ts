import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@gbc/contracts';
import { internalAuthorizationScheme, paymentMessages } from '@gbc/contracts/payments';
import { HttpError } from '@gbc/service-kit';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `onRequest` hook: 401 unless the request carries `Authorization: Bearer <INTERNAL_API_TOKEN>`. */
export function requireInternalToken(token: string) {
  const expected = digest(`${internalAuthorizationScheme} ${token}`);
  return async function checkInternalToken(request: FastifyRequest): Promise<void> {
    const given = request.headers.authorization;
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new HttpError(401, errorCodes.unauthorized, paymentMessages.internalUnauthorized);
    }
  };
}
