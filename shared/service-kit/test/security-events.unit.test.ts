import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AuditDatabase, createSecurityEventRecorder } from '../src/index.js';

/** Collects the rows the recorder inserts, in place of a database. */
function fakeAuditDb(rows: Array<Record<string, unknown>>) {
  return {
    insertInto: () => ({
      values: (row: Record<string, unknown>) => ({
        execute: async () => {
          rows.push(row);
        },
      }),
    }),
  } as unknown as Kysely<AuditDatabase>;
}

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

const requestFrom = (ip: string, url = '/api/x/items') =>
  ({ ip, method: 'POST', url, id: 'r1', routeOptions: { url } }) as unknown as FastifyRequest;

const entry = async () => ({
  severity: 'warn' as const,
  eventType: 'security_event',
  action: 'rate_limited',
});

describe('security event recorder', () => {
  test('writes a key again once its window has passed, and the cap restarts with the window', async () => {
    const rows: Array<Record<string, unknown>> = [];
    let clock = 0;
    const recorder = createSecurityEventRecorder({
      db: fakeAuditDb(rows),
      log,
      windowMs: 60_000,
      maxPerWindow: 1,
      now: () => clock,
    });
    recorder.record('rate_limited', requestFrom('192.0.2.1'), entry);
    recorder.record('rate_limited', requestFrom('192.0.2.1'), entry);
    recorder.record('rate_limited', requestFrom('192.0.2.2'), entry);
    recorder.record('rate_limited', requestFrom('192.0.2.3'), entry);
    await recorder.settle();
    expect(rows.map((row) => row.action)).toEqual(['rate_limited', 'security_events_capped']);

    clock = 59_999;
    recorder.record('rate_limited', requestFrom('192.0.2.1'), entry);
    clock = 60_000;
    recorder.record('rate_limited', requestFrom('192.0.2.1'), entry);
    await recorder.settle();
    expect(rows.map((row) => row.action)).toEqual(['rate_limited', 'security_events_capped', 'rate_limited']);
  });

  test('a failed write is logged, never thrown', async () => {
    const failing = {
      insertInto: () => ({ values: () => ({ execute: async () => Promise.reject(new Error('db down')) }) }),
    } as unknown as Kysely<AuditDatabase>;
    const warn = jest.fn();
    const recorder = createSecurityEventRecorder({
      db: failing,
      log: { warn } as unknown as FastifyBaseLogger,
    });
    expect(() => recorder.record('admin_refused', requestFrom('192.0.2.9'), entry)).not.toThrow();
    await recorder.settle();
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'security event not written to the audit log');
  });
});
