import { errorCodes } from '@gbc/contracts';
import { demoMessages, ratpakApi } from '@gbc/contracts/ratpak';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { demoConfirmationTemplate, demoSalesNotificationTemplate } from '../src/demo/demo.mails.js';
import { unclaimedBookingMinutes } from '../src/demo/demo.service.js';
import { testSalesInbox, useRatpakTestBed } from './ratpak-test-kit.js';

// Wednesday 2 December 2026, 11:00 in Sydney (AEDT, UTC+11): the next business days are Thu 3 Dec,
// Fri 4 Dec, then Mon 7 Dec.
const now = new Date('2026-12-02T00:00:00Z');
const bed = useRatpakTestBed({ now: () => now });

let accountNumber = 0;
function account() {
  accountNumber += 1;
  const email = `Buyer${accountNumber}@Example.org`;
  const token = signTestToken({ sub: `user-${accountNumber}`, email, roles: [] });
  return { email: email.toLowerCase(), headers: { authorization: `Bearer ${token}` } };
}

const slots = async () =>
  (await bed.get(ratpakApi.demo.slots)).json().slots as {
    time: string;
    label: string;
    date: string;
    available: boolean;
  }[];
const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  bed.post(ratpakApi.demo.book, body, headers);
const bookings = () => bed.db.selectFrom('ratpak.demo_bookings').selectAll().execute();

beforeEach(async () => {
  await bed.db.deleteFrom('ratpak.demo_bookings').execute();
});

describe('GET demo slots', () => {
  test('lists the six times once each, on the next business day (never today), 12:00 PM unavailable', async () => {
    const response = await bed.get(ratpakApi.demo.slots);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      timeZone: 'Australia/Sydney',
      slots: [
        { time: '09:00', date: '2026-12-03', label: '9:00 AM, Thu 3 Dec', available: true },
        { time: '10:30', date: '2026-12-03', label: '10:30 AM, Thu 3 Dec', available: true },
        { time: '12:00', date: '2026-12-03', label: '12:00 PM, Thu 3 Dec', available: false },
        { time: '14:00', date: '2026-12-03', label: '2:00 PM, Thu 3 Dec', available: true },
        { time: '15:30', date: '2026-12-03', label: '3:30 PM, Thu 3 Dec', available: true },
        { time: '17:00', date: '2026-12-03', label: '5:00 PM, Thu 3 Dec', available: true },
      ],
    });
  });

  test('a booked time moves to the next business day it is free, skipping the weekend', async () => {
    const { headers } = account();
    expect((await book({ date: '2026-12-03', time: '14:00' }, headers)).statusCode).toBe(201);
    expect((await book({ date: '2026-12-04', time: '14:00' }, headers)).statusCode).toBe(201);
    const listed = await slots();
    expect(listed.find((slot) => slot.time === '14:00')).toMatchObject({
      date: '2026-12-07',
      label: '2:00 PM, Mon 7 Dec',
    });
    expect(listed.find((slot) => slot.time === '09:00')?.date).toBe('2026-12-03');
  });
});

describe('POST demo bookings', () => {
  test("signed in: books the slot and mails the account's address the confirmation with an .ics invitation", async () => {
    const { email, headers } = account();
    const response = await book({ date: '2026-12-03', time: '14:00' }, headers);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      bookingId: expect.any(String),
      slot: '2:00 PM, Thu 3 Dec',
      message: "Demo scheduled for 2:00 PM, Thu 3 Dec. You'll receive a confirmation email shortly.",
    });
    const [booking] = await bookings();
    expect(booking).toMatchObject({
      email,
      user_id: expect.stringMatching(/^user-/),
      claim_token_hash: null,
    });
    // 14:00 in Sydney on 3 December (AEDT, UTC+11) is 03:00 UTC.
    expect(booking?.starts_at.toISOString()).toBe('2026-12-03T03:00:00.000Z');

    const [mail] = await bed.mailsTo(email, demoConfirmationTemplate);
    expect(mail?.subject).toBe('Demo scheduled: RATPAK Laser Delight, 2:00 PM, Thu 3 Dec');
    expect(mail?.text_body).toContain('https://gbc.example/ratpak/verticals/laser-delight');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: 'ratpak-laser-delight-demo.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const calendar = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
    expect(calendar).toContain('DTSTART:20261203T030000Z');
    expect(calendar).toContain('DTEND:20261203T033000Z');
    expect(calendar).toContain('SUMMARY:RATPAK Laser Delight demo');
    const sales = await bed.mailsTo(testSalesInbox, demoSalesNotificationTemplate);
    expect(sales.map((mail) => mail.text_body)).toContainEqual(
      expect.stringContaining(`Confirmation address: ${email}`),
    );
  });

  test('signed out: books with a claim token; the address added afterwards gets the confirmation once', async () => {
    const response = await book({ date: '2026-12-03', time: '09:00' });
    expect(response.statusCode).toBe(201);
    const { bookingId, claimToken } = response.json();
    expect(claimToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await bookings())[0]).toMatchObject({ email: null });

    const added = await bed.post(ratpakApi.demo.confirmationEmail, {
      bookingId,
      claimToken,
      email: 'Visitor@Example.org',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: demoMessages.confirmationSent('9:00 AM, Thu 3 Dec') });
    const mails = await bed.mailsTo('visitor@example.org', demoConfirmationTemplate);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toHaveLength(1);

    // The token is spent: a replay is refused and sends nothing.
    const replay = await bed.post(ratpakApi.demo.confirmationEmail, {
      bookingId,
      claimToken,
      email: 'other@example.org',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(demoMessages.claimInvalid);
    expect(await bed.mailsTo('other@example.org')).toEqual([]);
  });

  test('another booking’s id with a token of one’s own is refused', async () => {
    const mine = (await book({ date: '2026-12-03', time: '09:00' })).json();
    const theirs = (await book({ date: '2026-12-03', time: '10:30' })).json();
    const response = await bed.post(ratpakApi.demo.confirmationEmail, {
      bookingId: theirs.bookingId,
      claimToken: mine.claimToken,
      email: 'thief@example.org',
    });
    expect(response.statusCode).toBe(400);
    expect(await bed.mailsTo('thief@example.org')).toEqual([]);
  });

  test('many simultaneous bookings of one slot: exactly one 201, the rest 409 conflict', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        book({ date: '2026-12-03', time: '15:30' }, { 'x-forwarded-for': `198.51.100.${index + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: { code: errorCodes.conflict, message: demoMessages.slotTaken },
      });
    }
    expect(await bookings()).toHaveLength(1);
  });

  test('a slot booked signed out and never claimed is free again after the hold', async () => {
    expect((await book({ date: '2026-12-03', time: '17:00' })).statusCode).toBe(201);
    expect((await book({ date: '2026-12-03', time: '17:00' })).statusCode).toBe(409);
    await bed.db
      .updateTable('ratpak.demo_bookings')
      .set({ created_at: sql<Date>`now() - make_interval(mins => ${unclaimedBookingMinutes + 1})` } as never)
      .execute();
    expect((await slots()).find((slot) => slot.time === '17:00')?.date).toBe('2026-12-03');
    expect((await book({ date: '2026-12-03', time: '17:00' })).statusCode).toBe(201);
    expect(await bookings()).toHaveLength(1);
  });

  test.each([
    ['12:00 PM, always unavailable', { date: '2026-12-03', time: '12:00' }, demoMessages.slotUnavailable],
    ['today', { date: '2026-12-02', time: '14:00' }, demoMessages.slotInvalid],
    ['a Saturday', { date: '2026-12-05', time: '14:00' }, demoMessages.slotInvalid],
    ['beyond the horizon', { date: '2027-06-01', time: '14:00' }, demoMessages.slotInvalid],
    ['a date that does not exist', { date: '2026-02-30', time: '14:00' }, demoMessages.slotInvalid],
    ['an unknown time', { date: '2026-12-03', time: '13:00' }, demoMessages.slotInvalid],
  ])('%s is a 400 and books nothing', async (_case, body, message) => {
    const response = await book(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await bookings()).toEqual([]);
  });

  test('bad input: NUL, oversize, an invalid token are 400/413/401, never a 500', async () => {
    expect((await book({ date: '2026-12-03\u0000', time: '14:00' })).statusCode).toBe(400);
    expect(
      (await book({ date: '2026-12-03', time: '14:00', pad: 'x'.repeat(10 * 1024 * 1024) })).statusCode,
    ).toBe(413);
    expect(
      (await book({ date: '2026-12-03', time: '14:00' }, { authorization: 'Bearer not-a-token' })).statusCode,
    ).toBe(401);
    expect(await bookings()).toEqual([]);
  });
});
