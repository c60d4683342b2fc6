import { Compass, Hammer, HeartHandshake } from 'lucide-react';
import type { IconCard, SectionIntro } from './types.js';

export const missionIntro: SectionIntro = {
  heading: 'Our Mission',
  subtitle: 'Ethical, equitable and sustainable BCI',
  lead: 'We work so that brain-computer interfaces expand what people can do, without compromising who they are.',
};

export const missionCards: readonly IconCard[] = [
  {
    id: 'why-we-exist',
    title: 'Why We Exist',
    description:
      'Neurotechnology is advancing faster than the rules that protect the people using it. We close that gap with clear ethics, shared standards and public accountability.',
    icon: Compass,
  },
  {
    id: 'who-we-serve',
    title: 'Who We Serve',
    description:
      'Researchers, policymakers, developers, buyers, governments, accessibility advocates and animal handlers, and above all the people whose lives these devices touch.',
    icon: HeartHandshake,
  },
  {
    id: 'what-were-building',
    title: "What We're Building",
    description:
      'Certification frameworks, policy guidance, an accelerator for responsible startups and a global network that turns good principles into everyday practice.',
    icon: Hammer,
  },
];
