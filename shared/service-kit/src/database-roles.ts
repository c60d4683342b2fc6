import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { createDatabase, type DatabaseOptions } from './database.js';

/** Every service's login role is `gbc_<schema>`: one prefix, so the roles of this site are easy to tell apart. */
export function serviceRoleName(schema: string): string {
  return `gbc_${schema}`;
}

/**
 * A role's password: HMAC-SHA256 of its name under the site's role secret. Every process that knows
 * the secret computes the same passwords, so nothing has to be stored or handed out per service, and
 * one role's password reveals neither the secret nor another role's.
 */
export function serviceRolePassword(secret: string, role: string): string {
  return createHmac('sha256', secret).update(role).digest('base64url');
}

/**
 * The secret role passwords derive from: `DB_ROLE_SECRET` when given, else the password of the admin
 * connection (the embedded server's is generated at its bootstrap and kept in its settings file).
 */
export function roleSecretFor(adminUrl: string, explicitSecret?: string): string {
  const secret = explicitSecret || decodeURIComponent(new URL(adminUrl).password);
  if (!secret) {
    throw new Error(
      'DATABASE_URL has no password, so service role passwords cannot be derived from it: set DB_ROLE_SECRET (32+ random characters).',
    );
  }
  return secret;
}

/** The connection string of `schema`'s role on the server and database that `serverUrl` names. */
export function serviceRoleUrl(serverUrl: string, secret: string, schema: string): string {
  const url = new URL(serverUrl);
  const role = serviceRoleName(schema);
  url.username = role;
  url.password = serviceRolePassword(secret, role);
  return url.toString();
}

/** A host's database connections: one pool per service, each logged in as that service's own role. */
export interface ServiceDatabases {
  /** The pool of the service (or shared schema) named `schema`, opened on first use. */
  // biome-ignore lint/suspicious/noExplicitAny: each caller names its own database type.
  of<DB = any>(schema: string): Kysely<DB>;
  /** The connection string of the same role, for a dedicated client (a LISTEN connection) beside the pool. */
  connectionStringOf(schema: string): string;
  /** Closes every pool opened so far. */
  destroy(): Promise<void>;
}

export interface ServiceDatabasesOptions extends DatabaseOptions {
  /** Any connection string of the server and database; its user and password are replaced per role. */
  serverUrl: string;
  /** See `roleSecretFor`. */
  secret: string;
}

export function openServiceDatabases(options: ServiceDatabasesOptions): ServiceDatabases {
  const { serverUrl, secret, ...poolOptions } = options;
  const pools = new Map<string, Kysely<unknown>>();
  return {
    of(schema) {
      let pool = pools.get(schema);
      if (!pool) {
        pool = createDatabase(serviceRoleUrl(serverUrl, secret, schema), poolOptions);
        pools.set(schema, pool);
      }
      // biome-ignore lint/suspicious/noExplicitAny: the caller names the database type.
      return pool as Kysely<any>;
    },
    connectionStringOf: (schema) => serviceRoleUrl(serverUrl, secret, schema),
    async destroy() {
      const open = [...pools.values()];
      pools.clear();
      await Promise.all(open.map((pool) => pool.destroy()));
    },
  };
}

export type TablePrivilege = 'select' | 'insert' | 'update' | 'delete';

/** What a schema's role may do; passed to `grantRole` by the migration runner. */
export interface RoleGrant {
  schema: string;
  tablePrivileges: readonly TablePrivilege[];
}

const identifierPattern = /^[a-z][a-z0-9_]*$/;
const passwordPattern = /^[A-Za-z0-9_-]+$/;

/** Arbitrary constant naming "roles and grants are being changed" for pg_advisory_xact_lock. */
const roleLockKey = 4_711_2027;

function checkedIdentifier(name: string): string {
  if (!identifierPattern.test(name)) throw new Error(`Invalid role or schema name '${name}'.`);
  return name;
}

/**
 * Creates the login role of `schema` or resets an existing one to exactly this: no superuser, no
 * role or database creation, no replication, no row-security bypass, member of nothing (so neither
 * `SET ROLE` nor `RESET ROLE` leads anywhere else), and the derived password. Run as the admin.
 */
export async function ensureLoginRole(db: Kysely<unknown>, schema: string, secret: string): Promise<string> {
  const role = checkedIdentifier(serviceRoleName(schema));
  const password = serviceRolePassword(secret, role);
  if (!passwordPattern.test(password)) throw new Error('Unexpected characters in a derived password.');
  // A concurrent start (another replica, another database on the server) may create it first.
  await sql
    .raw(
      `do $$ begin create role ${role}; exception when duplicate_object or unique_violation then null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls noinherit password '${password}'`,
    )
    .execute(db);
  // Roles are server-wide; a membership granted by hand would be a way out, so none is kept.
  const { rows } = await sql<{ granted: string }>`
    select r.rolname as granted from pg_auth_members m join pg_roles r on r.oid = m.roleid
    where m.member = (select oid from pg_roles where rolname = ${role})`.execute(db);
  for (const { granted } of rows) {
    await sql`revoke ${sql.id(granted)} from ${sql.id(role)}`.execute(db);
  }
  return role;
}

/**
 * The gateway's login role (`gbc_gateway`): it only LISTENs for page changes, so it owns no schema and
 * holds no grant on any table; whatever was granted to it by hand is taken back on every start.
 */
export const gatewayRoleSchema = 'gateway';

export async function ensureGatewayRole(db: Kysely<unknown>, secret: string): Promise<string> {
  const role = await ensureLoginRole(db, gatewayRoleSchema, secret);
  const { rows } = await sql<{ schema: string; table: string }>`
    select distinct table_schema as schema, table_name as table from information_schema.role_table_grants
    where grantee = ${role}`.execute(db);
  for (const { schema, table } of rows) {
    await sql`revoke all on table ${sql.id(schema, table)} from ${sql.id(role)}`.execute(db);
  }
  return role;
}

/**
 * Grants `role` its own schema: usage, the given privileges on its tables, its sequences, and
 * nothing on the migration bookkeeping (only migrations, run as the admin, change the schema).
 */
export async function grantOwnSchema(db: Kysely<unknown>, role: string, grant: RoleGrant): Promise<void> {
  const schema = sql.id(checkedIdentifier(grant.schema));
  const roleId = sql.id(role);
  await sql`grant usage on schema ${schema} to ${roleId}`.execute(db);
  await sql`revoke all on all tables in schema ${schema} from ${roleId}`.execute(db);
  if (grant.tablePrivileges.length > 0) {
    const privileges = sql.raw(grant.tablePrivileges.join(', '));
    await sql`grant ${privileges} on all tables in schema ${schema} to ${roleId}`.execute(db);
  }
  await sql`grant usage, select on all sequences in schema ${schema} to ${roleId}`.execute(db);
  await sql`revoke all on table ${schema}.kysely_migration, ${schema}.kysely_migration_lock from ${roleId}`.execute(
    db,
  );
}

/** Runs `work` in one transaction that holds the server's role lock, so concurrent starts take turns. */
export async function withRoleLock(db: Kysely<unknown>, work: (trx: Kysely<unknown>) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${roleLockKey})`.execute(trx);
    await work(trx);
  });
}
