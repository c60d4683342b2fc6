import type { UserRole } from '@gbc/contracts';
import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';
import type { NewUserRow, UserRow } from './users.table.js';

const users = 'identity.users';

export async function findUserByEmail(db: IdentityDb, email: string): Promise<UserRow | undefined> {
  return db.selectFrom(users).selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: IdentityDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom(users).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row for the rest of the transaction (role changes, TOTP steps, password changes). */
export async function lockUserById(db: IdentityDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom(users).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts unless the address has an account; the row when it inserted. */
export async function insertUserIfNew(db: IdentityDb, row: NewUserRow): Promise<UserRow | undefined> {
  return db
    .insertInto(users)
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export interface UserUpdate {
  email?: string;
  display_name?: string;
  password_hash?: string | null;
  roles?: UserRole[];
  email_verified_at?: Date | null;
  password_changed_at?: Date | null;
  totp_secret?: string | null;
  totp_pending_secret?: string | null;
  totp_enabled_at?: Date | null;
  totp_last_step?: number | null;
}

export async function updateUser(db: IdentityDb, id: string, changes: UserUpdate): Promise<UserRow> {
  return db
    .updateTable(users)
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: IdentityDb, id: string): Promise<void> {
  await db.deleteFrom(users).where('id', '=', id).execute();
}
