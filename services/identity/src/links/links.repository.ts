import type { LinkPurpose } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import type { IdentityDb } from '../database.js';
import type { EmailLinkRow } from './links.table.js';

const links = 'identity.email_links';

export interface NewEmailLink {
  user_id: string;
  purpose: LinkPurpose;
  token_hash: string;
  expires_at: Date;
  new_email?: string | null;
  password_hash?: string | null;
  display_name?: string | null;
  device_hash?: string | null;
}

export async function insertEmailLink(db: IdentityDb, link: NewEmailLink): Promise<void> {
  await db
    .insertInto(links)
    .values({ new_email: null, password_hash: null, display_name: null, device_hash: null, ...link })
    .execute();
}

/**
 * Marks the link used and returns it, if it exists, has one of `purposes`, is unused and unexpired.
 * One UPDATE, so two concurrent redemptions cannot both succeed.
 */
export async function consumeEmailLink(
  db: IdentityDb,
  tokenHash: string,
  purposes: readonly LinkPurpose[],
): Promise<EmailLinkRow | undefined> {
  return db
    .updateTable(links)
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** A newer link of the same purpose replaces older ones (a second "forgot password" voids the first). */
export async function voidUnusedLinks(db: IdentityDb, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .updateTable(links)
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The open link with this hash and one of `purposes`, locked until the transaction ends: checks come
 * first (the sign-up password), and a link that fails them stays usable.
 */
export async function lockOpenEmailLink(
  db: IdentityDb,
  tokenHash: string,
  purposes: readonly LinkPurpose[],
): Promise<EmailLinkRow | undefined> {
  return db
    .selectFrom(links)
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

export async function markEmailLinkUsed(db: IdentityDb, id: string): Promise<void> {
  await db.updateTable(links).set({ used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** The account's open verification links, newest first (each carries its own sign-up's password). */
export async function openVerificationLinks(
  db: IdentityDb,
  userId: string,
  limit: number,
): Promise<EmailLinkRow[]> {
  return db
    .selectFrom(links)
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify_email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
