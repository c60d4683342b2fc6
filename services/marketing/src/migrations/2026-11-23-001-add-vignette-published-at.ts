import { type Kysely, type Migration, sql } from 'kysely';
import { marketingSchema } from '../database.js';

/**
 * `published_at` orders public lists and their cursors. Published rows take their creation time
 * (the seeds' publication dates); the index serves `(published_at, id) < cursor` newest first.
 */
export const addVignettePublishedAt: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema.alterTable('vignettes').addColumn('published_at', sql`timestamptz(3)`).execute();
    await sql`update ${sql.table(`${marketingSchema}.vignettes`)} set published_at = created_at where status = 'published'`.execute(
      db,
    );
    await schema
      .createIndex('vignettes_published_order_idx')
      .on('vignettes')
      .columns(['published_at desc', 'id desc'])
      .where(sql.ref('status'), '=', 'published')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(marketingSchema);
    await schema.dropIndex('vignettes_published_order_idx').execute();
    await schema.alterTable('vignettes').dropColumn('published_at').execute();
  },
};
