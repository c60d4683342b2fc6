import { createHash, randomUUID } from 'node:crypto';
import {
  errorCodes,
  idempotencyKeyMaxLength,
  idempotencyMessages,
  idempotentReplayedHeader,
} from '@gbc/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { CommitOutcomeUnknownError, type TransactionStatus, transactionStatus } from './commit-outcome.js';
import { errorBody } from './error-body.js';
import { HttpError } from './http-error.js';

export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  request_hash: string;
  claim_id: string;
  locked_until: Date;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  expires_at: Date;
}

export interface IdempotencyDatabase {
  'idempotency.keys': IdempotencyKeysTable;
}

/** The few logger methods the plugin uses; a pino or Fastify logger fits. */
export interface IdempotencyLogger {
  warn(details: object, message: string): void;
}

export interface IdempotencyOptions {
  /** The `idempotency` schema's pool, as its own role. */
  db: Kysely<IdempotencyDatabase>;
  log: IdempotencyLogger;
  /** How long a stored response is replayed. Default 24 h. */
  ttlMs?: number;
  /**
   * How long a claimed key stays in flight when its process never finishes it (a crash): then a
   * retry runs it. Default 60 s, above the gateway's 30 s service timeout.
   */
  leaseMs?: number;
  /** How often outcomes that could not be written (the database was away) are tried again. Default 1 s. */
  pendingRetryMs?: number;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII without spaces, as a token or inside a Structured Field string's quotes. */
const keyPattern = new RegExp(`^[\\x21-\\x7e]{1,${idempotencyKeyMaxLength}}$`);
/** Expired keys are deleted by one in this many claims of a process (cheap, no timer of its own). */
const cleanUpEvery = 500;

/**
 * Answers that say something about the caller's credentials or timing rather than the request, so a
 * retry may rightly get another: they are not stored. Neither are 5xx (the draft's advice: a retry
 * after a failure runs again).
 */
const unstoredStatuses = new Set([401, 403, 408, 409, 425, 429]);

/**
 * The key of an `Idempotency-Key` header: a Structured Field string (`"…"`) as the draft writes it, or
 * the bare token most clients send. Throws a 400 for anything else.
 */
export function parseIdempotencyKey(header: string | string[]): string {
  const value = Array.isArray(header) ? null : header.trim();
  const key = value?.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value;
  if (!key || !keyPattern.test(key) || key.includes('"') || key.includes('\\')) {
    throw new HttpError(400, errorCodes.badRequest, idempotencyMessages.invalidKey);
  }
  return key;
}

/** What other plugins of the host may do with the stored answers (`app.idempotentAnswers`). */
export interface IdempotentAnswers {
  /**
   * Deletes every stored answer whose text contains `text` (compared case-insensitively), returning
   * how many went: an answer can repeat an address (an account's e-mail), and erasing the address
   * must not leave such copies for the answers' 24 hours.
   */
  forgetMentioning(text: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotentAnswers: IdempotentAnswers;
  }
}

/** Whose key it is: the signed-in user, else the client's address (the nearest untrusted hop). */
function callerOf(request: FastifyRequest): string {
  return request.principal ? `user:${request.principal.sub}` : `address:${request.ip}`;
}

/** Method, target and body: a key sent again with anything else is a different request. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

interface Claim {
  caller: string;
  key: string;
  /** This request's claim: a process that outlived its lease cannot touch the next claim of the key. */
  id: string;
}

/**
 * Idempotency-Key for every write of every service on the host (draft-ietf-httpapi-idempotency-key-header):
 * a write that carries a key claims it for its caller before its handler runs. A concurrent request
 * with the same key gets 409, one with the same key and another body 422, and a retry after the
 * answer gets the stored answer again with `Idempotent-Replayed: true`, without running the handler.
 * Service-to-service (`internal`) routes are left alone; writes without a key run as before.
 */
const idempotency: FastifyPluginAsync<IdempotencyOptions> = async (app, options) => {
  const { db, log } = options;
  const ttlSeconds = (options.ttlMs ?? 24 * 60 * 60 * 1000) / 1000;
  const leaseSeconds = (options.leaseMs ?? 60_000) / 1000;
  const claims = new WeakMap<FastifyRequest, Claim>();
  // Requests whose write transaction lost its COMMIT's answer: the transaction's id, read back later.
  const unknownCommits = new WeakMap<FastifyRequest, string>();
  // Outcomes that could not be written because the database was away, by claim: retried until
  // it is back, so that a key does not stay "in flight" for its whole lease after an outage.
  const pending = new Map<string, () => Promise<unknown>>();
  let claimsMade = 0;

  const flushPending = async () => {
    for (const [id, write] of pending) {
      try {
        await write();
        pending.delete(id);
      } catch {
        // Still away: the next round tries again.
        return;
      }
    }
  };
  const timer = setInterval(() => void flushPending(), options.pendingRetryMs ?? 1000);
  timer.unref();
  app.decorate('idempotentAnswers', {
    async forgetMentioning(text: string) {
      const result = await sql`delete from idempotency.keys
        where strpos(lower(response_body), lower(${text})) > 0`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  } satisfies IdempotentAnswers);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flushPending();
    if (pending.size > 0) log.warn({ keys: pending.size }, 'idempotency keys left in flight at close');
  });

  const settle = async (claim: Claim, write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      log.warn({ err: error }, 'idempotency key outcome not stored yet: retrying');
      pending.set(claim.id, write);
    }
  };

  const ownClaim = (claim: Claim) =>
    sql`caller = ${claim.caller} and key = ${claim.key} and claim_id = ${claim.id} and response_status is null`;
  const release = (claim: Claim) => sql`delete from idempotency.keys where ${ownClaim(claim)}`.execute(db);

  /**
   * The key of a request whose COMMIT's outcome was unknown, once the server can tell: released when
   * the transaction did not commit (a retry runs it), and otherwise kept for good with an answer that
   * says so, because the write is stored and its answer is gone. Throws while it cannot tell yet.
   */
  const settleUnknownCommit = async (claim: Claim, transactionId: string) => {
    const status = await transactionStatus(
      (text, values) => db.executeQuery<{ status: TransactionStatus }>(CompiledQuery.raw(text, values)),
      transactionId,
    );
    if (status === 'in progress') throw new Error(`transaction ${transactionId} is still in progress`);
    if (status !== 'committed') return release(claim);
    return sql`update idempotency.keys set response_status = 409,
          response_type = 'application/json; charset=utf-8',
          response_body = ${JSON.stringify(errorBody(errorCodes.conflict, idempotencyMessages.answerLost))}
        where ${ownClaim(claim)}`.execute(db);
  };

  /** True when this request now holds the key: new, expired, or abandoned by a process that died. */
  const tryClaim = async (claim: Claim, hash: string): Promise<boolean> => {
    const { rows } = await sql<{ claimed: boolean }>`
      insert into idempotency.keys as k (caller, key, request_hash, claim_id, locked_until, expires_at)
      values (${claim.caller}, ${claim.key}, ${hash}, ${claim.id},
        now() + make_interval(secs => ${leaseSeconds}), now() + make_interval(secs => ${ttlSeconds}))
      on conflict (caller, key) do update set
        request_hash = excluded.request_hash, claim_id = excluded.claim_id, locked_until = excluded.locked_until,
        expires_at = excluded.expires_at, response_status = null, response_type = null, response_body = null
      where k.expires_at <= now()
        or (k.response_status is null and k.locked_until <= now() and k.request_hash = excluded.request_hash)
      returning true as claimed`.execute(db);
    return rows.length > 0;
  };

  const answerExisting = async (claim: Claim, hash: string, reply: FastifyReply): Promise<FastifyReply> => {
    const row = await db
      .selectFrom('idempotency.keys')
      .select(['request_hash', 'response_status', 'response_type', 'response_body'])
      .where('caller', '=', claim.caller)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (row && row.request_hash !== hash) {
      throw new HttpError(422, errorCodes.unprocessable, idempotencyMessages.keyReused);
    }
    if (!row || row.response_status === null) {
      // Released or still running between our two statements: either way, try again in a moment.
      return reply
        .status(409)
        .header('retry-after', '1')
        .send(errorBody(errorCodes.conflict, idempotencyMessages.inFlight));
    }
    reply.header(idempotentReplayedHeader.toLowerCase(), 'true');
    if (row.response_type) reply.type(row.response_type);
    // Sent as stored: the route's serializer made it once already.
    return reply
      .status(row.response_status)
      .serializer((payload: unknown) => payload as string)
      .send(row.response_body ?? '');
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!writeMethods.has(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.routeOptions.config.auth === 'internal') return;
    const claim = { caller: callerOf(request), key: parseIdempotencyKey(header), id: randomUUID() };
    const hash = requestHash(request);
    claimsMade = (claimsMade + 1) % cleanUpEvery;
    if (claimsMade === 0) {
      sql`delete from idempotency.keys where expires_at < now()`.execute(db).catch((error: unknown) => {
        log.warn({ err: error }, 'idempotency key clean-up failed');
      });
    }
    let claimed: boolean;
    try {
      claimed = await tryClaim(claim, hash);
    } catch (error) {
      // The claim may have been stored before the connection broke: released once the database is
      // back, or the key would answer 409 for its whole lease.
      await settle(claim, () => release(claim));
      throw error;
    }
    if (claimed) {
      claims.set(request, claim);
      return;
    }
    return answerExisting(claim, hash, reply);
  });

  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof CommitOutcomeUnknownError && claims.has(request)) {
      unknownCommits.set(request, error.transactionId);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const status = reply.statusCode;
    const unknownCommit = unknownCommits.get(request);
    if (unknownCommit !== undefined) {
      await settle(claim, () => settleUnknownCommit(claim, unknownCommit));
      return payload;
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    // A response that sets cookies (a sign-in) is not kept: replaying it would store a session's secret.
    const storable =
      status < 500 && !unstoredStatuses.has(status) && body !== null && !reply.hasHeader('set-cookie');
    if (storable) {
      const type = reply.getHeader('content-type');
      await settle(claim, () =>
        sql`update idempotency.keys set response_status = ${status},
              response_type = ${typeof type === 'string' ? type : null}, response_body = ${body}
            where ${ownClaim(claim)}`.execute(db),
      );
    } else {
      // Released, so that a retry runs again.
      await settle(claim, () => release(claim));
    }
    return payload;
  });
};

export const idempotencyPlugin = fp(idempotency, { name: 'gbc-idempotency' });
