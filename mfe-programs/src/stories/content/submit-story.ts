import { brand } from '@gbc/brand';
import { storyMessages } from '@gbc/contracts/programs';

/** Copy of /submit-story; the labels the spec gives and the outcomes come from `storyMessages`. */
export const submitStoryIntro = {
  eyebrow: 'Share your breakthrough',
  title: 'Submit Your Story',
  lead: 'Brain-computer interfaces and assistive technology change lives. Tell us how they have changed yours, your research or your work, and help others understand what is at stake.',
} as const;

export const storyFormHeading = 'Your story';

export const storyFormLead =
  'Fields marked * are required. Every story is reviewed before anything is published, and only with your consent.';

export const storyFormLabels = {
  form: 'Story submission',
  name: 'Name *',
  email: 'Email *',
  storyType: 'Story Type *',
  storyTypePlaceholder: 'Select a story type',
  storyTitle: 'Story Title *',
  storyContent: storyMessages.contentLabel,
  consentPublish: `I consent to my story being published on the ${brand.abbreviation} website`,
  consentContact: `The ${brand.abbreviation} may contact me about my story`,
  submit: storyMessages.submit,
  submitting: storyMessages.submitting,
} as const;

export const storyThankYou = {
  title: storyMessages.thankYouTitle,
  text: storyMessages.thankYouText,
} as const;
