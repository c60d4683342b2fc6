import { estimateReadTime } from '@gbc/contracts';
import { vignetteWriteSchema } from '@gbc/contracts/marketing';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.js';
import { findTakenSlugs } from './vignettes.repository.js';
import { vignetteSeeds } from './vignettes.seed-data.js';
import { createVignette } from './vignettes.service.js';

/**
 * Publishes the seed vignettes whose slugs are still free, in one transaction and through the same
 * sanitising, audited write path as the admin API. Running it again changes nothing; concurrent
 * starts (several service processes) queue on an advisory lock. Returns how many were inserted.
 */
export async function seedVignettes(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('marketing.seed-vignettes'))`.execute(trx);
    const taken = await findTakenSlugs(
      trx,
      vignetteSeeds.map((seed) => seed.slug),
    );
    let inserted = 0;
    for (const { createdAt, ...seed } of vignetteSeeds) {
      if (taken.has(seed.slug)) continue;
      const write = vignetteWriteSchema.parse({
        ...seed,
        readTime: estimateReadTime(seed.content),
        status: 'published',
      });
      await createVignette(trx, write, { email: null, source: 'seed' }, new Date(createdAt));
      inserted += 1;
    }
    return inserted;
  });
}
