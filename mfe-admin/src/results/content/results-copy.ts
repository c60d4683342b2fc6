import type { SurveySection } from '@gbc/contracts/survey';

export const resultsCopy = {
  loading: 'Loading survey results…',
  failed: 'The survey results could not be loaded. Try again later.',
  countsCaption: 'Responses by state',
  meansCaption: 'Mean rating per section (1 to 5, completed responses)',
  state: 'State',
  responses: 'Responses',
  section: 'Section',
  mean: 'Mean',
  noAnswers: 'No answers yet',
  counts: {
    opened: 'Opened (nothing saved yet)',
    started: 'Started (in progress)',
    completed: 'Completed',
    abandoned: 'Abandoned (no save for 7 days)',
  },
} as const;

/** How the results name each rated section. */
export const sectionLabels: Record<SurveySection, string> = {
  consent: 'Consent',
  generalAttitudes: 'General attitudes',
  deviceFunctionality: 'Device functionality',
  dataPractices: 'Data practices',
  autonomy: 'Autonomy',
  societalImpact: 'Societal impact',
  businessMarket: 'Business and market',
  finalFeedback: 'Responsible innovation',
  demographics: 'Demographics',
};
