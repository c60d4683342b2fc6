import { brand } from '@gbc/brand';
import { errorCodes, genericMessages } from '@gbc/contracts';
import {
  marketingApi,
  newsletterConfirmationTtlHours,
  newsletterConsentText,
  newsletterMessages,
} from '@gbc/contracts/marketing';
import type { MailDatabase } from '@gbc/service-kit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/database.js';
import {
  newsletterConfirmationTemplate,
  newsletterWelcomeTemplate,
} from '../src/newsletter/newsletter.mails.js';
import { sweepExpiredConsents } from '../src/newsletter/newsletter.retention.js';
import { createUnsubscribeSigner } from '../src/newsletter/newsletter.tokens.js';
import { useMarketingTestBed } from './marketing-test-kit.js';

const publicOrigin = 'https://gbc.example';

// Requests come from 127.0.0.1, trusted like the gateway: each test's X-Forwarded-For is its own
// client, with its own rate limit budget.
const bed = useMarketingTestBed<Database & MailDatabase>({ clientAddressPerRequest: true });
const db = () => bed.db;
/** The same pool typed as the marketing service sees it. */
const marketingDb = () => bed.db as unknown as Kysely<Database>;

let clientNumber = 0;
let clientIp = '';
beforeEach(() => {
  clientNumber += 1;
  clientIp = `203.0.113.${clientNumber}`;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  bed.http.request({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': clientIp, 'user-agent': 'NewsletterTest/1.0', ...headers },
  });
const subscribe = (email: string, sourcePage = '/about') =>
  post(marketingApi.newsletter.subscribe, { email, sourcePage });
const join = (payload: Record<string, unknown>) => post(marketingApi.newsletter.join, payload);
const confirm = (token: string) => post(marketingApi.newsletter.confirm, { token });

const subscriptionOf = (email: string) =>
  db()
    .selectFrom('marketing.newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
const consentsOf = async (email: string) => {
  const row = await subscriptionOf(email);
  if (!row) return [];
  return db()
    .selectFrom('marketing.newsletter_consents')
    .selectAll()
    .where('subscription_id', '=', row.id)
    .orderBy('consented_at')
    .execute();
};
const mailTo = (email: string) =>
  db().selectFrom('mail.outbox').selectAll().where('to_address', '=', email).orderBy('created_at').execute();

/** The `token` query parameter of the first link to `path` in a mail body. */
function tokenIn(text: string, path: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(`${publicOrigin}${path}?`));
  if (!link) throw new Error(`no ${path} link in the mail`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function confirmationTokenFor(email: string): Promise<string> {
  const mail = (await mailTo(email)).filter((row) => row.template === newsletterConfirmationTemplate).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  return tokenIn(mail.text_body, '/newsletter/confirm');
}

/** Moves the last confirmation mail of `email` back in time, as if it had been sent that long ago. */
const ageConfirmation = (email: string, hours: number) =>
  sql`update marketing.newsletter_subscriptions
      set confirmation_sent_at = confirmation_sent_at - make_interval(hours => ${hours}),
          confirmation_expires_at = confirmation_expires_at - make_interval(hours => ${hours})
      where email = ${email}`.execute(db());

async function countRows() {
  const count = async (
    table: 'marketing.newsletter_subscriptions' | 'marketing.newsletter_consents' | 'mail.outbox',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(({ fn }) => fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    subscriptions: await count('marketing.newsletter_subscriptions'),
    consents: await count('marketing.newsletter_consents'),
    mail: await count('mail.outbox'),
  };
}

const signedUp = {
  message: newsletterMessages.subscribed,
  description: newsletterMessages.subscribedDescription,
};

describe('sign-up (footer and contact form)', () => {
  test('stores a pending subscriber, the consent proof and queues one confirmation mail only', async () => {
    const response = await subscribe('ada@example.org');

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(signedUp);
    expect(response.json().message).toBe('Successfully subscribed! Check your email for confirmation.');
    expect(await subscriptionOf('ada@example.org')).toMatchObject({
      status: 'pending',
      source_page: '/about',
      confirmed_at: null,
    });
    expect(await consentsOf('ada@example.org')).toEqual([
      expect.objectContaining({
        source_page: '/about',
        ip_address: clientIp,
        user_agent: 'NewsletterTest/1.0',
        consent_text: newsletterConsentText,
      }),
    ]);
    const [mail, ...more] = await mailTo('ada@example.org');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: newsletterConfirmationTemplate, headers: {} });
    expect(mail?.subject).toBe(`Confirm your subscription to the ${brand.name} newsletter`);
    expect(tokenIn(mail?.text_body ?? '', '/newsletter/confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('the confirmation token is stored only as a hash and expires', async () => {
    await subscribe('hash@example.org');
    const token = await confirmationTokenFor('hash@example.org');
    const row = await subscriptionOf('hash@example.org');
    expect(row?.confirmation_token_hash).not.toContain(token);
    const ttlMs =
      (row?.confirmation_expires_at?.getTime() ?? 0) - (row?.confirmation_sent_at?.getTime() ?? 0);
    expect(ttlMs).toBe(newsletterConfirmationTtlHours * 3_600_000);
  });

  test('a repeat sign-up answers exactly as the first and sends nothing within the hour', async () => {
    const first = await subscribe('bob@example.org', '/');
    const again = await subscribe('BOB@example.org', '/contact');

    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await mailTo('bob@example.org')).toHaveLength(1);
    expect((await consentsOf('bob@example.org')).map((row) => row.source_page)).toEqual(['/', '/contact']);
  });

  test('after an hour a repeat sign-up re-sends the confirmation, and only the newest link works', async () => {
    await subscribe('carol@example.org');
    const oldToken = await confirmationTokenFor('carol@example.org');
    await ageConfirmation('carol@example.org', 2);
    await subscribe('carol@example.org');

    expect(await mailTo('carol@example.org')).toHaveLength(2);
    const newToken = await confirmationTokenFor('carol@example.org');
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(oldToken)).statusCode).toBe(400);
    expect((await confirm(newToken)).statusCode).toBe(200);
  });

  test('a confirmed address signing up again gets the same answer and no mail', async () => {
    await subscribe('dora@example.org');
    await confirm(await confirmationTokenFor('dora@example.org'));
    await ageConfirmation('dora@example.org', 2);
    const before = (await mailTo('dora@example.org')).length;

    const again = await subscribe('dora@example.org');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(signedUp);
    expect(await mailTo('dora@example.org')).toHaveLength(before);
    expect((await subscriptionOf('dora@example.org'))?.status).toBe('confirmed');
  });

  test.each([
    ['an empty address', '', newsletterMessages.emailRequired],
    ['only spaces', '   ', newsletterMessages.emailRequired],
    ['an address without a dotted domain', 'dave@example', newsletterMessages.emailInvalid],
    ['an address with a space', 'dave @example.org', newsletterMessages.emailInvalid],
    ['a comma list', 'a,b@evil.com', newsletterMessages.emailInvalid],
    ['a quoted local part', '"dave"@example.org', newsletterMessages.emailInvalid],
    ['a header injection', 'dave@example.org\r\nBcc: victim@example.org', newsletterMessages.emailInvalid],
    ['an oversize address', `${'d'.repeat(300)}@example.org`, newsletterMessages.emailInvalid],
  ])('%s is a 400 with the message on email and writes nothing', async (_case, email, message) => {
    const before = await countRows();
    const response = await subscribe(email);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message, fields: { email: message } },
    });
    expect(await countRows()).toEqual(before);
  });

  // PostgreSQL cannot store NUL: whichever check refuses it first (the schema or the host's guard), it is a 400.
  test.each([
    ['email', { email: 'dave\u0000@example.org', sourcePage: '/' }],
    ['sourcePage', { email: 'dave@example.org', sourcePage: '/a\u0000b' }],
  ])('a NUL byte in %s is a 400 on that field and writes nothing', async (field, body) => {
    const before = await countRows();
    const response = await post(marketingApi.newsletter.subscribe, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await countRows()).toEqual(before);
  });

  test('a NUL byte in the join name is a 400 on name', async () => {
    const response = await join({
      email: 'nul@example.org',
      name: 'Eve\u0000',
      metadata: { interests: ['research'], source: 'join_page' },
      consent: true,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['name']);
    expect(await subscriptionOf('nul@example.org')).toBeUndefined();
  });

  test.each([
    ['application/x-www-form-urlencoded', 'email=forged%40example.org&sourcePage=%2F'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])(
    'a sign-up as %s (what another site can post without CORS) is a 415 and stores nothing',
    async (contentType, payload) => {
      for (const url of [marketingApi.newsletter.subscribe, marketingApi.newsletter.confirm]) {
        const response = await post(url, payload, { 'content-type': contentType });
        expect(response.statusCode).toBe(415);
      }
      expect(await subscriptionOf('forged@example.org')).toBeUndefined();
      expect(await mailTo('forged@example.org')).toEqual([]);
    },
  );

  test('a body without sourcePage is rejected', async () => {
    const response = await post(marketingApi.newsletter.subscribe, { email: 'erin@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ sourcePage: newsletterMessages.sourcePage });
    expect(await subscriptionOf('erin@example.org')).toBeUndefined();
  });

  test('is rate limited like every public write', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post(marketingApi.newsletter.subscribe, {})).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('sign-up (join page form)', () => {
  const joinBody = (email: string, name?: string, organization?: string) => ({
    email,
    name,
    metadata: { organization, interests: ['research', 'policy', 'research'], source: 'join_page' },
    consent: true,
  });

  test('stores name and answers with the join page as source; the mail echoes none of them', async () => {
    const response = await join(joinBody('frank@example.org', ' Frank ', 'Lab'));

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(signedUp);
    expect(await subscriptionOf('frank@example.org')).toMatchObject({
      name: 'Frank',
      source_page: '/join',
      status: 'pending',
      metadata: { organization: 'Lab', interests: ['research', 'policy'], source: 'join_page' },
    });
    const [mail] = await mailTo('frank@example.org');
    expect(mail?.text_body).not.toContain('Frank');
    expect(mail?.text_body).not.toContain('Lab');
  });

  test.each([
    ['a CR/LF in the name', { name: 'Eve\r\nBcc: x@evil.com' }, 'name', newsletterMessages.nameInvalid],
    ['a link in the name', { name: 'Win at https://spam.example' }, 'name', newsletterMessages.nameInvalid],
    ['an oversize name', { name: 'E'.repeat(201) }, 'name', newsletterMessages.nameTooLong],
  ])('%s is a 400 and writes nothing', async (_case, override, field, message) => {
    const before = await countRows();
    const response = await join({ ...joinBody('eve@example.org'), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await countRows()).toEqual(before);
  });

  test('needs at least one known interest', async () => {
    const none = await join({
      email: 'heidi@example.org',
      metadata: { interests: [], source: 'join_page' },
      consent: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ 'metadata.interests': newsletterMessages.interestsRequired });
    const unknown = await join({
      email: 'heidi@example.org',
      metadata: { interests: ['astrology'], source: 'join_page' },
      consent: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await subscriptionOf('heidi@example.org')).toBeUndefined();
  });
});

describe('join page form: consent and its own e-mail message', () => {
  const body = { email: 'judy@example.org', metadata: { interests: ['research'], source: 'join_page' } };

  test.each([
    ['without the consent box', {}],
    ['with consent false', { consent: false }],
    ['with consent as a string', { consent: 'true' }],
  ])('%s is a 400 on consent and writes nothing', async (_case, consent) => {
    const before = await countRows();
    const response = await join({ ...body, ...consent });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ consent: newsletterMessages.consentRequired });
    expect(response.json().error.fields.consent).toBe('You must agree to receive communications');
    expect(await countRows()).toEqual(before);
  });

  test.each([
    ['an empty address', ''],
    ['an invalid address', 'judy@example'],
  ])('%s is refused with the join form wording', async (_case, email) => {
    const response = await join({ ...body, email, consent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: 'Invalid email address' });
  });

  test('the footer form keeps the site-wide e-mail messages', async () => {
    const response = await subscribe('judy@example');
    expect(response.json().error.fields).toEqual({ email: newsletterMessages.emailInvalid });
  });
});

describe('a confirmed address joining again', () => {
  const owner = {
    email: 'ivo@example.org',
    name: 'Ivy',
    metadata: { organization: 'Ivy Lab', interests: ['research'], source: 'join_page' },
    consent: true,
  };
  const stranger = {
    email: 'ivo@example.org',
    name: 'Mallory',
    metadata: { organization: 'Evil Corp', interests: ['policy'], source: 'join_page' },
    consent: true,
  };
  const kept = async () => ({
    row: await subscriptionOf('ivo@example.org'),
    consents: await consentsOf('ivo@example.org'),
  });

  test('keeps what was confirmed until a new confirmation link is followed; the answer is byte-identical', async () => {
    const first = await join(owner);
    await confirm(await confirmationTokenFor('ivo@example.org'));
    const ownerToken = await confirmationTokenFor('ivo@example.org');

    // Within the hour: no new link, and the owner's earlier link does not apply the stranger's changes.
    const again = await post(marketingApi.newsletter.join, stranger, { 'x-forwarded-for': '198.51.100.7' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect((await confirm(ownerToken)).statusCode).toBe(200);
    const afterOldLink = await kept();
    expect(afterOldLink.row).toMatchObject({
      status: 'confirmed',
      name: 'Ivy',
      metadata: { organization: 'Ivy Lab', interests: ['research'], source: 'join_page' },
    });
    expect(afterOldLink.consents).toHaveLength(1);

    // After the hour a repeat join sends a new link; until it is followed nothing changes.
    await ageConfirmation('ivo@example.org', 2);
    const mailsBefore = (await mailTo('ivo@example.org')).length;
    const later = await post(marketingApi.newsletter.join, stranger, { 'x-forwarded-for': '198.51.100.8' });
    expect(later.body).toBe(first.body);
    expect(await mailTo('ivo@example.org')).toHaveLength(mailsBefore + 1);
    const pending = await kept();
    expect(pending.row).toMatchObject({ status: 'confirmed', name: 'Ivy', confirmed_at: expect.any(Date) });
    expect(pending.row?.metadata).toEqual(owner.metadata);
    expect(pending.consents.map((consent) => consent.ip_address)).toEqual([
      afterOldLink.consents[0]?.ip_address,
    ]);

    // The mailbox holder follows the new link: now the changes and their consent apply, without a second welcome.
    expect((await confirm(await confirmationTokenFor('ivo@example.org'))).statusCode).toBe(200);
    const applied = await kept();
    expect(applied.row).toMatchObject({
      status: 'confirmed',
      name: 'Mallory',
      metadata: { organization: 'Evil Corp', interests: ['policy'], source: 'join_page' },
      pending_changes: null,
    });
    expect(applied.consents.map((consent) => consent.ip_address)).toEqual([
      afterOldLink.consents[0]?.ip_address,
      '198.51.100.8',
    ]);
    expect(
      (await mailTo('ivo@example.org')).filter((row) => row.template === newsletterWelcomeTemplate),
    ).toHaveLength(1);
  });

  test('changes never confirmed are dropped once every link that could confirm them has expired', async () => {
    await join({ ...owner, email: 'una@example.org' });
    await confirm(await confirmationTokenFor('una@example.org'));
    await ageConfirmation('una@example.org', 2);
    await post(marketingApi.newsletter.join, { ...stranger, email: 'una@example.org' });
    expect((await subscriptionOf('una@example.org'))?.pending_changes).toMatchObject({ name: 'Mallory' });

    await sweepExpiredConsents(marketingDb());
    expect((await subscriptionOf('una@example.org'))?.pending_changes).not.toBeNull();
    await sql`update marketing.newsletter_subscriptions
              set pending_changes_at = now() - make_interval(hours => ${newsletterConfirmationTtlHours + 1})
              where email = 'una@example.org'`.execute(db());
    await sweepExpiredConsents(marketingDb());
    expect(await subscriptionOf('una@example.org')).toMatchObject({
      status: 'confirmed',
      name: 'Ivy',
      pending_changes: null,
      pending_changes_at: null,
    });
  });
});

describe('confirmation', () => {
  test('confirms the address and queues the welcome with unsubscribe link and RFC 8058 headers', async () => {
    await subscribe('grace@example.org');
    const response = await confirm(await confirmationTokenFor('grace@example.org'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.confirmed });
    expect(await subscriptionOf('grace@example.org')).toMatchObject({
      status: 'confirmed',
      confirmed_at: expect.any(Date),
    });
    const welcome = (await mailTo('grace@example.org')).filter(
      (row) => row.template === newsletterWelcomeTemplate,
    );
    expect(welcome).toHaveLength(1);
    const pageToken = tokenIn(welcome[0]?.text_body ?? '', '/newsletter/unsubscribe');
    expect(welcome[0]?.headers).toEqual({
      'List-Unsubscribe': `<${publicOrigin}${marketingApi.newsletter.unsubscribe}?token=${pageToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome[0]?.reply_to).toBe(brand.contactEmail);
  });

  test('confirming twice succeeds without a second welcome', async () => {
    await subscribe('heinz@example.org');
    const token = await confirmationTokenFor('heinz@example.org');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(
      (await mailTo('heinz@example.org')).filter((row) => row.template === newsletterWelcomeTemplate),
    ).toHaveLength(1);
  });

  test('an expired link is a 400 and confirms nothing', async () => {
    await subscribe('ivy@example.org');
    const token = await confirmationTokenFor('ivy@example.org');
    await ageConfirmation('ivy@example.org', newsletterConfirmationTtlHours + 1);

    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: errorCodes.badRequest,
        message: newsletterMessages.confirmExpired,
        fields: { token: newsletterMessages.confirmExpired },
      },
    });
    expect((await subscriptionOf('ivy@example.org'))?.status).toBe('pending');
  });

  test.each([
    ['an unknown token', { token: 'x'.repeat(43) }],
    ['a malformed token', { token: 'not a token' }],
    ['no token', {}],
  ])('%s is a 400', async (_case, body) => {
    const response = await post(marketingApi.newsletter.confirm, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.badRequest);
  });

  test('a GET of the confirmation endpoint (a mail scanner) changes nothing', async () => {
    await subscribe('jack@example.org');
    const token = await confirmationTokenFor('jack@example.org');
    const response = await bed.http.request({ url: `${marketingApi.newsletter.confirm}?token=${token}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect((await subscriptionOf('jack@example.org'))?.status).toBe('pending');
  });
});

describe('unsubscribe', () => {
  async function confirmedSubscriber(email: string): Promise<string> {
    await subscribe(email);
    await confirm(await confirmationTokenFor(email));
    const welcome = (await mailTo(email)).find((row) => row.template === newsletterWelcomeTemplate);
    return tokenIn(welcome?.text_body ?? '', '/newsletter/unsubscribe');
  }

  test('RFC 8058 one-click: a form POST to the List-Unsubscribe URL, without signing in', async () => {
    const token = await confirmedSubscriber('kim@example.org');
    const response = await post(
      `${marketingApi.newsletter.unsubscribe}?token=${token}`,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: newsletterMessages.unsubscribed });
    expect(await subscriptionOf('kim@example.org')).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: expect.any(Date),
    });
  });

  test('the page posts the token as JSON; unsubscribing again is still a success', async () => {
    const token = await confirmedSubscriber('lena@example.org');
    expect((await post(marketingApi.newsletter.unsubscribe, { token })).statusCode).toBe(200);
    expect((await post(marketingApi.newsletter.unsubscribe, { token })).statusCode).toBe(200);
    expect((await subscriptionOf('lena@example.org'))?.status).toBe('unsubscribed');
  });

  test('a forged or borrowed token is a 400 and unsubscribes nobody', async () => {
    const token = await confirmedSubscriber('mia@example.org');
    const victim = await subscriptionOf('dora@example.org');
    const [, signature] = token.split('.');
    for (const forged of [`${victim?.id}.${signature}`, `${victim?.id}.${'A'.repeat(43)}`, 'x'.repeat(43)]) {
      const response = await post(marketingApi.newsletter.unsubscribe, { token: forged });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ token: newsletterMessages.token });
    }
    expect((await post(marketingApi.newsletter.unsubscribe, {})).statusCode).toBe(400);
    expect((await subscriptionOf('dora@example.org'))?.status).toBe('confirmed');
    expect((await subscriptionOf('mia@example.org'))?.status).toBe('confirmed');
  });

  test('signing up again after unsubscribing starts a new double opt-in', async () => {
    const token = await confirmedSubscriber('nora@example.org');
    await post(marketingApi.newsletter.unsubscribe, { token });
    await ageConfirmation('nora@example.org', 2);
    await subscribe('nora@example.org');

    expect((await subscriptionOf('nora@example.org'))?.status).toBe('pending');
    expect(
      (await mailTo('nora@example.org')).filter((row) => row.template === newsletterConfirmationTemplate),
    ).toHaveLength(2);
  });

  test('links signed with NEWSLETTER_SECRET verify only with that secret', async () => {
    const signer = createUnsubscribeSigner(marketingDb(), 's'.repeat(32));
    const other = createUnsubscribeSigner(marketingDb(), 't'.repeat(32));
    const id = '6f1c1d4e-8a8b-4c1e-9a53-0d9b3c4f2a11';
    const token = await signer.sign(id);
    expect(await signer.verify(token)).toBe(id);
    expect(await other.verify(token)).toBeNull();
  });
});

describe('consent retention', () => {
  const setAge = (email: string, column: 'unsubscribed_at' | 'updated_at', months: number) =>
    sql`update marketing.newsletter_subscriptions set ${sql.ref(column)} = now() - make_interval(months => ${months})
        where email = ${email}`.execute(db());

  test('deletes proof 12 months after unsubscribing or an unconfirmed sign-up, and nothing else; concurrent or repeated sweeps are harmless', async () => {
    for (const email of [
      'old-gone@example.org',
      'new-gone@example.org',
      'old-pending@example.org',
      'old-reader@example.org',
    ]) {
      await subscribe(email);
    }
    await confirm(await confirmationTokenFor('old-reader@example.org'));
    await sql`update marketing.newsletter_subscriptions set status = 'unsubscribed'
              where email in ('old-gone@example.org', 'new-gone@example.org')`.execute(db());
    await setAge('old-gone@example.org', 'unsubscribed_at', 13);
    await setAge('new-gone@example.org', 'unsubscribed_at', 11);
    await setAge('old-pending@example.org', 'updated_at', 13);
    await setAge('old-reader@example.org', 'updated_at', 30);

    // Every replica sweeps; two sweeps at once delete each row once between them, without error.
    const counts = await Promise.all([
      sweepExpiredConsents(marketingDb()),
      sweepExpiredConsents(marketingDb()),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await sweepExpiredConsents(marketingDb())).toBe(0);
    expect(await subscriptionOf('old-gone@example.org')).toBeUndefined();
    expect(await subscriptionOf('old-pending@example.org')).toBeUndefined();
    expect(await consentsOf('new-gone@example.org')).toHaveLength(1);
    expect(await consentsOf('old-reader@example.org')).toHaveLength(1);
    const orphans = await sql<{ n: number }>`select count(*)::int as n from marketing.newsletter_consents c
      where not exists (select 1 from marketing.newsletter_subscriptions s where s.id = c.subscription_id)`.execute(
      db(),
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });
});

describe('one transaction', () => {
  test('when the confirmation mail cannot be queued, neither subscription nor consent is kept', async () => {
    await sql`alter table mail.outbox add constraint refuse_oscar check (to_address <> 'oscar@example.org')`.execute(
      db(),
    );
    const response = await subscribe('oscar@example.org');

    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe(genericMessages.internal);
    expect(await subscriptionOf('oscar@example.org')).toBeUndefined();
    await sql`alter table mail.outbox drop constraint refuse_oscar`.execute(db());
  });
});
