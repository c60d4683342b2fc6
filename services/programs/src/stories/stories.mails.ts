import { brand } from '@gbc/brand';
import type { OutgoingMail } from '@gbc/service-kit';

export const storyReceivedTemplate = 'story-received';

/**
 * The acknowledgement of a story. Fixed text only: never the name, title, story or any link the
 * sender typed, so the form cannot be used to mail someone else words of the sender's choosing.
 */
export function storyReceivedMail(to: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Thank you for sharing your story with the ${brand.name}. It has reached us and is now under review.`,
    'Our editors read every submission; if your story is selected, it will be published as you consented.',
    '',
    'If you did not send a story, you can ignore this e-mail.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    subject: `Your story has reached the ${brand.abbreviation}`,
    text,
    template: storyReceivedTemplate,
  };
}
