import { errorCodes } from '@gbc/contracts';
import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import {
  auditRows,
  bearer,
  deviceCookieOf,
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
    // A password cannot be used before the mailbox is confirmed; the right one is told so.
    const early = await post(identityApi.signIn, { email: 'grace@example.org', password: strongPassword });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: errorCodes.emailNotVerified,
      message: identityMessages.emailNotVerified,
    });
    const wrong = await post(identityApi.signIn, {
      email: 'grace@example.org',
      password: otherStrongPassword,
    });
    expect(wrong.statusCode).toBe(401);

    const token = await linkTokenFromMail(host.db, 'grace@example.org', 'identity-verify-email');
    const redeemed = await post(
      identityApi.redeemLink,
      { token },
      { cookie: deviceCookieOf(response) ?? '' },
    );
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
    const ownerSignUp = await post(identityApi.signUp, {
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
    const strangerToken = await linkTokenFromMail(host.db, 'owner@example.org', 'identity-verify-email');
    const ownerDevice = { cookie: deviceCookieOf(ownerSignUp) ?? '' };
    expect((await post(identityApi.redeemLink, { token: ownerToken }, ownerDevice)).statusCode).toBe(200);
    // Confirming voided the stranger's link, in the owner's browser too.
    expect((await post(identityApi.redeemLink, { token: strangerToken }, ownerDevice)).statusCode).toBe(400);
    expect(
      (await post(identityApi.signIn, { email: 'owner@example.org', password: otherStrongPassword }))
        .statusCode,
    ).toBe(401);
    const session = await signIn(host, 'owner@example.org', strongPassword);
    expect(session.session.user.displayName).toBe('Owner');
  });

  test("the stranger's link, which reaches the owner's mailbox, needs the stranger's password: the owner cannot be given it", async () => {
    const strangerSignUp = await post(identityApi.signUp, {
      email: 'mailbox@example.org',
      password: otherStrongPassword,
      displayName: 'Mallory',
    });
    const strangerToken = await linkTokenFromMail(host.db, 'mailbox@example.org', 'identity-verify-email');
    // The owner opens it in their own browser: the link asks for the sign-up's password and stays usable.
    const asked = await post(identityApi.redeemLink, { token: strangerToken });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe(errorCodes.passwordRequired);
    expect(refreshCookieOf(asked)).toBeUndefined();
    const wrong = await post(identityApi.redeemLink, { token: strangerToken, password: strongPassword });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields.password).toBe(identityMessages.linkPasswordWrong);
    // The owner signs up with their own password and confirms from their own mailbox, in another browser.
    await post(identityApi.signUp, {
      email: 'mailbox@example.org',
      password: strongPassword,
      displayName: 'Owner',
    });
    const ownerToken = await linkTokenFromMail(host.db, 'mailbox@example.org', 'identity-verify-email');
    expect((await post(identityApi.redeemLink, { token: ownerToken })).statusCode).toBe(409);
    const confirmed = await post(identityApi.redeemLink, { token: ownerToken, password: strongPassword });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().session.user).toMatchObject({ displayName: 'Owner', hasPassword: true });
    // The stranger's link, even from the stranger's own browser, is void now.
    const late = await post(
      identityApi.redeemLink,
      { token: strangerToken },
      { cookie: deviceCookieOf(strangerSignUp) ?? '' },
    );
    expect(late.statusCode).toBe(400);
    expect(
      (await post(identityApi.signIn, { email: 'mailbox@example.org', password: otherStrongPassword }))
        .statusCode,
    ).toBe(401);
    expect((await signIn(host, 'mailbox@example.org', strongPassword)).session.user.displayName).toBe(
      'Owner',
    );
  });

  test('confirming with a password signs out every other session of the account', async () => {
    // An unconfirmed account can have sessions: a sign-in link confirms the address without a password.
    await post(identityApi.signUp, {
      email: 'early@example.org',
      password: strongPassword,
      displayName: 'Early',
    });
    const signUpToken = await linkTokenFromMail(host.db, 'early@example.org', 'identity-verify-email');
    await post(identityApi.emailLink, { email: 'early@example.org' });
    const linkToken = await linkTokenFromMail(host.db, 'early@example.org', 'identity-sign-in-link');
    const viaLink = await post(identityApi.redeemLink, { token: linkToken });
    expect(viaLink.statusCode).toBe(200);
    // Confirming by the sign-in link voided the sign-up link: its password is never applied later.
    expect(
      (await post(identityApi.redeemLink, { token: signUpToken, password: strongPassword })).statusCode,
    ).toBe(400);
    const me = await host.http.request({
      url: identityApi.me,
      headers: bearer(viaLink.json().session.accessToken),
    });
    expect(me.json()).toMatchObject({ emailVerified: true, hasPassword: false });
  });

  test('resend: the right password on an unconfirmed account, then a fresh link that completes it; 202 for anyone', async () => {
    const signUp = await post(identityApi.signUp, {
      email: 'again@example.org',
      password: strongPassword,
      displayName: 'Again',
    });
    const device = { cookie: deviceCookieOf(signUp) ?? '' };
    const first = await linkTokenFromMail(host.db, 'again@example.org', 'identity-verify-email');
    const resent = await post(identityApi.resendVerification, { email: 'again@example.org' }, device);
    const unknown = await post(identityApi.resendVerification, { email: 'nobody-again@example.org' });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual(unknown.json());
    expect(await mailsTo(host.db, 'nobody-again@example.org')).toEqual([]);
    const second = await linkTokenFromMail(host.db, 'again@example.org', 'identity-verify-email');
    expect(second).not.toBe(first);
    const redeemed = await post(identityApi.redeemLink, { token: second }, device);
    expect(redeemed.statusCode).toBe(200);
    expect((await signIn(host, 'again@example.org')).session.user.displayName).toBe('Again');
    // Confirmed: the first link is void, and resending mails nothing more.
    expect((await post(identityApi.redeemLink, { token: first }, device)).statusCode).toBe(400);
    const before = (await mailsTo(host.db, 'again@example.org')).length;
    await post(identityApi.resendVerification, { email: 'again@example.org' });
    expect(await mailsTo(host.db, 'again@example.org')).toHaveLength(before);
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

  test('five failures from one client lock that client for 15 minutes, even for the right password; known or not alike', async () => {
    await signUpAndVerify(host, 'target@example.org');
    const client = { 'x-forwarded-for': '198.51.100.20' };
    for (const email of ['target@example.org', 'ghost@example.org']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (await post(identityApi.signIn, { email, password: 'wrong password' }, client)).statusCode,
        ).toBe(401);
      }
      const locked = await post(identityApi.signIn, { email, password: strongPassword }, client);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toBe(identityMessages.tooManyAttempts);
    }
    await sql`update identity.sign_in_attempts set window_started_at = now() - interval '16 minutes'`.execute(
      host.db,
    );
    expect(
      (await post(identityApi.signIn, { email: 'target@example.org', password: strongPassword }, client))
        .statusCode,
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

describe('mail budgets per address, purpose and client', () => {
  const client = (address: string) => ({ 'x-forwarded-for': address });

  test('one client gets five mails an hour per address and purpose, with the same answers; another client its own five', async () => {
    await signUpAndVerify(host, 'inbox@example.org');
    const before = (await mailsTo(host.db, 'inbox@example.org')).length;
    const answers = new Set<string>();
    for (let index = 0; index < 7; index += 1) {
      const response = await post(
        identityApi.emailLink,
        { email: 'INBOX@example.org' },
        client('203.0.113.9'),
      );
      expect(response.statusCode).toBe(202);
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(host.db, 'inbox@example.org')).toHaveLength(before + 5);
    // Another purpose has its own budget, and so has another client (the owner elsewhere).
    await post(identityApi.forgotPassword, { email: 'inbox@example.org' }, client('203.0.113.9'));
    await post(identityApi.emailLink, { email: 'inbox@example.org' }, client('203.0.113.10'));
    const templates = (await mailsTo(host.db, 'inbox@example.org'))
      .slice(before + 5)
      .map((mail) => mail.template);
    expect(templates).toEqual(['identity-reset-password', 'identity-sign-in-link']);
  });

  test('twenty a day: a new hour does not reset the day; one IPv6 /64 is one client', async () => {
    await signUpAndVerify(host, 'daily@example.org');
    const before = (await mailsTo(host.db, 'daily@example.org')).length;
    for (let hour = 0; hour < 5; hour += 1) {
      for (let index = 0; index < 5; index += 1) {
        // Each request from its own address in one /64 (the per-address rate limit stays out of the way).
        const address = `2001:db8:7:9:${hour}::${index + 1}`;
        await post(identityApi.forgotPassword, { email: 'daily@example.org' }, client(address));
      }
      await sql`update identity.mail_budgets set hour_started_at = now() - interval '61 minutes' where email = 'daily@example.org'`.execute(
        host.db,
      );
    }
    expect(await mailsTo(host.db, 'daily@example.org')).toHaveLength(before + 20);
  });

  test("a stranger spending an address's budget does not stop the owner's sign-up from mailing its own link", async () => {
    for (let index = 0; index < 8; index += 1) {
      await post(
        identityApi.signUp,
        { email: 'victim@example.org', password: otherStrongPassword, displayName: 'Mallory' },
        client('198.51.100.66'),
      );
    }
    expect(await mailsTo(host.db, 'victim@example.org')).toHaveLength(5);
    const owner = await post(
      identityApi.signUp,
      { email: 'victim@example.org', password: strongPassword, displayName: 'Owner' },
      client('192.0.2.200'),
    );
    expect(await mailsTo(host.db, 'victim@example.org')).toHaveLength(6);
    const token = await linkTokenFromMail(host.db, 'victim@example.org', 'identity-verify-email');
    const redeemed = await post(identityApi.redeemLink, { token }, { cookie: deviceCookieOf(owner) ?? '' });
    expect(redeemed.json().session.user.displayName).toBe('Owner');
  });

  test('an address without an account is counted alike: the budget does not tell the two apart', async () => {
    for (let index = 0; index < 7; index += 1) {
      const response = await post(
        identityApi.forgotPassword,
        { email: 'nobody-home@example.org' },
        client('203.0.113.12'),
      );
      expect(response.statusCode).toBe(202);
    }
    const { rows } = await sql<{ hour_sent: number }>`
      select hour_sent from identity.mail_budgets where email = 'nobody-home@example.org'
    `.execute(host.db);
    expect(rows[0]?.hour_sent).toBe(7);
    expect(await mailsTo(host.db, 'nobody-home@example.org')).toHaveLength(0);
  });
});
