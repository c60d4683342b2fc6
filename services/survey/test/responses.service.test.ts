import { errorCodes } from '@gbc/contracts';
import {
  exampleSurveyAnswers,
  requiredRatings,
  surveyApi,
  surveyMessages,
  surveySections,
} from '@gbc/contracts/survey';
import {
  createChangeListener,
  databaseUnavailableMessage,
  type MailDatabase,
  notifyChange,
  openServiceDatabases,
  pageChangesChannel,
} from '@gbc/service-kit';
import { startTcpProxy, testRoleSecret } from '@gbc/service-kit/testing';
import { type Kysely, sql } from 'kysely';
import type { SurveyDatabase } from '../src/database.js';
import { createSurveyModule } from '../src/index.js';
import { resumeLinkTemplate } from '../src/responses/responses.mails.js';
import { purgeOpenedResponses } from '../src/responses/responses.retention.js';
import { sectionTables } from '../src/responses/responses.table.js';
import { sessionHash } from '../src/responses/session-codes.js';
import { testPublicOrigin, useSurveyTestBed } from './survey-test-kit.js';

const bed = useSurveyTestBed<SurveyDatabase & MailDatabase>({ freshRateLimitsPerTest: true });

interface Started {
  responseId: string;
  sessionId: string;
}

async function start(headers: Record<string, string> = {}): Promise<Started> {
  const response = await bed.post(surveyApi.start, undefined, headers);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const responseRow = (id: string) =>
  bed.db.selectFrom('survey.responses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function sectionRows(responseId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const section of surveySections) {
    const rows = await bed.db
      .selectFrom(sectionTables[section])
      .select('response_id')
      .where('response_id', '=', responseId)
      .execute();
    counts[section] = rows.length;
  }
  return counts;
}

const allSections = (count: number) => Object.fromEntries(surveySections.map((section) => [section, count]));

describe('starting a response', () => {
  test('creates an opened response and answers its id and a resume code, storing the code only as a hash', async () => {
    const { responseId, sessionId } = await start();

    expect(sessionId).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const row = await responseRow(responseId);
    expect(row).toMatchObject({ status: 'opened', current_step: 0, draft: {}, completed_at: null });
    expect(Buffer.from(row.session_hash).equals(sessionHash(sessionId))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(sessionId);
  });

  test('at least 30 new responses a minute per address, then 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.30' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await bed.post(surveyApi.start, undefined, headers)).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
  });
});

describe('saving step by step', () => {
  test('each step’s answers are merged into the draft and the step is kept', async () => {
    const { responseId, sessionId } = await start();
    const answers = exampleSurveyAnswers(4);

    let response = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 2,
      sections: { consent: answers.consent },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().currentStep).toBe(2);
    response = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 4,
      sections: { generalAttitudes: answers.generalAttitudes },
    });
    expect(response.statusCode).toBe(200);
    // The business step saves partial answers as they come.
    response = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 8,
      sections: { businessMarket: { pricing_clarity: 2 } },
    });
    expect(response.statusCode).toBe(200);

    const row = await responseRow(responseId);
    expect(row.status).toBe('in_progress');
    expect(row.current_step).toBe(8);
    expect(row.draft).toEqual({
      consent: answers.consent,
      generalAttitudes: answers.generalAttitudes,
      businessMarket: { pricing_clarity: 2 },
    });
    expect(await sectionRows(responseId)).toEqual(allSections(0));
  });

  test('a save at step 0 with no answers leaves the response opened, not started', async () => {
    const { responseId, sessionId } = await start();
    const response = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 0,
      sections: {},
    });
    expect(response.statusCode).toBe(200);
    expect((await responseRow(responseId)).status).toBe('opened');
  });

  test('an unknown code is a 404 and changes nothing; a malformed one a 400', async () => {
    const mine = await start();
    const response = await bed.post(surveyApi.progress, {
      sessionId: 'ABCD-EFGH-JKMN-PQRS',
      currentStep: 3,
      sections: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(surveyMessages.notFound);
    expect((await responseRow(mine.responseId)).current_step).toBe(0);
    const malformed = await bed.post(surveyApi.progress, {
      sessionId: mine.responseId,
      currentStep: 3,
      sections: {},
    });
    expect(malformed.json().error.fields).toEqual({ sessionId: surveyMessages.resumeCode });
  });

  test.each([
    [
      '0',
      { generalAttitudes: { excited_about_advances: 0 } },
      'sections.generalAttitudes.excited_about_advances',
      surveyMessages.rating,
    ],
    [
      '6',
      { autonomy: { costs_disclosed_upfront: 6 } },
      'sections.autonomy.costs_disclosed_upfront',
      surveyMessages.rating,
    ],
    [
      'a string',
      { dataPractices: { aggregation_explained: '4' } },
      'sections.dataPractices.aggregation_explained',
      surveyMessages.rating,
    ],
    [
      '2.5',
      { societalImpact: { public_forums: 2.5 } },
      'sections.societalImpact.public_forums',
      surveyMessages.rating,
    ],
    [
      'an unknown item',
      { generalAttitudes: { favourite_colour: 3 } },
      'sections.generalAttitudes',
      surveyMessages.unknownItem,
    ],
    ['an unknown section', { hobbies: {} }, 'sections', surveyMessages.unknownItem],
    [
      'an unknown option',
      { demographics: { gender: 'robot' } },
      'sections.demographics.gender',
      surveyMessages.option,
    ],
    [
      'an unknown sub-sector',
      { businessMarket: { industry_subsector: 'gaming' } },
      'sections.businessMarket.industry_subsector',
      surveyMessages.option,
    ],
  ])('%s is a 400 with the field’s message and saves nothing', async (_case, sections, field, message) => {
    const { responseId, sessionId } = await start();
    const response = await bed.post(surveyApi.progress, { sessionId, currentStep: 5, sections });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.badRequest);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await responseRow(responseId)).toMatchObject({ current_step: 0, draft: {} });
  });

  test('a step outside 0-10 is a 400', async () => {
    const { sessionId } = await start();
    const response = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 11,
      sections: {},
    });
    expect(response.json().error.fields).toEqual({ currentStep: surveyMessages.step });
  });

  test('a NUL byte is a 400 and an oversize body a 413; nothing is saved', async () => {
    const { responseId, sessionId } = await start();
    const nul = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 4,
      sections: { deviceFunctionality: { additional_comments: 'fine\u0000' } },
    });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().error.fields)).toEqual([
      'sections.deviceFunctionality.additional_comments',
    ]);

    const big = await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 4,
      sections: { deviceFunctionality: { additional_comments: 'x'.repeat(100 * 1024) } },
    });
    expect(big.statusCode).toBe(413);
    expect(await responseRow(responseId)).toMatchObject({ current_step: 0, draft: {} });
  });

  // 601 writes take seconds on a busy machine, more than Jest's default allows.
  test('at least 600 saves a minute per address, then 429', async () => {
    const { sessionId } = await start();
    const headers = { 'x-forwarded-for': '203.0.113.60' };
    const body = { sessionId, currentStep: 3, sections: {} };
    // In batches the size of a room's bursts, so the pool, not the limit, is never what answers.
    const statuses: { statusCode: number }[] = [];
    for (let batch = 0; batch < 601; batch += 20) {
      const size = Math.min(20, 601 - batch);
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: size }, () => bed.post(surveyApi.progress, body, headers)),
        )),
      );
    }
    const counts = statuses.reduce<Record<number, number>>((tally, { statusCode }) => {
      tally[statusCode] = (tally[statusCode] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toEqual({ 200: 600, 429: 1 });
  }, 60_000);
});

describe('resuming by code', () => {
  test('restores the exact step and answers on another device', async () => {
    const { responseId, sessionId } = await start();
    const answers = exampleSurveyAnswers(5);
    await bed.post(surveyApi.progress, {
      sessionId,
      currentStep: 6,
      sections: { consent: answers.consent, deviceFunctionality: answers.deviceFunctionality },
    });

    // Typed by hand: lower case and spaces around are accepted.
    const response = await bed.post(surveyApi.resume, { sessionId: ` ${sessionId.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseId,
      sessionId,
      status: 'in_progress',
      currentStep: 6,
      sections: { consent: answers.consent, deviceFunctionality: answers.deviceFunctionality },
    });
  });

  test('an unknown code is a 404, a malformed one a 400', async () => {
    expect((await bed.post(surveyApi.resume, { sessionId: 'ABCD-EFGH-JKMN-PQRS' })).statusCode).toBe(404);
    const malformed = await bed.post(surveyApi.resume, { sessionId: 'hello' });
    expect(malformed.json().error.fields).toEqual({ sessionId: surveyMessages.resumeCode });
  });

  test('mails the link on request; the address is erased from the outbox once sent and never stored with the answers', async () => {
    const { responseId, sessionId } = await start();
    const response = await bed.post(surveyApi.resumeMail, { sessionId, email: 'me@example.org' });
    expect(response.statusCode).toBe(202);

    const [mail] = await bed.mailsTo('me@example.org', resumeLinkTemplate);
    expect(mail?.text_body).toContain(`${testPublicOrigin}/signal-economy-survey?resume=${sessionId}`);
    const { rows } = await sql<{ erase_after_send: boolean }>`
      select erase_after_send from mail.outbox where to_address = 'me@example.org'`.execute(bed.db);
    expect(rows).toEqual([{ erase_after_send: true }]);
    expect(JSON.stringify(await responseRow(responseId))).not.toContain('me@example.org');
  });
});

describe('submitting', () => {
  test('completes the response and writes every section in one go; the draft is emptied', async () => {
    const { responseId, sessionId } = await start();
    const answers = exampleSurveyAnswers(2);
    const response = await bed.post(surveyApi.submit, { sessionId, sections: answers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'completed', completedAt: expect.any(String) });
    expect(await responseRow(responseId)).toMatchObject({ status: 'completed', current_step: 11, draft: {} });
    expect(await sectionRows(responseId)).toEqual(allSections(1));
    const attitudes = await bed.db
      .selectFrom('survey.general_attitudes')
      .selectAll()
      .where('response_id', '=', responseId)
      .executeTakeFirstOrThrow();
    expect(attitudes).toEqual({ response_id: responseId, ...answers.generalAttitudes });
    const business = await bed.db
      .selectFrom('survey.business_market')
      .select('data')
      .where('response_id', '=', responseId)
      .executeTakeFirstOrThrow();
    expect(business.data).toEqual(answers.businessMarket);
  });

  test('the optional consent boxes left unticked (not sent, as the page leaves them) are stored as no', async () => {
    const { responseId, sessionId } = await start();
    const response = await bed.post(surveyApi.submit, {
      sessionId,
      sections: { ...exampleSurveyAnswers(), consent: { age_confirmed: true, participation_consent: true } },
    });

    expect(response.statusCode).toBe(200);
    expect(
      await bed.db
        .selectFrom('survey.consent')
        .selectAll()
        .where('response_id', '=', responseId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      response_id: responseId,
      age_confirmed: true,
      has_professional_experience: false,
      gdpr_consent: false,
      participation_consent: true,
    });
  });

  test('a double click, a retry and a second tab give one completed response', async () => {
    const { responseId, sessionId } = await start();
    const body = { sessionId, sections: exampleSurveyAnswers() };
    const answers = await Promise.all([1, 2, 3].map(() => bed.post(surveyApi.submit, body)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().completedAt)).size).toBe(1);
    expect(await sectionRows(responseId)).toEqual(allSections(1));
    // Saves after the submit are refused: the answers are final.
    const late = await bed.post(surveyApi.progress, { sessionId, currentStep: 3, sections: {} });
    expect(late.statusCode).toBe(409);
  });

  test('every required item is checked: a missing rating or consent is a 400 and nothing is written', async () => {
    const { responseId, sessionId } = await start();
    const answers = exampleSurveyAnswers();
    const [firstKey] = requiredRatings.societalImpact;
    const { [firstKey as string]: _dropped, ...withoutOne } = answers.societalImpact as Record<
      string,
      unknown
    >;
    const response = await bed.post(surveyApi.submit, {
      sessionId,
      sections: {
        ...answers,
        societalImpact: withoutOne,
        consent: { ...answers.consent, age_confirmed: false },
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      [`sections.societalImpact.${firstKey}`]: surveyMessages.rating,
      'sections.consent.age_confirmed': surveyMessages.consentRequired,
    });
    expect((await responseRow(responseId)).status).toBe('opened');
    expect(await sectionRows(responseId)).toEqual(allSections(0));
  });

  test('is atomic: a failure in the last section insert writes nothing and leaves the response in progress', async () => {
    const { responseId, sessionId } = await start();
    await bed.post(surveyApi.progress, { sessionId, currentStep: 10, sections: {} });
    await sql`
      create function survey.refuse_demographics() returns trigger language plpgsql as $$
      begin raise exception 'demographics unavailable'; end $$`.execute(bed.db);
    await sql`
      create trigger refuse_demographics before insert on survey.demographics
      for each row execute function survey.refuse_demographics()`.execute(bed.db);
    try {
      const response = await bed.post(surveyApi.submit, {
        sessionId,
        sections: exampleSurveyAnswers(),
      });
      expect(response.statusCode).toBe(500);
      expect(await responseRow(responseId)).toMatchObject({
        status: 'in_progress',
        completed_at: null,
        current_step: 10,
      });
      expect(await sectionRows(responseId)).toEqual(allSections(0));
    } finally {
      await sql`drop trigger refuse_demographics on survey.demographics`.execute(bed.db);
      await sql`drop function survey.refuse_demographics()`.execute(bed.db);
    }
    // The same submit goes through once the fault is gone.
    const retry = await bed.post(surveyApi.submit, {
      sessionId,
      sections: exampleSurveyAnswers(),
    });
    expect(retry.statusCode).toBe(200);
    expect(await sectionRows(responseId)).toEqual(allSections(1));
  });
});

describe('anonymity', () => {
  test('no address, agent or account reaches any survey table', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.77',
      'user-agent': 'AgentSmith/1.0',
      authorization: 'Bearer x',
    };
    const { sessionId } = await start(headers);
    await bed.post(surveyApi.progress, { sessionId, currentStep: 3, sections: {} }, headers);
    await bed.post(surveyApi.submit, { sessionId, sections: exampleSurveyAnswers() }, headers);

    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'survey' and table_type = 'BASE TABLE'`.execute(
      bed.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const { table_name } of rows) {
      const { rows: content } = await sql`select * from ${sql.table(`survey.${table_name}`)}`.execute(bed.db);
      const text = JSON.stringify(content);
      for (const identifying of ['198.51.100.77', 'AgentSmith', '127.0.0.1', 'Bearer']) {
        expect(text).not.toContain(identifying);
      }
    }
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'survey'`.execute(bed.db);
    for (const { column_name } of columns)
      expect(column_name).not.toMatch(/(^|_)ip($|_)|agent|user_id|account|email/);
  });
});

describe('the purge of opened responses', () => {
  test('deletes responses opened and never started after 30 days, and nothing else', async () => {
    const old = await start();
    const recent = await start();
    const started = await start();
    await bed.post(surveyApi.progress, {
      sessionId: started.sessionId,
      currentStep: 1,
      sections: {},
    });
    await bed.db
      .updateTable('survey.responses')
      .set({ created_at: sql`now() - interval '31 days'` } as never)
      .where('id', 'in', [old.responseId, started.responseId])
      .execute();
    await bed.db
      .updateTable('survey.responses')
      .set({ created_at: sql`now() - interval '29 days'` } as never)
      .where('id', '=', recent.responseId)
      .execute();

    expect(await purgeOpenedResponses(bed.db as unknown as Kysely<SurveyDatabase>)).toBe(1);
    const left = await bed.db.selectFrom('survey.responses').select('id').execute();
    expect(left.map((row) => row.id)).not.toContain(old.responseId);
    expect(left.map((row) => row.id)).toEqual(
      expect.arrayContaining([recent.responseId, started.responseId]),
    );
  });
});

describe('rendered pages', () => {
  test('survey writes announce no page change, so the gateway keeps its rendered pages', async () => {
    const listener = createChangeListener({
      connectionString: bed.connectionString,
      log: { warn: () => {}, info: () => {} },
    });
    const heard: string[] = [];
    let markerHeard: () => void = () => {};
    const marker = new Promise<void>((resolve) => {
      markerHeard = resolve;
    });
    listener.subscribe(pageChangesChannel, {
      onNotify: (payload) => {
        heard.push(payload);
        if (payload === 'end-of-test') markerHeard();
      },
      onListeningChange: () => {},
    });
    try {
      expect(await listener.whenListening(5000)).toBe(true);
      const { sessionId } = await start();
      await bed.post(surveyApi.progress, { sessionId, currentStep: 3, sections: {} });
      await bed.post(surveyApi.submit, { sessionId, sections: exampleSurveyAnswers() });
      await notifyChange(bed.db, pageChangesChannel, 'end-of-test');
      await marker;
      expect(heard).toEqual(['end-of-test']);
    } finally {
      await listener.close();
    }
  });
});

describe('while the database is cut off', () => {
  test('every survey write answers 503 with Retry-After, never 500, and works again once it is back', async () => {
    const { hostname, port } = new URL(bed.connectionString);
    const proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    const databases = openServiceDatabases({
      serverUrl: proxy.via(bed.connectionString),
      secret: testRoleSecret(),
      onIdleError: () => {},
    });
    try {
      const http = await bed.startHost({
        modules: [createSurveyModule({ publicOrigin: testPublicOrigin, openedPurge: false })],
        databases,
      });
      const { sessionId } = (await http.request({ method: 'POST', url: surveyApi.start })).json();

      proxy.cut();
      const during = [
        await http.request({ method: 'POST', url: surveyApi.start }),
        await http.request({
          method: 'POST',
          url: surveyApi.progress,
          payload: { sessionId, currentStep: 3, sections: {} },
        }),
        await http.request({ method: 'POST', url: surveyApi.resume, payload: { sessionId } }),
        await http.request({
          method: 'POST',
          url: surveyApi.submit,
          payload: { sessionId, sections: exampleSurveyAnswers() },
        }),
      ];
      for (const answer of during) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.json().error).toEqual({
          code: errorCodes.unavailable,
          message: databaseUnavailableMessage,
        });
      }

      proxy.restore();
      const back = await http.request({
        method: 'POST',
        url: surveyApi.submit,
        payload: { sessionId, sections: exampleSurveyAnswers() },
      });
      expect(back.statusCode).toBe(200);
    } finally {
      await databases.destroy();
      await proxy.close();
    }
  });
});
