import type { DirectoryFilterKey } from '../directory-filters.js';

/** Words of the directory, shared by the /supporters page and the partner embed. */
export const directoryCopy = {
  intro:
    'Companies building brain-computer interfaces and the neurotechnology around them, from implanted arrays to consumer headsets. Search the directory, or narrow it by type, application, maturity and innovation area.',
  statisticsHeading: 'The ecosystem at a glance',
  statistics: {
    total: 'Total companies',
    invasive: 'Invasive',
    nonInvasive: 'Non-invasive',
    startups: 'Startups',
  },
  filtersHeading: 'Search and filter',
  searchLabel: 'Search companies',
  searchPlaceholder: 'Name, focus area or detail',
  filterLabels: {
    type: 'Type',
    application: 'Application',
    maturity: 'Maturity',
    innovation: 'Innovation',
  } satisfies Record<DirectoryFilterKey, string>,
  filterPlaceholders: {
    type: 'All types',
    application: 'All applications',
    maturity: 'All stages',
    innovation: 'All innovation areas',
  } satisfies Record<DirectoryFilterKey, string>,
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  resultsHeading: 'Companies',
  fundingLabel: 'Funding',
  visitWebsite: (name: string) => `Visit ${name} website`,
  emptyTitle: 'No companies match your search',
  emptyText: 'Try other words or fewer filters, or clear them all to see the whole directory.',
  compiledNote: (date: string) =>
    `Data compiled ${date} from the companies’ own websites and announcements. Funding is shown only where a round was publicly announced.`,
  callToAction: {
    title: 'Part of the BCI ecosystem?',
    text: 'Join the council to shape the standards your field will be held to, or tell us about a company this directory should list.',
    membership: 'Become a Member',
    contact: 'Contact Us',
  },
  embedAttribution: (council: string) => `Directory maintained by the ${council}.`,
  embedSourceLink: 'Open the full directory (opens in a new tab)',
} as const;
