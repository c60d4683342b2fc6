import type { Kysely, Transaction } from 'kysely';
import type { AccessRequestTables } from './access-requests/access-requests.table.js';

export const productsSchema = 'products';

/** Tables of the `products` schema, named schema-qualified as Kysely recommends for non-public schemas. */
export interface ProductsDatabase extends AccessRequestTables {}

/** What repositories take first: the pool, or the caller's transaction. */
export type ProductsDb = Kysely<ProductsDatabase> | Transaction<ProductsDatabase>;
