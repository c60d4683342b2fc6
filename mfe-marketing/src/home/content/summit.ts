import { formatEventDate, summitEvent } from '@gbc/contracts/marketing';
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

/** The featured summit's banner: the facts come from its record in `@gbc/contracts/marketing`, shared with /events. */
export const summit: SummitBannerContent = {
  eyebrow: 'Featured event',
  title: summitEvent.title,
  date: formatEventDate(summitEvent),
  location: summitEvent.location,
  description: summitEvent.description,
  facts: summitEvent.facts,
  factsLabel: 'Summit at a glance',
  preRegister: { label: 'Pre-register Now', to: pathTo('/events') },
  learnMore: { label: 'Summit Details', to: pathTo('/events') },
};
