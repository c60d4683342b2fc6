import v8 from 'node:v8';
import vm from 'node:vm';
import { adminRecordsApi, personalDataApi, personalDataErasureEvent } from '@gbc/contracts';
import { programsApi, storyModerationMessages, storyRecordsKind } from '@gbc/contracts/programs';
import type { AuditDatabase } from '@gbc/service-kit';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { ProgramsDatabase } from '../src/database.js';
import { testInternalApiToken, useProgramsTestBed } from './programs-test-kit.js';

const bed = useProgramsTestBed<ProgramsDatabase & AuditDatabase>({ listen: true });

const admin = {
  authorization: `Bearer ${signTestToken({ email: 'moderator@example.org', roles: ['admin'] })}`,
};
const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };
const internal = { authorization: `Bearer ${testInternalApiToken}` };

const content =
  'A story about a neural interface trial that changed how I communicate with my family. '.repeat(4);

async function insertStory(
  email: string,
  consentPublish: boolean,
  title = 'A story of mine',
  createdAt?: Date,
) {
  const { id } = await bed.db
    .insertInto('programs.stories')
    .values({
      ...(createdAt ? { created_at: createdAt } : {}),
      name: 'Ada Example',
      email,
      story_type: 'personal',
      story_title: title,
      story_content: content,
      consent_publish: consentPublish,
      consent_contact: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const auditOf = (action: string) =>
  bed.db
    .selectFrom('audit.audit_logs')
    .selectAll()
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();

describe('story moderation', () => {
  test('approving a pending story with publish consent publishes it and audits the moderator', async () => {
    const id = await insertStory('consenting@example.org', true);
    const response = await bed.post(programsApi.stories.approve(id), undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().story).toMatchObject({
      id,
      status: 'published',
      reviewedBy: 'moderator@example.org',
    });
    const [audit] = (await auditOf('story.approve')).filter((row) => row.details.id === id);
    expect(audit).toMatchObject({ event_type: 'admin_action', user_email: 'moderator@example.org' });
    // Reviewed once: a second decision is refused.
    const again = await bed.post(programsApi.stories.reject(id), { reason: 'changed my mind' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(storyModerationMessages.alreadyReviewed);
  });

  test('a story without publish consent can never be published, by the route or by SQL', async () => {
    const id = await insertStory('private@example.org', false);
    const response = await bed.post(programsApi.stories.approve(id), undefined, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(storyModerationMessages.noConsent);
    const row = await bed.db
      .selectFrom('programs.stories')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    await expect(
      sql`update programs.stories set status = 'published', reviewed_at = now() where id = ${id}`.execute(
        bed.db,
      ),
    ).rejects.toThrow(/stories_published_with_consent/);
  });

  test('rejecting takes a reason, stored and audited', async () => {
    const id = await insertStory('rejected@example.org', true);
    const empty = await bed.post(programsApi.stories.reject(id), { reason: '   ' }, admin);
    expect(empty.statusCode).toBe(400);
    const response = await bed.post(
      programsApi.stories.reject(id),
      { reason: 'Off topic for the council' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().story).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Off topic for the council',
    });
    expect((await auditOf('story.reject')).some((row) => row.details.id === id)).toBe(true);
  });

  test('unknown ids are 404, malformed ids 400, members 403, anonymous callers 401', async () => {
    expect(
      (await bed.post(programsApi.stories.approve('7b0c5e0e-8f0b-4a57-9d7f-4e0e8f1c2a11'), undefined, admin))
        .statusCode,
    ).toBe(404);
    expect((await bed.post(programsApi.stories.approve('not-a-uuid'), undefined, admin)).statusCode).toBe(
      400,
    );
    const id = await insertStory('guarded@example.org', true);
    expect((await bed.post(programsApi.stories.approve(id), undefined, member)).statusCode).toBe(403);
    expect((await bed.post(programsApi.stories.approve(id))).statusCode).toBe(401);
  });
});

describe('story records', () => {
  test('lists by status with cursor paging, each read audited as BCI access', async () => {
    // A second apart: the list is newest first, and stories written in the same millisecond are ordered by id.
    const start = Date.now() - 60_000;
    for (let n = 0; n < 5; n += 1)
      await insertStory(`paging-${n}@example.org`, true, `Paging story ${n}`, new Date(start + n * 1000));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await bed.get(
        adminRecordsApi.list('programs', storyRecordsKind, {
          status: 'pending',
          search: 'Paging story',
          limit: '2',
          cursor,
        }),
        admin,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json();
      seen.push(...page.items.map((story: { storyTitle: string }) => story.storyTitle));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([4, 3, 2, 1, 0].map((n) => `Paging story ${n}`));
    const reads = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', 'bci_records_read')
      .where('resource_type', '=', storyRecordsKind)
      .execute();
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads[0]?.user_email).toBe('moderator@example.org');
  });

  test('a forged cursor, an unknown status and a page too large are 400; members 403', async () => {
    expect(
      (await bed.get(adminRecordsApi.list('programs', storyRecordsKind, { cursor: 'bm9wZQ' }), admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await bed.get(adminRecordsApi.list('programs', storyRecordsKind, { status: 'lost' }), admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await bed.get(adminRecordsApi.list('programs', storyRecordsKind, { limit: '101' }), admin)).statusCode,
    ).toBe(400);
    expect((await bed.get(adminRecordsApi.list('programs', storyRecordsKind), member)).statusCode).toBe(403);
    expect((await bed.get(adminRecordsApi.export('programs', storyRecordsKind))).statusCode).toBe(401);
  });

  test('the CSV export escapes fields and neutralises formulas', async () => {
    await insertStory('csv@example.org', true, '=HYPERLINK("x") "quoted", title');
    const response = await bed.get(
      adminRecordsApi.export('programs', storyRecordsKind, { search: 'csv@example.org' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="stories-/);
    const [header, row] = response.body.split('\r\n');
    expect(header?.startsWith('id,created_at,status,name,email')).toBe(true);
    expect(row).toContain(`"'=HYPERLINK(""x"") ""quoted"", title"`);
    expect(
      (
        await bed.db
          .selectFrom('audit.audit_logs')
          .select('id')
          .where('event_type', '=', 'bci_records_export')
          .execute()
      ).length,
    ).toBeGreaterThan(0);
  });

  // Memory is measured after full collections, so it counts what the export keeps, not garbage.
  test('streams 100,000 rows under a fixed memory ceiling', async () => {
    await sql`
      insert into programs.stories (name, email, story_type, story_title, story_content, consent_publish, consent_contact, created_at)
      select 'Bulk Writer', 'bulk' || n || '@example.org', 'research', 'Bulk story ' || n, ${content}, true, false,
             now() - make_interval(secs => n)
      from generate_series(1, 100000) as n
    `.execute(bed.db);
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    const url = new URL(
      adminRecordsApi.export('programs', storyRecordsKind, { search: 'Bulk story' }),
      bed.http.baseUrl ?? '',
    );
    const response = await fetch(url, { headers: admin });
    expect(response.status).toBe(200);
    let lines = 0;
    let bytes = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      lines += decoder.decode(chunk, { stream: true }).split('\r\n').length - 1;
      if (lines % 20_000 < 50) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(lines).toBe(100_001);
    // The file is far larger than the ceiling: a buffered export could not stay under it.
    expect(bytes).toBeGreaterThan(40 * 1024 * 1024);
    expect(peak).toBeLessThan(24 * 1024 * 1024);
  }, 120_000);
});

describe('personal data', () => {
  const subjectHash = 'a'.repeat(64);

  test('exports and erases every story of an address, whatever its case, auditing only the hash', async () => {
    await insertStory('Erase.Me@Example.org', true, 'First to erase');
    await insertStory('erase.me@example.org', false, 'Second to erase');
    const exported = await bed.post(
      personalDataApi.exportOf('programs'),
      { email: 'ERASE.me@example.org', subjectHash },
      internal,
    );
    expect(exported.statusCode).toBe(200);
    expect(
      exported
        .json()
        .records.stories.map((s: { story_title: string }) => s.story_title)
        .sort(),
    ).toEqual(['First to erase', 'Second to erase']);
    const erased = await bed.post(
      personalDataApi.eraseOf('programs'),
      { email: 'erase.me@example.org', subjectHash },
      internal,
    );
    expect(erased.json()).toEqual({ erased: { stories: 2 } });
    const again = await bed.post(
      personalDataApi.eraseOf('programs'),
      { email: 'erase.me@example.org', subjectHash },
      internal,
    );
    expect(again.json()).toEqual({ erased: { stories: 0 } });
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from programs.stories where lower(email) = 'erase.me@example.org'`.execute(
      bed.db,
    );
    expect(left.rows[0]?.n).toBe(0);
    const audits = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', personalDataErasureEvent)
      .execute();
    expect(audits.at(-1)?.details).toEqual({ subjectHash, stories: 0 });
    expect(JSON.stringify(audits)).not.toMatch(/erase\.me/i);
  });

  test('refuses callers without the internal token, and bad bodies', async () => {
    expect(
      (await bed.post(personalDataApi.exportOf('programs'), { email: 'x@example.org', subjectHash }))
        .statusCode,
    ).toBe(401);
    expect(
      (await bed.post(personalDataApi.eraseOf('programs'), { email: 'x@example.org', subjectHash }, admin))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await bed.post(
          personalDataApi.eraseOf('programs'),
          { email: 'x\u0000@example.org', subjectHash },
          internal,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await bed.post(
          personalDataApi.eraseOf('programs'),
          { email: 'x@example.org', subjectHash: 'nope' },
          internal,
        )
      ).statusCode,
    ).toBe(400);
  });
});
