import { adminRecordsApi } from '@gbc/contracts';
import {
  exampleSurveyAnswers,
  surveyApi,
  surveyItemKeys,
  surveyResponseRecordsKind,
} from '@gbc/contracts/survey';
import type { AuditDatabase } from '@gbc/service-kit';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { SurveyDatabase } from '../src/database.js';
import { useSurveyTestBed } from './survey-test-kit.js';

const bed = useSurveyTestBed<SurveyDatabase & AuditDatabase>({ freshRateLimitsPerTest: true });
const admin = {
  authorization: `Bearer ${signTestToken({ email: 'analyst@example.org', roles: ['admin'] })}`,
};
const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };

async function complete(seed: number): Promise<string> {
  const started = await bed.post(surveyApi.start);
  expect(started.statusCode).toBe(201);
  const { responseId, sessionId } = started.json();
  const submitted = await bed.post(surveyApi.submit, { sessionId, sections: exampleSurveyAnswers(seed) });
  expect(submitted.statusCode).toBe(200);
  return responseId;
}

describe('completed survey responses for the admin', () => {
  test('lists completed responses only, last completed first, with cursor pages; reads are audited as BCI access', async () => {
    const first = await complete(1);
    const second = await complete(2);
    expect((await bed.post(surveyApi.start)).statusCode).toBe(201);
    const page = await bed.get(
      adminRecordsApi.list('survey', surveyResponseRecordsKind, { limit: '1' }),
      admin,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        id: second,
        answers: expect.objectContaining({
          generalAttitudes: expect.objectContaining({ excited_about_advances: expect.any(Number) }),
          businessMarket: expect.any(Object),
        }),
      }),
    ]);
    const next = await bed.get(
      adminRecordsApi.list('survey', surveyResponseRecordsKind, {
        limit: '1',
        cursor: page.json().nextCursor,
      }),
      admin,
    );
    expect(next.json()).toMatchObject({ items: [{ id: first }], nextCursor: null });
    const audits = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', 'bci_records_read')
      .where('resource_type', '=', surveyResponseRecordsKind)
      .execute();
    expect(audits).toHaveLength(2);
    expect(
      (await bed.get(adminRecordsApi.list('survey', surveyResponseRecordsKind), member)).statusCode,
    ).toBe(403);
    expect((await bed.get(adminRecordsApi.export('survey', surveyResponseRecordsKind))).statusCode).toBe(401);
  });

  test('pages neither repeat nor skip responses completed in the same millisecond', async () => {
    const ids = [];
    for (let seed = 1; seed <= 5; seed += 1) ids.push(await complete(seed));
    // Microseconds apart within one millisecond, two of them at the same instant, all after the others.
    await sql`
      update survey.responses
      set completed_at = '2099-01-01T00:00:00.123Z'::timestamptz + (array[1, 500, 500, 900, 999])[position] * interval '1 microsecond'
      from unnest(${ids}::uuid[]) with ordinality as page(id, position)
      where responses.id = page.id`.execute(bed.db);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await bed.get(
        adminRecordsApi.list('survey', surveyResponseRecordsKind, {
          limit: '2',
          ...(cursor ? { cursor } : {}),
        }),
        admin,
      );
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((item: { id: string }) => item.id));
      cursor = seen.length < ids.length ? page.json().nextCursor : null;
    } while (cursor);
    // Within the millisecond the order is by id, as the cursor can tell them apart by nothing else.
    expect(seen.slice(0, ids.length)).toEqual([...ids].sort().reverse());
  });

  test('exports one CSV row per completed response with the item keys as columns, audited as a BCI export', async () => {
    const id = await complete(3);
    const response = await bed.get(adminRecordsApi.export('survey', surveyResponseRecordsKind), admin);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 3)).toEqual(['id', 'completed_at', ...surveyItemKeys.consent.slice(0, 1)]);
    expect(header).toEqual(
      expect.arrayContaining([...surveyItemKeys.generalAttitudes, 'autonomy.additional_comments']),
    );
    expect(new Set(header).size).toBe(header.length);
    const completed = await bed.db
      .selectFrom('survey.responses')
      .select('id')
      .where('status', '=', 'completed')
      .execute();
    expect(lines).toHaveLength(completed.length + 1);
    const row = lines.find((line) => line.startsWith(id))?.split(',') ?? [];
    const excited = header.indexOf('excited_about_advances');
    expect(row[excited]).toBe(String(exampleSurveyAnswers(3).generalAttitudes.excited_about_advances));
    const exports = await bed.db
      .selectFrom('audit.audit_logs')
      .select('user_email')
      .where('event_type', '=', 'bci_records_export')
      .execute();
    expect(exports).toEqual([{ user_email: 'analyst@example.org' }]);
  });
});

describe('results overview', () => {
  test('counts responses by state, abandoned after 7 days without a save, and each section mean; admins only', async () => {
    const before = (await bed.get(surveyApi.adminResults, admin)).json();
    await complete(4);
    const opened = await bed.post(surveyApi.start);
    expect(opened.statusCode).toBe(201);
    const started = (await bed.post(surveyApi.start)).json();
    const stale = (await bed.post(surveyApi.start)).json();
    for (const { responseId } of [started, stale]) {
      await bed.db
        .updateTable('survey.responses')
        .set({ status: 'in_progress', current_step: 3 })
        .where('id', '=', responseId)
        .execute();
    }
    await bed.db
      .updateTable('survey.responses')
      .set({ updated_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where('id', '=', stale.responseId)
      .execute();
    const response = await bed.get(surveyApi.adminResults, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { counts, sectionMeans } = response.json();
    expect(counts).toEqual({
      opened: before.counts.opened + 1,
      started: before.counts.started + 1,
      completed: before.counts.completed + 1,
      abandoned: before.counts.abandoned + 1,
    });
    const attitudes = sectionMeans.find((entry: { section: string }) => entry.section === 'generalAttitudes');
    const completedRows = await bed.db.selectFrom('survey.general_attitudes').selectAll().execute();
    const ratings = completedRows.flatMap((row) =>
      surveyItemKeys.generalAttitudes.map((key) => Number(row[key])),
    );
    const expected = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
    expect(attitudes.mean).toBeCloseTo(expected, 2);
    expect(sectionMeans.map((entry: { section: string }) => entry.section)).toContain('businessMarket');
    expect(sectionMeans.every((entry: { mean: number | null }) => entry.mean !== null)).toBe(true);
    const audits = await bed.db
      .selectFrom('audit.audit_logs')
      .select('user_email')
      .where('event_type', '=', 'bci_survey_results_read')
      .execute();
    expect(audits.length).toBe(2);
    expect((await bed.get(surveyApi.adminResults, member)).statusCode).toBe(403);
    expect((await bed.get(surveyApi.adminResults)).statusCode).toBe(401);
  });
});
