import { type Kysely, sql } from 'kysely';
import {
  buildServiceHost,
  type ChangeListener,
  createChangeListener,
  enqueueMail,
  type MailDatabase,
  MailDispatcher,
  type MailDispatcherOptions,
  type MailSettings,
  mailBacklog,
  openServiceDatabases,
} from '../src/index.js';
import { createTestDatabase, injectForTests, type TestDatabase, testRoleSecret } from '../src/testing.js';
import { closedSmtpUrl, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.js';

let testDb: TestDatabase<MailDatabase>;
let db: Kysely<MailDatabase>;
let smtp: SmtpTestServer;

beforeAll(async () => {
  testDb = await createTestDatabase<MailDatabase>();
  db = testDb.db;
  smtp = await startSmtpTestServer();
});

afterAll(async () => {
  await smtp.close();
  await testDb.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('mail.outbox').execute();
  smtp.received.length = 0;
});

interface LogLine {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** A logger that keeps its lines (jest.fn is not a global under native ESM). */
function recordingLog() {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (details: object, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

function dispatcher(settings: MailSettings, options: Partial<MailDispatcherOptions> = {}): MailDispatcher {
  return new MailDispatcher({ db, settings, log: recordingLog(), ...options });
}

async function queue(to: string, headers?: Record<string, string>): Promise<string> {
  return db.transaction().execute((trx) =>
    enqueueMail(trx, {
      to,
      subject: `Hello ${to}`,
      text: 'Plain words for a plain test.',
      replyTo: 'hello@example.org',
      template: 'test',
      headers,
    }),
  );
}

const messageIdOf = (raw: string | undefined) => /^Message-ID: (.+)\r?$/im.exec(raw ?? '')?.[1];

async function outboxRow(id: string) {
  return db
    .selectFrom('mail.outbox')
    .selectAll()
    .select(sql<number>`extract(epoch from next_attempt_at - now())::float8`.as('retry_in_seconds'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Makes a message due now, as if `attempts` attempts had already failed. */
async function makeDue(id: string, attempts: number): Promise<void> {
  await db
    .updateTable('mail.outbox')
    .set({ attempts, next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

describe('MailDispatcher with an SMTP server', () => {
  test("sends a message's own headers (List-Unsubscribe on newsletters)", async () => {
    await db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: 'list@example.org',
        subject: 'News',
        text: 'News.',
        template: 'test',
        headers: {
          'List-Unsubscribe': '<https://example.org/unsubscribe?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    );
    const mailer = dispatcher({ smtpUrl: smtp.url });
    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.received[0]?.raw).toContain('List-Unsubscribe: <https://example.org/unsubscribe?token=t>');
    expect(smtp.received[0]?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('sends the attachments of a message as MIME parts with their names and types', async () => {
    await db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: 'guest@example.org',
        subject: 'Your seat',
        text: 'See you there.',
        template: 'test',
        attachments: [
          {
            filename: 'event.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          },
        ],
      }),
    );
    const mailer = dispatcher({ smtpUrl: smtp.url });
    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await mailer.stop();

    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=event\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=event\.ics/);
    expect(raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'));
    expect(raw).toContain('See you there.');
  });

  test('sends a due message once and marks it sent', async () => {
    const id = await queue('ada@example.org');
    const mailer = dispatcher({ smtpUrl: smtp.url });

    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ada@example.org']);
    expect(mail?.from).toBe('no-reply@globalbcicouncil.org');
    expect(mail?.raw).toContain('From: Global BCI Council <no-reply@globalbcicouncil.org>');
    expect(mail?.raw).toContain('Reply-To: hello@example.org');
    expect(mail?.raw).toContain('Subject: Hello ada@example.org');
    expect(mail?.raw).toContain('Plain words for a plain test.');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect((await outboxRow(id)).sent_at).toBeInstanceOf(Date);
  });

  test('erases the address and body of a message queued with eraseAfterSend once it is sent, and only then', async () => {
    const id = await db.transaction().execute((trx) =>
      enqueueMail(trx, {
        to: 'participant@example.org',
        subject: 'Your resume link',
        text: 'Continue at https://example.org/resume',
        html: '<p>Continue</p>',
        template: 'test',
        eraseAfterSend: true,
      }),
    );
    const kept = await queue('kept@example.org');
    expect(await outboxRow(id)).toMatchObject({
      to_address: 'participant@example.org',
      erase_after_send: true,
    });
    const mailer = dispatcher({ smtpUrl: smtp.url });

    expect(await mailer.dispatchDue()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.received.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['participant@example.org'], ['kept@example.org']]),
    );
    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      to_address: '',
      text_body: '',
      html_body: null,
    });
    expect(await outboxRow(kept)).toMatchObject({ status: 'sent', to_address: 'kept@example.org' });
  });

  test('sends the Message-ID fixed at enqueue, the same on every attempt', async () => {
    const id = await queue('ada@example.org');
    const { message_id: messageId } = await outboxRow(id);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@globalbcicouncil\.org>$/);

    const refused = dispatcher({ smtpUrl: await closedSmtpUrl() });
    expect(await refused.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await refused.stop();
    await makeDue(id, 1);
    const mailer = dispatcher({ smtpUrl: smtp.url });
    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    // A crash after the SMTP server accepted the message but before the row was marked sent.
    await db.updateTable('mail.outbox').set({ status: 'pending' }).where('id', '=', id).execute();
    await makeDue(id, 2);
    expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.received.map((mail) => messageIdOf(mail.raw))).toEqual([messageId, messageId]);
  });

  test('sends the extra headers a service queued with the message', async () => {
    await queue('ada@example.org', {
      'List-Unsubscribe': '<https://example.org/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const mailer = dispatcher({ smtpUrl: smtp.url });
    await mailer.dispatchDue();
    await mailer.stop();
    expect(smtp.received[0]?.raw).toContain('List-Unsubscribe: <https://example.org/unsubscribe?token=abc>');
    expect(smtp.received[0]?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  test('names the template that produced the message in X-GBC-Template', async () => {
    await queue('ada@example.org');
    const mailer = dispatcher({ smtpUrl: smtp.url });
    await mailer.dispatchDue();
    await mailer.stop();
    expect(smtp.received[0]?.raw).toMatch(/^X-GBC-Template: test\r?$/im);
  });

  test('uses the configured sender', async () => {
    await queue('bob@example.org');
    const mailer = dispatcher({ smtpUrl: smtp.url, from: '"Council Desk" <desk@example.org>' });
    await mailer.dispatchDue();
    await mailer.stop();
    expect(smtp.received[0]?.from).toBe('desk@example.org');
    expect(smtp.received[0]?.raw).toContain('From: Council Desk <desk@example.org>');
  });

  test('dispatchers sharing the outbox send each message exactly once', async () => {
    const addresses = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `${name}@example.org`);
    for (const address of addresses) await queue(address);
    const mailers = [
      dispatcher({ smtpUrl: smtp.url }, { batchSize: 2 }),
      dispatcher({ smtpUrl: smtp.url }, { batchSize: 2 }),
    ];

    let sentInRound = 0;
    do {
      const results = await Promise.all(mailers.map((mailer) => mailer.dispatchDue()));
      sentInRound = results.reduce((sum, result) => sum + result.sent, 0);
    } while (sentInRound > 0);
    await Promise.all(mailers.map((mailer) => mailer.stop()));

    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(addresses);
    const statuses = await db.selectFrom('mail.outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});

/**
 * Waits until `check` holds, for at most `withinMs` (kept below the poll interval, so only a wake-up
 * can satisfy it; the speed itself is the bench's business, not a timed test's).
 */
async function waitUntil(check: () => boolean, withinMs: number): Promise<void> {
  const started = performance.now();
  while (!check() && performance.now() - started < withinMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('MailDispatcher woken by enqueues', () => {
  let changes: ChangeListener;

  beforeEach(() => {
    changes = createChangeListener({
      connectionString: testDb.connectionString,
      log: { warn: () => {}, info: () => {} },
    });
  });
  afterEach(() => changes.close());

  test('sends a message as soon as its enqueue commits, long before the next poll', async () => {
    const mailer = dispatcher({ smtpUrl: smtp.url }, { changes, pollIntervalMs: 60_000 });
    mailer.start();
    expect(await changes.whenListening(5000)).toBe(true);
    // The first round at start finds nothing; the next poll would be a minute away.
    await new Promise((resolve) => setTimeout(resolve, 100));

    await queue('quick@example.org');
    await waitUntil(() => smtp.received.length > 0, 30_000);
    await mailer.stop();

    expect(smtp.received.map((mail) => mail.to)).toEqual([['quick@example.org']]);
  });

  test('a message queued while a round is sending goes out right after that round', async () => {
    let mailer: MailDispatcher | undefined;
    const queuedDuringSend: Promise<string>[] = [];
    const slow = await startSmtpTestServer({
      onMessage: (mail) => {
        if (mail.to.includes('first@example.org')) queuedDuringSend.push(queue('second@example.org'));
      },
    });
    try {
      await queue('first@example.org');
      mailer = dispatcher({ smtpUrl: slow.url }, { changes, pollIntervalMs: 60_000 });
      mailer.start();
      await waitUntil(() => slow.received.length === 2, 30_000);
      await mailer.stop();
      await Promise.all(queuedDuringSend);
      expect(slow.received.flatMap((mail) => mail.to)).toEqual(['first@example.org', 'second@example.org']);
    } finally {
      await slow.close();
    }
  });
});

describe('MailDispatcher stopping mid-batch', () => {
  test('finishes the message being sent and gives the rest of the batch back, due at once', async () => {
    let mailer: MailDispatcher | undefined;
    const stopping: Promise<void>[] = [];
    const slowStop = await startSmtpTestServer({
      onMessage: () => {
        if (stopping.length === 0 && mailer) stopping.push(mailer.stop());
      },
    });
    try {
      const ids = [
        await queue('one@example.org'),
        await queue('two@example.org'),
        await queue('three@example.org'),
      ];
      mailer = dispatcher({ smtpUrl: slowStop.url });
      expect(await mailer.dispatchDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      await Promise.all(stopping);

      expect(slowStop.received).toHaveLength(1);
      const rows = await Promise.all(ids.map(outboxRow));
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
      const released = rows.filter((row) => row.status === 'pending');
      expect(released).toHaveLength(2);
      for (const row of released) expect(row.retry_in_seconds).toBeLessThanOrEqual(0);
    } finally {
      await slowStop.close();
    }
  });
});

describe('MailDispatcher when sending fails', () => {
  test('a refused connection counts an attempt and retries after a minute, doubling each time', async () => {
    const id = await queue('ada@example.org');
    const log = recordingLog();
    const mailer = dispatcher({ smtpUrl: await closedSmtpUrl() }, { log });

    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const first = await outboxRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(first.last_error).toMatch(/ECONNREFUSED/);
    expect(first.retry_in_seconds).toBeGreaterThan(55);
    expect(first.retry_in_seconds).toBeLessThanOrEqual(60);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: expect.objectContaining({
          mailId: id,
          messageId: first.message_id,
          attempts: 1,
          retryInMs: 60_000,
        }),
        message: 'e-mail not sent',
      },
    ]);

    // Not due yet: nothing is claimed.
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await makeDue(id, 2);
    await mailer.dispatchDue();
    const third = await outboxRow(id);
    expect(third).toMatchObject({ status: 'pending', attempts: 3 });
    expect(third.retry_in_seconds).toBeGreaterThan(235);
    expect(third.retry_in_seconds).toBeLessThanOrEqual(240);
    await mailer.stop();
  });

  test('the sixth failure gives the message up', async () => {
    const id = await queue('ada@example.org');
    const log = recordingLog();
    const mailer = dispatcher({ smtpUrl: await closedSmtpUrl() }, { log });
    await makeDue(id, 5);

    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    await mailer.stop();

    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 6, sent_at: null });
    expect(log.lines).toContainEqual({
      level: 'error',
      details: expect.objectContaining({ mailId: id, attempts: 6 }),
      message: 'e-mail given up',
    });
    await makeDue(id, 6);
    expect(await dispatcher({ smtpUrl: smtp.url }).dispatchDue()).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });
});

describe('MailDispatcher without SMTP_URL', () => {
  test('sends nothing, keeps the message pending and says so once at start', async () => {
    const id = await queue('ada@example.org');
    const log = recordingLog();
    const mailer = dispatcher({}, { log });

    mailer.start();
    expect(await mailer.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await mailer.stop();

    expect(log.lines).toEqual([
      { level: 'info', details: {}, message: expect.stringMatching(/SMTP_URL is not set/) },
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
  });
});

describe('the service host', () => {
  test('sends the outbox while it runs and stops sending when closed', async () => {
    const id = await queue('ada@example.org');
    const app = await buildServiceHost({
      databases: testDb.databases,
      modules: [],
      logger: false,
      mail: { smtpUrl: smtp.url },
    });
    const http = injectForTests(app);
    await app.ready();

    const deadline = Date.now() + 10_000;
    while ((await outboxRow(id)).status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await http.close();

    expect((await outboxRow(id)).status).toBe('sent');
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ada@example.org']]);
  });

  test('a host sends a message queued after start without waiting for the 5 s poll', async () => {
    const app = await buildServiceHost({
      databases: testDb.databases,
      modules: [],
      logger: false,
      mail: { smtpUrl: smtp.url },
    });
    const http = injectForTests(app);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));

    await queue('soon@example.org');
    await waitUntil(() => smtp.received.length > 0, 4000);
    await http.close();

    expect(smtp.received.map((mail) => mail.to)).toEqual([['soon@example.org']]);
  });

  test('two replicas on one database, both woken by every enqueue, send each message exactly once', async () => {
    // Each replica with pools of its own, as separate processes have.
    const replicas = await Promise.all(
      [0, 1].map(async () => {
        const databases = openServiceDatabases({
          serverUrl: testDb.connectionString,
          secret: testRoleSecret(),
        });
        const app = await buildServiceHost({
          databases,
          modules: [],
          logger: false,
          mail: { smtpUrl: smtp.url },
        });
        await app.ready();
        return { app, databases };
      }),
    );
    const addresses = Array.from({ length: 20 }, (_, index) => `replica-${index}@example.org`);
    await Promise.all(addresses.map((address) => queue(address)));

    const deadline = Date.now() + 15_000;
    const pending = () => db.selectFrom('mail.outbox').select('id').where('status', '!=', 'sent').execute();
    while ((await pending()).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const { app, databases } of replicas) {
      await app.close();
      await databases.destroy();
    }

    expect(await pending()).toEqual([]);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
    expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(addresses.length);
  });

  test('without mail settings it leaves the outbox alone', async () => {
    const id = await queue('ada@example.org');
    const app = await buildServiceHost({ databases: testDb.databases, modules: [], logger: false });
    const http = injectForTests(app);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await http.close();
    expect((await outboxRow(id)).status).toBe('pending');
  });
});

describe('mailBacklog', () => {
  test('counts pending and failed messages and ages the oldest pending one', async () => {
    expect(await mailBacklog(db)).toEqual({ pending: 0, oldestPendingAgeSeconds: null, failed: 0 });
    const old = await queue('old@example.org');
    await queue('new@example.org');
    const givenUp = await queue('gone@example.org');
    await db.updateTable('mail.outbox').set({ status: 'failed' }).where('id', '=', givenUp).execute();
    await sql`update mail.outbox set created_at = now() - interval '90 seconds' where id = ${old}`.execute(
      db,
    );

    const backlog = await mailBacklog(db);
    expect(backlog).toMatchObject({ pending: 2, failed: 1 });
    expect(backlog.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(backlog.oldestPendingAgeSeconds).toBeLessThan(100);
  });
});
