import { mailOutboxStep, type PrivacyRequestView, privacyApi } from '@gbc/contracts/admin';
import { type AuditDatabase, enqueueMail, type MailDatabase } from '@gbc/service-kit';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import type { AdminDatabase } from '../src/database.js';
import { createAdminModule } from '../src/index.js';
import {
  PrivacyCallFailed,
  type PrivacyCallOutcome,
  type PrivacyClient,
} from '../src/privacy/privacy.client.js';
import { retryDelaySeconds } from '../src/privacy/privacy.service.js';

/** Stands in for the services: `flaky` fails its first `failures` calls, `empty` holds nothing (404). */
class ScriptedServices implements PrivacyClient {
  failures = 2;
  calls: Array<{ service: string; kind: string; subjectHash: string }> = [];
  async call(
    target: { name: string },
    kind: 'export' | 'erase',
    body: { subjectHash: string },
  ): Promise<PrivacyCallOutcome> {
    this.calls.push({ service: target.name, kind, subjectHash: body.subjectHash });
    if (target.name === 'empty') return { held: false };
    if (target.name === 'flaky' && this.failures > 0) {
      this.failures -= 1;
      throw new PrivacyCallFailed('flaky could not be reached: connect ECONNREFUSED');
    }
    return { held: true, result: kind === 'erase' ? { things: 1 } : { things: [{ id: 1 }] } };
  }
}

const services = new ScriptedServices();
const bed = useServiceTestBed<AdminDatabase & AuditDatabase & MailDatabase>({
  host: () => ({
    auth: { publicKey: testAuthKeys().publicKey },
    modules: [
      createAdminModule({
        privacy: {
          internalApiToken: () => 'unused-internal-token-0123456789abcdef',
          env: {},
          targets: ['steady', 'flaky', 'empty'].map((name) => ({
            name,
            baseUrl: () => 'http://127.0.0.1:9',
          })),
          client: services,
          pollMs: 50,
        },
      }),
    ],
  }),
});
const admin = {
  authorization: `Bearer ${signTestToken({ email: 'privacy@example.org', roles: ['admin'] })}`,
};

async function until(
  id: string,
  done: (request: PrivacyRequestView) => boolean,
): Promise<PrivacyRequestView> {
  for (;;) {
    const request = (await bed.get(privacyApi.request(id), admin)).json().request as PrivacyRequestView;
    if (done(request)) return request;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a failing service is retried until it confirms; one without the contract holds nothing; the outbox goes last', async () => {
  // Failing attempts wait 5 s, then 10 s: move them forward rather than wait.
  expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([5, 10, 20, 300]);
  await bed.db
    .transaction()
    .execute((trx) =>
      enqueueMail(trx, { to: 'someone@example.org', subject: 'Hello', text: 'Hi', template: 'test' }),
    );
  const created = await bed.post(privacyApi.requests, { email: 'Someone@Example.org', kind: 'erase' }, admin);
  expect(created.statusCode).toBe(202);
  const id = created.json().request.id as string;
  const failed = await until(id, (request) =>
    request.steps.some((step) => step.service === 'flaky' && step.lastError !== null),
  );
  expect(failed.completedAt).toBeNull();
  expect(failed.steps.find((step) => step.service === mailOutboxStep)?.state).toBe('pending');
  for (let retry = 0; retry < 2; retry += 1) {
    await bed.db
      .updateTable('admin.privacy_request_steps')
      .set({ next_attempt_at: new Date() })
      .where('state', '=', 'pending')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const done = await until(id, (request) => request.completedAt !== null);
  expect(Object.fromEntries(done.steps.map((step) => [step.service, step.state]))).toEqual({
    steady: 'done',
    flaky: 'done',
    empty: 'not-held',
    [mailOutboxStep]: 'done',
  });
  expect(done.steps.find((step) => step.service === 'flaky')).toMatchObject({
    attempts: 3,
    lastError: null,
    erased: { things: 1 },
  });
  expect(done.steps.find((step) => step.service === mailOutboxStep)?.erased).toEqual({ mail: 1 });
  expect(done.email).toBeNull();
  expect(new Set(services.calls.map((call) => call.subjectHash))).toEqual(new Set([done.subjectHash]));
  const left = await bed.db
    .selectFrom('mail.outbox')
    .select('id')
    .where('to_address', '=', 'someone@example.org')
    .execute();
  expect(left).toEqual([]);
  const audits = await bed.db
    .selectFrom('audit.audit_logs')
    .selectAll()
    .where('event_type', '=', 'bci_personal_data_erasure')
    .execute();
  expect(audits.map((row) => row.action)).toEqual(['privacy.erase.requested', 'privacy.erase.completed']);
  expect(JSON.stringify(audits)).not.toMatch(/someone@/i);
  // The same address always hashes alike (the key is kept), whatever its case.
  const again = await bed.post(privacyApi.requests, { email: 'someone@example.org', kind: 'export' }, admin);
  expect(again.json().request.subjectHash).toBe(done.subjectHash);
  const unfinished = await bed.get(privacyApi.download(id), admin);
  expect(unfinished.statusCode).toBe(409);
  expect((await bed.get(privacyApi.request('5f1c1a2e-6d7b-4c11-9a53-0b8f2a7c9e10'), admin)).statusCode).toBe(
    404,
  );
}, 30_000);
