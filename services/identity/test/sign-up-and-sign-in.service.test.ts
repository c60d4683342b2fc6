import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import {
  auditRows,
  bearer,
  linkTokenFromMail,
  mailsTo,
  otherStrongPassword,
  refreshCookieOf,
  signIn,
  signUpAndVerify,
  strongPassword,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();
const { post } = host;

describe('sign up', () => {
  test('creates an unverified account, mails a single-use link that verifies it and signs in', async () => {
    const response = await post(identityApi.signUp, {
      email: 'Grace@Example.org',
      password: strongPassword,
      displayName: 'Grace Hopper',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(identityMessages.signUpAccepted);

    const [mail] = await mailsTo(host.db, 'grace@example.org');
    expect(mail?.template).toBe('identity-verify-email');
    expect(mail?.text_body).toContain('http://localhost:8080/verify?token=');
    // A password cannot be used before the mailbox is confirmed.
    expect(
      (await post(identityApi.signIn, { email: 'grace@example.org', password: strongPassword })).statusCode,
    ).toBe(401);

    const token = await linkTokenFromMail(host.db, 'grace@example.org', 'identity-verify-email');
    const redeemed = await post(identityApi.redeemLink, { token });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().purpose).toBe('verify_email');
    expect(redeemed.json().session.user).toMatchObject({
      email: 'grace@example.org',
      displayName: 'Grace Hopper',
      emailVerified: true,
      roles: [],
    });
    expect(refreshCookieOf(redeemed)).toBeDefined();

    const again = await post(identityApi.redeemLink, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(identityMessages.tokenInvalid);

    const session = await signIn(host, 'GRACE@example.org');
    expect(session.session.user.email).toBe('grace@example.org');
  });

  test('answers a taken address exactly as a new one, and tells the owner by e-mail instead', async () => {
    await signUpAndVerify(host, 'taken@example.org');
    const response = await post(identityApi.signUp, {
      email: 'taken@example.org',
      password: otherStrongPassword,
      displayName: 'Someone Else',
    });
    const fresh = await post(identityApi.signUp, {
      email: 'fresh@example.org',
      password: otherStrongPassword,
      displayName: 'Someone Else',
    });
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.json()).toEqual(fresh.json());
    const mails = await mailsTo(host.db, 'taken@example.org');
    expect(mails.at(-1)?.template).toBe('identity-already-registered');
    // The stranger's password did not replace the owner's.
    expect(
      (await post(identityApi.signIn, { email: 'taken@example.org', password: otherStrongPassword }))
        .statusCode,
    ).toBe(401);
  });

  test("a stranger's sign-up with an unconfirmed address cannot set the password the owner's link applies", async () => {
    await post(identityApi.signUp, {
      email: 'owner@example.org',
      password: strongPassword,
      displayName: 'Owner',
    });
    const ownerToken = await linkTokenFromMail(host.db, 'owner@example.org', 'identity-verify-email');
    await post(identityApi.signUp, {
      email: 'owner@example.org',
      password: otherStrongPassword,
      displayName: 'Mallory',
    });
    expect((await post(identityApi.redeemLink, { token: ownerToken })).statusCode).toBe(200);
    expect(
      (await post(identityApi.signIn, { email: 'owner@example.org', password: otherStrongPassword }))
        .statusCode,
    ).toBe(401);
    const session = await signIn(host, 'owner@example.org', strongPassword);
    expect(session.session.user.displayName).toBe('Owner');
  });

  test('rejects a weak password with zxcvbn reasons, and creates nothing', async () => {
    const response = await post(identityApi.signUp, {
      email: 'weak@example.org',
      password: 'password1234',
      displayName: 'Weak',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe(identityMessages.weakPassword);
    expect(error.reasons.length).toBeGreaterThan(0);
    expect(error.fields.password).toEqual(expect.any(String));
    expect(await mailsTo(host.db, 'weak@example.org')).toEqual([]);
  });

  test('a password made of the address itself is weak', async () => {
    const response = await post(identityApi.signUp, {
      email: 'marguerite.yourcenar@example.org',
      password: 'marguerite.yourcenar',
      displayName: 'Marguerite',
    });
    expect(response.statusCode).toBe(400);
  });

  test.each([
    [{ password: strongPassword, displayName: 'X' }, 'email', identityMessages.emailRequired],
    [
      { email: 'a,b@evil.com', password: strongPassword, displayName: 'X' },
      'email',
      identityMessages.emailInvalid,
    ],
    [
      { email: 'short@example.org', password: 'short', displayName: 'X' },
      'password',
      identityMessages.passwordTooShort,
    ],
    [
      { email: 'name@example.org', password: strongPassword, displayName: 'Line\r\nBcc: x@evil.com' },
      'displayName',
      identityMessages.displayNameInvalid,
    ],
  ])('400 with the field message for %j', async (payload, field, message) => {
    const response = await post(identityApi.signUp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });
});

describe('password sign-in', () => {
  beforeAll(async () => {
    await signUpAndVerify(host, 'ada@example.org');
  });

  test('issues a session with an access token, and audits the success', async () => {
    const { session, refreshToken } = await signIn(host, 'ada@example.org');
    expect(session).toMatchObject({ tokenType: 'Bearer', expiresIn: 600, aal: 'aal1' });
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await host.http.request({
      url: identityApi.me,
      headers: bearer(session.accessToken),
    });
    expect(me.json().email).toBe('ada@example.org');
    expect((await auditRows(host.db, 'sign_in')).some((row) => row.user_email === 'ada@example.org')).toBe(
      true,
    );
  });

  test('a wrong password and an unknown address get the same 401, and both are audited', async () => {
    const wrong = await post(identityApi.signIn, { email: 'ada@example.org', password: 'not the password' });
    const unknown = await post(identityApi.signIn, {
      email: 'nobody@example.org',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(identityMessages.invalidCredentials);
    const failures = await auditRows(host.db, 'sign_in_failed');
    expect(failures.map((row) => row.user_email)).toEqual(
      expect.arrayContaining(['ada@example.org', 'nobody@example.org']),
    );
  });

  test("the spec's message when the e-mail or password is missing", async () => {
    const response = await post(identityApi.signIn, { email: 'ada@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(identityMessages.emailAndPasswordRequired);
  });

  test('five failures lock the address for 15 minutes, even for the right password; known or not alike', async () => {
    await signUpAndVerify(host, 'target@example.org');
    for (const email of ['target@example.org', 'ghost@example.org']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post(identityApi.signIn, { email, password: 'wrong password' })).statusCode).toBe(401);
      }
      const locked = await post(identityApi.signIn, { email, password: strongPassword });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toBe(identityMessages.tooManyAttempts);
    }
    await sql`update identity.sign_in_throttle set locked_until = now() - interval '1 second'`.execute(
      host.db,
    );
    expect(
      (await post(identityApi.signIn, { email: 'target@example.org', password: strongPassword })).statusCode,
    ).toBe(200);
  });
});

describe('passwordless e-mail link', () => {
  test('mails a single-use 15-minute link for an account and answers the same for an unknown address', async () => {
    await signUpAndVerify(host, 'linky@example.org');
    const known = await post(identityApi.emailLink, { email: 'linky@example.org' });
    const unknown = await post(identityApi.emailLink, { email: 'unknown-linky@example.org' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(host.db, 'unknown-linky@example.org')).toEqual([]);

    const { rows } = await sql<{ minutes: number }>`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
      from identity.email_links where purpose = 'sign_in' order by created_at desc limit 1
    `.execute(host.db);
    expect(rows[0]?.minutes).toBe(15);

    const token = await linkTokenFromMail(host.db, 'linky@example.org', 'identity-sign-in-link');
    const redeemed = await post(identityApi.redeemLink, { token });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().purpose).toBe('sign_in');
    expect((await post(identityApi.redeemLink, { token })).statusCode).toBe(400);
  });

  test('an expired link is refused', async () => {
    await post(identityApi.emailLink, { email: 'linky@example.org' });
    const token = await linkTokenFromMail(host.db, 'linky@example.org', 'identity-sign-in-link');
    await sql`update identity.email_links set expires_at = now() - interval '1 second' where used_at is null`.execute(
      host.db,
    );
    const response = await post(identityApi.redeemLink, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.token).toBe(identityMessages.tokenInvalid);
  });

  test('a newer link voids the older one', async () => {
    await post(identityApi.emailLink, { email: 'linky@example.org' });
    const first = await linkTokenFromMail(host.db, 'linky@example.org', 'identity-sign-in-link');
    await post(identityApi.emailLink, { email: 'linky@example.org' });
    expect((await post(identityApi.redeemLink, { token: first })).statusCode).toBe(400);
  });
});

describe('rate limits per client address', () => {
  test('sign-in attempts from one address are limited; another address still gets through', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await post(
        identityApi.signIn,
        { email: `rl${attempt}@example.org`, password: 'x' },
        from('192.0.2.7'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await post(
      identityApi.signIn,
      { email: 'rl@example.org', password: 'x' },
      from('192.0.2.8'),
    );
    expect(other.statusCode).toBe(401);
  });
});

describe('mail limits per target address', () => {
  test('sign-up, link and reset mails to one address stop at five an hour from any client, with the same answers', async () => {
    const { session } = await signUpAndVerify(host, 'inbox@example.org');
    expect(session.user.email).toBe('inbox@example.org');
    // The sign-up above sent one mail; four more fit, then the answers stay 202 and nothing is mailed.
    const requests = [
      () => post(identityApi.emailLink, { email: 'inbox@example.org' }),
      () => post(identityApi.forgotPassword, { email: 'INBOX@example.org' }),
      () =>
        post(identityApi.signUp, { email: 'inbox@example.org', password: strongPassword, displayName: 'X' }),
    ];
    const bodies = new Map<string, string[]>();
    for (let index = 0; index < 9; index += 1) {
      const send = requests[index % requests.length] as () => ReturnType<typeof post>;
      const response = await send();
      expect(response.statusCode).toBe(202);
      const path = ['link', 'reset', 'sign-up'][index % 3] as string;
      bodies.set(path, [...(bodies.get(path) ?? []), response.body]);
    }
    for (const answers of bodies.values()) expect(new Set(answers).size).toBe(1);
    expect(await mailsTo(host.db, 'inbox@example.org')).toHaveLength(5);
  });

  test('an address without an account is counted alike: the limit does not tell the two apart', async () => {
    for (let index = 0; index < 7; index += 1) {
      const response = await post(identityApi.forgotPassword, { email: 'nobody-home@example.org' });
      expect(response.statusCode).toBe(202);
    }
    const { rows } = await sql<{ sent: number }>`
      select sent from identity.mail_throttle where email = 'nobody-home@example.org'
    `.execute(host.db);
    expect(rows[0]?.sent).toBe(7);
    const fresh = await post(identityApi.signUp, {
      email: 'nobody-home@example.org',
      password: strongPassword,
      displayName: 'Late',
    });
    expect(fresh.statusCode).toBe(202);
    expect(await mailsTo(host.db, 'nobody-home@example.org')).toHaveLength(0);
  });
});
