import { errorCodes } from '@gbc/contracts';
import { identityApi, identityMessages, type SessionResponse } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import { createAdmin } from '../src/cli/admin.service.js';
import {
  aMinuteLater,
  auditRows,
  bearer,
  codeFor,
  enrolTotp,
  linkTokenFromMail,
  otherStrongPassword,
  passwordStep,
  publicOrigin,
  refreshCookieOf,
  signIn,
  signUpAndVerify,
  strongPassword,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();
const { post } = host;

const sessionCount = async (email: string) => {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from identity.sessions s join identity.users u on u.id = s.user_id
    where u.email = ${email}
  `.execute(host.db);
  return rows[0]?.count ?? 0;
};

/** An account with TOTP: a session stepped up to aal2 and another device's session still at aal1. */
async function accountWithTotp(email: string) {
  await signUpAndVerify(host, email);
  const other = (await signIn(host, email)).session;
  const enrolled = await enrolTotp(host, (await signIn(host, email)).session);
  return { ...enrolled, aal1: other, aal2: enrolled.session };
}

describe('the second factor is decided by the server', () => {
  test('a password sign-in gets a 5-minute single-use challenge and no session row; an expired one is refused', async () => {
    const { secret } = await accountWithTotp('challenged@example.org');
    const sessionsBefore = await sessionCount('challenged@example.org');
    const challenge = await passwordStep(host, 'challenged@example.org');
    expect(await sessionCount('challenged@example.org')).toBe(sessionsBefore);
    const { rows } = await sql<{ seconds: number }>`
      select round(extract(epoch from expires_at - created_at))::int as seconds from identity.mfa_challenges
      order by created_at desc limit 1
    `.execute(host.db);
    expect(rows[0]?.seconds).toBe(300);
    await sql`update identity.mfa_challenges set expires_at = now() - interval '1 second'`.execute(host.db);
    await aMinuteLater(host, 'challenged@example.org');
    const late = await post(identityApi.mfaVerify, { challenge, code: codeFor(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(identityMessages.challengeInvalid);
    expect(await sessionCount('challenged@example.org')).toBe(sessionsBefore);
  });

  test('the mailed sign-in link and the reset link give only a challenge too', async () => {
    const { secret } = await accountWithTotp('linked@example.org');
    await post(identityApi.emailLink, { email: 'linked@example.org' });
    const signInToken = await linkTokenFromMail(host.db, 'linked@example.org', 'identity-sign-in-link');
    const viaLink = await post(identityApi.redeemLink, { token: signInToken });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toEqual({ purpose: 'sign_in', mfaRequired: true, challenge: expect.any(String) });
    expect(refreshCookieOf(viaLink)).toBeUndefined();
    await aMinuteLater(host, 'linked@example.org');
    const exchanged = await post(identityApi.mfaVerify, {
      challenge: viaLink.json().challenge,
      code: codeFor(secret),
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().aal).toBe('aal2');

    await post(identityApi.forgotPassword, { email: 'linked@example.org' });
    const resetToken = await linkTokenFromMail(host.db, 'linked@example.org', 'identity-reset-password');
    const reset = await post(identityApi.resetPassword, { token: resetToken, password: otherStrongPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(refreshCookieOf(reset)).toBeUndefined();
  });

  test('five wrong codes void the challenge, per account whatever the client, audited; then 429 until the window passes', async () => {
    const { secret } = await accountWithTotp('guessed@example.org');
    const challenge = await passwordStep(host, 'guessed@example.org');
    // Each request comes from another address (the test host), so only a per-account count stops them.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(identityApi.mfaVerify, { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    await aMinuteLater(host, 'guessed@example.org');
    const right = await post(identityApi.mfaVerify, { challenge, code: codeFor(secret) });
    expect(right.statusCode).toBe(401);
    const voided = (await auditRows(host.db, 'mfa_challenges_voided')).filter(
      (row) => row.user_email === 'guessed@example.org',
    );
    expect(voided).toEqual([expect.objectContaining({ severity: 'critical', is_suspicious: true })]);
    const fresh = await passwordStep(host, 'guessed@example.org');
    expect((await post(identityApi.mfaVerify, { challenge: fresh, code: codeFor(secret) })).statusCode).toBe(
      429,
    );
    await sql`update identity.mfa_throttle set window_started_at = now() - interval '16 minutes'`.execute(
      host.db,
    );
    const later = await post(identityApi.mfaVerify, {
      challenge: await passwordStep(host, 'guessed@example.org'),
      code: codeFor(secret),
    });
    expect(later.statusCode).toBe(200);
  });

  test('of ten wrong codes sent at once, at most five are checked', async () => {
    await accountWithTotp('rushed@example.org');
    const challenge = await passwordStep(host, 'rushed@example.org');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(identityApi.mfaVerify, { challenge, code: '000000' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    // The rest were stopped before any check: by the count (429) or by the voided challenge (401).
    expect(statuses.filter((status) => status === 429 || status === 401)).toHaveLength(5);
    const failures = (await auditRows(host.db, 'mfa_failed')).filter(
      (row) => row.user_email === 'rushed@example.org',
    );
    expect(failures).toHaveLength(5);
  });
});

describe('sensitive changes need the second factor (with TOTP) or the current password (without)', () => {
  const changes = (session: SessionResponse, password?: string) => [
    () =>
      post(identityApi.changeEmail, { newEmail: 'moved@example.org', password }, bearer(session.accessToken)),
    () =>
      post(
        identityApi.changePassword,
        { currentPassword: password, newPassword: 'Zk7!qW3#nBv9@pLm' },
        bearer(session.accessToken),
      ),
    () =>
      host.http.request({
        method: 'DELETE',
        url: identityApi.me,
        payload: { password },
        headers: bearer(session.accessToken),
      }),
    () => post(identityApi.totpDisable, { code: '123456' }, bearer(session.accessToken)),
  ];

  test('with TOTP, an aal1 session is refused every one with MFA_REQUIRED, even with the right password', async () => {
    const { aal1 } = await accountWithTotp('guarded@example.org');
    for (const change of changes(aal1, strongPassword)) {
      const response = await change();
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: errorCodes.mfaRequired,
        message: identityMessages.mfaRequired,
      });
    }
    const me = await host.http.request({ url: identityApi.me, headers: bearer(aal1.accessToken) });
    expect(me.json()).toMatchObject({ email: 'guarded@example.org', mfaEnabled: true });
  });

  test('with TOTP, an aal2 session changes the e-mail without a password, and turns TOTP off with a code', async () => {
    const { aal2, secret } = await accountWithTotp('stepped@example.org');
    const moved = await post(
      identityApi.changeEmail,
      { newEmail: 'stepped-new@example.org' },
      bearer(aal2.accessToken),
    );
    expect(moved.statusCode).toBe(202);
    const wrongCode = await post(identityApi.totpDisable, { code: '000000' }, bearer(aal2.accessToken));
    expect(wrongCode.statusCode).toBe(400);
    await aMinuteLater(host, 'stepped@example.org');
    const off = await post(identityApi.totpDisable, { code: codeFor(secret) }, bearer(aal2.accessToken));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ aal: 'aal1', user: { mfaEnabled: false } });
    expect((await auditRows(host.db, 'mfa_disabled')).map((row) => row.user_email)).toContain(
      'stepped@example.org',
    );
    // Its old aal2 token no longer counts as a second factor: the session row was lowered.
    const refused = await post(
      identityApi.changeEmail,
      { newEmail: 'x-stepped@example.org' },
      bearer(aal2.accessToken),
    );
    expect(refused.statusCode).toBe(400);
    expect((await signIn(host, 'stepped@example.org')).session.aal).toBe('aal1');
  });

  test('without TOTP, each needs the current password: missing or wrong is a 400 naming the field', async () => {
    const { session } = await signUpAndVerify(host, 'plainly@example.org');
    const [changeEmail, changePassword, deleteAccount] = changes(session, 'not the password');
    for (const change of [changeEmail, changePassword, deleteAccount]) {
      const response = await (change as () => ReturnType<typeof post>)();
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(identityMessages.currentPasswordWrong);
    }
    const [noPassword] = changes(session);
    expect((await (noPassword as () => ReturnType<typeof post>)()).statusCode).toBe(400);
  });
});

describe('admin bootstrap', () => {
  test("the CLI's link: no password, TOTP enrolment raises only this session to aal2, then a first password", async () => {
    const link = await createAdmin(host.db, 'Boss@example.org', publicOrigin);
    expect(link).toMatch(new RegExp(`^${publicOrigin}/verify\\?token=`));
    const token = new URL(link).searchParams.get('token') as string;
    // A stranger's sign-in link request does not void it.
    await post(identityApi.emailLink, { email: 'boss@example.org' });
    const redeemed = await post(identityApi.redeemLink, { token });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({
      purpose: 'admin_bootstrap',
      passwordSetupRequired: true,
      session: { aal: 'aal1', user: { roles: ['admin'], hasPassword: false, emailVerified: true } },
    });
    const bootstrap = redeemed.json().session as SessionResponse;
    const enrolled = await post(identityApi.totpEnrol, undefined, bearer(bootstrap.accessToken));
    const secret = enrolled.json().secret as string;
    const confirmed = await post(
      identityApi.totpConfirm,
      { code: codeFor(secret) },
      bearer(bootstrap.accessToken),
    );
    expect(confirmed.json().session).toMatchObject({ aal: 'aal2', user: { mfaEnabled: true } });
    const admin = confirmed.json().session as SessionResponse;
    const password = await post(
      identityApi.changePassword,
      { newPassword: strongPassword },
      bearer(admin.accessToken),
    );
    expect(password.statusCode).toBe(200);
    // Later: password and code.
    const challenge = await passwordStep(host, 'boss@example.org');
    await aMinuteLater(host, 'boss@example.org');
    const signedIn = await post(identityApi.mfaVerify, { challenge, code: codeFor(secret) });
    expect(signedIn.json()).toMatchObject({ aal: 'aal2', user: { roles: ['admin'], hasPassword: true } });
  });

  test('a link of another purpose never reaches aal2 by enrolling', async () => {
    await createAdmin(host.db, 'deputy@example.org', publicOrigin);
    await post(identityApi.emailLink, { email: 'deputy@example.org' });
    const token = await linkTokenFromMail(host.db, 'deputy@example.org', 'identity-sign-in-link');
    const session = (await post(identityApi.redeemLink, { token })).json().session as SessionResponse;
    const enrolled = await post(identityApi.totpEnrol, undefined, bearer(session.accessToken));
    const confirmed = await post(
      identityApi.totpConfirm,
      { code: codeFor(enrolled.json().secret) },
      bearer(session.accessToken),
    );
    expect(confirmed.json().session.aal).toBe('aal1');
  });

  test('re-running the CLI for an account with TOTP resets the factor, ends its sessions and is audited as critical', async () => {
    const { aal2 } = await accountWithTotp('lost-phone@example.org');
    await createAdmin(host.db, 'lost-phone@example.org', publicOrigin);
    const me = await host.http.request({ url: identityApi.me, headers: bearer(aal2.accessToken) });
    expect(me.statusCode).toBe(401);
    const [reset] = (await auditRows(host.db, 'mfa_reset')).filter(
      (row) => row.user_email === 'lost-phone@example.org',
    );
    expect(reset).toMatchObject({ severity: 'critical', event_type: 'admin_action' });
    expect((await signIn(host, 'lost-phone@example.org')).session.user).toMatchObject({
      mfaEnabled: false,
      roles: ['admin'],
    });
  });
});
