// Without zod: the story page imports this copy in its first load; the schema loads with the form.

/** Story types (spec 3 §3), in the order the form lists them. */
export const storyTypes = ['personal', 'research', 'industry', 'policy', 'innovation'] as const;
export type StoryType = (typeof storyTypes)[number];

export const storyTypeLabels: Record<StoryType, string> = {
  personal: 'Personal experience',
  research: 'Research',
  industry: 'Industry',
  policy: 'Policy',
  innovation: 'Innovation',
};

/** Limits of spec 3 §5 and §9; the inputs are capped at the maxima. */
export const storyLimits = {
  nameMin: 2,
  nameMax: 100,
  titleMin: 5,
  titleMax: 100,
  contentMin: 200,
  contentMax: 2000,
  contentRows: 8,
} as const;

/** Labels, messages and outcomes of the story form (spec 3 §2, §4, §5, §8). */
export const storyMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${storyLimits.nameMax} characters`,
  nameInvalid: 'Name must be a single line of plain text without links',
  emailInvalid: 'Invalid email',
  storyType: 'Please select a story type',
  titleTooShort: `Title must be at least ${storyLimits.titleMin} characters`,
  titleTooLong: `Title must be at most ${storyLimits.titleMax} characters`,
  titleInvalid: 'Title must be a single line of plain text without links',
  contentTooShort: `Story must be at least ${storyLimits.contentMin} characters`,
  contentTooLong: `Story must be at most ${storyLimits.contentMax} characters`,
  contentInvalid: 'Story must be plain text',
  contentLabel: `Your Story * (${storyLimits.contentMin}-${storyLimits.contentMax} characters)`,
  submit: 'Submit Story',
  submitting: 'Submitting...',
  submitted: "Story submitted! We'll review it soon.",
  failed: 'Failed to submit. Please try again.',
  thankYouTitle: 'Thank You!',
  thankYouText: 'Your story is under review and will be published soon.',
} as const;

/** What the service answers to an accepted story. */
export interface StorySubmitted {
  status: 'pending';
}
