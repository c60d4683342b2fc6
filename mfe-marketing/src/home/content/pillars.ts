import { Accessibility, BadgeCheck, ShieldCheck } from 'lucide-react';
import type { IconCard, SectionIntro } from './types.js';

export const pillarsIntro: SectionIntro = {
  heading: 'Three Pillars',
  subtitle: 'What everything we do rests on',
  lead: 'Each programme, standard and product is measured against these commitments.',
};

/** Spec 1 §1: the council's three pillars, in this order. */
export const pillars: readonly IconCard[] = [
  {
    id: 'neuro-rights-and-ethics',
    title: 'Neuro-Rights and Ethics',
    description:
      'Mental privacy, cognitive liberty and informed consent protected at every stage of a device’s life.',
    icon: ShieldCheck,
  },
  {
    id: 'global-standards-and-certification',
    title: 'Global Standards and Certification',
    description:
      'Open, testable standards and independent certification that buyers and regulators can trust.',
    icon: BadgeCheck,
  },
  {
    id: 'access-and-empowerment',
    title: 'Access and Empowerment',
    description: 'Affordable, inclusive technology designed with, not just for, the people who rely on it.',
    icon: Accessibility,
  },
];
