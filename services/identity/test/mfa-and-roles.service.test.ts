import { authMessages, serviceMetaApi } from '@gbc/contracts';
import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import { Secret } from 'otpauth';
import { sealTotpSecrets } from '../src/migrations/2026-11-23-005-seal-totp-secrets.js';
import { openSecret } from '../src/secrets/secrets.crypto.js';
import {
  aMinuteLater,
  auditRows,
  bearer,
  codeFor,
  enrolTotp,
  internalToken,
  passwordStep,
  refreshCookieOf,
  signIn,
  signUpAndVerify,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();
const { post } = host;

async function makeAdmin(email: string): Promise<string> {
  const { session } = await signUpAndVerify(host, email);
  await sql`update identity.users set roles = array['admin'] where id = ${session.user.id}`.execute(host.db);
  return session.user.id;
}

/** An admin without a factor, signed in with a password: aal1. */
async function aal1Admin(email: string) {
  await makeAdmin(email);
  return { aal1: (await signIn(host, email)).session };
}

describe('TOTP second factor and aal2', () => {
  test('enrolment confirms with a code and issues ten recovery codes; an ordinary session stays aal1 until a code steps it up', async () => {
    await makeAdmin('admin1@example.org');
    const { session } = await signIn(host, 'admin1@example.org');
    expect(session.aal).toBe('aal1');
    const enrolled = await enrolTotp(host, session);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    // Enrolling its own app must not make a password session of an admin a full admin.
    expect(enrolled.enrolledSession).toMatchObject({
      aal: 'aal1',
      user: { mfaEnabled: true, roles: ['admin'] },
    });
    expect(enrolled.session).toMatchObject({ aal: 'aal2', user: { mfaEnabled: true, roles: ['admin'] } });
    expect(
      (await post(identityApi.totpEnrol, undefined, bearer(enrolled.session.accessToken))).statusCode,
    ).toBe(409);
  });

  test('TOTP secrets are stored sealed with the data key, pending and confirmed', async () => {
    const { session } = await signUpAndVerify(host, 'sealed@example.org');
    const stored = async () => {
      const { rows } = await sql<{ totp_secret: string | null; totp_pending_secret: string | null }>`
        select totp_secret, totp_pending_secret from identity.users where id = ${session.user.id}
      `.execute(host.db);
      return rows[0];
    };
    const enrolled = await post(identityApi.totpEnrol, undefined, bearer(session.accessToken));
    const { secret } = enrolled.json();
    const pending = (await stored())?.totp_pending_secret as string;
    expect(pending).not.toContain(secret);
    expect(openSecret(host.settings.dataKey, pending)).toBe(secret);
    await post(identityApi.totpConfirm, { code: codeFor(secret) }, bearer(session.accessToken));
    const confirmed = (await stored())?.totp_secret as string;
    expect(confirmed).not.toContain(secret);
    expect(openSecret(host.settings.dataKey, confirmed)).toBe(secret);
    expect(() => openSecret(Buffer.alloc(32), confirmed)).toThrow();
  });

  test('the sealing migration encrypts secrets stored in plain text, which then still verify', async () => {
    await makeAdmin('legacy@example.org');
    const { session } = await signIn(host, 'legacy@example.org');
    const secret = new Secret({ size: 20 }).base32;
    await sql`
      update identity.users set totp_secret = ${secret}, totp_enabled_at = now() where id = ${session.user.id}
    `.execute(host.db);
    await sealTotpSecrets(async () => host.settings.dataKey).up(host.db);
    const { rows } = await sql<{ totp_secret: string }>`
      select totp_secret from identity.users where id = ${session.user.id}
    `.execute(host.db);
    expect(rows[0]?.totp_secret).not.toBe(secret);
    expect(openSecret(host.settings.dataKey, rows[0]?.totp_secret as string)).toBe(secret);
    const verified = await post(
      identityApi.mfaVerify,
      { code: codeFor(secret) },
      bearer(session.accessToken),
    );
    expect(verified.statusCode).toBe(200);
  });

  test('a wrong confirmation code leaves the factor off', async () => {
    const { session } = await signUpAndVerify(host, 'fumbler@example.org');
    await post(identityApi.totpEnrol, undefined, bearer(session.accessToken));
    const response = await post(identityApi.totpConfirm, { code: '000000' }, bearer(session.accessToken));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(identityMessages.mfaFailed);
  });

  test('the password alone gives an admin only a challenge; a code exchanges it for an aal2 session; codes work once', async () => {
    const targetId = (await signUpAndVerify(host, 'member-to-be@example.org')).session.user.id;
    await makeAdmin('admin2@example.org');
    const first = await signIn(host, 'admin2@example.org');
    const { secret, stepUpCode } = await enrolTotp(host, first.session);
    const { aal1 } = await aal1Admin('admin2-without-factor@example.org');
    const roleChange = (token: string) =>
      post(identityApi.userRoles(targetId), { role: 'member', grant: true }, bearer(token));
    const refused = await roleChange(aal1.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authMessages.secondFactorRequired);

    const challenge = await passwordStep(host, 'admin2@example.org');
    const replayed = await post(identityApi.mfaVerify, { challenge, code: stepUpCode });
    expect(replayed.statusCode).toBe(400);
    await aMinuteLater(host, 'admin2@example.org');
    const verified = await post(identityApi.mfaVerify, { challenge, code: codeFor(secret) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().aal).toBe('aal2');
    expect(refreshCookieOf(verified)).toBeDefined();
    // Single use: the challenge is spent.
    await aMinuteLater(host, 'admin2@example.org');
    const again = await post(identityApi.mfaVerify, { challenge, code: codeFor(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(identityMessages.challengeInvalid);

    const granted = await roleChange(verified.json().accessToken);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user.roles).toEqual(['member']);
    const [audit] = await auditRows(host.db, 'role_granted');
    expect(audit).toMatchObject({ event_type: 'admin_action', user_email: 'admin2@example.org' });
    expect(audit?.details).toMatchObject({ userId: targetId, role: 'member' });
    expect((await auditRows(host.db, 'mfa_failed')).length).toBeGreaterThan(0);
  });

  test('a recovery code stands in for a code, once', async () => {
    await makeAdmin('admin3@example.org');
    const { recoveryCodes } = await enrolTotp(host, (await signIn(host, 'admin3@example.org')).session);
    const code = (recoveryCodes[0] as string).toUpperCase();
    const used = await post(identityApi.mfaVerify, {
      challenge: await passwordStep(host, 'admin3@example.org'),
      recoveryCode: code,
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().aal).toBe('aal2');
    const again = await post(identityApi.mfaVerify, {
      challenge: await passwordStep(host, 'admin3@example.org'),
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(400);
  });

  test('the aal survives refresh: a refreshed aal2 session stays aal2', async () => {
    await makeAdmin('admin4@example.org');
    const first = await signIn(host, 'admin4@example.org');
    await enrolTotp(host, first.session);
    const refreshed = await host.http.request({
      method: 'POST',
      url: identityApi.refresh,
      headers: { cookie: `gbc_refresh=${first.refreshToken}` },
    });
    expect(refreshed.json().aal).toBe('aal2');
  });

  test('the role API is listed in the admin OpenAPI document only', async () => {
    await makeAdmin('admin6@example.org');
    const { session } = await enrolTotp(host, (await signIn(host, 'admin6@example.org')).session);
    const publicDoc = await host.http.request({ url: `${identityApi.prefix}/openapi.json` });
    const adminDoc = await host.http.request({
      url: `${identityApi.prefix}/openapi.admin.json`,
      headers: bearer(session.accessToken),
    });
    // OpenAPI writes path parameters as {name}.
    const rolesPath = identityApi.userRoles('{userId}').replace(encodeURIComponent('{userId}'), '{userId}');
    expect(Object.keys(publicDoc.json().paths)).not.toContain(rolesPath);
    expect(Object.keys(publicDoc.json().paths)).toContain(identityApi.signIn);
    expect(Object.keys(publicDoc.json().paths)).not.toContain(identityApi.internal.roleGrants);
    expect(Object.keys(adminDoc.json().paths)).toContain(rolesPath);
  });

  test('a member is refused the admin API (403), an anonymous caller 401', async () => {
    const { session } = await signUpAndVerify(host, 'plain@example.org');
    const path = identityApi.userRoles(session.user.id);
    expect((await post(path, { role: 'admin', grant: true }, bearer(session.accessToken))).statusCode).toBe(
      403,
    );
    expect((await post(path, { role: 'admin', grant: true })).statusCode).toBe(401);
  });

  test('an admin whose role was removed is refused at once, though the token still names the role', async () => {
    const adminId = await makeAdmin('admin7@example.org');
    const { session } = await enrolTotp(host, (await signIn(host, 'admin7@example.org')).session);
    const { session: member } = await signUpAndVerify(host, 'member7@example.org');
    const grant = () =>
      post(
        identityApi.userRoles(member.user.id),
        { role: 'member', grant: true },
        bearer(session.accessToken),
      );
    expect((await grant()).statusCode).toBe(200);
    await sql`update identity.users set roles = '{}' where id = ${adminId}`.execute(host.db);
    expect((await grant()).statusCode).toBe(403);
  });

  test("an admin route of another service accepts identity's aal2 token only", async () => {
    await makeAdmin('admin5@example.org');
    const { session: aal2, enrolledSession: aal1 } = await enrolTotp(
      host,
      (await signIn(host, 'admin5@example.org')).session,
    );
    const { buildServiceHost } = await import('@gbc/service-kit');
    const { listenForTests } = await import('@gbc/service-kit/testing');
    const other = await listenForTests(
      await buildServiceHost({
        databases: host.databases,
        logger: false,
        auth: { publicKey: host.settings.keys.currentPublicKeyPem },
        modules: [
          {
            name: 'other',
            migrations: {},
            plugin: async (app) => {
              app.get('/admin-only', { config: { auth: { roles: ['admin'], aal: 'aal2' } } }, async () => ({
                ok: true,
              }));
            },
          },
        ],
      }),
    );
    try {
      const call = (token: string) =>
        other.request({ url: `${serviceMetaApi.prefix('other')}/admin-only`, headers: bearer(token) });
      expect((await call(aal1.accessToken)).statusCode).toBe(403);
      expect((await call(aal2.accessToken)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('internal role grants (payments)', () => {
  const grant = (payload: unknown, token = internalToken) =>
    post(identityApi.internal.roleGrants, payload, { authorization: `Bearer ${token}` });

  test('grants and removes the member role with the internal token, idempotently and audited with the reference', async () => {
    const { session } = await signUpAndVerify(host, 'payer@example.org');
    const body = { userId: session.user.id, role: 'member', grant: true, reference: 'cs_test_123' };
    const first = await grant(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: session.user.id, roles: ['member'] });
    expect((await grant(body)).json().roles).toEqual(['member']);
    const audits = (await auditRows(host.db, 'role_granted')).filter(
      (row) => row.details.userId === session.user.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ reference: 'cs_test_123' });

    const removed = await grant({ ...body, grant: false, reference: 'sub_cancelled' });
    expect(removed.json().roles).toEqual([]);
  });

  test('refuses a wrong or missing token (401), the admin role (400) and an unknown user (404)', async () => {
    const { session } = await signUpAndVerify(host, 'payer2@example.org');
    const body = { userId: session.user.id, role: 'member', grant: true, reference: 'cs_test_456' };
    expect((await grant(body, `${internalToken.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await post(identityApi.internal.roleGrants, body)).statusCode).toBe(401);
    // The token is checked before the body: a caller without it learns nothing about the schema.
    expect((await post(identityApi.internal.roleGrants, {})).statusCode).toBe(401);
    expect((await grant({ ...body, role: 'admin' })).statusCode).toBe(400);
    expect((await grant({ ...body, userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
