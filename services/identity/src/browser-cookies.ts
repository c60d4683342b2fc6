import type { SessionResponse } from '@gbc/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo, IdentityContext } from './context.js';
import { ensureDeviceCookie, requestClient } from './devices/devices.service.js';
import { clearRefreshCookie, type IssuedSession, sendSession } from './sessions/sessions.service.js';
import type { SignInOutcome } from './sign-in/sign-in.service.js';

/** The cookies identity reads and sets, signed and flagged by the settings: what routes use of them. */
export interface BrowserCookies {
  /** The request's browser (its device cookie, if correctly signed). */
  clientOf(request: FastifyRequest): ClientInfo;
  /** The request's browser, given a device cookie when it has none. */
  ensureDevice(request: FastifyRequest, reply: FastifyReply): ClientInfo;
  /** Sets the session's refresh cookies (when it brought a token) and returns the response body. */
  sendSession(reply: FastifyReply, session: IssuedSession): SessionResponse;
  /** The answer to a passed first step: the session (and its cookies), or only the challenge. */
  sendSignInOutcome(
    reply: FastifyReply,
    outcome: SignInOutcome,
  ): SessionResponse | { mfaRequired: true; challenge: string };
  clearSession(reply: FastifyReply): void;
}

export function createBrowserCookies(ctx: IdentityContext): BrowserCookies {
  return {
    clientOf: (request) => requestClient(ctx, request),
    ensureDevice: (request, reply) => ensureDeviceCookie(ctx, request, reply),
    sendSession: (reply, session) => sendSession(ctx, reply, session),
    sendSignInOutcome: (reply, outcome) => {
      if (outcome.kind === 'session') return sendSession(ctx, reply, outcome.session);
      reply.header('cache-control', 'no-store');
      return { mfaRequired: true as const, challenge: outcome.challenge };
    },
    clearSession: (reply) => clearRefreshCookie(ctx, reply),
  };
}
