import { pathTo } from '@gbc/site-map';
import type { InternalLink, SectionIntro } from './types.js';

export const vignetteCarouselCopy = {
  heading: 'Latest Vignettes',
  subtitle: 'Stories from possible futures',
  lead: 'Short fiction about what brain-computer interfaces could bring, for better and for worse.',
  previousLabel: 'Previous vignettes',
  nextLabel: 'Next vignettes',
} as const;

export const featuredVignettesCopy: SectionIntro & { allLink: InternalLink } = {
  heading: 'Featured Future Vignettes',
  lead: 'Imagined moments that help us decide which futures to build and which to prevent.',
  allLink: { label: 'Browse All Vignettes', to: pathTo('/vignettes') },
};
