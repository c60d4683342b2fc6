import { type Kysely, type Migration, sql } from 'kysely';
import {
  auditReaderSchema,
  gatewayRoleSchema,
  type MigrationSet,
  migrateServices,
  pageChangesChannel,
  serviceRoleName,
  writeAuditLog,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase, testRoleSecret } from '../src/testing.js';

const createGadgets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('gadgets')
      .createTable('gadgets')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'text')
      .execute();
  },
};
const gadgetModule: MigrationSet = {
  name: 'gadgets',
  migrations: { '2026-11-21-001-create-gadgets': createGadgets },
};
const widgetModule: MigrationSet = { name: 'widgets', migrations: {} };

let testDb: TestDatabase<unknown>;
let gadgets: Kysely<unknown>;
let widgets: Kysely<unknown>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateServices(testDb.db, [gadgetModule, widgetModule], { roleSecret: testRoleSecret() });
  gadgets = testDb.databases.of('gadgets');
  widgets = testDb.databases.of('widgets');
  await writeAuditLog(testDb.db, { severity: 'info', eventType: 'test', action: 'arranged by the admin' });
});

afterAll(async () => {
  await testDb.destroy();
});

/**
 * Runs `statement` as `db`'s role: 'ok', 'permission denied' when PostgreSQL's privilege check refuses
 * it (not the audit log's trigger, which uses the same SQLSTATE), else the error.
 */
async function outcome(db: Kysely<unknown>, statement: string): Promise<string> {
  try {
    await sql.raw(statement).execute(db);
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const byPrivileges = code === '42501' && /^(permission denied|must be owner)/.test(message ?? '');
    return byPrivileges ? permissionDenied : `${code}: ${message}`;
  }
}

const permissionDenied = 'permission denied';

describe('a service role', () => {
  test('logs in as itself, not as the admin', async () => {
    const { rows } = await sql<{
      current_user: string;
      session_user: string;
    }>`select current_user, session_user`.execute(gadgets);
    expect(rows[0]).toEqual({ current_user: 'gbc_gadgets', session_user: 'gbc_gadgets' });
    expect(serviceRoleName('gadgets')).toBe('gbc_gadgets');
  });

  test('uses its own tables', async () => {
    await sql`insert into gadgets.gadgets (name) values ('lever')`.execute(gadgets);
    expect(await outcome(gadgets, 'update gadgets.gadgets set name = name')).toBe('ok');
    expect(await outcome(gadgets, 'delete from gadgets.gadgets')).toBe('ok');
  });

  test('cannot change the schema or its migration records', async () => {
    expect(await outcome(gadgets, 'create table gadgets.extra (id int)')).toBe(permissionDenied);
    expect(await outcome(gadgets, 'drop table gadgets.gadgets')).toBe(permissionDenied);
    expect(await outcome(gadgets, 'delete from gadgets.kysely_migration')).toBe(permissionDenied);
  });

  test("cannot read or write another service's schema", async () => {
    expect(await outcome(widgets, 'select * from gadgets.gadgets')).toBe(permissionDenied);
    expect(await outcome(widgets, "insert into gadgets.gadgets (name) values ('x')")).toBe(permissionDenied);
    expect(await outcome(gadgets, 'select * from marketing.vignettes')).toBe(permissionDenied);
  });

  test('may only insert into the audit log: no update, delete, truncate or read', async () => {
    await writeAuditLog(gadgets, { severity: 'info', eventType: 'test', action: 'written by gadgets' });
    expect(await outcome(gadgets, "update audit.audit_logs set action = 'rewritten'")).toBe(permissionDenied);
    expect(await outcome(gadgets, 'delete from audit.audit_logs')).toBe(permissionDenied);
    expect(await outcome(gadgets, 'truncate audit.audit_logs')).toBe(permissionDenied);
    expect(await outcome(gadgets, 'select * from audit.audit_logs')).toBe(permissionDenied);
    const { rows } = await sql<{
      action: string;
    }>`select action from audit.audit_logs order by created_at`.execute(testDb.db);
    expect(rows.map((row) => row.action)).toEqual(['arranged by the admin', 'written by gadgets']);
  });

  test("may queue mail but not read or change anyone's", async () => {
    const queued = await outcome(
      gadgets,
      "insert into mail.outbox (to_address, subject, text_body, template) values ('a@example.org', 's', 't', 'test') returning id",
    );
    expect(queued).toBe('ok');
    expect(await outcome(gadgets, 'select to_address from mail.outbox')).toBe(permissionDenied);
    expect(await outcome(gadgets, "update mail.outbox set status = 'sent'")).toBe(permissionDenied);
    expect(await outcome(gadgets, 'delete from mail.outbox')).toBe(permissionDenied);
  });

  test("cannot read or change the stored answers of Idempotency-Keys (only the host's own role may)", async () => {
    expect(await outcome(gadgets, 'select * from idempotency.keys')).toBe(permissionDenied);
    expect(await outcome(gadgets, 'delete from idempotency.keys')).toBe(permissionDenied);
    expect(await outcome(testDb.databases.of('idempotency'), 'select * from idempotency.keys')).toBe('ok');
  });

  test('gains nothing from RESET ROLE, SET ROLE or SET SESSION AUTHORIZATION', async () => {
    await gadgets.connection().execute(async (session) => {
      expect(await outcome(session, 'reset role')).toBe('ok');
      expect(await outcome(session, 'select * from audit.audit_logs')).toBe(permissionDenied);
      expect(await outcome(session, 'set role postgres')).toBe(permissionDenied);
      expect(await outcome(session, 'set role gbc_mail')).toBe(permissionDenied);
      expect(await outcome(session, 'set session authorization postgres')).toBe(permissionDenied);
      const { rows } = await sql<{ user: string }>`select current_user as user`.execute(session);
      expect(rows[0]?.user).toBe('gbc_gadgets');
    });
  });

  test('loses a membership or attribute granted by hand at the next start', async () => {
    await sql`grant gbc_mail to gbc_gadgets`.execute(testDb.db);
    await sql`alter role gbc_gadgets createdb`.execute(testDb.db);
    await migrateServices(testDb.db, [gadgetModule, widgetModule], { roleSecret: testRoleSecret() });
    const { rows } = await sql<{ memberships: number; rolcreatedb: boolean }>`
      select (select count(*)::int from pg_auth_members where member = r.oid) as memberships, r.rolcreatedb
      from pg_roles r where r.rolname = 'gbc_gadgets'`.execute(testDb.db);
    expect(rows[0]).toEqual({ memberships: 0, rolcreatedb: false });
  });
});

describe('the gateway role (gbc_gateway)', () => {
  const gateway = () => testDb.databases.of(gatewayRoleSchema);

  test('logs in, listens for page changes, and reads, writes or sees no table', async () => {
    const { rows } = await sql<{ user: string }>`select current_user as user`.execute(gateway());
    expect(rows[0]?.user).toBe('gbc_gateway');
    expect(await outcome(gateway(), `listen ${pageChangesChannel}`)).toBe('ok');
    for (const statement of [
      'select * from gadgets.gadgets',
      'insert into gadgets.gadgets (name) values (null)',
      'select * from audit.audit_logs',
      'select * from mail.outbox',
      'select * from rate_limit.hits',
      'select * from idempotency.keys',
    ])
      expect(await outcome(gateway(), statement)).toBe(permissionDenied);
  });

  test('loses a table grant given by hand at the next start', async () => {
    await sql`grant select on gadgets.gadgets to gbc_gateway`.execute(testDb.db);
    await migrateServices(testDb.db, [gadgetModule, widgetModule], { roleSecret: testRoleSecret() });
    const grants = await sql`
      select 1 from information_schema.role_table_grants where grantee = 'gbc_gateway'`.execute(testDb.db);
    expect(grants.rows).toEqual([]);
  });
});

describe('the audit log reader (gbc_admin)', () => {
  const adminModule: MigrationSet = { name: auditReaderSchema, migrations: {} };
  let readerDb: TestDatabase<unknown>;

  beforeAll(async () => {
    // An empty database: the template holds the real admin schema, whose migrations this stand-in lacks.
    readerDb = await createTestDatabase({ migrated: false });
    await migrateServices(readerDb.db, [adminModule, gadgetModule], { roleSecret: testRoleSecret() });
    await writeAuditLog(readerDb.db, { severity: 'warn', eventType: 'security_event', action: 'seen' });
  });

  afterAll(async () => {
    await readerDb.destroy();
  });

  test('reads and appends to the audit log, and can neither change nor delete a row', async () => {
    const admin = readerDb.databases.of(auditReaderSchema);
    const { rows } = await sql<{ action: string }>`select action from audit.audit_logs`.execute(admin);
    expect(rows.map((row) => row.action)).toEqual(['seen']);
    await writeAuditLog(admin, { severity: 'info', eventType: 'admin_action', action: 'by the reader' });
    expect(await outcome(admin, "update audit.audit_logs set action = 'rewritten'")).toBe(permissionDenied);
    expect(await outcome(admin, 'delete from audit.audit_logs')).toBe(permissionDenied);
    expect(await outcome(admin, 'truncate audit.audit_logs')).toBe(permissionDenied);
  });

  test('is the only one: another service role still only inserts, and a read granted by hand is taken back', async () => {
    const other = readerDb.databases.of('gadgets');
    expect(await outcome(other, 'select * from audit.audit_logs')).toBe(permissionDenied);
    await sql`grant select on audit.audit_logs to gbc_gadgets`.execute(readerDb.db);
    expect(await outcome(other, 'select * from audit.audit_logs')).toBe('ok');
    await migrateServices(readerDb.db, [adminModule, gadgetModule], { roleSecret: testRoleSecret() });
    expect(await outcome(other, 'select * from audit.audit_logs')).toBe(permissionDenied);
    expect(
      await outcome(
        other,
        "insert into audit.audit_logs (severity, event_type, action) values ('info', 'test', 'x')",
      ),
    ).toBe('ok');
  });
});
