import { createHash, randomBytes } from 'node:crypto';
import { errorCodes } from '@gbc/contracts';
import {
  councilTimeZone,
  type DemoBooked,
  type DemoBooking,
  type DemoConfirmationEmail,
  type DemoSlotList,
  demoHorizonDays,
  demoMessages,
  demoSlotLabel,
  demoSlotTimes,
  unavailableDemoSlotTimes,
} from '@gbc/contracts/ratpak';
import { enqueueMail, HttpError, isUniqueViolation } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';
import type { Kysely } from 'kysely';
import type { RatpakDatabase } from '../database.js';
import { councilToday, isBusinessDay, isCalendarDate, upcomingBusinessDays } from './demo.days.js';
import { demoConfirmationMail, demoSalesNotificationMail } from './demo.mails.js';
import {
  addBookingEmail,
  findClaimableBookingForUpdate,
  insertBooking,
  releaseUnclaimedSlot,
  takenSlots,
} from './demo.repository.js';

/** A slot booked signed out is held this long for its visitor's address; unclaimed after that, it is free. */
export const unclaimedBookingMinutes = 30;

/** The signed-in caller, from the verified access token. */
export interface DemoAccount {
  userId: string;
  email: string;
}

export interface DemoContext {
  /** Origin of the public site (PUBLIC_ORIGIN), for the link in mails and the calendar entry. */
  publicOrigin: string;
  /** Where bookings are announced (SALES_INBOX). */
  salesInbox: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface DemoService {
  listSlots(): Promise<DemoSlotList>;
  book(booking: DemoBooking, account: DemoAccount | null): Promise<DemoBooked>;
  addConfirmationEmail(body: DemoConfirmationEmail): Promise<string>;
}

const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');
const slotTaken = () => new HttpError(409, errorCodes.conflict, demoMessages.slotTaken);
const badSlot = (message: string) => new HttpError(400, errorCodes.badRequest, message, { date: message });

/** Slots, bookings and their confirmations; one transaction per write, each mail queued inside it. */
export function createDemoService(db: Kysely<RatpakDatabase>, context: DemoContext): DemoService {
  const now = context.now ?? (() => new Date());
  const pageUrl = siteUrl(context.publicOrigin, pathTo('/ratpak/verticals/laser-delight'));

  // Only what the picker offers can be booked: a listed time, on a business day after today and
  // within the horizon. 12:00 PM never.
  const checkSlot = ({ date, time }: DemoBooking) => {
    if (unavailableDemoSlotTimes.includes(time)) throw badSlot(demoMessages.slotUnavailable);
    const today = councilToday(now());
    if (
      !isCalendarDate(date) ||
      !isBusinessDay(date) ||
      !upcomingBusinessDays(today, demoHorizonDays).includes(date)
    ) {
      throw badSlot(demoMessages.slotInvalid);
    }
  };

  return {
    async listSlots() {
      const days = upcomingBusinessDays(councilToday(now()), demoHorizonDays);
      const taken = await takenSlots(db, days[0] ?? '', days.at(-1) ?? '', unclaimedBookingMinutes);
      const slots = demoSlotTimes.flatMap((time) => {
        const unavailable = unavailableDemoSlotTimes.includes(time);
        const date = unavailable ? days[0] : days.find((day) => !taken.has(`${day} ${time}`));
        return date ? [{ time, date, label: demoSlotLabel(time, date), available: !unavailable }] : [];
      });
      return { timeZone: councilTimeZone, slots };
    },

    async book(booking, account) {
      checkSlot(booking);
      const slot = demoSlotLabel(booking.time, booking.date);
      const claimToken = account ? null : randomBytes(32).toString('base64url');
      const email = account?.email.toLowerCase() ?? null;
      try {
        const bookingId = await db.transaction().execute(async (trx) => {
          await releaseUnclaimedSlot(trx, booking.date, booking.time, unclaimedBookingMinutes);
          const { id, startsAt } = await insertBooking(trx, {
            ...booking,
            timeZone: councilTimeZone,
            email,
            userId: account?.userId ?? null,
            claimTokenHash: claimToken ? hashClaimToken(claimToken) : null,
          });
          if (email)
            await enqueueMail(trx, demoConfirmationMail(email, slot, { bookingId: id, startsAt, pageUrl }));
          await enqueueMail(trx, demoSalesNotificationMail(context.salesInbox, slot, email, 'booked'));
          return id;
        });
        return {
          bookingId,
          ...(claimToken ? { claimToken } : {}),
          slot,
          message: demoMessages.scheduled(slot),
        };
      } catch (error) {
        // The loser of two presses at once rolls back whole and hears that the slot is gone.
        if (isUniqueViolation(error, 'demo_bookings_slot_key')) throw slotTaken();
        throw error;
      }
    },

    async addConfirmationEmail({ bookingId, claimToken, email: typed }) {
      const email = typed.toLowerCase();
      return db.transaction().execute(async (trx) => {
        const booking = await findClaimableBookingForUpdate(
          trx,
          bookingId,
          hashClaimToken(claimToken),
          unclaimedBookingMinutes,
        );
        if (!booking) throw new HttpError(400, errorCodes.badRequest, demoMessages.claimInvalid);
        const slot = demoSlotLabel(booking.slot_time, booking.date);
        await addBookingEmail(trx, booking.id, email);
        await enqueueMail(
          trx,
          demoConfirmationMail(email, slot, { bookingId: booking.id, startsAt: booking.starts_at, pageUrl }),
        );
        await enqueueMail(trx, demoSalesNotificationMail(context.salesInbox, slot, email, 'address-added'));
        return demoMessages.confirmationSent(slot);
      });
    },
  };
}
