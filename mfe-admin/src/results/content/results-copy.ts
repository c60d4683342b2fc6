// Imported by the page itself (its loading text): only the words here, so the item lists stay in the
// screen's chunk (`rating-items.ts`).
import { abandonedAfterDays, type SurveySection } from '@gbc/contracts/survey';

export type ResponseState = 'opened' | 'started' | 'completed' | 'abandoned';

/** The states in the order the charts stack them (bottom first) and the tables list them. */
export const responseStates: readonly ResponseState[] = ['completed', 'started', 'abandoned', 'opened'];

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
    abandoned: `Abandoned (no save for ${abandonedAfterDays} days)`,
  } satisfies Record<ResponseState, string>,
  /** Short names for chart legends and table headers. */
  stateNames: {
    opened: 'Opened',
    started: 'Started',
    completed: 'Completed',
    abandoned: 'Abandoned',
  } satisfies Record<ResponseState, string>,
  overTime: {
    heading: 'Responses over time',
    window: 'Period',
    windowOptions: [
      { value: '14', label: 'Last 14 days' },
      { value: '30', label: 'Last 30 days' },
      { value: '90', label: 'Last 90 days' },
      { value: '366', label: 'Last 12 months' },
    ],
    explanation:
      'Each bar is the responses opened on that day (UTC), split by the state each is in today. Responses opened and never started are deleted after 30 days.',
    chartTitle: (days: number) => `Responses by day opened, last ${days} days`,
    chartSummary: (first: string, last: string, totals: Record<ResponseState, number>) =>
      `From ${first} to ${last}: ${responseStates
        .map(
          (state) =>
            `${totals[state].toLocaleString('en-US')} ${resultsCopy.stateNames[state].toLowerCase()}`,
        )
        .join(', ')}.`,
    tableCaption: 'Responses by day opened (UTC) and state today',
    day: 'Day opened',
    tableLabel: 'Responses by day, as a table',
  },
  items: {
    heading: 'Answers per item',
    sectionLabel: 'Section',
    explanation: 'How many completed responses chose each value of each rated item.',
    chartTitle: (section: string) => `Answers per item: ${section}`,
    chartSummary: (items: number, responses: number) =>
      `${items} items, ${responses.toLocaleString('en-US')} completed responses each, stacked from the lowest value to the highest.`,
    tableCaption: (section: string) => `Answers per item: ${section}`,
    item: 'Item',
    total: 'Total',
    noResponses: 'No completed responses yet.',
  },
  download: {
    heading: 'Export',
    explanation: 'Every completed response as one CSV row, one column per item key. Exports are logged.',
    button: 'Download CSV',
    running: 'Preparing the CSV…',
    failed: 'The CSV could not be downloaded. Try again in a moment.',
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
