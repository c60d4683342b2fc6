import { pathTo } from '@gbc/site-map';
import type { InternalLink, Statistic } from './types.js';

export interface SummitBannerContent {
  eyebrow: string;
  title: string;
  date: string;
  location: string;
  description: string;
  facts: readonly Statistic[];
  factsLabel: string;
  preRegister: InternalLink;
  learnMore: InternalLink;
}

/** Spec 1 §1: the featured global summit (March 2026, Sydney and virtual, 3 days, 50+ speakers, 20+ countries). */
export const summit: SummitBannerContent = {
  eyebrow: 'Featured event',
  title: 'Global BCI Summit 2026',
  date: 'March 2026',
  location: 'Sydney and virtual',
  description:
    'Three days of research, policy and hands-on demonstrations with the people shaping neurotechnology, in Sydney and online.',
  facts: [
    { value: '3', label: 'Days' },
    { value: '50+', label: 'Speakers' },
    { value: '20+', label: 'Countries' },
    { value: '2,500+', label: 'Expected attendees' },
  ],
  factsLabel: 'Summit at a glance',
  preRegister: { label: 'Pre-register Now', to: pathTo('/events') },
  learnMore: { label: 'Summit Details', to: pathTo('/events') },
};
