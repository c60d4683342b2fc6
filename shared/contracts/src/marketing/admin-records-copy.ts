// Without zod: the leads and publishing screens import these in their first chunk.
import type { ContactInterest } from './contact-copy.js';
import type { vignetteStatuses } from './vignette-copy.js';

/** The admin records kinds of the marketing service (`adminRecordsApi.list('marketing', kind)`). */
export const marketingRecordKinds = {
  contactMessages: 'contact-messages',
  eventRegistrations: 'event-registrations',
  vignettes: 'vignettes',
} as const;

export interface AdminContactMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  organization: string | null;
  interest: ContactInterest;
  subject: string | null;
  message: string;
}

export interface AdminEventRegistration {
  id: string;
  createdAt: string;
  eventId: string;
  /** Null for a seat taken signed out whose holder has not added an address yet. */
  email: string | null;
  name: string | null;
  signedIn: boolean;
}

/** A vignette of any status, as the publishing screen lists it (without its content). */
export interface AdminVignetteSummary {
  id: string;
  title: string;
  slug: string;
  status: (typeof vignetteStatuses)[number];
  author: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}
