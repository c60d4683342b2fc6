import { brand } from '@gbc/brand';
import { type EarlyAccessRequest, earlyAccessInterestLabels } from '@gbc/contracts/early-access';
import type { OutgoingMail } from '@gbc/service-kit';

export const accessRequestNotificationTemplate = 'ratpak-access-request-notification';
export const accessRequestAcknowledgementTemplate = 'ratpak-access-request-acknowledgement';

/** The sales team's copy: everything the visitor wrote, replies going to them. */
export function accessRequestNotificationMail(inbox: string, request: EarlyAccessRequest): OutgoingMail {
  const text = [
    `An early-access request from the RATPAK page of the ${brand.name} website.`,
    '',
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Company: ${request.company || '(not given)'}`,
    `Interest level: ${earlyAccessInterestLabels[request.interestLevel]}`,
    '',
    request.message || '(no message)',
    '',
    'Reply to this e-mail to answer the sender.',
  ].join('\n');
  return {
    to: inbox,
    replyTo: request.email,
    subject: `Early access request (RATPAK): ${request.name}`,
    text,
    template: accessRequestNotificationTemplate,
  };
}

/** The requester's acknowledgement: fixed words only (the form accepts any address). */
export function accessRequestAcknowledgementMail(to: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    'Thank you for your interest in RATPAK. We have received your early-access request and our team',
    'will contact you at this address, usually within a few working days.',
    '',
    'If you did not make this request, someone may have entered your address by mistake; you can ignore',
    'this e-mail and we will not contact you again about it.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `Your RATPAK early-access request to the ${brand.name}`,
    text,
    template: accessRequestAcknowledgementTemplate,
  };
}
