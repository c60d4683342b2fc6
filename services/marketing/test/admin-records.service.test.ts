import { adminRecordsApi, personalDataApi } from '@gbc/contracts';
import { marketingApi, marketingRecordKinds } from '@gbc/contracts/marketing';
import type { AuditDatabase, MailDatabase } from '@gbc/service-kit';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { Database } from '../src/database.js';
import { adminHeaders, testInternalApiToken, useMarketingTestBed } from './marketing-test-kit.js';

const bed = useMarketingTestBed<Database & MailDatabase & AuditDatabase>({ clientAddressPerRequest: true });
const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };
const internal = { authorization: `Bearer ${testInternalApiToken}` };
const subjectHash = 'b'.repeat(64);

const sendContact = (email: string, name = 'Ada Lovelace') =>
  bed.post(marketingApi.contact.send, { name, email, message: `A question from ${name}.` });

const draft = (slug: string, status: 'draft' | 'published' = 'draft') => ({
  title: `Title of ${slug}`,
  slug,
  excerpt: 'An excerpt long enough for the vignette list.',
  content: '<p>Body <script>alert(1)</script><strong>kept</strong></p>',
  tags: ['test'],
  readTime: 3,
  author: 'An Editor',
  status,
});

describe('contact messages', () => {
  test('lists with filters and cursor pages, audits each read as BCI access; members are refused', async () => {
    for (const name of ['Lead One', 'Lead Two', 'Lead Three']) {
      expect(
        (await sendContact(`${name.replace(' ', '.').toLowerCase()}@leads.example`, name)).statusCode,
      ).toBe(202);
    }
    const first = await bed.get(
      adminRecordsApi.list('marketing', marketingRecordKinds.contactMessages, {
        search: 'leads.example',
        limit: '2',
      }),
      adminHeaders,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((m: { name: string }) => m.name)).toEqual(['Lead Three', 'Lead Two']);
    const second = await bed.get(
      adminRecordsApi.list('marketing', marketingRecordKinds.contactMessages, {
        search: 'leads.example',
        limit: '2',
        cursor: first.json().nextCursor,
      }),
      adminHeaders,
    );
    expect(second.json()).toMatchObject({ items: [{ name: 'Lead One' }], nextCursor: null });
    const audits = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', 'bci_records_read')
      .where('resource_type', '=', marketingRecordKinds.contactMessages)
      .execute();
    expect(audits).toHaveLength(2);
    expect(audits[0]?.user_email).toBe('editor@example.org');
    expect(
      (await bed.get(adminRecordsApi.list('marketing', marketingRecordKinds.contactMessages), member))
        .statusCode,
    ).toBe(403);
    expect(
      (await bed.get(adminRecordsApi.export('marketing', marketingRecordKinds.contactMessages))).statusCode,
    ).toBe(401);
  });

  test('exports the filtered messages as CSV', async () => {
    expect((await sendContact('csv.lead@leads.example', 'Csv Lead')).statusCode).toBe(202);
    const response = await bed.get(
      adminRecordsApi.export('marketing', marketingRecordKinds.contactMessages, { search: 'csv.lead' }),
      adminHeaders,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,organization,interest,subject,message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Csv Lead,csv.lead@leads.example,,general,,A question from Csv Lead.');
  });
});

describe('vignettes for the editor', () => {
  test('lists every status, filters by status, and previews a draft the public cannot see', async () => {
    expect(
      (await bed.post(marketingApi.vignettes.list, draft('admin-list-draft'), adminHeaders)).statusCode,
    ).toBe(201);
    const drafts = await bed.get(
      adminRecordsApi.list('marketing', marketingRecordKinds.vignettes, {
        status: 'draft',
        search: 'admin-list',
      }),
      adminHeaders,
    );
    expect(drafts.json().items).toEqual([
      expect.objectContaining({ slug: 'admin-list-draft', status: 'draft' }),
    ]);
    expect((await bed.get(marketingApi.vignettes.bySlug('admin-list-draft'))).statusCode).toBe(404);
    const preview = await bed.get(marketingApi.vignettes.adminBySlug('admin-list-draft'), adminHeaders);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    // Sanitised on the server whatever the editor sent.
    expect(preview.json().vignette).toMatchObject({
      status: 'draft',
      content: '<p>Body <strong>kept</strong></p>',
    });
    expect((await bed.get(marketingApi.vignettes.adminBySlug('admin-list-draft'), member)).statusCode).toBe(
      403,
    );
    expect(
      (await bed.get(marketingApi.vignettes.adminBySlug('no-such-vignette'), adminHeaders)).statusCode,
    ).toBe(404);
  });
});

describe('what the editor sends', () => {
  const hostile = [
    '<p><strong>Bold</strong> and <a href="https://example.org/listening">a link</a></p>',
    '<p><img src="/x.png" alt="x" onerror="steal()"></p>',
    '<p><a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(2)">again</a></p>',
    '<script>alert(3)</script><p onclick="steal()">end</p>',
  ].join('');
  const clean = [
    '<p><strong>Bold</strong> and <a href="https://example.org/listening">a link</a></p>',
    '<p><img src="/x.png" alt="x"></p>',
    '<p><a>click</a> <a>again</a></p>',
    '<p>end</p>',
  ].join('');
  const listed = async () =>
    (await bed.get(`${marketingApi.vignettes.list}?fields=compact`))
      .json()
      .items.map((item: { slug: string }) => item.slug);

  test('is stored sanitised on create and on update, whatever the editor sent', async () => {
    const slug = 'editor-sent-this';
    expect(
      (await bed.post(marketingApi.vignettes.list, { ...draft(slug), content: hostile }, adminHeaders))
        .statusCode,
    ).toBe(201);
    const created = await bed.get(marketingApi.vignettes.adminBySlug(slug), adminHeaders);
    expect(created.json().vignette.content).toBe(clean);

    const again = `<p>Edited</p>${hostile}`;
    const updated = await bed.put(
      marketingApi.vignettes.bySlug(slug),
      { ...draft(slug), content: again },
      adminHeaders,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().vignette.content).toBe(`<p>Edited</p>${clean}`);
    const stored = await bed.db
      .selectFrom('marketing.vignettes')
      .select('content')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(`<p>Edited</p>${clean}`);
  });

  test('publishing a draft empties the read cache: the public list read before shows it after', async () => {
    const slug = 'published-from-the-editor';
    expect((await bed.post(marketingApi.vignettes.list, draft(slug), adminHeaders)).statusCode).toBe(201);
    expect(await listed()).not.toContain(slug);
    expect((await bed.get(marketingApi.vignettes.bySlug(slug))).statusCode).toBe(404);

    const publish = await bed.put(
      marketingApi.vignettes.bySlug(slug),
      draft(slug, 'published'),
      adminHeaders,
    );
    expect(publish.statusCode).toBe(200);
    expect((await listed())[0]).toBe(slug);
    const page = await bed.get(marketingApi.vignettes.bySlug(slug));
    expect(page.statusCode).toBe(200);
    expect(page.json().vignette.content).toBe('<p>Body <strong>kept</strong></p>');
  });
});

describe('personal data', () => {
  test('exports and erases an address everywhere marketing keeps it, giving event seats back', async () => {
    await sendContact('Gone@Erase.example', 'Gone Person');
    await bed.db.insertInto('marketing.event_seats').values({ event_id: 'erase-event', taken: 1 }).execute();
    await bed.db
      .insertInto('marketing.event_registrations')
      .values({
        event_id: 'erase-event',
        email: 'gone@erase.example',
        name: 'Gone Person',
        user_id: null,
        claim_token_hash: null,
      })
      .execute();
    const exported = await bed.post(
      personalDataApi.exportOf('marketing'),
      { email: 'gone@erase.example', subjectHash },
      internal,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.json().records.contactMessages).toHaveLength(1);
    expect(exported.json().records.eventRegistrations).toHaveLength(1);

    const erased = await bed.post(
      personalDataApi.eraseOf('marketing'),
      { email: 'GONE@erase.example', subjectHash },
      internal,
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({ contactMessages: 1, eventRegistrations: 1 });
    const seats = await bed.db
      .selectFrom('marketing.event_seats')
      .select('taken')
      .where('event_id', '=', 'erase-event')
      .executeTakeFirst();
    expect(seats?.taken).toBe(0);
    const left = await sql<{ n: number }>`
      select (select count(*) from marketing.contact_messages where lower(email) = 'gone@erase.example')
           + (select count(*) from marketing.event_registrations where lower(email) = 'gone@erase.example') as n
    `.execute(bed.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    expect(
      (await bed.post(personalDataApi.eraseOf('marketing'), { email: 'gone@erase.example', subjectHash }))
        .statusCode,
    ).toBe(401);
  });
});
