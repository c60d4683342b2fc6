import { adminRecordsApi, personalDataApi, personalDataErasureEvent } from '@gbc/contracts';
import { identityApi, userRecordsKind } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import {
  bearer,
  enrolTotp,
  internalToken,
  signIn,
  signUpAndVerify,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();
const get = (url: string, headers: Record<string, string> = {}) => host.http.request({ url, headers });
const internal = bearer(internalToken);
const subjectHash = 'c'.repeat(64);

async function adminSession(email: string) {
  const { session } = await signUpAndVerify(host, email);
  await sql`update identity.users set roles = array['admin'] where id = ${session.user.id}`.execute(host.db);
  return (await enrolTotp(host, (await signIn(host, email)).session)).session;
}

describe('the people list', () => {
  test('lists and searches accounts by address or name and role, paged; members and aal1 admins are refused', async () => {
    const admin = await adminSession('people-admin@example.org');
    for (const n of [1, 2, 3])
      await signUpAndVerify(host, `person${n}@people.example`, undefined, `Person ${n}`);
    const first = await get(
      adminRecordsApi.list('identity', userRecordsKind, { search: 'people.example', limit: '2' }),
      bearer(admin.accessToken),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((u: { email: string }) => u.email)).toEqual([
      'person3@people.example',
      'person2@people.example',
    ]);
    const rest = await get(
      adminRecordsApi.list('identity', userRecordsKind, {
        search: 'people.example',
        cursor: first.json().nextCursor,
      }),
      bearer(admin.accessToken),
    );
    expect(rest.json()).toMatchObject({
      items: [{ email: 'person1@people.example', roles: [] }],
      nextCursor: null,
    });
    const admins = await get(
      adminRecordsApi.list('identity', userRecordsKind, { role: 'admin' }),
      bearer(admin.accessToken),
    );
    expect(admins.json().items.map((u: { email: string }) => u.email)).toEqual(['people-admin@example.org']);
    const byName = await get(
      adminRecordsApi.list('identity', userRecordsKind, { search: 'Person 2' }),
      bearer(admin.accessToken),
    );
    expect(byName.json().items).toHaveLength(1);

    const member = (await signIn(host, 'person1@people.example')).session;
    expect(
      (await get(adminRecordsApi.list('identity', userRecordsKind), bearer(member.accessToken))).statusCode,
    ).toBe(403);
    expect((await get(adminRecordsApi.list('identity', userRecordsKind))).statusCode).toBe(401);
  }, 30_000);

  test('an admin whose role was removed meanwhile is refused at once, whatever the token says', async () => {
    const admin = await adminSession('demoted-admin@example.org');
    await sql`update identity.users set roles = array['member'] where email = 'demoted-admin@example.org'`.execute(
      host.db,
    );
    expect(
      (await get(adminRecordsApi.list('identity', userRecordsKind), bearer(admin.accessToken))).statusCode,
    ).toBe(403);
  });

  test('grant and revoke admin through the roles API; the own admin role cannot be removed', async () => {
    const admin = await adminSession('granting-admin@example.org');
    const { session } = await signUpAndVerify(host, 'future-admin@example.org');
    const grant = await host.post(
      identityApi.userRoles(session.user.id),
      { role: 'admin', grant: true },
      bearer(admin.accessToken),
    );
    expect(grant.json().user.roles).toEqual(['admin']);
    const own = await host.post(
      identityApi.userRoles(admin.user.id),
      { role: 'admin', grant: false },
      bearer(admin.accessToken),
    );
    expect(own.statusCode).toBe(409);
  });
});

describe('personal data', () => {
  test('exports the account and erases it with everything kept per address; payments pseudonymised first', async () => {
    const { session } = await signUpAndVerify(host, 'Erase.Person@Example.org');
    // A failed sign-in leaves an attempt row under the address.
    await host.http.request({
      method: 'POST',
      url: identityApi.signIn,
      payload: { email: 'erase.person@example.org', password: 'wrong-password-1' },
    });
    const exported = await host.post(
      personalDataApi.exportOf('identity'),
      { email: 'ERASE.person@example.org', subjectHash },
      internal,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.json().records.account).toEqual([
      expect.objectContaining({ email: 'erase.person@example.org' }),
    ]);
    expect(exported.json().records.sessions.length).toBeGreaterThan(0);

    const erased = await host.post(
      personalDataApi.eraseOf('identity'),
      { email: 'erase.person@example.org', subjectHash },
      internal,
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({ accounts: 1 });
    expect(host.payments.pseudonymised).toContain(session.user.id);
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from identity.users where email = 'erase.person@example.org')
           + (select count(*) from identity.sign_in_attempts where email = 'erase.person@example.org')
           + (select count(*) from identity.mail_budgets where email = 'erase.person@example.org') as n`.execute(
      host.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const { rows: audits } = await sql<{ details: Record<string, unknown>; user_email: string | null }>`
      select details, user_email from audit.audit_logs where event_type = ${personalDataErasureEvent}`.execute(
      host.db,
    );
    expect(audits).toEqual([
      { details: expect.objectContaining({ subjectHash, accounts: 1 }), user_email: null },
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/erase\.person/i);
  });

  test('payments unreachable: 503 and the account stays, so the job retries', async () => {
    await signUpAndVerify(host, 'kept.person@example.org');
    host.payments.failure = new (await import('../src/payments/payments.client.js')).PaymentsUnavailableError(
      'down',
    );
    try {
      const erased = await host.post(
        personalDataApi.eraseOf('identity'),
        { email: 'kept.person@example.org', subjectHash },
        internal,
      );
      expect(erased.statusCode).toBe(503);
    } finally {
      host.payments.failure = null;
    }
    const kept = await sql`select 1 from identity.users where email = 'kept.person@example.org'`.execute(
      host.db,
    );
    expect(kept.rows).toHaveLength(1);
  });
});
