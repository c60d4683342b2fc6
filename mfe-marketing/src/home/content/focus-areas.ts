import type { SectionIntro } from './types.js';

export interface FocusArea {
  id: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
}

export const focusAreasIntro: SectionIntro = {
  heading: 'Focus Areas',
  subtitle: 'The questions we work on',
  lead: 'Open a card to see what each focus area covers and how we approach it.',
};

/** Spec 1 "Home": the card button reads "Learn more" or "Show less". */
export const focusToggleLabels = { open: 'Learn more', close: 'Show less' } as const;

/** Spec 1 §4: one card is open at a time. */
export const focusAreas: readonly FocusArea[] = [
  {
    id: 'clinical-bci',
    title: 'Clinical Brain-Computer Interfaces',
    shortDescription: 'Restoring communication and movement safely and reliably.',
    fullDescription:
      'We convene clinicians, engineers and patients to define safety evidence, long-term support duties and explant rights for implanted and wearable interfaces used in care.',
  },
  {
    id: 'neural-data-privacy',
    title: 'Neural Data Privacy',
    shortDescription: 'Keeping the most personal data of all under the user’s control.',
    fullDescription:
      'Neural signals can reveal health, emotion and intent. We promote consent that can be withdrawn, on-device processing by default and strict limits on resale and secondary use.',
  },
  {
    id: 'assistive-access',
    title: 'Assistive Technology Access',
    shortDescription: 'Making life-changing devices affordable and available worldwide.',
    fullDescription:
      'We work with insurers, governments and manufacturers on pricing, reimbursement and repair programmes so that access does not depend on income or postcode.',
  },
  {
    id: 'animal-interfaces',
    title: 'Animal-Computer Interfaces',
    shortDescription: 'Welfare-first neurotechnology for working and performance animals.',
    fullDescription:
      'Our animal programmes require non-invasive design, veterinary oversight and welfare metrics that take priority over performance, across equine, canine and marine applications.',
  },
  {
    id: 'interoperability',
    title: 'Interoperability and Standards',
    shortDescription: 'Common formats so devices, data and software work together.',
    fullDescription:
      'We publish open specifications for signal formats, device metadata and audit logs, and certify products against them so that users are never locked in to one vendor.',
  },
  {
    id: 'public-understanding',
    title: 'Public Understanding',
    shortDescription: 'Honest conversation about what BCI can and cannot do.',
    fullDescription:
      'Through events, fiction and plain-language briefs we help the public, press and decision-makers separate real progress from hype, and imagine the futures we want to avoid.',
  },
];
