import { contactInterestLabels, contactInterests } from '@gbc/contracts/marketing';

export const leadsCopy = {
  loading: 'Loading leads…',
  contactMessages: 'Contact messages',
  eventRegistrations: 'Event registrations',
  interest: 'Interest',
  eventId: 'Event',
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
  },
  yes: 'Yes',
  no: 'No',
} as const;

export const interestOptions = contactInterests.map((value) => ({
  value,
  label: contactInterestLabels[value],
}));
