import { brand } from '@gbc/site-map';

/** Label of the date under each legal page's title; the date itself is today's (spec 1). */
export const lastUpdatedLabel = 'Last updated';

/** How to reach the council about a legal matter; both legal pages show the same details. */
export const legalContactDetails = {
  emailLabel: 'E-mail',
  email: brand.contactEmail,
  postalLabel: 'Postal address',
  // The council has not registered its office yet (spec 1: the postal address is a placeholder).
  postalAddress:
    'To be confirmed. It will be published here once the council’s registered office is finalised.',
} as const;
