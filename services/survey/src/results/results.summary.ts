import {
  abandonedAfterDays,
  ratingValues,
  requiredRatings,
  type SurveyResultsSummary,
  surveySections,
} from '@gbc/contracts/survey';
import { writeBciAccessLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { SurveyDatabase } from '../database.js';
import {
  countResponses,
  countResponsesByDay,
  ratingDistribution,
  sectionMean,
} from './results.repository.js';

/**
 * The results an admin reads over the last `days` days: counts by state, the same by day opened, each
 * required 1-5 item's distribution and each rated section's mean. Audited as a read of survey answers
 * (BCI-related).
 */
export async function surveyResultsSummary(
  db: Kysely<SurveyDatabase>,
  actorEmail: string,
  days: number,
): Promise<SurveyResultsSummary> {
  const counts = await countResponses(db, abandonedAfterDays);
  const timeline = await countResponsesByDay(db, days, abandonedAfterDays);
  const itemDistributions: SurveyResultsSummary['itemDistributions'] = [];
  const sectionMeans: SurveyResultsSummary['sectionMeans'] = [];
  for (const section of surveySections) {
    const keys = requiredRatings[section];
    if (keys.length === 0) continue;
    const chosen = new Map(
      (await ratingDistribution(db, section, keys)).map((row) => [`${row.item}:${row.value}`, row.count]),
    );
    // Every item in the form's order, every value counted, so a value nobody chose reads 0.
    for (const item of keys)
      itemDistributions.push({
        section,
        item,
        counts: ratingValues.map((value) => chosen.get(`${item}:${value}`) ?? 0),
      });
    sectionMeans.push({ section, mean: await sectionMean(db, section, keys) });
  }
  await writeBciAccessLog(db, {
    subject: 'survey_results',
    action: 'read',
    actorEmail,
    details: { ...counts, days },
  });
  return { counts, timeline, itemDistributions, sectionMeans };
}
