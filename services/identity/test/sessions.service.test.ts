import { generateKeyPairSync } from 'node:crypto';
import { accessTokenAudience, accessTokenIssuer, accessTokenType } from '@gbc/contracts';
import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { sql } from 'kysely';
import { refreshRetryGraceMs } from '../src/sessions/sessions.service.js';
import { hashOpaqueToken } from '../src/tokens.js';
import {
  auditRows,
  bearer,
  cookieHeader,
  linkTokenFromMail,
  otherStrongPassword,
  refreshCookieOf,
  signIn,
  signUpAndVerify,
  strongPassword,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost((started) => signUpAndVerify(started, 'ada@example.org'));
const { post } = host;
const refresh = (refreshToken: string) => post(identityApi.refresh, undefined, cookieHeader(refreshToken));
const me = (accessToken: string) => host.http.request({ url: identityApi.me, headers: bearer(accessToken) });

describe('access tokens', () => {
  test('EdDSA, typ at+jwt with kid; iss, aud, sub, email, roles, aal, at most 10 minutes', async () => {
    const { session } = await signIn(host, 'ada@example.org');
    const header = decodeProtectedHeader(session.accessToken);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: accessTokenType, kid: host.settings.keys.current.kid });
    const claims = decodeJwt(session.accessToken);
    expect(claims).toMatchObject({
      iss: accessTokenIssuer,
      aud: accessTokenAudience,
      sub: session.user.id,
      email: 'ada@example.org',
      roles: [],
      aal: 'aal1',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(600);
  });

  test('the JWKS publishes the verification key under its kid', async () => {
    const response = await host.http.request({ url: identityApi.jwks });
    expect(response.statusCode).toBe(200);
    expect(response.json().keys).toEqual([
      expect.objectContaining({
        kid: host.settings.keys.current.kid,
        kty: 'OKP',
        crv: 'Ed25519',
        alg: 'EdDSA',
        use: 'sig',
      }),
    ]);
    expect(response.json().keys[0]).not.toHaveProperty('d');
  });

  const forge = async (
    edit: (jwt: SignJWT) => SignJWT,
    key = host.settings.keys.current.privateKey,
    header: Record<string, unknown> = {},
  ) => {
    const { session } = await signIn(host, 'ada@example.org');
    const claims = decodeJwt(session.accessToken);
    const jwt = new SignJWT({ email: claims.email, roles: claims.roles, aal: claims.aal, sid: claims.sid })
      .setProtectedHeader({
        alg: 'EdDSA',
        typ: accessTokenType,
        kid: host.settings.keys.current.kid,
        ...header,
      })
      .setSubject(claims.sub as string)
      .setIssuedAt();
    return edit(jwt).sign(key);
  };

  test.each([
    [
      'expired',
      () =>
        forge((jwt) =>
          jwt
            .setIssuer(accessTokenIssuer)
            .setAudience(accessTokenAudience)
            .setIssuedAt(Math.floor(Date.now() / 1000) - 900)
            .setExpirationTime(Math.floor(Date.now() / 1000) - 300),
        ),
    ],
    ['without aud', () => forge((jwt) => jwt.setIssuer(accessTokenIssuer).setExpirationTime('5m'))],
    [
      'with another aud',
      () =>
        forge((jwt) => jwt.setIssuer(accessTokenIssuer).setAudience('someone-else').setExpirationTime('5m')),
    ],
    [
      'with another iss',
      () => forge((jwt) => jwt.setIssuer('evil').setAudience(accessTokenAudience).setExpirationTime('5m')),
    ],
    ['without exp', () => forge((jwt) => jwt.setIssuer(accessTokenIssuer).setAudience(accessTokenAudience))],
    [
      'with typ JWT',
      () =>
        forge(
          (jwt) => jwt.setIssuer(accessTokenIssuer).setAudience(accessTokenAudience).setExpirationTime('5m'),
          undefined,
          { typ: 'JWT' },
        ),
    ],
    [
      'signed with another key',
      () =>
        forge(
          (jwt) => jwt.setIssuer(accessTokenIssuer).setAudience(accessTokenAudience).setExpirationTime('5m'),
          generateKeyPairSync('ed25519').privateKey,
        ),
    ],
    [
      'unsigned (alg none)',
      async () => {
        const { session } = await signIn(host, 'ada@example.org');
        const [, payload] = session.accessToken.split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: accessTokenType })).toString(
          'base64url',
        );
        return `${header}.${payload}.`;
      },
    ],
  ])('a token %s is refused with 401', async (_case, token) => {
    const response = await me(await token());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  test('a correctly forged control token passes, so the cases above fail for their own reason', async () => {
    const token = await forge((jwt) =>
      jwt.setIssuer(accessTokenIssuer).setAudience(accessTokenAudience).setExpirationTime('5m'),
    );
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  test('the cookie is httpOnly, SameSite=Lax and scoped to the identity API', async () => {
    const response = await post(identityApi.signIn, { email: 'ada@example.org', password: strongPassword });
    const cookie = response.headers['set-cookie']?.find((line) => line.startsWith('gbc_refresh='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/identity(;|$)/);
    // http://localhost: no Secure flag, or the browser would drop the cookie.
    expect(cookie).not.toMatch(/Secure/i);
    // Beside it, a readable site-wide hint that holds no secret, so anonymous pages need not ask.
    const hint = response.headers['set-cookie']?.find((line) => line.startsWith('gbc_session='));
    expect(hint).toMatch(/^gbc_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\/(;|$)/);
  });

  test('each refresh rotates the token and issues a new access token', async () => {
    const { refreshToken } = await signIn(host, 'ada@example.org');
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first) as string;
    expect(next).toBeDefined();
    expect(next).not.toBe(refreshToken);
    expect((await me(first.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  test('reusing a rotated token revokes the whole family (the thief and the owner), and is audited', async () => {
    const { refreshToken } = await signIn(host, 'ada@example.org');
    // The owner has used the token that replaced it, so this is a copy, not a retry.
    const second = refreshCookieOf(await refresh(refreshToken)) as string;
    const rotated = await refresh(second);
    const current = refreshCookieOf(rotated) as string;
    const accessToken = rotated.json().accessToken as string;

    const reuse = await refresh(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe(identityMessages.sessionExpired);
    expect((await refresh(current)).statusCode).toBe(401);
    // Identity checks the session itself, so the family's access token stops working here at once.
    expect((await me(accessToken)).statusCode).toBe(401);

    const [event] = await auditRows(host.db, 'refresh_token_reuse');
    expect(event).toMatchObject({ severity: 'critical', is_suspicious: true, user_email: 'ada@example.org' });
  });

  test('a retry after a lost answer gets a new token; the lost one, if it turns up, counts as reuse', async () => {
    const { refreshToken } = await signIn(host, 'ada@example.org');
    const lost = refreshCookieOf(await refresh(refreshToken)) as string;
    const retry = await refresh(refreshToken);
    expect(retry.statusCode).toBe(200);
    const current = refreshCookieOf(retry) as string;
    expect(current).not.toBe(lost);
    expect((await me(retry.json().accessToken)).statusCode).toBe(200);

    expect((await refresh(lost)).statusCode).toBe(401);
    expect((await refresh(current)).statusCode).toBe(401);
    const sessionId = decodeJwt(retry.json().accessToken).sid;
    expect(await auditRows(host.db, 'refresh_token_reuse')).toContainEqual(
      expect.objectContaining({ details: expect.objectContaining({ sessionId }) }),
    );
  });

  test('only one retry, and only within the grace period', async () => {
    const twice = await signIn(host, 'ada@example.org');
    await refresh(twice.refreshToken);
    expect((await refresh(twice.refreshToken)).statusCode).toBe(200);
    expect((await refresh(twice.refreshToken)).statusCode).toBe(401);

    const late = await signIn(host, 'ada@example.org');
    const unused = refreshCookieOf(await refresh(late.refreshToken)) as string;
    await sql`update identity.refresh_tokens set rotated_at = rotated_at - ${`${refreshRetryGraceMs + 1000} milliseconds`}::interval
      where rotated_at is not null`.execute(host.db);
    expect((await refresh(late.refreshToken)).statusCode).toBe(401);
    expect((await refresh(unused)).statusCode).toBe(401);
  });

  test('two concurrent refreshes with one token are serialised: both answered, one new token stays valid', async () => {
    const { refreshToken } = await signIn(host, 'ada@example.org');
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const issued = answers.map((r) => hashOpaqueToken(refreshCookieOf(r) as string));
    const stillValid = await sql<{ n: number }>`select count(*)::int as n from identity.refresh_tokens
      where rotated_at is null and token_hash in (${sql.join(issued)})`.execute(host.db);
    expect(stillValid.rows[0]?.n).toBe(1);
  });

  test('without a cookie, or with an unknown one, refresh is 401', async () => {
    expect((await post(identityApi.refresh)).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
  });
});

describe('sign out', () => {
  test('this device: its refresh token stops working, other devices stay signed in', async () => {
    const phone = await signIn(host, 'ada@example.org');
    const laptop = await signIn(host, 'ada@example.org');
    const response = await post(identityApi.signOut, { scope: 'local' }, cookieHeader(phone.refreshToken));
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']?.some((line) => /^gbc_refresh=;/.test(line))).toBe(true);
    expect(response.headers['set-cookie']?.some((line) => /^gbc_session=;/.test(line))).toBe(true);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  test('everywhere: every other device is refused at its next refresh', async () => {
    const phone = await signIn(host, 'ada@example.org');
    const laptop = await signIn(host, 'ada@example.org');
    expect(
      (await post(identityApi.signOut, { scope: 'global' }, cookieHeader(laptop.refreshToken))).statusCode,
    ).toBe(204);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await me(phone.session.accessToken)).statusCode).toBe(401);
  });

  test('others: keeps this device only', async () => {
    const phone = await signIn(host, 'ada@example.org');
    const laptop = await signIn(host, 'ada@example.org');
    await post(identityApi.signOut, { scope: 'others' }, cookieHeader(laptop.refreshToken));
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  test('without a session it still answers 204 (the device is signed out either way)', async () => {
    const response = await post(identityApi.signOut);
    expect(response.statusCode).toBe(204);
  });
});

describe('passwords', () => {
  test('change: needs the current password, ends every other session, keeps this one, mails a notice', async () => {
    await signUpAndVerify(host, 'changer@example.org');
    const other = await signIn(host, 'changer@example.org');
    const current = await signIn(host, 'changer@example.org');
    const headers = bearer(current.session.accessToken);

    const wrong = await post(
      identityApi.changePassword,
      { currentPassword: 'nope', newPassword: otherStrongPassword },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(identityMessages.currentPasswordWrong);

    const weak = await post(
      identityApi.changePassword,
      { currentPassword: strongPassword, newPassword: 'qwertyuiop' },
      headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.reasons.length).toBeGreaterThan(0);

    const changed = await post(
      identityApi.changePassword,
      { currentPassword: strongPassword, newPassword: otherStrongPassword },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(current.refreshToken)).statusCode).toBe(200);
    await signIn(host, 'changer@example.org', otherStrongPassword);
    expect((await auditRows(host.db, 'password_changed'))[0]?.user_email).toBe('changer@example.org');
  });

  test('forgot and reset: same answer for unknown addresses; the link sets the password once and ends every session', async () => {
    await signUpAndVerify(host, 'forgetful@example.org');
    const before = await signIn(host, 'forgetful@example.org');
    const known = await post(identityApi.forgotPassword, { email: 'forgetful@example.org' });
    const unknown = await post(identityApi.forgotPassword, { email: 'nobody-forgot@example.org' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());

    const token = await linkTokenFromMail(host.db, 'forgetful@example.org', 'identity-reset-password');
    const weak = await post(identityApi.resetPassword, { token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    // The weak attempt left the link usable.
    const reset = await post(identityApi.resetPassword, { token, password: otherStrongPassword });
    expect(reset.statusCode).toBe(200);
    expect(refreshCookieOf(reset)).toBeDefined();
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await post(identityApi.resetPassword, { token, password: otherStrongPassword })).statusCode).toBe(
      400,
    );
    await signIn(host, 'forgetful@example.org', otherStrongPassword);
  });
});
