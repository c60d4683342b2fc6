import { brand } from '@gbc/brand';
import { type ContactMessage, contactInterestLabels } from '@gbc/contracts/marketing';
import type { OutgoingMail } from '@gbc/service-kit';

export const contactNotificationTemplate = 'contact-notification';
export const contactAcknowledgementTemplate = 'contact-acknowledgement';

/**
 * The council's copy of a message: everything the visitor wrote, with replies going to them. Name
 * and subject are single lines (the schema refuses line breaks), so they cannot reshape the subject.
 */
export function contactNotificationMail(inbox: string, message: ContactMessage): OutgoingMail {
  const topic = contactInterestLabels[message.interest];
  const text = [
    `A message from the contact form of the ${brand.name} website.`,
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Organization: ${message.organization || '(not given)'}`,
    `Topic: ${topic}`,
    ...(message.subject ? [`Subject: ${message.subject}`] : []),
    '',
    message.message,
    '',
    'Reply to this e-mail to answer the sender.',
  ].join('\n');
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Contact form (${topic}): ${message.subject || message.name}`,
    text,
    template: contactNotificationTemplate,
  };
}

/**
 * The sender's acknowledgement: our own fixed words only, never theirs (the form accepts any address,
 * so nothing typed into it may reach that inbox through us).
 */
export function contactAcknowledgementMail(to: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Thank you for contacting the ${brand.name}. We have received your message and will reply to this`,
    'address as soon as we can, usually within a few working days.',
    '',
    'If you did not write to us, someone may have entered your address by mistake; you can ignore this',
    'e-mail and we will not contact you again about it.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `We received your message to the ${brand.name}`,
    text,
    template: contactAcknowledgementTemplate,
  };
}
