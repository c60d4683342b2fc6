// Without zod: the resources page imports this in its first load; the service builds its PDFs from it.

/** The kinds of document the library holds, as their cards label them (spec 1 §6 "Resource item"). */
export const resourceTypes = ['Research Report', 'Policy Brief', 'Standards Document'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** One document of the Knowledge Hub; each has a members-only PDF (`resourceId` names its file). */
export interface ResourceItem {
  id: string;
  title: string;
  type: ResourceType;
  /** As the card shows it. */
  date: string;
  description: string;
}

/** The Knowledge Hub's seven documents, in the order the page lists them. */
export const resourceItems = [
  {
    id: 'neuro-ai-effects',
    title: 'Effects of AI on Neurodivergent People',
    type: 'Research Report',
    date: 'October 2025',
    description:
      'How AI tools in education, work and care help and hinder neurodivergent people, with recommendations for designers and policymakers.',
  },
  {
    id: 'bci-governance-brief',
    title: 'Governing Brain-Computer Interfaces',
    type: 'Policy Brief',
    date: 'September 2025',
    description:
      'Principles for regulators on consent, safety oversight and equitable access as BCI devices move from trials to clinics.',
  },
  {
    id: 'neural-data-rights',
    title: 'Neural Data and Mental Privacy',
    type: 'Policy Brief',
    date: 'July 2025',
    description:
      'Why neural data needs protection beyond health-data law, and the safeguards the council asks legislators to adopt.',
  },
  {
    id: 'assistive-bci-outcomes',
    title: 'Assistive BCI Outcomes Review',
    type: 'Research Report',
    date: 'June 2025',
    description:
      'A review of published outcomes for communication and mobility BCIs, and of the measures studies use to report them.',
  },
  {
    id: 'bci-interoperability',
    title: 'BCI Interoperability Guidelines',
    type: 'Standards Document',
    date: 'May 2025',
    description:
      'Common data formats and interfaces so that devices, software and clinical records can work together.',
  },
  {
    id: 'device-safety-certification',
    title: 'Safety Certification for Neural Devices',
    type: 'Standards Document',
    date: 'March 2025',
    description:
      'The testing and documentation the council recommends before a neural interface is certified for everyday use.',
  },
  {
    id: 'animal-bci-welfare',
    title: 'Animal Welfare in Veterinary BCI',
    type: 'Research Report',
    date: 'January 2025',
    description:
      'Evidence and practice for non-invasive BCI in working and companion animals, with welfare first and veterinary oversight.',
  },
] as const satisfies readonly ResourceItem[];

export type ResourceId = (typeof resourceItems)[number]['id'];
export const resourceIds = resourceItems.map((item) => item.id) as [ResourceId, ...ResourceId[]];

/** A document in preparation (spec 1 §6 "Coming-soon resource"). */
export interface ComingSoonResource {
  id: string;
  title: string;
  description: string;
  /** As the list shows it. */
  expected: string;
}

/** The Coming Soon list: four documents a visitor can ask to hear about. */
export const comingSoonResources = [
  {
    id: 'position-statements',
    title: 'Position Statements',
    description: "The council's positions on neural data, enhancement and access to assistive BCI.",
    expected: 'August 2024',
  },
  {
    id: 'ethics-toolkit',
    title: 'Ethics Toolkit',
    description: 'Checklists and templates for ethics reviews of BCI research and products.',
    expected: 'July 2024',
  },
  {
    id: 'clinical-guidelines',
    title: 'Clinical Implementation Guidelines',
    description: 'Guidance for clinics introducing BCI devices: assessment, training and follow-up.',
    expected: 'September 2024',
  },
  {
    id: 'accessibility-benchmark',
    title: 'Accessibility Benchmark',
    description: 'A shared benchmark for how usable BCI systems are for people with different disabilities.',
    expected: 'October 2024',
  },
] as const satisfies readonly ComingSoonResource[];

export type ComingSoonItem = (typeof comingSoonResources)[number];
export type ComingSoonId = ComingSoonItem['id'];
export const comingSoonIds = comingSoonResources.map((item) => item.id) as [ComingSoonId, ...ComingSoonId[]];

/** Messages of the resources page and its API, shared by both. */
export const resourceMessages = {
  empty: 'No resources found matching this filter. Check back soon for updates.',
  notifyTitle: 'Notification Set',
  notifyDescription: (title: string) => `You will be notified when ${title} becomes available.`,
  notifyFailed: 'We could not save your request. Please try again.',
  unknownResource: 'There is no such resource.',
  unknownComingSoon: 'There is no such upcoming resource.',
  downloadFailed: 'The download could not be prepared. Please try again.',
  linkInvalid: 'This download link is not valid. Please download the document again from the Resources page.',
  linkExpired: 'This download link has expired. Please download the document again from the Resources page.',
} as const;

/** How long a download link works: long enough to start the download, too short to pass around. */
export const resourceDownloadLinkTtlSeconds = 120;
