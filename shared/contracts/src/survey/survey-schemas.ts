import { z } from 'zod';
import { emailMessages, isEmailAddress } from '../email-rules.js';
import { plainTextLineSchema } from '../plain-text.js';
import {
  ageRangeOptions,
  educationOptions,
  genderOptions,
  industrySubsectors,
  occupationOptions,
  sectorExtraItems,
  surveyConstants,
} from './survey-items.js';
import { surveyMessages } from './survey-messages.js';
import { requiredRatings, type SurveyAnswers, type SurveySection, surveySections } from './survey-steps.js';

const rating = z
  .number({ error: surveyMessages.rating })
  .int(surveyMessages.rating)
  .min(1, surveyMessages.rating)
  .max(5, surveyMessages.rating);
const longText = z
  .string({ error: surveyMessages.textTooLong })
  .trim()
  .max(surveyConstants.textMax, surveyMessages.textTooLong);
const shortLine = plainTextLineSchema(surveyConstants.shortTextMax, {
  tooLong: surveyMessages.textTooLong,
  invalid: surveyMessages.invalidText,
});
const choice = (values: readonly { value: string }[]) =>
  z.enum(values.map((entry) => entry.value) as [string, ...string[]], { error: surveyMessages.option });

/** Unknown question keys are refused by name rather than dropped, so a wrong client shows at once. */
const strict = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? surveyMessages.unknownItem : undefined),
  });

const ratings = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, rating]));
const sectorExtraKeys = Object.values(sectorExtraItems).flatMap((items) => items.map((entry) => entry.key));

/** Each section complete, as submitted (spec 3 §3, §5); built from the item lists of survey-items.ts. */
const completeShapes = {
  consent: {
    age_confirmed: z.literal(true, { error: surveyMessages.consentRequired }),
    // Optional ticks (spec 3 §5): a box left unticked is sent as nothing, which means no.
    has_professional_experience: z.boolean({ error: surveyMessages.required }).default(false),
    gdpr_consent: z.boolean({ error: surveyMessages.required }).default(false),
    participation_consent: z.literal(true, { error: surveyMessages.consentRequired }),
  },
  generalAttitudes: ratings(requiredRatings.generalAttitudes),
  deviceFunctionality: {
    ...ratings(requiredRatings.deviceFunctionality),
    additional_comments: longText.optional(),
  },
  dataPractices: { ...ratings(requiredRatings.dataPractices), additional_comments: longText.optional() },
  autonomy: { ...ratings(requiredRatings.autonomy), additional_comments: longText.optional() },
  societalImpact: { ...ratings(requiredRatings.societalImpact), additional_comments: longText.optional() },
  businessMarket: {
    ...ratings(requiredRatings.businessMarket),
    ...Object.fromEntries(sectorExtraKeys.map((key) => [key, rating.optional()])),
    industry_subsector: z.enum(industrySubsectors, { error: surveyMessages.option }).optional(),
  },
  finalFeedback: {
    responsible_innovation_important: rating,
    rubric_lacking_components: longText.optional(),
    concerns_about_efforts: longText.optional(),
    other_feedback: longText.optional(),
  },
  demographics: {
    gender: choice(genderOptions),
    gender_self_describe: shortLine.optional(),
    education_level: choice(educationOptions),
    country: shortLine.min(1, surveyMessages.required),
    occupation: choice(occupationOptions),
    occupation_other: shortLine.optional(),
    age_range: choice(ageRangeOptions),
  },
} satisfies Record<SurveySection, z.ZodRawShape>;

const sectionSchema = (section: SurveySection) => strict(completeShapes[section]);

/** Answers of a complete survey: every section, every required item (the submit's body). */
export const surveyAnswersSchema = strict(
  Object.fromEntries(surveySections.map((section) => [section, sectionSchema(section)])),
) as unknown as z.ZodType<SurveyAnswers>;
/** Answers so far: any sections, any of their items, each value still checked (the saves' body). */
export const partialSurveyAnswersSchema = strict(
  Object.fromEntries(surveySections.map((section) => [section, sectionSchema(section).partial().optional()])),
);

/** A resume code: 16 letters and digits (Crockford base32), grouped by four. */
export const resumeCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
export const sessionIdSchema = z
  .string({ error: surveyMessages.resumeCode })
  .trim()
  .toUpperCase()
  .regex(resumeCodePattern, surveyMessages.resumeCode);

export const surveyStartedSchema = z.object({ responseId: z.uuid(), sessionId: z.string() });
export type SurveyStarted = z.infer<typeof surveyStartedSchema>;

export const surveySaveSchema = z.strictObject({
  sessionId: sessionIdSchema,
  currentStep: z
    .number({ error: surveyMessages.step })
    .int(surveyMessages.step)
    .min(0, surveyMessages.step)
    .max(surveyConstants.steps - 2, surveyMessages.step),
  sections: partialSurveyAnswersSchema,
});
export type SurveySave = z.input<typeof surveySaveSchema>;

export const surveySavedSchema = z.object({ currentStep: z.number(), savedAt: z.string() });
export type SurveySaved = z.infer<typeof surveySavedSchema>;

export const surveySubmitSchema = z.strictObject({
  sessionId: sessionIdSchema,
  sections: surveyAnswersSchema,
});
export type SurveySubmit = z.input<typeof surveySubmitSchema>;

export const surveySubmittedSchema = z.object({ status: z.literal('completed'), completedAt: z.string() });
export type SurveySubmitted = z.infer<typeof surveySubmittedSchema>;

export const surveyResumeSchema = z.strictObject({ sessionId: sessionIdSchema });

export const surveyResumedSchema = z.object({
  responseId: z.uuid(),
  sessionId: z.string(),
  status: z.enum(['opened', 'in_progress', 'completed']),
  currentStep: z.number(),
  sections: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type SurveyResumed = z.infer<typeof surveyResumedSchema>;

export const surveyResumeMailSchema = z.strictObject({
  sessionId: sessionIdSchema,
  email: z.string({ error: emailMessages.required }).trim().refine(isEmailAddress, emailMessages.invalid),
});
export const surveyResumeMailedSchema = z.object({ status: z.literal('queued') });

/** Every item key of each section, in the form's order: the columns of the results export. */
export const surveyItemKeys = Object.fromEntries(
  surveySections.map((section) => [section, Object.keys(completeShapes[section])]),
) as unknown as Record<SurveySection, readonly string[]>;
