import { brand } from '@gbc/brand';
import { earlyAccessInterestLabels, earlyAccessProductNames } from '@gbc/contracts/early-access';
import type { ProductsAccessPage } from '@gbc/contracts/products';
import type { OutgoingMail } from '@gbc/service-kit';
import type { StoredAccessRequest } from './access-requests.service.js';

export const accessRequestNotificationTemplate = 'products-access-request-notification';
export const accessRequestAcknowledgementTemplate = 'products-access-request-acknowledgement';

/** The sales team's copy: everything the visitor wrote, replies going to them. */
export function accessRequestNotificationMail(inbox: string, request: StoredAccessRequest): OutgoingMail {
  const product = earlyAccessProductNames[request.productPage];
  const text = [
    `An early-access request from the ${product} page of the ${brand.name} website.`,
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
    subject: `Early access request (${product}): ${request.name}`,
    text,
    template: accessRequestNotificationTemplate,
  };
}

/**
 * The requester's acknowledgement: fixed words only, never theirs (the form accepts any address, so
 * nothing typed into it may reach that inbox through us).
 */
export function accessRequestAcknowledgementMail(to: string, page: ProductsAccessPage): OutgoingMail {
  const product = earlyAccessProductNames[page];
  const text = [
    'Hello,',
    '',
    `Thank you for your interest in ${product}. We have received your early-access request and our`,
    'team will contact you at this address, usually within a few working days.',
    '',
    'If you did not make this request, someone may have entered your address by mistake; you can ignore',
    'this e-mail and we will not contact you again about it.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `Your early-access request to the ${brand.name}`,
    text,
    template: accessRequestAcknowledgementTemplate,
  };
}
