import { brand } from '@gbc/brand';
import { errorCodes } from '@gbc/contracts';
import { contactLimits, contactMessages, marketingApi } from '@gbc/contracts/marketing';
import type { MailDatabase } from '@gbc/service-kit';
import { sql } from 'kysely';
import { marketingEnvSchema } from '../src/app.js';
import { contactAcknowledgementTemplate, contactNotificationTemplate } from '../src/contact/contact.mails.js';
import type { Database } from '../src/database.js';
import { useMarketingTestBed } from './marketing-test-kit.js';

// Each test is its own client (X-Forwarded-For), with its own rate limit budget.
const bed = useMarketingTestBed<Database & MailDatabase>({ clientAddressPerRequest: true });
const db = () => bed.db;

let clientNumber = 0;
let clientIp = '';
beforeEach(() => {
  clientNumber += 1;
  clientIp = `198.51.100.${clientNumber}`;
});

const send = (payload: unknown) =>
  bed.http.request({
    method: 'POST',
    url: marketingApi.contact.send,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': clientIp },
  });

const validMessage = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.org',
  organization: 'Analytical Engines',
  message: 'We would like to join the standards working group.\nSee https://engines.example/plan',
};

const storedMessages = () =>
  db().selectFrom('marketing.contact_messages').selectAll().orderBy('created_at').execute();
const mails = () => db().selectFrom('mail.outbox').selectAll().orderBy('created_at').execute();

async function countRows() {
  return { messages: (await storedMessages()).length, mail: (await mails()).length };
}

beforeEach(async () => {
  await db().deleteFrom('marketing.contact_messages').execute();
  await db().deleteFrom('mail.outbox').execute();
});

describe('contact form', () => {
  test('stores the message (interest general by default) and queues the inbox copy and the acknowledgement', async () => {
    const response = await send(validMessage);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: contactMessages.sent });
    expect(await storedMessages()).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'Ada@Example.org',
        organization: 'Analytical Engines',
        interest: 'general',
        subject: null,
        message: validMessage.message,
      }),
    ]);
    const [notification, acknowledgement, ...more] = await mails();
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      template: contactNotificationTemplate,
      to_address: brand.contactEmail,
      reply_to: 'Ada@Example.org',
    });
    expect(notification?.text_body).toContain(validMessage.message);
    expect(notification?.text_body).toContain('Organization: Analytical Engines');
    expect(acknowledgement).toMatchObject({
      template: contactAcknowledgementTemplate,
      to_address: 'Ada@Example.org',
      reply_to: brand.contactEmail,
    });
  });

  test("the acknowledgement carries none of the sender's words or links", async () => {
    await send({ ...validMessage, name: 'Visit spamshop today', subject: 'Cheap pills' });
    const acknowledgement = (await mails()).find((mail) => mail.template === contactAcknowledgementTemplate);
    for (const typed of [
      'spamshop',
      'Cheap pills',
      'engines.example',
      'standards working group',
      'Analytical',
    ]) {
      expect(acknowledgement?.text_body).not.toContain(typed);
      expect(acknowledgement?.subject).not.toContain(typed);
    }
    expect(acknowledgement?.text_body).not.toMatch(/https?:\/\//);
  });

  test('a subject from ?subject= and a chosen interest are stored and shown in the inbox copy', async () => {
    const response = await send({ ...validMessage, interest: 'partnership', subject: 'BCI Accelerator' });
    expect(response.statusCode).toBe(202);
    expect(await storedMessages()).toEqual([
      expect.objectContaining({ interest: 'partnership', subject: 'BCI Accelerator' }),
    ]);
    const notification = (await mails()).find((mail) => mail.template === contactNotificationTemplate);
    expect(notification?.subject).toBe('Contact form (Partnership): BCI Accelerator');
    expect(notification?.text_body).toContain('Subject: BCI Accelerator');
  });

  test('the same message again within a minute collapses into the first', async () => {
    const first = await send(validMessage);
    const again = await Promise.all([
      send(validMessage),
      send({ ...validMessage, email: 'ada@example.org' }),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([202, 202]);
    expect(again.map((response) => response.body)).toEqual([first.body, first.body]);
    expect(await countRows()).toEqual({ messages: 1, mail: 2 });

    // A different message is a new one, and so is the same one a minute later.
    await send({ ...validMessage, message: 'A second question.' });
    expect(await countRows()).toEqual({ messages: 2, mail: 4 });
    await sql`update marketing.contact_messages set created_at = created_at - interval '61 seconds'`.execute(
      db(),
    );
    await send(validMessage);
    expect(await countRows()).toEqual({ messages: 3, mail: 6 });
  });

  test.each([
    ['an empty name', { name: '  ' }, 'name', contactMessages.required],
    ['no name', { name: undefined }, 'name', contactMessages.required],
    ['an empty email', { email: '' }, 'email', contactMessages.required],
    ['an invalid email', { email: 'ada@example' }, 'email', contactMessages.emailInvalid],
    ['an empty message', { message: ' \n ' }, 'message', contactMessages.required],
    [
      'an oversize message',
      { message: 'x'.repeat(contactLimits.message + 1) },
      'message',
      contactMessages.messageTooLong,
    ],
    [
      'a bidi override in the message',
      { message: 'Hello\u202Eexe.png' },
      'message',
      contactMessages.messageInvalid,
    ],
    ['a CR/LF in the name', { name: 'Eve\r\nBcc: x@evil.example' }, 'name', contactMessages.nameInvalid],
    [
      'a link in the organization',
      { organization: 'https://spam.example' },
      'organization',
      contactMessages.organizationInvalid,
    ],
    [
      'an oversize subject',
      { subject: 'S'.repeat(contactLimits.subject + 1) },
      'subject',
      contactMessages.subjectTooLong,
    ],
    ['an unknown interest', { interest: 'astrology' }, 'interest', contactMessages.interestInvalid],
  ])('%s is a 400 on that field and writes nothing', async (_case, override, field, message) => {
    const response = await send({ ...validMessage, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: errorCodes.badRequest,
      fields: { [field]: message },
    });
    expect(await countRows()).toEqual({ messages: 0, mail: 0 });
  });

  test('a NUL byte in a single-line field is a 400, never a 500', async () => {
    for (const field of ['name', 'email', 'organization', 'subject', 'message']) {
      const response = await send({ ...validMessage, [field]: 'a\u0000b@example.org' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect(await countRows()).toEqual({ messages: 0, mail: 0 });
  });

  test('nothing is half-written: when a mail cannot be queued, the message is not stored either', async () => {
    // The acknowledgement, queued last, fails: the stored row and the inbox copy roll back with it.
    await sql`alter table mail.outbox add constraint refuse_contact_acknowledgement
              check (template <> ${sql.lit(contactAcknowledgementTemplate)})`.execute(db());
    try {
      const response = await send(validMessage);
      expect(response.statusCode).toBe(500);
      expect(await countRows()).toEqual({ messages: 0, mail: 0 });
    } finally {
      await sql`alter table mail.outbox drop constraint refuse_contact_acknowledgement`.execute(db());
    }
    expect((await send(validMessage)).statusCode).toBe(202);
    expect(await countRows()).toEqual({ messages: 1, mail: 2 });
  });

  test('takes JSON only: a form post from another site is a 415', async () => {
    const response = await bed.http.request({
      method: 'POST',
      url: marketingApi.contact.send,
      payload: 'name=Eve&email=eve%40example.org&message=hi',
      headers: { 'x-forwarded-for': clientIp, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(await countRows()).toEqual({ messages: 0, mail: 0 });
  });

  test('is rate limited like every public write', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await send({})).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('CONTACT_INBOX', () => {
  test('defaults to the council address and must be an e-mail address', () => {
    expect(marketingEnvSchema.parse({}).CONTACT_INBOX).toBe(brand.contactEmail);
    expect(marketingEnvSchema.parse({ CONTACT_INBOX: 'inbox@example.org' }).CONTACT_INBOX).toBe(
      'inbox@example.org',
    );
    expect(marketingEnvSchema.safeParse({ CONTACT_INBOX: 'not an address' }).success).toBe(false);
  });
});
