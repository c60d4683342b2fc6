import { brand, pathTo, type SitePath } from '@gbc/site-map';

/** One era of the future vision timeline. */
export interface TimelinePhase {
  id: 'past' | 'present' | 'future';
  /** Past, Present or Future, as spec 1 names the three eras. */
  era: string;
  period: string;
  title: string;
  description: string;
}

export const futureIntro =
  'Brain-computer interfaces have moved from the laboratory to the clinic and are heading into everyday life. This is how we got here, where we stand and what we are preparing for.';

export const timelineHeading = 'The Road Ahead';

export const timeline: readonly TimelinePhase[] = [
  {
    id: 'past',
    era: 'Past',
    period: '1970s to 2010s',
    title: 'From the laboratory to the first patients',
    description:
      'Decades of research showed that neural signals can be read and decoded, and early clinical trials let people with paralysis control cursors and robotic arms.',
  },
  {
    id: 'present',
    era: 'Present',
    period: 'Today',
    title: 'Clinical promise, missing rules',
    description:
      'Implanted and wearable systems are entering trials and markets faster than the standards, rights and oversight that should accompany them.',
  },
  {
    id: 'future',
    era: 'Future',
    period: 'The next decade',
    title: 'Neurotechnology that serves everyone',
    description:
      'Certified, interoperable devices, protected neural data and fair access, so that assistive BCI reaches every person who can benefit from it.',
  },
];

export const ceoVideo = {
  heading: 'A Message from Our CEO',
  status: 'Video coming soon',
  expected: `Our CEO’s video message on the future of the ${brand.name} is expected in Q2 2026.`,
} as const;

export const membershipCallToAction: {
  title: string;
  text: string;
  action: { label: string; to: SitePath };
} = {
  title: 'Help Shape the Future',
  text: 'Members take part in drafting the standards and policies that will guide the next generation of brain-computer interfaces.',
  action: { label: 'Become a Member', to: pathTo('/membership') },
};
