import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketingApi } from '@gbc/contracts/marketing';
import { createMarketingModule } from '@gbc/marketing-service';
import { buildServiceHost, migrateAndSeed, openServiceDatabases } from '@gbc/service-kit';
import {
  createTestDatabase,
  injectForTests,
  type TestDatabase,
  testRoleSecret,
} from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { backupDatabase, backupSchemas, restoreDatabase } from '../src/backup.js';

const modules = [createMarketingModule({ publicOrigin: 'https://gbc.example', consentRetention: false })];
const schemas = backupSchemas(modules);

let source: TestDatabase<unknown>;
let target: TestDatabase<unknown>;
let dir: string;

beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestDatabase({ migrated: false }),
    createTestDatabase({ migrated: false }),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'gbc-backup-'));
}, 60_000);

afterAll(async () => {
  await Promise.all([source.destroy(), target.destroy()]);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

/** Every table of the backed-up schemas with its rows, in a stable order. */
async function contents(db: TestDatabase<unknown>['db']): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema = any(${schemas}::text[]) and table_type = 'BASE TABLE' order by 1`.execute(db);
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql`select * from ${sql.table(name)} order by 1`.execute(db);
    result[name] = rows;
  }
  return result;
}

/** The vignette list as a host serving on `db`'s service roles answers it. */
async function servedVignettes(connectionString: string): Promise<unknown> {
  const databases = openServiceDatabases({ serverUrl: connectionString, secret: testRoleSecret() });
  const http = injectForTests(await buildServiceHost({ databases, modules, logger: false }));
  try {
    const response = await http.request({ url: marketingApi.vignettes.list });
    expect(response.statusCode).toBe(200);
    return response.json();
  } finally {
    await http.close();
    await databases.destroy();
  }
}

test('restore drill: a backup restored into a fresh database serves the same content once migrated', async () => {
  await migrateAndSeed({ adminUrl: source.connectionString, modules, roleSecret: testRoleSecret() });
  await sql`insert into audit.audit_logs (severity, event_type, action)
            values ('info', 'backup.drill', 'back up')`.execute(source.db);
  // A stored answer survives a restore, so a client's retry after it is still replayed, not run again.
  await sql`insert into idempotency.keys (caller, key, request_hash, claim_id, locked_until, response_status,
              response_type, response_body, expires_at)
            values ('address:198.51.100.1', 'backup-drill', 'hash', gen_random_uuid(), now(), 201,
              'application/json', '{}', now() + interval '1 day')`.execute(source.db);
  const before = await contents(source.db);
  expect(before['marketing.vignettes']?.length).toBeGreaterThan(0);

  const file = join(dir, 'gbc.dump');
  await backupDatabase(source.connectionString, schemas, file);
  await restoreDatabase(target.connectionString, schemas, file);
  // Roles and grants come from the migrations (the next start, or the deployment's Job); the seed adds nothing.
  await migrateAndSeed({ adminUrl: target.connectionString, modules, roleSecret: testRoleSecret() });

  expect(await contents(target.db)).toEqual(before);
  expect(await servedVignettes(target.connectionString)).toEqual(
    await servedVignettes(source.connectionString),
  );
  await expect(restoreDatabase(target.connectionString, schemas, file)).rejects.toThrow(
    /already holds audit, idempotency, mail, marketing: restore into a fresh database/,
  );
}, 60_000);
