import { createHash, randomBytes } from 'node:crypto';
import { errorCodes } from '@gbc/contracts';
import {
  type EventConfirmationEmail,
  type EventRecord,
  type EventRegistration,
  eventMessages,
} from '@gbc/contracts/marketing';
import { enqueueMail, HttpError, isUniqueViolation } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { eventInformationMail, eventRegistrationMail } from './events.mails.js';
import {
  addRegistrationEmail,
  deleteRegistration,
  findClaimableRegistrationForUpdate,
  insertAccountRegistration,
  insertAnonymousRegistration,
  recordInformationRequest,
  releaseSeat,
  releaseUnclaimedSeats,
  takeSeat,
} from './events.repository.js';

/** A repeat More Info for the same event and address within this time sends no second mail. */
const informationRepeatMinutes = 10;
/** A seat taken signed out is kept this long for its address; unclaimed after that, it is given back. */
export const unclaimedSeatMinutes = 30;

/** The signed-in caller, from the verified access token (address) and the account (name). */
export interface EventAccount {
  userId: string;
  email: string;
  name: string | null;
}

export interface EventContext {
  /** Origin of the public site (PUBLIC_ORIGIN), for the link back to /events in mails. */
  publicOrigin: string;
  /** The records people may register for and ask about (`allEvents`). */
  events: readonly EventRecord[];
}

export interface EventRegistrationResult {
  event: EventRecord;
  registrationId: string;
  /** For a seat taken signed out: what lets that browser add an address later. */
  claimToken?: string;
}

export interface EventService {
  register(registration: EventRegistration, account: EventAccount | null): Promise<EventRegistrationResult>;
  addConfirmationEmail(body: EventConfirmationEmail): Promise<EventRecord>;
  requestInformation(eventId: string, email: string, userId: string | null): Promise<EventRecord>;
}

const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');
const normaliseEmail = (email: string) => email.toLowerCase();

const alreadyRegistered = (event: EventRecord) =>
  new HttpError(409, errorCodes.conflict, eventMessages.alreadyRegistered(event.title));
const fullyBooked = (event: EventRecord) =>
  new HttpError(409, errorCodes.conflict, eventMessages.full(event.title));
const claimInvalid = () => new HttpError(400, errorCodes.badRequest, eventMessages.claimInvalid);

/** Registrations and More Info requests, one transaction per write, each mail queued inside it. */
export function createEventService(db: Kysely<Database>, context: EventContext): EventService {
  const eventsUrl = siteUrl(context.publicOrigin, pathTo('/events'));
  const eventOf = (id: string) => {
    const event = context.events.find((candidate) => candidate.id === id);
    if (!event) throw new HttpError(404, errorCodes.notFound, eventMessages.unknownEvent);
    return event;
  };
  // The unique (event, address) constraint decides between two presses at once: the loser's
  // transaction rolls back whole and is answered like any repeat.
  const oneSeatPerAddress = async <T>(event: EventRecord, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'event_registrations_event_id_email_key')) throw alreadyRegistered(event);
      throw error;
    }
  };

  return {
    async register({ eventId, name }, account) {
      const event = eventOf(eventId);
      if (account) {
        const email = normaliseEmail(account.email);
        const registrationId = await oneSeatPerAddress(event, () =>
          db.transaction().execute(async (trx) => {
            const id = await insertAccountRegistration(trx, {
              event_id: event.id,
              email,
              name: name ?? account.name,
              user_id: account.userId,
            });
            if (!id) throw alreadyRegistered(event);
            await releaseUnclaimedSeats(trx, event.id, unclaimedSeatMinutes);
            if (!(await takeSeat(trx, event.id, event.capacity))) throw fullyBooked(event);
            await enqueueMail(trx, eventRegistrationMail(email, event, eventsUrl));
            return id;
          }),
        );
        return { event, registrationId };
      }
      const claimToken = randomBytes(32).toString('base64url');
      const registrationId = await db.transaction().execute(async (trx) => {
        await releaseUnclaimedSeats(trx, event.id, unclaimedSeatMinutes);
        const id = await insertAnonymousRegistration(trx, event.id, hashClaimToken(claimToken));
        if (!(await takeSeat(trx, event.id, event.capacity))) throw fullyBooked(event);
        return id;
      });
      return { event, registrationId, claimToken };
    },

    async addConfirmationEmail({ registrationId, claimToken, email: typed }) {
      const email = normaliseEmail(typed);
      let duplicateOf: EventRecord | undefined;
      const event = await db.transaction().execute(async (trx) => {
        const seat = await findClaimableRegistrationForUpdate(
          trx,
          registrationId,
          hashClaimToken(claimToken),
        );
        if (!seat) throw claimInvalid();
        const seatEvent = eventOf(seat.event_id);
        return oneSeatPerAddress(seatEvent, async () => {
          if (!(await addRegistrationEmail(trx, seat.id, email))) {
            // The address has its seat already: this press's seat is given back, not kept twice.
            await deleteRegistration(trx, seat.id);
            await releaseSeat(trx, seat.event_id);
            duplicateOf = seatEvent;
            return seatEvent;
          }
          await enqueueMail(trx, eventRegistrationMail(email, seatEvent, eventsUrl));
          return seatEvent;
        });
      });
      if (duplicateOf) throw alreadyRegistered(duplicateOf);
      return event;
    },

    async requestInformation(eventId, typed, userId) {
      const event = eventOf(eventId);
      const email = normaliseEmail(typed);
      await db.transaction().execute(async (trx) => {
        const { repeated } = await recordInformationRequest(
          trx,
          { event_id: event.id, email, user_id: userId },
          informationRepeatMinutes,
        );
        if (!repeated) await enqueueMail(trx, eventInformationMail(email, event, eventsUrl));
      });
      return event;
    },
  };
}
