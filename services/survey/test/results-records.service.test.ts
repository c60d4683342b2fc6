import { adminRecordsApi } from '@gbc/contracts';
import {
  exampleSurveyAnswers,
  surveyApi,
  surveyItemKeys,
  surveyResponseRecordsKind,
} from '@gbc/contracts/survey';
import type { AuditDatabase } from '@gbc/service-kit';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import type { SurveyDatabase } from '../src/database.js';
import { createSurveyModule } from '../src/index.js';
import { testPublicOrigin } from './survey-test-kit.js';

const bed = useServiceTestBed<SurveyDatabase & AuditDatabase>({
  host: () => ({
    modules: [createSurveyModule({ publicOrigin: testPublicOrigin, openedPurge: false })],
    auth: { publicKey: testAuthKeys().publicKey },
  }),
  clientAddressPerRequest: true,
  freshRateLimitsPerTest: true,
});
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
