import { brand } from '@gbc/brand';
import { newsletterConfirmationTtlHours } from '@gbc/contracts/marketing';
import type { OutgoingMail } from '@gbc/service-kit';

export const newsletterConfirmationTemplate = 'newsletter-confirmation';
export const newsletterWelcomeTemplate = 'newsletter-welcome';

/**
 * The one mail an unconfirmed address can receive. It is transactional, so it needs no unsubscribe
 * headers, and it never repeats what the visitor typed: only our own words and our own link.
 */
export function newsletterConfirmationMail(to: string, confirmUrl: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Someone, hopefully you, asked to receive the ${brand.name} newsletter at this address.`,
    'To confirm, open this link and press the button on the page:',
    '',
    confirmUrl,
    '',
    `The link works for ${newsletterConfirmationTtlHours} hours. If you did not ask for the newsletter,`,
    'ignore this e-mail: without your confirmation we will not write to you again.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    subject: `Confirm your subscription to the ${brand.name} newsletter`,
    text,
    template: newsletterConfirmationTemplate,
  };
}

/** Links every newsletter mail carries to end the subscription (RFC 8058 one-click and a page). */
export interface UnsubscribeLinks {
  /** The page with an "Unsubscribe" button, for people. */
  pageUrl: string;
  /** The API endpoint mail clients POST `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
}

/** RFC 2369 / RFC 8058 headers of every newsletter mail. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function newsletterWelcomeMail(to: string, links: UnsubscribeLinks): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Thank you for confirming your subscription to the ${brand.name} newsletter. We will write to you`,
    'about our work on ethical, equitable and sustainable brain-computer interfaces: research,',
    'standards, events and ways to take part.',
    '',
    'To stop receiving the newsletter, open this link:',
    links.pageUrl,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `Welcome to the ${brand.name} newsletter`,
    text,
    template: newsletterWelcomeTemplate,
    headers: unsubscribeHeaders(links),
  };
}
