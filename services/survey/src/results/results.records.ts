import {
  type AdminSurveyResponse,
  type SurveyResponseRecordFilters,
  surveyItemKeys,
  surveyResponseRecordsKind,
  surveySections,
} from '@gbc/contracts/survey';
import { type AdminRecordReader, type CsvColumn, createAdminRecordReader } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { SurveyDatabase } from '../database.js';
import { listCompletedResponses } from './results.repository.js';

type Cell = ReturnType<CsvColumn<AdminSurveyResponse>['value']>;

const cell = (value: unknown): Cell =>
  value === undefined || value === null
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : (value as Cell);

/**
 * One column per item key, in the form's order; a key several sections share (their comments) is
 * named with its section.
 */
function itemColumns(): CsvColumn<AdminSurveyResponse>[] {
  const seen = new Map<string, number>();
  for (const section of surveySections)
    for (const key of surveyItemKeys[section]) seen.set(key, (seen.get(key) ?? 0) + 1);
  return surveySections.flatMap((section) =>
    surveyItemKeys[section].map((key) => ({
      header: (seen.get(key) ?? 0) > 1 ? `${section}.${key}` : key,
      value: (response: AdminSurveyResponse) => cell(response.answers[section]?.[key]),
    })),
  );
}

/** Completed survey responses as admin records: BCI-related personal data, every read and export audited. */
export function surveyResponseRecords(
  db: Kysely<SurveyDatabase>,
): AdminRecordReader<AdminSurveyResponse, SurveyResponseRecordFilters> {
  return createAdminRecordReader<AdminSurveyResponse, SurveyResponseRecordFilters>(
    db,
    {
      page: async (_filters, limit, after) => {
        const rows = await listCompletedResponses(db, limit, after);
        return rows.map((row) => ({
          id: row.id,
          completedAt: row.completedAt.toISOString(),
          answers: row.answers,
        }));
      },
      position: (response) => ({ at: new Date(response.completedAt), id: response.id }),
      columns: [
        { header: 'id', value: (r) => r.id },
        { header: 'completed_at', value: (r) => r.completedAt },
        ...itemColumns(),
      ],
    },
    { kind: surveyResponseRecordsKind, personalData: true },
  );
}
