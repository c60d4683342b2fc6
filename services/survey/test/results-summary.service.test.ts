import {
  abandonedAfterDays,
  exampleSurveyAnswers,
  requiredRatings,
  type SurveyResultsSummary,
  surveyApi,
  surveyResultsDays,
} from '@gbc/contracts/survey';
import type { AuditDatabase } from '@gbc/service-kit';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { SurveyDatabase } from '../src/database.js';
import { useSurveyTestBed } from './survey-test-kit.js';

// A database of its own, so every figure below is exact.
const bed = useSurveyTestBed<SurveyDatabase & AuditDatabase>({ freshRateLimitsPerTest: true });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const admin = bearer(signTestToken({ email: 'analyst@example.org', roles: ['admin'] }));
const day = 24 * 3600 * 1000;
const utcDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

async function open(): Promise<string> {
  const started = await bed.post(surveyApi.start);
  expect(started.statusCode).toBe(201);
  return started.json().responseId;
}

async function complete(rating: number): Promise<string> {
  const started = await bed.post(surveyApi.start);
  const { responseId, sessionId } = started.json();
  const submitted = await bed.post(surveyApi.submit, { sessionId, sections: exampleSurveyAnswers(rating) });
  expect(submitted.statusCode).toBe(200);
  return responseId;
}

/** Moves a response's opening back in time and, with `lastSaveAgo`, makes it in progress saved then. */
async function age(id: string, openedAgo: number, lastSaveAgo?: number) {
  // Raw SQL: `created_at` is not writable through the table's types, since the service never changes it.
  await sql`
    update survey.responses set
      created_at = ${new Date(Date.now() - openedAgo)},
      status = case when ${lastSaveAgo ?? null}::int is null then status else 'in_progress' end,
      current_step = case when ${lastSaveAgo ?? null}::int is null then current_step else 4 end,
      updated_at = coalesce(now() - make_interval(secs => ${lastSaveAgo === undefined ? null : lastSaveAgo / 1000}::float8), updated_at)
    where id = ${id}`.execute(bed.db);
}

async function results(query = ''): Promise<SurveyResultsSummary> {
  const response = await bed.get(`${surveyApi.adminResults}${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('survey results over time and per item', () => {
  test('counts each state by the UTC day responses were opened, one entry per day of the window', async () => {
    await open();
    await age(await open(), 2 * day);
    await age(await open(), 2 * day, 2 * day);
    await age(await open(), 3 * day, (abandonedAfterDays + 1) * day);
    await age(await complete(4), 3 * day);
    // Outside a 14-day window: counted in the totals, not in the series.
    await age(await complete(5), 20 * day);

    const { counts, timeline } = await results('?days=14');
    expect(counts).toEqual({ opened: 2, started: 1, completed: 2, abandoned: 1 });
    expect(timeline).toHaveLength(14);
    expect(timeline[0]?.day).toBe(utcDay(13 * day));
    expect(timeline.at(-1)).toEqual({ day: utcDay(0), opened: 1, started: 0, completed: 0, abandoned: 0 });
    expect(timeline.find((entry) => entry.day === utcDay(2 * day))).toEqual({
      day: utcDay(2 * day),
      opened: 1,
      started: 1,
      completed: 0,
      abandoned: 0,
    });
    expect(timeline.find((entry) => entry.day === utcDay(3 * day))).toEqual({
      day: utcDay(3 * day),
      opened: 0,
      started: 0,
      completed: 1,
      abandoned: 1,
    });
    const summed = timeline.reduce((sum, entry) => sum + entry.opened + entry.completed, 0);
    expect(summed).toBe(3);

    const wide = await results('?days=30');
    expect(wide.timeline).toHaveLength(30);
    expect(wide.timeline.reduce((sum, entry) => sum + entry.completed, 0)).toBe(2);
    expect((await results()).timeline).toHaveLength(surveyResultsDays.default);
  });

  test('counts every value of every required 1-5 item over completed responses, in the form order', async () => {
    const before = await results();
    await complete(1);
    await complete(1);
    await complete(4);
    // Answers saved by a response not completed stay out of the figures.
    const { sessionId } = (await bed.post(surveyApi.start)).json();
    const saved = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 4,
      sections: { generalAttitudes: exampleSurveyAnswers(2).generalAttitudes },
    });
    expect(saved.statusCode).toBe(200);

    const { itemDistributions, sectionMeans } = await results();
    const rated = Object.entries(requiredRatings).filter(([, keys]) => keys.length > 0);
    expect(itemDistributions.map(({ section, item }) => `${section}.${item}`)).toEqual(
      rated.flatMap(([section, keys]) => keys.map((key) => `${section}.${key}`)),
    );
    const added = (section: string, item: string) => {
      const now = itemDistributions.find((entry) => entry.section === section && entry.item === item);
      const then = before.itemDistributions.find((entry) => entry.section === section && entry.item === item);
      return now?.counts.map((count, index) => count - (then?.counts[index] ?? 0));
    };
    expect(added('generalAttitudes', 'excited_about_advances')).toEqual([2, 0, 0, 1, 0]);
    expect(added('businessMarket', 'pricing_clarity')).toEqual([2, 0, 0, 1, 0]);
    expect(added('finalFeedback', 'responsible_innovation_important')).toEqual([2, 0, 0, 1, 0]);
    for (const entry of itemDistributions)
      expect(entry.counts.reduce((sum, count) => sum + count, 0)).toBe(before.counts.completed + 3);
    const attitudes = sectionMeans.find((entry) => entry.section === 'generalAttitudes');
    const completed =
      itemDistributions.find((entry) => entry.item === 'excited_about_advances')?.counts ?? [];
    const total = completed.reduce((sum, count) => sum + count, 0);
    const mean = completed.reduce((sum, count, index) => sum + count * (index + 1), 0) / total;
    expect(attitudes?.mean).toBeCloseTo(mean, 2);
  });

  test('is audited as a read of BCI-related data and refuses anyone but an admin with a second factor', async () => {
    const audited = () =>
      bed.db
        .selectFrom('audit.audit_logs')
        .select(['user_email', 'details'])
        .where('event_type', '=', 'bci_survey_results_read')
        .execute();
    const already = (await audited()).length;
    await results('?days=90');
    const audits = await audited();
    expect(audits).toHaveLength(already + 1);
    expect(audits.at(-1)).toMatchObject({ user_email: 'analyst@example.org', details: { days: 90 } });

    expect((await bed.get(surveyApi.adminResults)).statusCode).toBe(401);
    expect(
      (await bed.get(surveyApi.adminResults, bearer(signTestToken({ roles: ['member'] })))).statusCode,
    ).toBe(403);
    const withoutSecondFactor = bearer(signTestToken({ roles: ['admin'], aal: 'aal1' }));
    expect((await bed.get(surveyApi.adminResults, withoutSecondFactor)).statusCode).toBe(403);
    expect((await audited()).length).toBe(already + 1);
  });

  test('refuses a window outside 1 to the maximum of days', async () => {
    for (const days of ['0', String(surveyResultsDays.max + 1), '1e1', 'x']) {
      const response = await bed.get(`${surveyApi.adminResults}?days=${days}`, admin);
      expect(response.statusCode).toBe(400);
    }
    expect((await results(`?days=${surveyResultsDays.max}`)).timeline).toHaveLength(surveyResultsDays.max);
  });
});
