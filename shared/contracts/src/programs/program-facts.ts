// Without zod: the program pages show these facts and the programs service prints them in the brochure,
// so each figure and date of spec 3 §2 and §9 is written once.

export interface ProgramFact {
  label: string;
  value: string;
}

const neuroGovernanceTuition = 'AUD $2,500';

/** The NeuroGovernance certification course (spec 3 §2, §9). */
export const neuroGovernanceFacts = {
  name: 'NeuroGovernance',
  tagline: 'An 8-week online certification course for policymakers and leaders.',
  facts: [
    { label: 'Duration', value: '8 weeks online' },
    { label: 'Cohort size', value: '25-30 participants' },
    { label: 'Format', value: 'Live + self-paced' },
    { label: 'Certification', value: 'Certified' },
    { label: 'Tuition', value: neuroGovernanceTuition },
    { label: 'Next cohort', value: 'Q2 2025' },
  ],
  tuition: neuroGovernanceTuition,
  weeklyCommitment: '6-8 hours per week',
  applicationDeadline: 'April 30, 2025',
  cohortStarts: 'May 2025',
  applySubject: 'NeuroGovernance Application',
  inquirySubject: 'NeuroGovernance Inquiry',
} as const satisfies { facts: readonly ProgramFact[] } & Record<string, unknown>;

/** One reading of the accelerator's funding, with the cohort and dates it comes with. */
export interface AcceleratorFundingReading {
  funding: string;
  cohort: string;
  dates: readonly ProgramFact[];
}

/** The BCI accelerator (spec 3 §2, §9). */
export const bciAcceleratorFacts = {
  name: 'BCI Accelerator',
  tagline: 'A 12-week accelerator for early-stage brain-computer interface startups.',
  facts: [
    { label: 'Program length', value: '12 weeks' },
    { label: 'Teams per cohort', value: '10-12 teams' },
    { label: 'Cohorts', value: '2 cohorts a year' },
  ],
  /**
   * The spec gives two readings of the funding, each with its own cohort and dates; both are shown as
   * stated and never merged into one figure.
   */
  fundingReadings: [
    {
      funding: 'Seed investment up to $50K equity-free',
      cohort: 'Cohort 2',
      dates: [
        { label: 'Applications open', value: 'January 1, 2025' },
        { label: 'Application deadline', value: 'February 15, 2025' },
        { label: 'Interviews', value: 'February 16-28, 2025' },
        { label: 'Notifications', value: 'March 1, 2025' },
        { label: 'Cohort 2 begins', value: 'March 15, 2025' },
        { label: 'Demo Day', value: 'June 7, 2025' },
      ],
    },
    {
      funding: 'Funding up to $250K',
      cohort: 'Fall 2026 cohort',
      dates: [{ label: 'Applications open', value: 'June 2026' }],
    },
  ],
  applySubject: 'BCI Accelerator Application',
  questionsSubject: 'BCI Accelerator Questions',
} as const satisfies {
  facts: readonly ProgramFact[];
  fundingReadings: readonly AcceleratorFundingReading[];
} & Record<string, unknown>;
