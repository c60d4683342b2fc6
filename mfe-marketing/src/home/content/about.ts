import { brand, pathTo } from '@gbc/site-map';
import type { InternalLink, SectionIntro } from './types.js';

export const about: SectionIntro & { paragraphs: readonly string[]; link: InternalLink } = {
  heading: 'About the Council',
  subtitle: 'A shared home for responsible neurotechnology',
  lead: `The ${brand.name} is an independent, non-profit body working across borders and disciplines.`,
  paragraphs: [
    'Brain-computer interfaces are moving from the laboratory into clinics, workplaces and homes. We make sure the people who will live with this technology have a voice in how it is designed, tested and governed.',
    'We publish open standards, advise governments, support early-stage teams and build practical tools, so that progress in neurotechnology strengthens human dignity rather than eroding it.',
  ],
  link: { label: 'More About Us', to: pathTo('/about') },
};
