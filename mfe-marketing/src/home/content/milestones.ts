import type { LucideIcon } from 'lucide-react';
import { Brain, GraduationCap, Handshake, Landmark, Rocket, Scale, Sparkles } from 'lucide-react';
import type { SectionIntro } from './types.js';

export type MilestoneStatus = 'completed' | 'in-progress' | 'upcoming';
export type MilestoneCategory =
  | 'organization'
  | 'product'
  | 'partnerships'
  | 'programs'
  | 'policy'
  | 'education';

export interface Milestone {
  id: string;
  year: number;
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  title: string;
  description: string;
  icon: LucideIcon;
  status: MilestoneStatus;
  category: MilestoneCategory;
}

/** Spec 1 §4: the labels shown for each milestone status. */
export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  upcoming: 'Upcoming',
};

export const milestonesIntro: SectionIntro = {
  heading: 'Milestones and Roadmap',
  subtitle: 'Our journey so far, and what comes next',
  lead: 'Every step is public, so members and partners can hold us to it.',
};

/** Accessible name of the timeline, which scrolls sideways on small screens. */
export const milestoneScrollerLabel = 'Milestone timeline';

/** The seven-step roadmap of spec 1 §4, oldest first. */
export const milestones: readonly Milestone[] = [
  {
    id: 'council-foundation',
    year: 2024,
    quarter: 'Q1',
    title: 'Council Foundation',
    description:
      'Founding countries sign the charter and the council opens its doors as an independent non-profit.',
    icon: Landmark,
    status: 'completed',
    category: 'organization',
  },
  {
    id: 'equinelink-pawlink-launch',
    year: 2024,
    quarter: 'Q2',
    title: 'EquineLink and PawLink Launch',
    description: 'Our first animal-welfare-first interfaces reach elite equine and working canine teams.',
    icon: Rocket,
    status: 'completed',
    category: 'product',
  },
  {
    id: 'neuropak-beta',
    year: 2024,
    quarter: 'Q3',
    title: 'NeuroPAK Beta',
    description: 'A beta of the NeuroPAK orchestration platform opens to selected research partners.',
    icon: Brain,
    status: 'in-progress',
    category: 'product',
  },
  {
    id: 'partnership-network',
    year: 2024,
    quarter: 'Q4',
    title: 'Partnership Network',
    description:
      'Universities, hospitals and industry partners join a network for shared research and standards.',
    icon: Handshake,
    status: 'in-progress',
    category: 'partnerships',
  },
  {
    id: 'bci-accelerator',
    year: 2025,
    quarter: 'Q1',
    title: 'BCI Accelerator',
    description: 'The first cohort of early-stage teams receives funding, mentoring and an ethics review.',
    icon: Sparkles,
    status: 'upcoming',
    category: 'programs',
  },
  {
    id: 'ethics-framework',
    year: 2025,
    quarter: 'Q2',
    title: 'Ethics Framework',
    description: 'A public framework for neuro-rights, consent and data protection, open for consultation.',
    icon: Scale,
    status: 'upcoming',
    category: 'policy',
  },
  {
    id: 'neurogovernance-training',
    year: 2025,
    quarter: 'Q3',
    title: 'NeuroGovernance Training',
    description:
      'Certification training that prepares policymakers and leaders to govern neurotechnology well.',
    icon: GraduationCap,
    status: 'upcoming',
    category: 'education',
  },
];
