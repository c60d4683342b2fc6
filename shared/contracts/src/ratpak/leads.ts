import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import { plainTextLineSchema } from '../plain-text.js';
import {
  cropTypes,
  laserBudgets,
  laserCurrentMethods,
  laserRoles,
  leadLimits,
  leadMessages,
  leadTimelines,
  soilBudgets,
  soilCurrentMethods,
  soilRoles,
} from './lead-copy.js';

/** Control characters other than tab and line breaks, which a free-text answer may use. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** An empty box or select is "not given": the forms send `''` for those, JSON clients may omit them. */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankAsUndefined, z.enum(values, { error: leadMessages.optionInvalid }).optional());

/** A number box: digits typed into the form or a JSON number, whole and within `max`. */
const optionalCount = (max: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: leadMessages.numberInvalid })
      .int(leadMessages.numberInvalid)
      .min(0, leadMessages.numberInvalid)
      .max(max, leadMessages.numberInvalid)
      .optional(),
  );

const optionalText = z.preprocess(
  blankAsUndefined,
  z
    .string({ error: leadMessages.textInvalid })
    .trim()
    .max(leadLimits.text, leadMessages.textTooLong)
    .refine((value) => !controlInText.test(value), leadMessages.textInvalid)
    .optional(),
);

const phoneSchema = z.preprocess(
  blankAsUndefined,
  z
    .string({ error: leadMessages.phoneInvalid })
    .trim()
    .max(leadLimits.phone, leadMessages.phoneInvalid)
    .regex(/^\+?[0-9 ()./-]{5,}$/, leadMessages.phoneInvalid)
    .optional(),
);

/** Fields both lead forms share, in the forms' order: who asks, then (after the form's own) consent. */
const contactFields = {
  name: plainTextLineSchema(leadLimits.name, {
    tooLong: leadMessages.nameInvalid,
    invalid: leadMessages.nameInvalid,
  }).min(1, leadMessages.nameRequired),
  email: emailAddressSchema,
  company: plainTextLineSchema(leadLimits.company, {
    tooLong: leadMessages.companyInvalid,
    invalid: leadMessages.companyInvalid,
  }).min(1, leadMessages.companyRequired),
  phone: phoneSchema,
};

/** The ticked box; the service stores the text shown with it (`leadConsentText`) as the proof. */
const consentSchema = z.literal(true, { error: leadMessages.consentRequired });

/** The Laser Delight demo request (spec 2 §3): the form and POST `ratpakApi.leads.laserDelight`. */
export const laserDelightLeadSchema = z.object({
  ...contactFields,
  role: optionalChoice(laserRoles),
  corridorLength: optionalCount(leadLimits.corridorMiles),
  currentMethod: optionalChoice(laserCurrentMethods),
  annualBudget: optionalChoice(laserBudgets),
  timeline: optionalChoice(leadTimelines),
  challenges: optionalText,
  consent: consentSchema,
});
export type LaserDelightLeadInput = z.input<typeof laserDelightLeadSchema>;
export type LaserDelightLead = z.output<typeof laserDelightLeadSchema>;

/** The Soil Whisperer free-trial request (spec 2 §3): the form and POST `ratpakApi.leads.soilWhisperer`. */
export const soilWhispererLeadSchema = z.object({
  ...contactFields,
  role: optionalChoice(soilRoles),
  acreage: optionalCount(leadLimits.acres),
  cropType: optionalChoice(cropTypes),
  currentMethod: optionalChoice(soilCurrentMethods),
  budget: optionalChoice(soilBudgets),
  timeline: optionalChoice(leadTimelines),
  goals: optionalText,
  consent: consentSchema,
});
export type SoilWhispererLeadInput = z.input<typeof soilWhispererLeadSchema>;
export type SoilWhispererLead = z.output<typeof soilWhispererLeadSchema>;

export const leadReceivedSchema = z.object({ message: z.string() });
