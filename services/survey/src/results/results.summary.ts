import {
  abandonedAfterDays,
  requiredRatings,
  type SurveyResultsSummary,
  surveySections,
} from '@gbc/contracts/survey';
import { writeBciAccessLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { SurveyDatabase } from '../database.js';
import { countResponses, sectionMean } from './results.repository.js';

/** The results overview an admin reads; audited as a read of survey answers (BCI-related). */
export async function surveyResultsSummary(
  db: Kysely<SurveyDatabase>,
  actorEmail: string,
): Promise<SurveyResultsSummary> {
  const counts = await countResponses(db, abandonedAfterDays);
  const sectionMeans = [];
  for (const section of surveySections) {
    if (requiredRatings[section].length === 0) continue;
    sectionMeans.push({ section, mean: await sectionMean(db, section, requiredRatings[section]) });
  }
  await writeBciAccessLog(db, { subject: 'survey_results', action: 'read', actorEmail, details: counts });
  return { counts, sectionMeans };
}
