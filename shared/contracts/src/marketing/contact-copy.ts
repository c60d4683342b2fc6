import { emailMessages } from '../email-rules.js';

// Without zod: the contact page imports this copy without loading the schema.

/** What a contact message is about (spec 1 §3), in the order the form lists them; general by default. */
export const contactInterests = ['general', 'membership', 'partnership', 'events', 'resources'] as const;
export type ContactInterest = (typeof contactInterests)[number];
export const defaultContactInterest: ContactInterest = 'general';

export const contactInterestLabels: Record<ContactInterest, string> = {
  general: 'General Inquiry',
  membership: 'Membership',
  partnership: 'Partnership',
  events: 'Events',
  resources: 'Resources',
};

/** Longest accepted values, checked by the form and the service alike. */
export const contactLimits = { name: 200, organization: 200, subject: 200, message: 5000 } as const;

/** The contact form's states and messages (spec 1 §5 and §8). */
export const contactMessages = {
  required: 'Please fill out all required fields',
  emailInvalid: emailMessages.invalid,
  sending: 'Sending your message...',
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message. Please try again later.',
  nameTooLong: `Name must be at most ${contactLimits.name} characters`,
  nameInvalid: 'Name must be a single line of plain text without links',
  organizationTooLong: `Organization must be at most ${contactLimits.organization} characters`,
  organizationInvalid: 'Organization must be a single line of plain text without links',
  subjectTooLong: `Subject must be at most ${contactLimits.subject} characters`,
  subjectInvalid: 'Subject must be a single line of plain text without links',
  messageTooLong: `Message must be at most ${contactLimits.message} characters`,
  messageInvalid: 'Message must be plain text without control characters',
  interestInvalid: 'Choose one of the listed topics',
} as const;

/** The query parameter program pages link with (`/contact?subject=`), shown as the message's subject. */
export const contactSubjectParam = 'subject';
