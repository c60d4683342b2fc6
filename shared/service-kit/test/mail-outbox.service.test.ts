import type { Kysely } from 'kysely';
import { enqueueMail, type MailDatabase } from '../src/index.js';
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
