import {
  earlyAccessInterestLabels,
  earlyAccessInterestLevels,
  earlyAccessProductNames,
} from '@gbc/contracts/early-access';
import { contactInterestLabels, contactInterests } from '@gbc/contracts/marketing';
import { productsAccessPages } from '@gbc/contracts/products';
import { leadKindLabels, leadKinds } from '@gbc/contracts/ratpak';

export const leadsCopy = {
  loading: 'Loading leads…',
  contactMessages: 'Contact messages',
  eventRegistrations: 'Event registrations',
  interest: 'Interest',
  eventId: 'Event',
  salesLeads: 'RATPAK demo and trial leads',
  leadKind: 'Lead',
  demoBookings: 'RATPAK demo bookings',
  productsAccessRequests: 'Early-access requests: EquineLink, PawLink, PinnipedLink and products',
  ratpakAccessRequests: 'Early-access requests: RATPAK',
  interestLevel: 'Interest level',
  productPage: 'Product',
  searchHint: 'Part of an address, a name or an organisation.',
  columns: {
    received: 'Received',
    name: 'Name',
    email: 'E-mail',
    organization: 'Organisation',
    interest: 'Interest',
    message: 'Message',
    event: 'Event',
    signedIn: 'Signed in',
    lead: 'Lead',
    company: 'Company',
    phone: 'Phone',
    answers: 'Answers',
    slot: 'Demo slot',
    interestLevel: 'Interest level',
    product: 'Product',
  },
  yes: 'Yes',
  no: 'No',
} as const;

export const interestOptions = contactInterests.map((value) => ({
  value,
  label: contactInterestLabels[value],
}));

export const leadKindOptions = leadKinds.map((value) => ({ value, label: leadKindLabels[value] }));

export const interestLevelOptions = earlyAccessInterestLevels.map((value) => ({
  value,
  label: earlyAccessInterestLabels[value],
}));

export const productPageOptions = productsAccessPages.map((value) => ({
  value,
  label: earlyAccessProductNames[value],
}));
