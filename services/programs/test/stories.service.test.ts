import { errorCodes } from '@gbc/contracts';
import { programsApi, storyMessages } from '@gbc/contracts/programs';
import { createChangeListener, type MailDatabase, notifyChange, pageChangesChannel } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { ProgramsDatabase } from '../src/database.js';
import { storyReceivedTemplate } from '../src/stories/stories.mails.js';
import { useProgramsTestBed } from './programs-test-kit.js';

const bed = useProgramsTestBed<ProgramsDatabase & MailDatabase>({ freshRateLimitsPerTest: true });

const storyContent =
  `${'I took part in a trial of a speech neuroprosthesis after my stroke. '.repeat(4)}`.trim();

const validStory = (email: string) => ({
  name: 'Ada Example',
  email,
  storyType: 'personal',
  storyTitle: 'Finding my words again',
  storyContent,
  consentPublish: true,
  consentContact: false,
});

const storiesOf = (email: string) =>
  bed.db.selectFrom('programs.stories').selectAll().where('email', '=', email).execute();
const countStories = async () =>
  Number(
    (
      await bed.db
        .selectFrom('programs.stories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('POST stories', () => {
  test('stores the story as pending with both consents and acknowledges it by mail', async () => {
    const response = await bed.post(programsApi.stories.submit, {
      ...validStory('ada@example.org'),
      name: '  Ada Example ',
      consentContact: true,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'pending' });
    const [story] = await storiesOf('ada@example.org');
    expect(story).toMatchObject({
      name: 'Ada Example',
      story_type: 'personal',
      story_title: 'Finding my words again',
      story_content: storyContent,
      consent_publish: true,
      consent_contact: true,
      status: 'pending',
    });
  });

  // An emoji is two UTF-16 units but one character to the schema and to the table's checks alike.
  test('the schema and the table count characters alike: emoji at the limits are stored, never a 500', async () => {
    const atMinimum = await bed.post(programsApi.stories.submit, {
      ...validStory('emoji-min@example.org'),
      name: '🧠🧠',
      storyTitle: '🧠'.repeat(5),
      storyContent: '🧠'.repeat(200),
    });
    expect(atMinimum.statusCode).toBe(201);
    const atMaximum = await bed.post(programsApi.stories.submit, {
      ...validStory('emoji-max@example.org'),
      storyTitle: '🧠'.repeat(100),
      storyContent: '🧠'.repeat(2000),
    });
    expect(atMaximum.statusCode).toBe(201);
    expect((await storiesOf('emoji-max@example.org'))[0]?.story_content).toBe('🧠'.repeat(2000));
    const belowMinimum = await bed.post(programsApi.stories.submit, {
      ...validStory('emoji-short@example.org'),
      storyContent: '🧠'.repeat(199),
    });
    expect(belowMinimum.json().error.fields).toEqual({ storyContent: storyMessages.contentTooShort });
  });

  test('the acknowledgement is fixed text: none of the sender’s words or links', async () => {
    const story = {
      ...validStory('links@example.org'),
      name: 'Mallory Sender',
      storyTitle: 'Claim your prize today',
      storyContent: `Visit https://phish.example/win now. ${storyContent}`,
    };
    expect((await bed.post(programsApi.stories.submit, story)).statusCode).toBe(201);

    const mails = await bed.mailsTo('links@example.org', storyReceivedTemplate);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const typed of ['Mallory', 'prize', 'phish.example', 'speech neuroprosthesis']) {
      expect(mail?.text_body).not.toContain(typed);
      expect(mail?.subject).not.toContain(typed);
    }
    expect(mail?.text_body).not.toMatch(/https?:\/\//);
  });

  test.each([
    ['name', { name: 'A' }, storyMessages.nameRequired],
    ['email', { email: 'not-an-address' }, storyMessages.emailInvalid],
    ['storyType', { storyType: '' }, storyMessages.storyType],
    ['storyType', { storyType: 'gossip' }, storyMessages.storyType],
    ['storyTitle', { storyTitle: 'Hey' }, storyMessages.titleTooShort],
    ['storyTitle', { storyTitle: 'T'.repeat(101) }, storyMessages.titleTooLong],
    ['storyContent', { storyContent: 'Too short.' }, storyMessages.contentTooShort],
    ['storyContent', { storyContent: 'S'.repeat(2001) }, storyMessages.contentTooLong],
  ])(
    'an invalid %s is a 400 with the spec’s message and stores nothing',
    async (field, override, message) => {
      const before = await countStories();
      const response = await bed.post(programsApi.stories.submit, {
        ...validStory('invalid@example.org'),
        ...override,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(errorCodes.badRequest);
      expect(response.json().error.fields).toEqual({ [field]: message });
      expect(await countStories()).toBe(before);
      expect(await bed.mailsTo('invalid@example.org')).toEqual([]);
    },
  );

  test('consents must be booleans, as the form sends them', async () => {
    const response = await bed.post(programsApi.stories.submit, {
      ...validStory('consent@example.org'),
      consentPublish: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['consentPublish']);
  });

  test.each([
    ['name', { name: 'Ada\u0000' }],
    ['storyTitle', { storyTitle: 'Finding\u0000 my words' }],
    ['storyContent', { storyContent: `${storyContent}\u0000` }],
  ])('a NUL byte in %s is a 400 on that field and stores nothing', async (field, override) => {
    const before = await countStories();
    const response = await bed.post(programsApi.stories.submit, {
      ...validStory('nul@example.org'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await countStories()).toBe(before);
  });

  test('an oversize body is a 413 and stores nothing', async () => {
    const before = await countStories();
    const response = await bed.post(programsApi.stories.submit, {
      ...validStory('big@example.org'),
      storyContent: 'x'.repeat(64 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(await countStories()).toBe(before);
  });

  test('is rate limited like every public write', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await bed.post(programsApi.stories.submit, {}, headers)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  test('the story and its mail commit together: a failing mail leaves no story', async () => {
    await sql`
      create function mail.refuse_story_test_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail outbox unavailable'; end $$
    `.execute(bed.db);
    await sql`
      create trigger refuse_story_test_mail before insert on mail.outbox for each row
      when (new.to_address = 'outbox-down@example.org') execute function mail.refuse_story_test_mail()
    `.execute(bed.db);
    try {
      const response = await bed.post(programsApi.stories.submit, validStory('outbox-down@example.org'));
      expect(response.statusCode).toBe(500);
      expect(await storiesOf('outbox-down@example.org')).toEqual([]);
    } finally {
      await sql`drop trigger refuse_story_test_mail on mail.outbox`.execute(bed.db);
      await sql`drop function mail.refuse_story_test_mail()`.execute(bed.db);
    }
  });
});

describe('the publish-consent constraint', () => {
  test('a story without publish consent can never be published', async () => {
    const email = 'private@example.org';
    await bed.post(programsApi.stories.submit, { ...validStory(email), consentPublish: false });

    await expect(
      bed.db
        .updateTable('programs.stories')
        .set({ status: 'published' })
        .where('email', '=', email)
        .execute(),
    ).rejects.toThrow(/stories_published_with_consent/);
    expect((await storiesOf(email))[0]?.status).toBe('pending');
  });

  test('a story with publish consent can be published', async () => {
    const email = 'public@example.org';
    await bed.post(programsApi.stories.submit, validStory(email));

    // A review records when it happened (the table's stories_review_recorded check).
    await bed.db
      .updateTable('programs.stories')
      .set({ status: 'published', reviewed_at: new Date() })
      .where('email', '=', email)
      .execute();
    expect((await storiesOf(email))[0]?.status).toBe('published');
  });
});

describe('rendered pages', () => {
  test('a story submission announces no page change, so the gateway keeps its rendered pages', async () => {
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
      expect((await bed.post(programsApi.stories.submit, validStory('cache@example.org'))).statusCode).toBe(
        201,
      );
      // Notifications arrive in commit order: once this one is heard, the story's would have been.
      await notifyChange(bed.db, pageChangesChannel, 'end-of-test');
      await marker;
      expect(heard).toEqual(['end-of-test']);
    } finally {
      await listener.close();
    }
  });
});
