import { errorCodes } from '@gbc/contracts';
import {
  type EventRecord,
  eventMessages,
  marketingApi,
  summitEvent,
  webinarRecords,
} from '@gbc/contracts/marketing';
import type { MailDatabase } from '@gbc/service-kit';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { createMarketingModule } from '../src/app.js';
import type { Database } from '../src/database.js';
import { eventInformationTemplate, eventRegistrationTemplate } from '../src/events/events.mails.js';
import { unclaimedSeatMinutes } from '../src/events/events.service.js';

/** A small room, so that capacity is reached in a few requests. */
const workshop: EventRecord = {
  ...summitEvent,
  kind: 'event',
  id: 'tiny-workshop',
  title: 'Tiny Workshop',
  capacity: 2,
  highlighted: false,
};
const webinar = webinarRecords[0] as EventRecord;

// The marketing service as its kit mounts it, with a small room added to the events it serves.
const bed = useServiceTestBed<Database & MailDatabase>({
  listen: true,
  clientAddressPerRequest: true,
  freshRateLimitsPerTest: true,
  host: () => ({
    modules: [
      createMarketingModule({
        publicOrigin: 'https://gbc.example',
        consentRetention: false,
        events: [summitEvent, webinar, workshop],
      }),
    ],
    auth: { publicKey: testAuthKeys().publicKey },
  }),
});
const db = () => bed.db;

let accountNumber = 0;
/** A fresh signed-in account's Bearer header and address. */
function account(roles: ('member' | 'admin')[] = []) {
  accountNumber += 1;
  const email = `Member${accountNumber}@Example.org`;
  const token = signTestToken({ sub: `user-${accountNumber}`, email, roles });
  return { email: email.toLowerCase(), headers: { authorization: `Bearer ${token}` } };
}

const register = (eventId: string, headers: Record<string, string> = {}, name?: string) =>
  bed.post(marketingApi.events.register, { eventId, ...(name ? { name } : {}) }, headers);
const addEmail = (body: Record<string, unknown>) => bed.post(marketingApi.events.registrationEmail, body);
const moreInfo = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  bed.post(marketingApi.events.information, body, headers);

const registrationsOf = (eventId: string) =>
  db().selectFrom('marketing.event_registrations').selectAll().where('event_id', '=', eventId).execute();
const seatsOf = async (eventId: string) =>
  (
    await db()
      .selectFrom('marketing.event_seats')
      .select('taken')
      .where('event_id', '=', eventId)
      .executeTakeFirst()
  )?.taken ?? 0;
const outboxRowsTo = (email: string) =>
  db().selectFrom('mail.outbox').selectAll().where('to_address', '=', email).orderBy('created_at').execute();

async function emptyEvents() {
  await db().deleteFrom('marketing.event_registrations').execute();
  await db().deleteFrom('marketing.event_seats').execute();
  await db().deleteFrom('marketing.event_information_requests').execute();
}
beforeEach(emptyEvents);

describe('Register, signed in', () => {
  test("takes a seat for the account's address and queues the confirmation with the .ics calendar entry", async () => {
    const { email, headers } = account();
    const response = await register(summitEvent.id, headers, 'Ada Lovelace');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      registrationId: expect.any(String),
      message: 'Registration for Global BCI Summit 2026 confirmed!',
      description: eventMessages.registeredDescription,
    });
    expect(await registrationsOf(summitEvent.id)).toEqual([
      expect.objectContaining({ email, name: 'Ada Lovelace', user_id: expect.stringMatching(/^user-/) }),
    ]);
    expect(await seatsOf(summitEvent.id)).toBe(1);

    const [mail] = await outboxRowsTo(email);
    expect(mail).toMatchObject({
      template: eventRegistrationTemplate,
      subject: expect.stringContaining(summitEvent.title),
    });
    expect(mail?.text_body).toContain('March 17–19, 2026');
    expect(mail?.text_body).toContain('https://gbc.example/events');
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `${summitEvent.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const calendar = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('SUMMARY:Global BCI Summit 2026');
    // 09:00 on 17 March in Sydney (AEDT, UTC+11) is 22:00 UTC the day before.
    expect(calendar).toContain('DTSTART:20260316T220000Z');
    expect(calendar).toContain('DTEND:20260319T060000Z');
  });

  test('one seat per address: a second press answers 409 and takes no seat and sends no mail', async () => {
    const { email, headers } = account();
    expect((await register(summitEvent.id, headers)).statusCode).toBe(201);
    const again = await register(summitEvent.id, headers);

    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: errorCodes.conflict,
      message: eventMessages.alreadyRegistered(summitEvent.title),
    });
    expect(await registrationsOf(summitEvent.id)).toHaveLength(1);
    expect(await seatsOf(summitEvent.id)).toBe(1);
    expect(await outboxRowsTo(email)).toHaveLength(1);
  });

  test('two presses at once still give the address one seat', async () => {
    const { headers } = account();
    const statuses = (await Promise.all([register(webinar.id, headers), register(webinar.id, headers)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await seatsOf(webinar.id)).toBe(1);
  });

  test('a token that is not valid is a 401, never a signed-out seat', async () => {
    const response = await register(summitEvent.id, { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(await registrationsOf(summitEvent.id)).toEqual([]);
  });
});

describe('capacity', () => {
  test('the seat after the last is refused with a clear 409, and nothing of it is written', async () => {
    const first = account();
    const second = account();
    const third = account();
    expect((await register(workshop.id, first.headers)).statusCode).toBe(201);
    expect((await register(workshop.id)).statusCode).toBe(201);
    const full = await register(workshop.id, third.headers);

    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Sorry, Tiny Workshop is fully booked.');
    expect(await seatsOf(workshop.id)).toBe(2);
    expect(await registrationsOf(workshop.id)).toHaveLength(2);
    expect(await outboxRowsTo(third.email)).toEqual([]);
    expect(await outboxRowsTo(second.email)).toEqual([]);
  });

  test('concurrent presses for the last seats: exactly capacity succeed', async () => {
    const presses = Array.from({ length: 6 }, () => register(workshop.id, account().headers));
    const statuses = (await Promise.all(presses)).map((response) => response.statusCode);

    expect(statuses.filter((status) => status === 201)).toHaveLength(workshop.capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6 - workshop.capacity);
    expect(await registrationsOf(workshop.id)).toHaveLength(workshop.capacity);
    expect(await seatsOf(workshop.id)).toBe(workshop.capacity);
  });
});

describe('seats taken signed out and never claimed', () => {
  const ageUnclaimedSeats = (minutes: number) =>
    sql`update marketing.event_registrations set created_at = now() - make_interval(mins => ${minutes}) where email is null`.execute(
      db(),
    );

  test(`are given back after ${unclaimedSeatMinutes} minutes, so a flood of presses cannot hold an event full`, async () => {
    expect((await register(workshop.id)).statusCode).toBe(201);
    expect((await register(workshop.id)).statusCode).toBe(201);
    const member = account();
    expect((await register(workshop.id, member.headers)).statusCode).toBe(409);

    await ageUnclaimedSeats(unclaimedSeatMinutes + 1);
    expect((await register(workshop.id, member.headers)).statusCode).toBe(201);
    expect(await seatsOf(workshop.id)).toBe(1);
    expect(await registrationsOf(workshop.id)).toEqual([expect.objectContaining({ email: member.email })]);
  });

  test('a released seat can no longer be claimed with its token', async () => {
    const { registrationId, claimToken } = (await register(workshop.id)).json();
    await ageUnclaimedSeats(unclaimedSeatMinutes + 1);
    expect((await register(workshop.id)).statusCode).toBe(201);

    const late = await addEmail({ registrationId, claimToken, email: 'late@example.org' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(eventMessages.claimInvalid);
    expect(await seatsOf(workshop.id)).toBe(1);
  });

  test('claimed seats and younger unclaimed ones are kept', async () => {
    const { registrationId, claimToken } = (await register(workshop.id)).json();
    expect((await addEmail({ registrationId, claimToken, email: 'kept@example.org' })).statusCode).toBe(200);
    expect((await register(workshop.id)).statusCode).toBe(201);
    expect((await register(workshop.id)).statusCode).toBe(409);
    expect(await seatsOf(workshop.id)).toBe(2);
  });
});

describe('Register, signed out', () => {
  test('the press takes a seat without an address and answers the confirmation with the offer of an e-mail', async () => {
    const response = await register(summitEvent.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      registrationId: expect.any(String),
      claimToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: eventMessages.registered(summitEvent.title),
      description: eventMessages.confirmationOffer,
    });
    const [row] = await registrationsOf(summitEvent.id);
    expect(row).toMatchObject({ email: null, user_id: null });
    expect(row?.claim_token_hash).not.toBe(response.json().claimToken);
    expect(await seatsOf(summitEvent.id)).toBe(1);
  });

  test('the optional address gets the confirmation with the .ics, once', async () => {
    const { registrationId, claimToken } = (await register(webinar.id)).json();
    const sent = await addEmail({ registrationId, claimToken, email: ' Grace@Example.org ' });

    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: eventMessages.confirmationSent(webinar.title),
      description: eventMessages.spamHint,
    });
    const mails = await bed.mailsTo('grace@example.org', eventRegistrationTemplate);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments.map((file) => file.filename)).toEqual([`${webinar.id}.ics`]);
    expect(await registrationsOf(webinar.id)).toEqual([
      expect.objectContaining({ email: 'grace@example.org', claim_token_hash: null }),
    ]);

    const again = await addEmail({ registrationId, claimToken, email: 'other@example.org' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(eventMessages.claimInvalid);
    expect(await outboxRowsTo('other@example.org')).toEqual([]);
  });

  test('a wrong claim token adds nothing', async () => {
    const { registrationId } = (await register(webinar.id)).json();
    const response = await addEmail({ registrationId, claimToken: 'x'.repeat(43), email: 'eve@example.org' });
    expect(response.statusCode).toBe(400);
    expect(await outboxRowsTo('eve@example.org')).toEqual([]);
    expect((await registrationsOf(webinar.id))[0]?.email).toBeNull();
  });

  test('an address already registered gives the second seat back and says so', async () => {
    const { email, headers } = account();
    await register(webinar.id, headers);
    const { registrationId, claimToken } = (await register(webinar.id)).json();
    expect(await seatsOf(webinar.id)).toBe(2);

    const response = await addEmail({ registrationId, claimToken, email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(eventMessages.alreadyRegistered(webinar.title));
    expect(await seatsOf(webinar.id)).toBe(1);
    expect(await registrationsOf(webinar.id)).toHaveLength(1);
    expect(await outboxRowsTo(email)).toHaveLength(1);
  });

  test('two signed-out seats given one address at once: one is confirmed, the other refused, one mail', async () => {
    const first = (await register(webinar.id)).json();
    const second = (await register(webinar.id)).json();
    const statuses = (
      await Promise.all(
        [first, second].map(({ registrationId, claimToken }) =>
          addEmail({ registrationId, claimToken, email: 'twice@example.org' }),
        ),
      )
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await outboxRowsTo('twice@example.org')).toHaveLength(1);
    expect(
      (await registrationsOf(webinar.id)).filter((row) => row.email === 'twice@example.org'),
    ).toHaveLength(1);
  });

  test.each([
    ['no address', {}, { email: eventMessages.emailRequired }],
    ['a malformed address', { email: 'not-an-address' }, { email: eventMessages.emailInvalid }],
  ])('refuses %s with the field message', async (_case, body, fields) => {
    const { registrationId, claimToken } = (await register(webinar.id)).json();
    const response = await addEmail({ registrationId, claimToken, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
  });
});

describe('validation', () => {
  test('an unknown event is a 404 and takes nothing', async () => {
    const response = await register('no-such-event');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(eventMessages.unknownEvent);
    expect(await db().selectFrom('marketing.event_seats').selectAll().execute()).toEqual([]);
  });

  test('a malformed event id or name is a 400 with the field message', async () => {
    const badId = await register('Not An Id!');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ eventId: eventMessages.eventId });
    const badName = await register(summitEvent.id, account().headers, 'visit https://spam.example');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.fields).toEqual({ name: eventMessages.nameInvalid });
    expect(await registrationsOf(summitEvent.id)).toEqual([]);
  });

  test('is rate limited like every public write', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await bed.http.request({
            method: 'POST',
            url: marketingApi.events.register,
            payload: {},
            headers: { 'x-forwarded-for': '198.51.100.7' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('More Info', () => {
  test("signed in, sends the information to the account's address", async () => {
    const { email, headers } = account();
    const response = await moreInfo({ eventId: summitEvent.id, email: 'ignored@example.org' }, headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Information for Global BCI Summit 2026 sent to your email!',
      description: eventMessages.spamHint,
    });
    const [mail] = await outboxRowsTo(email);
    expect(mail?.template).toBe(eventInformationTemplate);
    expect(mail?.text_body).toContain(summitEvent.description);
    expect(mail?.text_body).toContain('Sydney, Australia and virtual');
    expect(await outboxRowsTo('ignored@example.org')).toEqual([]);
  });

  test('signed out, needs an address, and a repeat within minutes sends no second mail', async () => {
    const missing = await moreInfo({ eventId: webinar.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: eventMessages.emailRequired });

    expect((await moreInfo({ eventId: webinar.id, email: 'Lin@Example.org' })).statusCode).toBe(200);
    expect((await moreInfo({ eventId: webinar.id, email: 'lin@example.org' })).statusCode).toBe(200);
    expect(await outboxRowsTo('lin@example.org')).toHaveLength(1);
    expect(
      await db()
        .selectFrom('marketing.event_information_requests')
        .selectAll()
        .where('email', '=', 'lin@example.org')
        .execute(),
    ).toHaveLength(2);
  });

  test('an unknown event is a 404 and sends nothing', async () => {
    const response = await moreInfo({ eventId: 'no-such-event', email: 'kim@example.org' });
    expect(response.statusCode).toBe(404);
    expect(await outboxRowsTo('kim@example.org')).toEqual([]);
  });
});
