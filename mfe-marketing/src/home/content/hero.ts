import { brand, pathTo, type SitePath } from '@gbc/site-map';
import type { InternalLink, Statistic } from './types.js';

export interface HeroContent {
  badge: string;
  headline: string;
  lead: string;
  join: InternalLink;
  /** Label of the button to a random published vignette; the path comes from the vignette. */
  vignetteLabel: string;
  partner: InternalLink;
  statisticsLabel: string;
}

export const hero: HeroContent = {
  badge: 'Global Non-Profit Council',
  headline: 'Brain-computer interfaces that serve everyone',
  lead: `The ${brand.name} brings researchers, policymakers, industry and people with lived experience together to make brain-computer interfaces and assistive technology ethical, equitable and sustainable.`,
  join: { label: `Join the ${brand.abbreviation}`, to: pathTo('/membership') },
  vignetteLabel: 'Read a Dystopian Vignette',
  partner: { label: 'Partner with Us', to: pathTo('/contact') },
  statisticsLabel: 'The council in numbers',
};

/** The claimed statistics of spec 1 §1 that describe the council as a whole. */
export const keyStatistics: readonly Statistic[] = [
  { value: '40+', label: 'Countries' },
  { value: '5K+', label: 'Members' },
  { value: '12', label: 'Standards and frameworks' },
  { value: '15', label: 'Founding countries' },
  { value: '12', label: 'Accelerator teams' },
];

export function vignettePath(slug: string): SitePath {
  return pathTo('/vignettes/:slug', { slug });
}
