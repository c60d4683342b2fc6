import { type Kysely, sql } from 'kysely';
import { type AuditDatabase, writeAuditLog, writeBciAccessLog } from '../src/index.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

let testDb: TestDatabase<AuditDatabase>;
let db: Kysely<AuditDatabase>;

beforeAll(async () => {
  testDb = await createTestDatabase<AuditDatabase>();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.destroy();
});

describe('audit.audit_logs', () => {
  test('writeAuditLog stores the entry with defaults for what it omits', async () => {
    await writeAuditLog(db, {
      severity: 'warn',
      eventType: 'security_event',
      action: 'login.failed',
      details: { attempts: [1, 2, 3], ip: '192.0.2.1' },
    });
    const row = await db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('action', '=', 'login.failed')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      severity: 'warn',
      event_type: 'security_event',
      is_suspicious: false,
      user_email: null,
      resource_type: null,
      details: { attempts: [1, 2, 3], ip: '192.0.2.1' },
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  test('rows cannot be updated, deleted or truncated', async () => {
    await writeAuditLog(db, { severity: 'info', eventType: 'admin_action', action: 'kept' });
    await expect(
      db.updateTable('audit.audit_logs').set({ action: 'rewritten' }).where('action', '=', 'kept').execute(),
    ).rejects.toThrow(/append-only: UPDATE is not allowed/);
    await expect(db.deleteFrom('audit.audit_logs').where('action', '=', 'kept').execute()).rejects.toThrow(
      /append-only: DELETE is not allowed/,
    );
    await expect(sql`truncate audit.audit_logs`.execute(db)).rejects.toThrow(/append-only: TRUNCATE/);
    const kept = await db
      .selectFrom('audit.audit_logs')
      .select('action')
      .where('action', '=', 'kept')
      .execute();
    expect(kept).toHaveLength(1);
  });

  test('an entry written in a rolled-back transaction disappears with it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await writeAuditLog(trx, { severity: 'info', eventType: 'admin_action', action: 'rolled-back' });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    const rows = await db
      .selectFrom('audit.audit_logs')
      .select('id')
      .where('action', '=', 'rolled-back')
      .execute();
    expect(rows).toEqual([]);
  });

  test('writeBciAccessLog names the event bci_<subject>_<action> and says who did it', async () => {
    await writeBciAccessLog(db, {
      subject: 'contact',
      action: 'deletion',
      actorEmail: 'admin@example.org',
      details: { count: 1 },
    });
    await writeBciAccessLog(db, {
      subject: 'survey_response',
      action: 'read',
      actorEmail: 'admin@example.org',
    });
    const rows = await db
      .selectFrom('audit.audit_logs')
      .select(['event_type', 'action', 'severity', 'user_email', 'resource_type'])
      .where('event_type', 'like', 'bci\\_%')
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      {
        event_type: 'bci_contact_deletion',
        action: 'contact.deletion',
        severity: 'warn',
        user_email: 'admin@example.org',
        resource_type: 'contact',
      },
      {
        event_type: 'bci_survey_response_read',
        action: 'survey_response.read',
        severity: 'info',
        user_email: 'admin@example.org',
        resource_type: 'survey_response',
      },
    ]);
    expect(() =>
      writeBciAccessLog(db, { subject: 'Story; drop', action: 'read', actorEmail: 'admin@example.org' }),
    ).toThrow(/Invalid BCI audit subject/);
  });
});
