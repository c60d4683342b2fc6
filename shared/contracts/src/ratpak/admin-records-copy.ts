// Without zod: the leads screen imports these in its first chunk.
import { earlyAccessRecordsKind } from '../early-access/admin-records-copy.js';
import type { DemoSlotTime } from './demo-copy.js';
import type { LeadKind } from './lead-copy.js';

/** The admin records kinds of the ratpak service (`adminRecordsApi.list('ratpak', kind)`). */
export const ratpakRecordKinds = {
  leads: 'leads',
  demoBookings: 'demo-bookings',
  accessRequests: earlyAccessRecordsKind,
} as const;

/** What each lead form is to sales: the Laser Delight form asks for a demo, the Soil Whisperer one a trial. */
export const leadKindLabels: Record<LeadKind, string> = {
  'laser-delight': 'Demo lead (Laser Delight)',
  'soil-whisperer': 'Trial lead (Soil Whisperer)',
};

export interface AdminRatpakLead {
  id: string;
  createdAt: string;
  kind: LeadKind;
  name: string;
  email: string;
  company: string;
  role: string | null;
  phone: string | null;
  /** The form's own answers beyond the contact fields. */
  details: Record<string, string | number>;
  sourcePage: string;
}

export interface AdminDemoBooking {
  id: string;
  createdAt: string;
  /** `YYYY-MM-DD` in the council's time zone. */
  slotDate: string;
  slotTime: DemoSlotTime;
  startsAt: string;
  /** Null while a signed-out booking waits for its visitor's address. */
  email: string | null;
  signedIn: boolean;
}
