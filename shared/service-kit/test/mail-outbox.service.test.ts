import type { Kysely } from 'kysely';
import {
  enqueueMail,
  type MailAttachment,
  MailAttachmentError,
  type MailDatabase,
  MailHeaderError,
  mailAttachmentLimits,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

let testDb: TestDatabase<MailDatabase>;
let db: Kysely<MailDatabase>;

beforeAll(async () => {
  testDb = await createTestDatabase<MailDatabase>();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.destroy();
});

const welcome = (to: string) => ({
  to,
  subject: 'Welcome',
  text: 'Hello there.',
  replyTo: 'hello@example.org',
  template: 'test-welcome',
});

describe('enqueueMail', () => {
  test('queues the message as pending and due now, inside the committed transaction', async () => {
    const id = await db.transaction().execute((trx) => enqueueMail(trx, welcome('kept@example.org')));
    const row = await db.selectFrom('mail.outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'kept@example.org',
      reply_to: 'hello@example.org',
      subject: 'Welcome',
      text_body: 'Hello there.',
      html_body: null,
      template: 'test-welcome',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test('a message queued in a rolled-back transaction disappears with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, welcome('rolled-back@example.org'));
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    const rows = await db
      .selectFrom('mail.outbox')
      .select('id')
      .where('to_address', '=', 'rolled-back@example.org')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('enqueueMail headers', () => {
  const queueWith = (headers: Record<string, string>) =>
    db.transaction().execute((trx) => enqueueMail(trx, { ...welcome('h@example.org'), headers }));

  test('keeps extra headers and gives each message its own Message-ID', async () => {
    const headers = {
      'List-Unsubscribe': '<https://example.org/u/1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const first = await queueWith(headers);
    const second = await queueWith({});
    const rows = await db
      .selectFrom('mail.outbox')
      .select(['id', 'headers', 'message_id'])
      .where('id', 'in', [first, second])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first)?.headers).toEqual(headers);
    expect(byId.get(second)?.headers).toEqual({});
    expect(byId.get(first)?.message_id).not.toBe(byId.get(second)?.message_id);
  });

  test.each([
    ['a header the outbox sets itself', { 'Message-ID': '<forged@example.org>' }],
    ['a recipient header', { Bcc: 'everyone@example.org' }],
    ['a value with a line break', { 'List-Unsubscribe': '<https://example.org/u>\r\nBcc: x@example.org' }],
    ['a malformed name', { 'X Bad': 'value' }],
    ['the template header, which names the queued template', { 'x-gbc-template': 'forged' }],
  ])('refuses %s and queues nothing', async (_case, headers) => {
    const before = await db
      .selectFrom('mail.outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(queueWith(headers)).rejects.toThrow(MailHeaderError);
    const after = await db
      .selectFrom('mail.outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('enqueueMail attachments', () => {
  const queueWith = (attachments: MailAttachment[]) =>
    db.transaction().execute((trx) => enqueueMail(trx, { ...welcome('files@example.org'), attachments }));
  const outboxCount = async () =>
    (
      await db
        .selectFrom('mail.outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  test('keeps text and binary files in base64, in order, and none when none are given', async () => {
    const binary = Uint8Array.from([0, 255, 10, 13, 128]);
    const withFiles = await queueWith([
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: 'BEGIN:VCALENDAR',
      },
      { filename: 'receipt.bin', contentType: 'application/octet-stream', content: binary },
    ]);
    const without = await db.transaction().execute((trx) => enqueueMail(trx, welcome('plain@example.org')));
    const rows = await db
      .selectFrom('mail.outbox')
      .select(['id', 'attachments'])
      .where('id', 'in', [withFiles, without])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.attachments]));
    expect(byId.get(withFiles)).toEqual([
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
      },
      { filename: 'receipt.bin', contentType: 'application/octet-stream', content: 'AP8KDYA=' },
    ]);
    expect(byId.get(without)).toEqual([]);
  });

  test.each([
    ['a name with a folder', [{ filename: '../evil.ics', contentType: 'text/calendar', content: 'x' }]],
    [
      'a name with a line break',
      [{ filename: 'a\r\nBcc: x.ics', contentType: 'text/calendar', content: 'x' }],
    ],
    ['a type that is not a MIME type', [{ filename: 'a.ics', contentType: 'calendar', content: 'x' }]],
    [
      'more files than one message may carry',
      Array.from({ length: mailAttachmentLimits.count + 1 }, (_, index) => ({
        filename: `f${index}.txt`,
        contentType: 'text/plain',
        content: 'x',
      })),
    ],
    [
      'more bytes than one message may carry',
      [
        {
          filename: 'big.bin',
          contentType: 'application/octet-stream',
          content: new Uint8Array(mailAttachmentLimits.totalBytes + 1),
        },
      ],
    ],
  ])('refuses %s and queues nothing', async (_case, attachments) => {
    const before = await outboxCount();
    await expect(queueWith(attachments)).rejects.toThrow(MailAttachmentError);
    expect(await outboxCount()).toBe(before);
  });
});
