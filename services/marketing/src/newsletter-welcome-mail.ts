import type { OutgoingMail } from '@gbc/service-kit';
import { brand } from '@gbc/site-map';

export const newsletterWelcomeTemplate = 'newsletter-welcome';

/**
 * The one e-mail a new subscriber gets. There is no unsubscribe page yet, so the honest way out is
 * a reply: replies go to the council's contact address, where a person removes the subscription.
 */
export function newsletterWelcomeMail(to: string, name: string | null): OutgoingMail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Thank you for subscribing to the ${brand.name} newsletter. We will write to you about our work`,
    'on ethical, equitable and sustainable brain-computer interfaces: research, standards, events',
    'and ways to take part.',
    '',
    'If you did not sign up, or no longer want these e-mails, reply to this message with the word',
    `"unsubscribe" (it reaches ${brand.contactEmail}) and we will remove your address.`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `Welcome to the ${brand.name} newsletter`,
    text,
    template: newsletterWelcomeTemplate,
  };
}
