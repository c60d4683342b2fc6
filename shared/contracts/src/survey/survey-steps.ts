// Without zod: the steps, the draft's shape and the rules for Continue, which the page applies as the
// participant answers and the service's schemas (survey-schemas.ts) repeat from the same lists.
import {
  autonomyGroups,
  businessMarketItems,
  dataPracticesGroups,
  deviceFunctionalityGroups,
  generalAttitudeItems,
  type IndustrySubsector,
  type SurveyItemGroup,
  type sectorExtraItems,
  societalImpactGroups,
  surveyConstants,
} from './survey-items.js';

/** The draft's groups (spec 3 §3, "Local survey draft"), in the order the steps ask them. */
export const surveySections = [
  'consent',
  'generalAttitudes',
  'deviceFunctionality',
  'dataPractices',
  'autonomy',
  'societalImpact',
  'businessMarket',
  'finalFeedback',
  'demographics',
] as const;
export type SurveySection = (typeof surveySections)[number];

export type Rating = 1 | 2 | 3 | 4 | 5;
type Keys<T extends readonly { key: string }[]> = T[number]['key'];
type GroupKeys<G extends readonly SurveyItemGroup[]> = G[number]['items'][number]['key'];

export type ConsentAnswers = Record<
  'age_confirmed' | 'has_professional_experience' | 'gdpr_consent' | 'participation_consent',
  boolean
>;
export type GeneralAttitudesAnswers = Record<Keys<typeof generalAttitudeItems>, Rating>;
type CriteriaAnswers<K extends string> = Record<K, Rating> & { additional_comments?: string };
export type DeviceFunctionalityAnswers = CriteriaAnswers<GroupKeys<typeof deviceFunctionalityGroups>>;
export type DataPracticesAnswers = CriteriaAnswers<GroupKeys<typeof dataPracticesGroups>>;
export type AutonomyAnswers = CriteriaAnswers<GroupKeys<typeof autonomyGroups>>;
export type SocietalImpactAnswers = CriteriaAnswers<GroupKeys<typeof societalImpactGroups>>;
export type SectorExtraKey = (typeof sectorExtraItems)[IndustrySubsector][number]['key'];
export type BusinessMarketAnswers = Record<Keys<typeof businessMarketItems>, Rating> &
  Partial<Record<SectorExtraKey, Rating>> & { industry_subsector?: IndustrySubsector };
export interface FinalFeedbackAnswers {
  responsible_innovation_important: Rating;
  rubric_lacking_components?: string;
  concerns_about_efforts?: string;
  other_feedback?: string;
}
export interface DemographicsAnswers {
  gender: string;
  gender_self_describe?: string;
  education_level: string;
  country: string;
  occupation: string;
  occupation_other?: string;
  age_range: string;
}

/** Every section complete: what a submit carries. */
export interface SurveyAnswers {
  consent: ConsentAnswers;
  generalAttitudes: GeneralAttitudesAnswers;
  deviceFunctionality: DeviceFunctionalityAnswers;
  dataPractices: DataPracticesAnswers;
  autonomy: AutonomyAnswers;
  societalImpact: SocietalImpactAnswers;
  businessMarket: BusinessMarketAnswers;
  finalFeedback: FinalFeedbackAnswers;
  demographics: DemographicsAnswers;
}

/** Answers so far: any section, any subset of its items (what saves carry and drafts hold). */
export type PartialSurveyAnswers = { [S in SurveySection]?: Partial<SurveyAnswers[S]> };

/** The local draft under `surveyConstants.storageKey` (spec 3 §3). */
export type SurveyDraft = PartialSurveyAnswers & {
  sessionId: string | null;
  responseId: string | null;
  currentStep: number;
};

/** Criteria keys of a list of groups, in order. */
export const groupKeys = (groups: readonly SurveyItemGroup[]): string[] =>
  groups.flatMap((group) => group.items.map((entry) => entry.key));

/** The 1-5 items each section requires (spec 3 §5); the business step's sector extras are not required. */
export const requiredRatings: Record<SurveySection, readonly string[]> = {
  consent: [],
  generalAttitudes: generalAttitudeItems.map((entry) => entry.key),
  deviceFunctionality: groupKeys(deviceFunctionalityGroups),
  dataPractices: groupKeys(dataPracticesGroups),
  autonomy: groupKeys(autonomyGroups),
  societalImpact: groupKeys(societalImpactGroups),
  businessMarket: businessMarketItems.map((entry) => entry.key),
  finalFeedback: ['responsible_innovation_important'],
  demographics: [],
};

/** Consent ticks Continue requires: age 18 or older and participation (spec 3 §5). */
export const requiredConsents = ['age_confirmed', 'participation_consent'] as const;
/** Demographic choices that must be filled (spec 3 §5); the self-describe texts are optional. */
export const requiredDemographics = [
  'gender',
  'education_level',
  'country',
  'occupation',
  'age_range',
] as const;

export type SurveyStepKind = 'welcome' | 'consent' | 'overview' | SurveySection | 'thankYou';

export interface SurveyStep {
  kind: SurveyStepKind;
  /** The section this step saves, if any. */
  section?: SurveySection;
  /** The forward button's text; the thank-you step has none. */
  forward?: string;
}

/** The 12 steps, indexed from 0 (spec 3 §4). */
export const surveySteps: readonly SurveyStep[] = [
  { kind: 'welcome', forward: 'Begin Survey' },
  { kind: 'consent', section: 'consent', forward: 'Continue' },
  { kind: 'overview', forward: "I'm Ready" },
  { kind: 'generalAttitudes', section: 'generalAttitudes', forward: 'Continue' },
  { kind: 'deviceFunctionality', section: 'deviceFunctionality', forward: 'Continue' },
  { kind: 'dataPractices', section: 'dataPractices', forward: 'Continue' },
  { kind: 'autonomy', section: 'autonomy', forward: 'Continue' },
  { kind: 'societalImpact', section: 'societalImpact', forward: 'Continue' },
  { kind: 'businessMarket', section: 'businessMarket', forward: 'Continue' },
  { kind: 'finalFeedback', section: 'finalFeedback', forward: 'Continue' },
  { kind: 'demographics', section: 'demographics', forward: 'Submit Survey' },
  { kind: 'thankYou' },
];
export const lastStep = surveySteps.length - 1;
/** The step that submits: the one before the thank-you. */
export const submitStep = lastStep - 1;

/** Next moves forward one step; Back one step and never below 0 (spec 3 §4). */
export const nextStep = (step: number): number => Math.min(step + 1, lastStep);
export const previousStep = (step: number): number => Math.max(step - 1, 0);

/** The progress bar's figures for steps 1 to 10, null for the others: 'Step n of 11' and its rounded percentage. */
export function surveyProgress(step: number): { text: string; percent: number } | null {
  if (step < 1 || step > submitStep) return null;
  const total = surveyConstants.progressTotal;
  return { text: `Step ${step} of ${total}`, percent: Math.round((step / total) * 100) };
}

const isRating = (value: unknown): value is Rating =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The items a section requires before Continue (spec 3 §5). */
export function requiredKeys(section: SurveySection): readonly string[] {
  if (section === 'consent') return requiredConsents;
  if (section === 'demographics') return requiredDemographics;
  return requiredRatings[section];
}

function isAnswered(section: SurveySection, value: unknown): boolean {
  if (section === 'consent') return value === true;
  if (section === 'demographics') return isFilled(value);
  return isRating(value);
}

/** How many of a section's required items are answered, for the hint beside Continue. */
export function answeredCount(section: SurveySection, answers: Record<string, unknown> = {}) {
  const required = requiredKeys(section);
  const answered = required.filter((key) => isAnswered(section, answers[key])).length;
  return { answered, required: required.length };
}

/** Whether a section's answers let the participant continue (spec 3 §5). */
export function isSectionComplete(section: SurveySection, answers: Record<string, unknown> = {}): boolean {
  const { answered, required } = answeredCount(section, answers);
  return answered === required;
}

/** Whether the forward button of `step` is enabled for this draft. */
export function canContinue(step: number, draft: PartialSurveyAnswers): boolean {
  const section = surveySteps[step]?.section;
  if (!section) return step < lastStep;
  return isSectionComplete(section, draft[section]);
}
