import { errorCodes, genericMessages, newsletterMessages } from '@gbc/contracts';
import { buildServiceHost, type MailDatabase } from '@gbc/service-kit';
import {
  createTestDatabase,
  listenForTests,
  resetRateLimits,
  type TestDatabase,
  type TestHttpClient,
} from '@gbc/service-kit/testing';
import { brand } from '@gbc/site-map';
import { type Kysely, sql } from 'kysely';
import type { MarketingDatabase } from '../src/database.js';
import { marketingModule } from '../src/index.js';
import { newsletterWelcomeTemplate } from '../src/newsletter-welcome-mail.js';

const newsletterUrl = '/api/marketing/newsletter';

let testDb: TestDatabase<MarketingDatabase & MailDatabase>;
let db: Kysely<MarketingDatabase & MailDatabase>;
let http: TestHttpClient;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.destroy();
});

// Fresh budgets per test: the sign-up is rate limited per client address, and every request here comes from one.
beforeEach(async () => {
  await resetRateLimits(db);
  http = await listenForTests(
    await buildServiceHost({ databases: testDb.databases, modules: [marketingModule], logger: false }),
  );
});

afterEach(async () => {
  await http.close();
});

const signUp = (payload: unknown) => http.request({ method: 'POST', url: newsletterUrl, payload });

const subscriptionsOf = (email: string) =>
  db.selectFrom('marketing.newsletter_subscriptions').selectAll().where('email', '=', email).execute();

const mailTo = (email: string) =>
  db.selectFrom('mail.outbox').selectAll().where('to_address', '=', email).execute();

async function countRows(): Promise<{ subscriptions: number; mail: number }> {
  const [subscriptions, mail] = await Promise.all([
    db
      .selectFrom('marketing.newsletter_subscriptions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail.outbox')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { subscriptions: subscriptions.n, mail: mail.n };
}

describe('POST /api/marketing/newsletter from the footer', () => {
  test('a new address is subscribed and gets one welcome e-mail', async () => {
    const response = await signUp({ email: 'ada@example.org', sourcePage: '/about' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Successfully subscribed! Check your email for confirmation.',
      description: newsletterMessages.subscribedDescription,
    });
    expect(await subscriptionsOf('ada@example.org')).toEqual([
      expect.objectContaining({ name: null, source_page: '/about', metadata: {} }),
    ]);
    const mail = await mailTo('ada@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: newsletterWelcomeTemplate,
      status: 'pending',
      reply_to: brand.contactEmail,
      subject: `Welcome to the ${brand.name} newsletter`,
    });
    expect(mail[0]?.text_body).toContain(brand.name);
    expect(mail[0]?.text_body).toMatch(/reply to this message with the word\s+"unsubscribe"/);
  });

  test('signing up again is no error and sends no second welcome', async () => {
    await signUp({ email: 'bob@example.org', sourcePage: '/' });
    const again = await signUp({ email: 'bob@example.org', sourcePage: '/contact' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: newsletterMessages.alreadySubscribed,
      description: newsletterMessages.alreadySubscribedDescription,
    });
    expect(await subscriptionsOf('bob@example.org')).toEqual([expect.objectContaining({ source_page: '/' })]);
    expect(await mailTo('bob@example.org')).toHaveLength(1);
  });

  test('the address is stored and mailed in lower case, so its case makes no second subscription', async () => {
    const first = await signUp({ email: '  Carol.Doe@Example.ORG ', sourcePage: '/' });
    const second = await signUp({ email: 'carol.doe@example.org', sourcePage: '/' });

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(await subscriptionsOf('carol.doe@example.org')).toHaveLength(1);
    expect(await mailTo('carol.doe@example.org')).toHaveLength(1);
  });

  test.each([
    ['an empty address', '', newsletterMessages.emailRequired],
    ['only spaces', '   ', newsletterMessages.emailRequired],
    ['an address without a domain', 'dave@example', newsletterMessages.emailInvalid],
    ['an address with a space', 'dave @example.org', newsletterMessages.emailInvalid],
  ])('%s is a 400 with the spec message and writes nothing', async (_case, email, message) => {
    const before = await countRows();
    const response = await signUp({ email, sourcePage: '/' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message, fields: { email: message } },
    });
    expect(await countRows()).toEqual(before);
  });

  test('a body without sourcePage or join answers is rejected', async () => {
    const response = await signUp({ email: 'erin@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ sourcePage: newsletterMessages.sourcePage });
    expect(await subscriptionsOf('erin@example.org')).toEqual([]);
  });

  test('is rate limited like every public write', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await signUp({})).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await signUp({})).json().error.message).toBe(genericMessages.rateLimited);
  });
});

describe('POST /api/marketing/newsletter from the join page', () => {
  const joinSignUp = (email: string, interests: string[], name?: string, organization?: string) =>
    signUp({ email, name, metadata: { organization, interests, source: 'join_page' } });

  test('stores the name and answers, with the join page as source, and greets by name', async () => {
    const response = await joinSignUp(
      'frank@example.org',
      ['research', 'policy', 'research'],
      ' Frank ',
      'Lab',
    );

    expect(response.statusCode).toBe(201);
    expect(await subscriptionsOf('frank@example.org')).toEqual([
      expect.objectContaining({
        name: 'Frank',
        source_page: '/join',
        metadata: { organization: 'Lab', interests: ['research', 'policy'], source: 'join_page' },
      }),
    ]);
    expect((await mailTo('frank@example.org'))[0]?.text_body).toMatch(/^Hello Frank,/);
  });

  test('joining after a footer sign-up updates the answers without a second welcome', async () => {
    await signUp({ email: 'grace@example.org', sourcePage: '/' });
    const response = await joinSignUp('grace@example.org', ['partnerships'], 'Grace');

    expect(response.statusCode).toBe(200);
    expect(await subscriptionsOf('grace@example.org')).toEqual([
      expect.objectContaining({
        name: 'Grace',
        source_page: '/',
        metadata: { interests: ['partnerships'], source: 'join_page' },
      }),
    ]);
    expect(await mailTo('grace@example.org')).toHaveLength(1);
  });

  test('needs at least one known interest', async () => {
    const none = await joinSignUp('heidi@example.org', []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ 'metadata.interests': newsletterMessages.interestsRequired });
    const unknown = await joinSignUp('heidi@example.org', ['astrology']);
    expect(unknown.statusCode).toBe(400);
    expect(await subscriptionsOf('heidi@example.org')).toEqual([]);
  });
});

describe('one transaction', () => {
  test('when the welcome e-mail cannot be queued, the subscription is not kept either', async () => {
    // Makes the outbox refuse this one address, as a failing write would.
    await sql`alter table mail.outbox add constraint refuse_ivan check (to_address <> 'ivan@example.org')`.execute(
      db,
    );
    const response = await signUp({ email: 'ivan@example.org', sourcePage: '/' });

    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe(genericMessages.internal);
    expect(await subscriptionsOf('ivan@example.org')).toEqual([]);
  });
});
