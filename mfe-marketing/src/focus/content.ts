import { pathTo, type SitePath } from '@gbc/site-map';
import type { ContentCard } from '../layout/CardGrid.js';

/** An animal application of the council's work, linking to its product page. */
export interface AnimalApplication extends ContentCard {
  link: { label: string; to: SitePath };
}

export const focusIntro =
  'The council concentrates on four areas where brain-computer interfaces meet people, policy and practice, and on the responsible use of the same technology with working animals.';

export const focusAreasHeading = 'Our Focus Areas';

export const focusAreas: readonly ContentCard[] = [
  {
    id: 'brain-computer-interfaces',
    title: 'Brain-Computer Interfaces',
    description:
      'Safe, reliable and well-documented neural interfaces, from non-invasive headsets to implanted systems.',
  },
  {
    id: 'assistive-technology',
    title: 'Assistive Technology',
    description:
      'Devices that restore communication, mobility and independence, designed with the people who rely on them.',
  },
  {
    id: 'neuro-rights',
    title: 'Neuro-Rights',
    description:
      'Protection of mental privacy, personal identity and free will as neural data becomes easier to collect.',
  },
  {
    id: 'standards-certification',
    title: 'Standards & Certification',
    description:
      'Shared technical and ethical benchmarks, and a certification path that buyers and regulators can trust.',
  },
];

export const animalApplicationsHeading = 'Animal Applications';

export const animalApplicationsLead =
  'The same principles guide our work with animals that partner with people every day.';

export const animalApplications: readonly AnimalApplication[] = [
  {
    id: 'equinelink',
    title: 'EquineLink',
    description:
      'Elite equine BCI that helps riders, trainers and veterinarians understand a horse’s comfort and focus.',
    link: { label: 'Explore EquineLink', to: pathTo('/equinelink') },
  },
  {
    id: 'pawlink',
    title: 'PawLink',
    description: 'Working canine BCI for service, search-and-rescue and detection dogs and their handlers.',
    link: { label: 'Explore PawLink', to: pathTo('/pawlink') },
  },
  {
    id: 'pinnipedlink',
    title: 'PinnipedLink',
    description:
      'Marine mammal BCI supporting care, research and conservation programmes for seals and sea lions.',
    link: { label: 'Explore PinnipedLink', to: pathTo('/pinnipedlink') },
  },
];

export const ethicalFrameworkHeading = 'Ethical Framework';

export const ethicalFrameworkLead = 'Every animal application we endorse meets three conditions.';

export const ethicalFramework: readonly ContentCard[] = [
  {
    id: 'animal-welfare-first',
    title: 'Animal Welfare First',
    description:
      'The animal’s health and wellbeing outrank any performance goal, and work stops at the first sign of distress.',
  },
  {
    id: 'non-invasive-design',
    title: 'Non-Invasive Design',
    description: 'Sensors sit on or near the body; nothing is implanted for the sake of convenience or data.',
  },
  {
    id: 'veterinary-oversight',
    title: 'Veterinary Oversight',
    description: 'Qualified veterinarians review every programme, from first fitting to daily use.',
  },
];

export const resourcesLink = {
  text: 'Read the council’s policy briefs, research and standards on these topics.',
  label: 'Browse Resources',
  to: pathTo('/resources'),
} as const;
