import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import { PaymentsUnavailableError } from '../src/payments/payments.client.js';
import {
  auditRows,
  bearer,
  linkTokenFromMail,
  mailsTo,
  signIn,
  signUpAndVerify,
  strongPassword,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();

const request = (method: string, path: string, accessToken: string, payload?: unknown) =>
  host.http.request({ method, url: path, payload, headers: bearer(accessToken) });

describe('profile', () => {
  test('reads and renames the signed-in account; anonymous callers get 401', async () => {
    const { session } = await signUpAndVerify(host, 'profile@example.org');
    const read = await request('GET', identityApi.me, session.accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({
      email: 'profile@example.org',
      displayName: 'Ada Lovelace',
      mfaEnabled: false,
    });

    const renamed = await request('PATCH', identityApi.me, session.accessToken, { displayName: 'Ada King' });
    expect(renamed.json().displayName).toBe('Ada King');
    expect((await host.http.request({ url: identityApi.me })).statusCode).toBe(401);
  });
});

describe('change e-mail', () => {
  test('confirmed from the new address: the account moves, the old address no longer signs in', async () => {
    const { session } = await signUpAndVerify(host, 'old@example.org');
    const wrongPassword = await request('POST', identityApi.changeEmail, session.accessToken, {
      newEmail: 'new@example.org',
      password: 'not mine',
    });
    expect(wrongPassword.statusCode).toBe(400);

    const requested = await request('POST', identityApi.changeEmail, session.accessToken, {
      newEmail: 'New@Example.org',
      password: strongPassword,
    });
    expect(requested.statusCode).toBe(202);
    expect(requested.json().message).toBe(identityMessages.emailChangeRequested);
    // Nothing changes until the new mailbox confirms.
    expect((await request('GET', identityApi.me, session.accessToken)).json().email).toBe('old@example.org');

    const token = await linkTokenFromMail(host.db, 'new@example.org', 'identity-change-email');
    const confirmed = await host.http.request({
      method: 'POST',
      url: identityApi.redeemLink,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      purpose: 'change_email',
      session: { user: { email: 'new@example.org' } },
    });
    await signIn(host, 'new@example.org');
    const old = await host.http.request({
      method: 'POST',
      url: identityApi.signIn,
      payload: { email: 'old@example.org', password: strongPassword },
    });
    expect(old.statusCode).toBe(401);
    expect((await auditRows(host.db, 'email_changed'))[0]?.details).toMatchObject({
      previousEmail: 'old@example.org',
    });
  });

  test('an address of another account answers the same but gets no mail', async () => {
    await signUpAndVerify(host, 'occupied@example.org');
    const { session } = await signUpAndVerify(host, 'mover@example.org');
    const before = (await mailsTo(host.db, 'occupied@example.org')).length;
    const response = await request('POST', identityApi.changeEmail, session.accessToken, {
      newEmail: 'occupied@example.org',
      password: strongPassword,
    });
    expect(response.statusCode).toBe(202);
    expect((await mailsTo(host.db, 'occupied@example.org')).length).toBe(before);
  });

  test('repeated requests cannot flood the new address: five mails an hour, the same answer after', async () => {
    const { session } = await signUpAndVerify(host, 'flooder@example.org');
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await request('POST', identityApi.changeEmail, session.accessToken, {
        newEmail: 'stranger@example.org',
        password: strongPassword,
      });
      expect(response.statusCode).toBe(202);
      expect(response.json().message).toBe(identityMessages.emailChangeRequested);
    }
    expect(await mailsTo(host.db, 'stranger@example.org')).toHaveLength(5);
  });
});

describe('export my data', () => {
  test('returns the account and its devices, never secrets', async () => {
    const { session } = await signUpAndVerify(host, 'exporter@example.org');
    const response = await request('GET', identityApi.exportData, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.user.email).toBe('exporter@example.org');
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ aal: 'aal1', revokedAt: null });
    expect(response.body).not.toMatch(/argon2|password_hash|token_hash|totp/i);
  });
});

describe('delete my account', () => {
  test('pseudonymises payments first, then deletes the account, its sessions and links', async () => {
    const { session } = await signUpAndVerify(host, 'leaver@example.org');
    const response = await request('DELETE', identityApi.me, session.accessToken, {
      password: strongPassword,
    });
    expect(response.statusCode).toBe(204);
    expect(host.payments.pseudonymised).toContain(session.user.id);
    const { rows } = await sql<{ users: number; sessions: number }>`
      select (select count(*) from identity.users where id = ${session.user.id})::int as users,
             (select count(*) from identity.sessions where user_id = ${session.user.id})::int as sessions
    `.execute(host.db);
    expect(rows[0]).toEqual({ users: 0, sessions: 0 });
    expect((await request('GET', identityApi.me, session.accessToken)).statusCode).toBe(401);
    expect((await auditRows(host.db, 'account_deleted')).at(-1)?.details).toMatchObject({
      userId: session.user.id,
    });
  });

  test('needs the password of an account that has one', async () => {
    const { session } = await signUpAndVerify(host, 'careful@example.org');
    const response = await request('DELETE', identityApi.me, session.accessToken, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe(identityMessages.currentPasswordWrong);
  });

  test('when payments cannot pseudonymise, nothing is deleted and the answer is 503', async () => {
    const { session } = await signUpAndVerify(host, 'unlucky@example.org');
    host.payments.failure = new PaymentsUnavailableError('payments answered 502');
    try {
      const response = await request('DELETE', identityApi.me, session.accessToken, {
        password: strongPassword,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(identityMessages.accountDeletionFailed);
    } finally {
      host.payments.failure = null;
    }
    expect((await request('GET', identityApi.me, session.accessToken)).statusCode).toBe(200);
  });
});
