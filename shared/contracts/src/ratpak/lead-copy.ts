// Without zod: the vertical pages import this copy in their first load; the schemas load with each form.

/** Role options of the Laser Delight demo form (spec 2 §5). */
export const laserRoles = [
  'operations-manager',
  'maintenance-director',
  'ceo-owner',
  'procurement',
  'other',
] as const;
/** Role options of the Soil trial form (spec 2 §5). */
export const soilRoles = ['farm-owner', 'farm-manager', 'agronomist', 'researcher', 'other'] as const;
/** Crop options of the Soil trial form (spec 2 §5). */
export const cropTypes = ['corn', 'soybeans', 'wheat', 'vegetables', 'fruits', 'mixed', 'other'] as const;
/** How corridors are kept clear today (the spec names the field, not its choices). */
export const laserCurrentMethods = [
  'manual-crews',
  'herbicide',
  'mechanical-mowing',
  'contractor',
  'other',
] as const;
/** How soil is tested today (the spec names the field, not its choices). */
export const soilCurrentMethods = [
  'lab-sampling',
  'handheld-sensors',
  'agronomist-visits',
  'none',
  'other',
] as const;
/** Yearly vegetation budget ranges ("fixed lists in the forms", values not shown by the spec). */
export const laserBudgets = ['under-100k', '100k-500k', '500k-1m', 'over-1m'] as const;
/** Yearly soil programme budget ranges. */
export const soilBudgets = ['under-5k', '5k-20k', '20k-50k', 'over-50k'] as const;
/** When the buyer means to start; the same list on both forms. */
export const leadTimelines = ['immediately', '1-3-months', '3-6-months', '6-12-months', 'exploring'] as const;

export type LaserRole = (typeof laserRoles)[number];
export type SoilRole = (typeof soilRoles)[number];
export type CropType = (typeof cropTypes)[number];
export type LaserCurrentMethod = (typeof laserCurrentMethods)[number];
export type SoilCurrentMethod = (typeof soilCurrentMethods)[number];
export type LaserBudget = (typeof laserBudgets)[number];
export type SoilBudget = (typeof soilBudgets)[number];
export type LeadTimeline = (typeof leadTimelines)[number];

export const laserRoleLabels: Record<LaserRole, string> = {
  'operations-manager': 'Operations Manager',
  'maintenance-director': 'Maintenance Director',
  'ceo-owner': 'CEO / Owner',
  procurement: 'Procurement',
  other: 'Other',
};

export const soilRoleLabels: Record<SoilRole, string> = {
  'farm-owner': 'Farm Owner',
  'farm-manager': 'Farm Manager',
  agronomist: 'Agronomist',
  researcher: 'Researcher',
  other: 'Other',
};

export const cropTypeLabels: Record<CropType, string> = {
  corn: 'Corn',
  soybeans: 'Soybeans',
  wheat: 'Wheat',
  vegetables: 'Vegetables',
  fruits: 'Fruits',
  mixed: 'Mixed',
  other: 'Other',
};

export const laserCurrentMethodLabels: Record<LaserCurrentMethod, string> = {
  'manual-crews': 'Manual crews',
  herbicide: 'Herbicide spraying',
  'mechanical-mowing': 'Mechanical mowing',
  contractor: 'Outsourced contractor',
  other: 'Other',
};

export const soilCurrentMethodLabels: Record<SoilCurrentMethod, string> = {
  'lab-sampling': 'Lab soil sampling',
  'handheld-sensors': 'Handheld sensors',
  'agronomist-visits': 'Agronomist visits',
  none: 'No regular testing',
  other: 'Other',
};

export const laserBudgetLabels: Record<LaserBudget, string> = {
  'under-100k': 'Under $100,000',
  '100k-500k': '$100,000 - $500,000',
  '500k-1m': '$500,000 - $1,000,000',
  'over-1m': 'Over $1,000,000',
};

export const soilBudgetLabels: Record<SoilBudget, string> = {
  'under-5k': 'Under $5,000',
  '5k-20k': '$5,000 - $20,000',
  '20k-50k': '$20,000 - $50,000',
  'over-50k': 'Over $50,000',
};

export const leadTimelineLabels: Record<LeadTimeline, string> = {
  immediately: 'Immediately',
  '1-3-months': 'Within 1-3 months',
  '3-6-months': 'Within 3-6 months',
  '6-12-months': 'Within 6-12 months',
  exploring: 'Just exploring',
};

/** The two lead forms, as the service stores and the sales inbox reads them. */
export const leadKinds = ['laser-delight', 'soil-whisperer'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Limits shared by the schemas, the inputs and the table's checks. */
export const leadLimits = {
  name: 100,
  company: 200,
  phone: 40,
  text: 2000,
  corridorMiles: 100_000,
  acres: 10_000_000,
} as const;

/**
 * The consent box's text: shown beside the box and stored word for word with each lead as the proof of
 * what was agreed to.
 */
export const leadConsentText =
  'I consent to the Global BCI Council processing my data to respond to this request and contact me about RATPAK.';

/** Validation and outcome messages of both lead forms (spec 2 §4, §5, §8). */
export const leadMessages = {
  nameRequired: 'Please enter your name',
  nameInvalid: 'Name must be a single line of plain text without links',
  companyRequired: 'Please enter your company',
  companyInvalid: 'Company must be a single line of plain text without links',
  roleInvalid: 'Please choose a role from the list',
  phoneInvalid: 'Please enter a valid phone number',
  numberInvalid: 'Please enter a whole number',
  optionInvalid: 'Please choose an option from the list',
  textInvalid: 'Please use plain text',
  textTooLong: `Please keep this under ${leadLimits.text} characters`,
  consentRequired: 'Please consent to data processing',
  submitting: 'Submitting...',
  settingUpTrial: 'Setting up trial...',
  demoRequested: "Thank you! We'll contact you within 24 hours to schedule your demo.",
  trialRequested: "Thank you! We'll start your free trial setup within 24 hours.",
  failed: 'Something went wrong. Please try again.',
} as const;

/** What the service answers to an accepted lead (a repeat within a minute included). */
export interface LeadReceived {
  message: string;
}
