import { brand } from '@gbc/brand';

/** The contact page's copy (spec 1 "/contact"); the contact details are placeholders, as the spec says. */
export const contactIntro = `Questions about membership, partnerships, events or our resources? Write to the ${brand.abbreviation} and the right person will get back to you.`;

export const contactFormHeading = 'Send us a message';
export const contactFormLead = 'Fields marked with * are required.';

export const contactFormLabels = {
  name: 'Name *',
  email: 'Email *',
  organization: 'Organization',
  interest: 'Topic',
  subject: 'Subject',
  message: 'Message *',
  send: 'Send Message',
  sending: 'Sending...',
  form: 'Contact form',
} as const;

export interface ContactDetail {
  label: string;
  value: string;
  /** A mailto: or tel: link, when the detail is one. */
  href?: string;
}

export const contactInformationHeading = 'Contact information';
export const contactInformationLead = 'Placeholder details until the council publishes its offices.';

export const contactDetails: readonly ContactDetail[] = [
  { label: 'Email', value: brand.contactEmail, href: `mailto:${brand.contactEmail}` },
  { label: 'Phone', value: '+1 (555) 010-0100', href: 'tel:+15550100100' },
  { label: 'Address', value: '100 Placeholder Avenue, Suite 200, Geneva, Switzerland' },
  { label: 'Office hours', value: 'Monday to Friday, 9:00 to 17:00 CET' },
];

export const contactNewsletterHeading = 'Stay informed';
export const contactNewsletterLead =
  'Research, policy updates and events from the council, about once a month.';
/** The accessible name of this page's sign-up form, distinct from the footer's. */
export const contactNewsletterFormLabel = 'Newsletter sign-up on the contact page';
