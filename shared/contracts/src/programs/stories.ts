import { z } from 'zod';
import { isEmailAddress } from '../email-rules.js';
import { plainTextLineSchema } from '../plain-text.js';
import { storyLimits, storyMessages, storyTypes } from './story-copy.js';

/** Control characters other than tab and line breaks, which a story's paragraphs may use. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The story form and POST `programsApi.stories.submit` (spec 3 §3, §5): one schema for both. */
export const storySubmissionSchema = z.object({
  name: plainTextLineSchema(storyLimits.nameMax, {
    tooLong: storyMessages.nameTooLong,
    invalid: storyMessages.nameInvalid,
  }).min(storyLimits.nameMin, storyMessages.nameRequired),
  email: z
    .string({ error: storyMessages.emailInvalid })
    .trim()
    .refine(isEmailAddress, storyMessages.emailInvalid),
  storyType: z.enum(storyTypes, { error: storyMessages.storyType }),
  storyTitle: plainTextLineSchema(storyLimits.titleMax, {
    tooLong: storyMessages.titleTooLong,
    invalid: storyMessages.titleInvalid,
  }).min(storyLimits.titleMin, storyMessages.titleTooShort),
  storyContent: z
    .string({ error: storyMessages.contentTooShort })
    .trim()
    .min(storyLimits.contentMin, storyMessages.contentTooShort)
    .max(storyLimits.contentMax, storyMessages.contentTooLong)
    .refine((value) => !controlInText.test(value), storyMessages.contentInvalid),
  consentPublish: z.boolean(),
  consentContact: z.boolean(),
});
/** What the form holds (the type select starts empty). */
export type StorySubmissionInput = z.input<typeof storySubmissionSchema>;
export type StorySubmission = z.output<typeof storySubmissionSchema>;

export const storySubmittedSchema = z.object({ status: z.literal('pending') });
