import { emailMessages } from '../email-rules.js';

// Without zod: /events shows these toasts and messages without loading the schemas.

/** The toasts of spec 1 §8 ("Event registration helpers") and the messages around them. */
export const eventMessages = {
  registering: (event: string) => `Registering for ${event}...`,
  registered: (event: string) => `Registration for ${event} confirmed!`,
  registeredDescription: 'Check your email for confirmation details and additional information.',
  /** Under a signed-out visitor's confirmation, above the optional e-mail field. */
  confirmationOffer: 'Want the confirmation and a calendar invitation? Enter your email address.',
  confirmationSent: (event: string) => `Confirmation for ${event} sent to your email!`,
  requestingInformation: (event: string) => `Sending information for ${event}...`,
  informationSent: (event: string) => `Information for ${event} sent to your email!`,
  spamHint: 'If it does not arrive within a few minutes, please check your spam folder.',
  /** Above a signed-out visitor's e-mail field for More Info. */
  informationOffer: 'Where should we send the information? Enter your email address.',
  full: (event: string) => `Sorry, ${event} is fully booked.`,
  alreadyRegistered: (event: string) => `This email address is already registered for ${event}.`,
  unknownEvent: 'This event does not exist.',
  eventId: 'eventId must be the id of an event',
  claimInvalid: 'This registration can no longer be changed. Please register again.',
  nameInvalid: 'Name must be a single line of plain text without links',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  failed: 'Something went wrong. Please try again later.',
} as const;
