import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/** `marketing.vignettes`: short fiction; only `published` rows are ever public. */
export const createVignettes: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema
      .createTable('vignettes')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('excerpt', 'text', (col) => col.notNull())
      .addColumn('seo_description', 'text')
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('read_time', 'integer', (col) => col.notNull().check(sql`read_time between 1 and 120`))
      .addColumn('author', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'archived')`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // Tag filter: `tags @> array[$1]`.
    await schema.createIndex('vignettes_tags_idx').on('vignettes').using('gin').column('tags').execute();
    // Every public list: published only, newest first.
    await schema
      .createIndex('vignettes_published_created_at_idx')
      .on('vignettes')
      .column('created_at desc')
      .where(sql.ref('status'), '=', 'published')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(marketingSchema).dropTable('vignettes').execute();
  },
};
