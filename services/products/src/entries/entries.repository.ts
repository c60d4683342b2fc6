import type { ProductsDb } from '../database.js';

/** Every entry, newest first. */
export function listEntries(db: ProductsDb) {
  return db.selectFrom('products.entries').select(['id', 'title']).orderBy('created_at', 'desc').execute();
}

export async function insertEntry(db: ProductsDb, title: string): Promise<void> {
  await db.insertInto('products.entries').values({ title }).execute();
}
