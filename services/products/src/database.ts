import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export const productsSchema = 'products';

export interface EntriesTable {
  id: Generated<string>;
  title: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `products` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface ProductsDatabase {
  'products.entries': EntriesTable;
}

/** What repositories take first: the pool, or the caller's transaction. */
export type ProductsDb = Kysely<ProductsDatabase> | Transaction<ProductsDatabase>;
