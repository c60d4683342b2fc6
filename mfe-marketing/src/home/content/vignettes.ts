import type { InternalLink, SectionIntro } from './types.js';

export const vignetteCarouselCopy = {
  eyebrow: 'Latest vignettes',
  title: 'Stories from possible futures',
  lead: 'Short fiction about what brain-computer interfaces could bring, for better and for worse.',
  previousLabel: 'Previous vignettes',
  nextLabel: 'Next vignettes',
} as const;

export const featuredVignettesCopy: SectionIntro & { allLink: InternalLink } = {
  eyebrow: 'Future vignettes',
  title: 'Featured Future Vignettes',
  lead: 'Imagined moments that help us decide which futures to build and which to prevent.',
  allLink: { label: 'Browse All Vignettes', to: '/vignettes' },
};
