import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AuditDatabase, type AuditLogEntry, writeAuditLog } from './audit-log.js';

/** How many refused requests a host writes to the audit log; the rest are dropped so a flood cannot fill it. */
export interface SecurityEventLimits {
  /** Length of one counting window in milliseconds. Default 60 000. */
  windowMs?: number;
  /** Events one host writes per window, over every address and route. Default 100. */
  maxPerWindow?: number;
}

/** What a host writes about a request it refused: rate-limit hits (429) and refused admin calls (401/403). */
export type RefusedRequestKind = 'rate_limited' | 'admin_refused';

export interface SecurityEventRecorder {
  /**
   * Writes one audit event for a refused request, unless the same kind from the same address on the
   * same route was written in this window, or the window's cap is reached. Never throws and never
   * delays the answer: the write runs beside it (a failed write is logged).
   */
  record(kind: RefusedRequestKind, request: FastifyRequest, entry: () => Promise<AuditLogEntry>): void;
  /** Waits for the writes under way (a host awaits it on close, so no event is lost to a closed pool). */
  settle(): Promise<void>;
}

export interface SecurityEventRecorderOptions extends SecurityEventLimits {
  /** A pool allowed to insert into `audit.audit_logs` (the audit schema's own role). */
  db: Kysely<AuditDatabase>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** The route as registered (`/api/x/items/:id`), so every id of one route counts as one route. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

/**
 * Audit events for refused requests, bounded per host: at most one per kind, client address and route
 * in each window, and at most `maxPerWindow` in all; the first one over the cap writes a single
 * `security_events_capped` event instead, so the log says that events were dropped. Keys live only for
 * their window, so memory stays within the cap however many addresses take part.
 */
export function createSecurityEventRecorder(options: SecurityEventRecorderOptions): SecurityEventRecorder {
  const windowMs = options.windowMs ?? 60_000;
  const maxPerWindow = options.maxPerWindow ?? 100;
  const now = options.now ?? Date.now;
  let windowStart = now();
  let written = 0;
  let capAnnounced = false;
  const seen = new Set<string>();
  const pending = new Set<Promise<void>>();

  const write = (entry: Promise<AuditLogEntry>) => {
    const running = entry
      .then((resolved) => writeAuditLog(options.db, resolved))
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'security event not written to the audit log'),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  };

  return {
    record(kind, request, entry) {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        written = 0;
        capAnnounced = false;
        seen.clear();
      }
      const key = `${kind} ${request.ip} ${routeOf(request)}`;
      if (seen.has(key)) return;
      if (written >= maxPerWindow) {
        if (capAnnounced) return;
        capAnnounced = true;
        write(
          Promise.resolve({
            severity: 'warn',
            eventType: 'security_event',
            action: 'security_events_capped',
            isSuspicious: true,
            resourceType: 'http',
            details: {
              maxPerWindow,
              windowSeconds: windowMs / 1000,
              since: new Date(windowStart).toISOString(),
            },
          }),
        );
        return;
      }
      seen.add(key);
      written += 1;
      write(entry());
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}

/** The details every refused-request event carries: who asked for what, from where. */
export function refusedRequestDetails(request: FastifyRequest): Record<string, unknown> {
  return {
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? null,
    path: request.url.split('?')[0],
    requestId: request.id,
  };
}
