import type { IdentityDb } from '../database.js';

/** Records kept per address (lower case), whether or not it has an account. */
export async function findAddressRecords(db: IdentityDb, address: string) {
  return {
    signInAttempts: await db
      .selectFrom('identity.sign_in_attempts')
      .selectAll()
      .where('email', '=', address)
      .execute(),
    mailBudgets: await db
      .selectFrom('identity.mail_budgets')
      .selectAll()
      .where('email', '=', address)
      .execute(),
    pendingEmailChanges: await db
      .selectFrom('identity.email_links')
      .select(['id', 'purpose', 'new_email', 'created_at', 'expires_at'])
      .where('new_email', '=', address)
      .execute(),
  };
}

export async function deleteAddressRecords(db: IdentityDb, address: string): Promise<Record<string, number>> {
  const attempts = await db
    .deleteFrom('identity.sign_in_attempts')
    .where('email', '=', address)
    .executeTakeFirst();
  const budgets = await db
    .deleteFrom('identity.mail_budgets')
    .where('email', '=', address)
    .executeTakeFirst();
  const links = await db
    .deleteFrom('identity.email_links')
    .where('new_email', '=', address)
    .executeTakeFirst();
  return {
    signInAttempts: Number(attempts.numDeletedRows),
    mailBudgets: Number(budgets.numDeletedRows),
    pendingEmailChanges: Number(links.numDeletedRows),
  };
}
