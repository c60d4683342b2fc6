import { pathTo, type SitePath } from '@gbc/site-map';
import type { LucideIcon } from 'lucide-react';
import { Bot, Brain, Globe, GraduationCap, Microscope, Scale } from 'lucide-react';
import type { SectionIntro } from './types.js';

export type WorkAreaTag = 'FEATURED' | 'NEW';

export interface WorkArea {
  id: string;
  title: string;
  description: string;
  /** A route from the site map where the work area is covered in depth. */
  link: SitePath;
  /** Start and end colours of the card's accent band. */
  gradient: readonly [string, string];
  icon: LucideIcon;
  tag?: WorkAreaTag;
}

export const workAreasIntro: SectionIntro = {
  heading: 'Work Areas',
  subtitle: 'Where we make a difference',
  lead: 'Six streams of work, each with its own experts, partners and public outcomes.',
};

export const workAreas: readonly WorkArea[] = [
  {
    id: 'neural-interfaces',
    title: 'Neural Interfaces',
    description: 'Safety, interoperability and performance benchmarks for invasive and non-invasive BCI.',
    link: pathTo('/focus'),
    gradient: ['#1e3a8a', '#7c3aed'],
    icon: Brain,
    tag: 'FEATURED',
  },
  {
    id: 'assistive-robotics',
    title: 'Assistive Robotics',
    description: 'Robotic systems that extend independence, from mobility aids to orchestrated fleets.',
    link: pathTo('/products'),
    gradient: ['#0e7490', '#2563eb'],
    icon: Bot,
    tag: 'NEW',
  },
  {
    id: 'policy-and-ethics',
    title: 'Policy and Ethics',
    description: 'Neuro-rights, informed consent and data protection written into law and practice.',
    link: pathTo('/manifesto'),
    gradient: ['#7c2d12', '#d97706'],
    icon: Scale,
  },
  {
    id: 'research-and-innovation',
    title: 'Research and Innovation',
    description: 'Open research, policy briefs and reports that turn evidence into better devices.',
    link: pathTo('/resources'),
    gradient: ['#166534', '#0d9488'],
    icon: Microscope,
  },
  {
    id: 'global-partnerships',
    title: 'Global Partnerships',
    description: 'Universities, hospitals, governments and companies working to one shared standard.',
    link: pathTo('/partners'),
    gradient: ['#1d4ed8', '#0891b2'],
    icon: Globe,
  },
  {
    id: 'capacity-building',
    title: 'Capacity Building',
    description: 'Training, certification and an accelerator that grow responsible neurotech talent.',
    link: pathTo('/programs'),
    gradient: ['#6d28d9', '#db2777'],
    icon: GraduationCap,
  },
];
