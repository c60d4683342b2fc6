import { authMessages } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { buildServiceHost, type SecurityEventLimits, type ServiceModule } from '../src/index.js';
import {
  createTestDatabase,
  injectForTests,
  resetRateLimits,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '../src/testing.js';

const routes: FastifyPluginAsync = async (app) => {
  app.post(
    '/limited',
    { config: { auth: 'public', rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({
      ok: true,
    }),
  );
  app.post('/other', { config: { auth: 'public', rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  app.get('/reports/:id', { config: { auth: { roles: ['admin'], aal: 'aal2' } } }, async () => ({
    ok: true,
  }));
  app.get('/mine', { config: { auth: { roles: [] } } }, async () => ({ ok: true }));
};
const module: ServiceModule = { name: 'guarded', plugin: routes, migrations: {} };

const gateway = '127.0.0.1';
let testDb: TestDatabase<unknown>;

/** A host behind the gateway; its events are all written once `close()` has resolved. */
async function host(securityEvents?: SecurityEventLimits): Promise<TestHttpClient> {
  return injectForTests(
    await buildServiceHost({
      databases: testDb.databases,
      modules: [module],
      logger: false,
      trustProxy: [gateway],
      auth: { publicKey: testAuthKeys().publicKey },
      ...(securityEvents ? { securityEvents } : {}),
    }),
  );
}

const from = (visitor: string, headers: Record<string, string> = {}) => ({
  remoteAddress: gateway,
  headers: { 'x-forwarded-for': visitor, ...headers },
});

interface EventRow {
  action: string;
  severity: string;
  is_suspicious: boolean;
  event_type: string;
  user_email: string | null;
  details: { ip?: string; route?: string; status?: number; reason?: string; maxPerWindow?: number };
}

/** The events written about `visitors`' requests by address and route, then cap notices when asked (writes run concurrently, so not by time). */
async function eventsFrom(visitors: string[], withCapNotices = false): Promise<EventRow[]> {
  const { rows } = await sql<EventRow>`
    select action, severity, is_suspicious, event_type, user_email, details from audit.audit_logs
    where details->>'ip' = any(${visitors}) or (${withCapNotices} and action = 'security_events_capped')
    order by details->>'ip' nulls last, details->>'route'`.execute(testDb.db);
  return rows;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});

beforeEach(async () => {
  await resetRateLimits(testDb.db);
});

afterAll(async () => {
  await testDb.destroy();
});

describe('refused requests in the audit log', () => {
  test('a flood of 429s writes one event per address and route, flagged suspicious', async () => {
    const http = await host();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await http.request({ method: 'POST', url: '/api/guarded/limited', ...from('198.51.100.10') });
    }
    const limited = await http.request({
      method: 'POST',
      url: '/api/guarded/limited',
      ...from('198.51.100.10'),
    });
    expect(limited.statusCode).toBe(429);
    await http.request({ method: 'POST', url: '/api/guarded/other', ...from('198.51.100.10') });
    await http.request({ method: 'POST', url: '/api/guarded/other', ...from('198.51.100.10') });
    await http.request({ method: 'POST', url: '/api/guarded/limited', ...from('198.51.100.11') });
    await http.request({ method: 'POST', url: '/api/guarded/limited', ...from('198.51.100.11') });
    await http.close();

    const events = await eventsFrom(['198.51.100.10', '198.51.100.11']);
    expect(events.map((event) => [event.details.ip, event.details.route])).toEqual([
      ['198.51.100.10', '/api/guarded/limited'],
      ['198.51.100.10', '/api/guarded/other'],
      ['198.51.100.11', '/api/guarded/limited'],
    ]);
    expect(events[0]).toMatchObject({
      action: 'rate_limited',
      event_type: 'security_event',
      severity: 'warn',
      is_suspicious: true,
      user_email: null,
      details: { status: 429 },
    });
  });

  test('refused admin calls are written with the refusal and, past the token check, whose token it was', async () => {
    const http = await host();
    const anonymous = await http.request({ url: '/api/guarded/reports/1', ...from('198.51.100.20') });
    const member = await http.request({
      url: '/api/guarded/reports/2',
      ...from('198.51.100.21', { authorization: `Bearer ${signTestToken({ email: 'member@example.org' })}` }),
    });
    const firstFactorOnly = signTestToken({ email: 'half-admin@example.org', roles: ['admin'], aal: 'aal1' });
    const aal1Admin = await http.request({
      url: '/api/guarded/reports/3',
      ...from('198.51.100.22', { authorization: `Bearer ${firstFactorOnly}` }),
    });
    const admin = signTestToken({ roles: ['admin'] });
    const allowed = await http.request({
      url: '/api/guarded/reports/4',
      ...from('198.51.100.23', { authorization: `Bearer ${admin}` }),
    });
    // Refusals of routes that are not for admins are ordinary sign-in prompts, not security events.
    const signedOut = await http.request({ url: '/api/guarded/mine', ...from('198.51.100.24') });
    await http.close();
    expect([anonymous, member, aal1Admin, allowed, signedOut].map((r) => r.statusCode)).toEqual([
      401, 403, 403, 200, 401,
    ]);

    const events = await eventsFrom([
      '198.51.100.20',
      '198.51.100.21',
      '198.51.100.22',
      '198.51.100.23',
      '198.51.100.24',
    ]);
    expect(events.map((event) => [event.details.ip, event.details.status, event.user_email])).toEqual([
      ['198.51.100.20', 401, null],
      ['198.51.100.21', 403, 'member@example.org'],
      ['198.51.100.22', 403, 'half-admin@example.org'],
    ]);
    expect(events[0]).toMatchObject({
      action: 'admin_access_refused',
      event_type: 'security_event',
      is_suspicious: true,
      details: { route: '/api/guarded/reports/:id', reason: authMessages.unauthorized },
    });
    expect(events[2]?.details.reason).toBe(authMessages.secondFactorRequired);
  });

  test('past the cap of a window, one notice says events were dropped and nothing more is written', async () => {
    const http = await host({ maxPerWindow: 2 });
    const visitors = ['198.51.100.30', '198.51.100.31', '198.51.100.32', '198.51.100.33'];
    for (const visitor of visitors) {
      const refused = await http.request({ url: '/api/guarded/reports/1', ...from(visitor) });
      expect(refused.statusCode).toBe(401);
    }
    await http.close();

    const events = await eventsFrom(visitors, true);
    expect(events.map((event) => event.action)).toEqual([
      'admin_access_refused',
      'admin_access_refused',
      'security_events_capped',
    ]);
    expect(events[2]).toMatchObject({ is_suspicious: true, details: { maxPerWindow: 2 } });
  });
});
