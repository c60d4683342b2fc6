import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personalDataErasureEvent } from '@gbc/contracts';
import { mailOutboxStep, type PrivacyRequestView, privacyApi } from '@gbc/contracts/admin';
import { identityApi } from '@gbc/contracts/identity';
import { marketingApi } from '@gbc/contracts/marketing';
import { paymentsApi } from '@gbc/contracts/payments';
import { productsApi } from '@gbc/contracts/products';
import { programsApi } from '@gbc/contracts/programs';
import { ratpakApi } from '@gbc/contracts/ratpak';
import { buildServiceHost } from '@gbc/service-kit';
import {
  createTestDatabase,
  listenForTests,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { discoverServiceModules } from '../src/service-discovery.js';

/**
 * Every discovered service on one host, as `npm start` mounts them: the admin service's privacy
 * requests find the others as deploy does and ask each through the personal-data contract.
 */
describe('personal data: export and erase by address across every service', () => {
  let testDb: TestDatabase<unknown>;
  let dataDir: string;
  let http: TestHttpClient;
  const admin = {
    authorization: `Bearer ${signTestToken({ email: 'privacy-admin@example.org', roles: ['admin'] })}`,
  };
  const address = 'Erase.Subject@Example.org';
  const lower = address.toLowerCase();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'gbc-personal-data-'));
    const app = await buildServiceHost({
      databases: testDb.databases,
      modules: await discoverServiceModules({
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: 'http://localhost:8080',
        PAYMENTS_RECONCILE_INTERVAL_MS: '0',
        PAYMENTS_PROVIDER: 'local',
      }),
      logger: false,
      auth: { publicKey: testAuthKeys().publicKey },
    });
    http = await listenForTests(app);
  }, 60_000);

  afterAll(async () => {
    await http.close();
    await testDb.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    http.request({ method: 'POST', url, payload, headers });

  async function finished(id: string): Promise<PrivacyRequestView> {
    for (;;) {
      const response = await http.request({ url: privacyApi.request(id), headers: admin });
      const request = response.json().request as PrivacyRequestView;
      if (request.completedAt) return request;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Rows anywhere outside the audit log whose text holds the address, per table. */
  async function findable(): Promise<string[]> {
    const { rows: tables } = await sql<{ schema: string; table: string }>`
      select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'audit')
    `.execute(testDb.db);
    const found: string[] = [];
    for (const { schema, table } of tables) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(`${schema}.${table}`)} t where strpos(lower(t::text), ${lower}) > 0
      `.execute(testDb.db);
      if ((rows[0]?.n ?? 0) > 0) found.push(`${schema}.${table}`);
    }
    return found;
  }

  test('an export gathers every service, then an erasure leaves the address nowhere outside the audit log', async () => {
    // The address leaves traces in every service: an account, a story, a message, a newsletter sign-up,
    // a RATPAK trial lead, an early-access request, a donation.
    expect(
      (
        await post(identityApi.signUp, {
          email: address,
          password: 'Vq8#mZ2!pLr7@xTk',
          displayName: 'Erase Subject',
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await post(programsApi.stories.submit, {
          name: 'Erase Subject',
          email: address,
          storyType: 'personal',
          storyTitle: 'A story to erase',
          storyContent: 'My experience with an assistive interface, told at length for the council. '.repeat(
            4,
          ),
          consentPublish: true,
          consentContact: true,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await post(marketingApi.contact.send, { name: 'Erase Subject', email: address, message: 'Hello.' }))
        .statusCode,
    ).toBe(202);
    expect(
      (await post(marketingApi.newsletter.subscribe, { email: address, sourcePage: '/' })).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await post(ratpakApi.leads.soilWhisperer, {
          name: 'Erase Subject',
          email: address,
          company: 'Erased Farms',
          consent: true,
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await post(productsApi.accessRequests, {
          name: 'Erase Subject',
          email: address,
          interestLevel: 'high',
          productPage: 'equinelink',
        })
      ).statusCode,
    ).toBe(202);
    const checkout = await post(paymentsApi.checkouts.create, {
      type: 'donation',
      amount: 25,
      recurring: false,
    });
    const paid = await http.request({
      method: 'POST',
      url: new URL(checkout.json().url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=pay&email=${encodeURIComponent(address)}`,
    });
    expect(paid.statusCode).toBe(303);
    const before = await findable();
    expect(before).toEqual(
      expect.arrayContaining([
        'identity.users',
        'programs.stories',
        'marketing.contact_messages',
        'marketing.newsletter_subscriptions',
        'payments.checkouts',
        'ratpak.leads',
        'products.access_requests',
        'mail.outbox',
      ]),
    );

    const exportRequest = await post(privacyApi.requests, { email: address, kind: 'export' }, admin);
    expect(exportRequest.statusCode).toBe(202);
    const exported = await finished(exportRequest.json().request.id);
    const states = Object.fromEntries(exported.steps.map((step) => [step.service, step.state]));
    expect(states).toMatchObject({
      identity: 'done',
      marketing: 'done',
      programs: 'done',
      payments: 'done',
      ratpak: 'done',
      products: 'done',
      [mailOutboxStep]: 'done',
    });
    const document = await http.request({ url: privacyApi.download(exported.id), headers: admin });
    expect(document.statusCode).toBe(200);
    const services = document.json().services;
    expect(services.programs.stories).toHaveLength(1);
    expect(services.marketing.contactMessages).toHaveLength(1);
    expect(services.identity.account).toEqual([expect.objectContaining({ email: lower })]);
    expect(services.payments.checkouts).toHaveLength(1);
    expect(services.ratpak.leads).toEqual([expect.objectContaining({ kind: 'soil-whisperer' })]);
    expect(services.products.accessRequests).toHaveLength(1);
    expect(services[mailOutboxStep].mail.length).toBeGreaterThan(0);

    const eraseRequest = await post(privacyApi.requests, { email: address, kind: 'erase' }, admin);
    expect(eraseRequest.statusCode).toBe(202);
    const erased = await finished(eraseRequest.json().request.id);
    expect(erased.email).toBeNull();
    expect(erased.steps.every((step) => step.state !== 'pending')).toBe(true);
    expect(await findable()).toEqual([]);
    // The payment stays, without the person.
    const { rows: payments } = await sql<{ amount: number }>`select amount from payments.checkouts`.execute(
      testDb.db,
    );
    expect(payments).toEqual([{ amount: 2500 }]);
    // The audit log's rows of the erasure name the keyed hash only.
    const { rows: audits } = await sql<{ text: string }>`
      select t::text as text from audit.audit_logs t where event_type = ${personalDataErasureEvent}`.execute(
      testDb.db,
    );
    expect(audits.length).toBeGreaterThan(3);
    expect(audits.filter((row) => row.text.toLowerCase().includes(lower))).toEqual([]);
    expect(audits.every((row) => row.text.includes(erased.subjectHash))).toBe(true);
    // The earlier export went with the erasure: it was a copy of the data.
    expect((await http.request({ url: privacyApi.request(exported.id), headers: admin })).statusCode).toBe(
      404,
    );
  }, 60_000);

  test('members and anonymous callers are refused; bad addresses are 400', async () => {
    const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };
    expect(
      (await post(privacyApi.requests, { email: 'a@example.org', kind: 'erase' }, member)).statusCode,
    ).toBe(403);
    expect((await post(privacyApi.requests, { email: 'a@example.org', kind: 'erase' })).statusCode).toBe(401);
    expect(
      (await post(privacyApi.requests, { email: 'not an address', kind: 'erase' }, admin)).statusCode,
    ).toBe(400);
    expect(
      (await post(privacyApi.requests, { email: 'a@example.org', kind: 'shred' }, admin)).statusCode,
    ).toBe(400);
  });
});
