/** Every text of the vignette pages, word for word from spec 1 where the spec gives it. */
export const vignetteCardCopy = {
  tagsLabel: 'Tags',
} as const;

export const vignettesPageCopy = {
  eyebrow: 'Speculative Fiction',
  lead: 'Short stories about the futures brain-computer interfaces could bring, the hopeful and the dystopian, written to make the ethical stakes of neurotechnology tangible today.',
  filterLabel: 'Filter by tag',
  allTags: 'All',
  loading: 'Loading vignettes',
  emptyHeading: 'No vignettes found',
  emptyForTag: (tag: string) => `No vignettes tagged with ${tag}`,
  emptyAll: 'No published vignettes available',
  loadMore: 'Load more vignettes',
  loadingMore: 'Loading more vignettes…',
} as const;

export const vignetteDetailCopy = {
  loading: 'Loading vignette',
  moreHeading: 'More Vignettes',
  backLink: 'Back to Vignettes',
  notFound: {
    title: 'Vignette Not Found',
    text: "The vignette you're looking for doesn't exist or has been removed.",
  },
  error: {
    title: 'Error Loading Vignette',
    text: 'There was an error loading the vignette. Please try again later.',
  },
} as const;

export const closingCtaCopy = {
  title: 'Ready to Shape the Future?',
  text: 'These futures are not fixed. Join the council to help set the standards that keep brain-computer interfaces ethical, equitable and safe.',
  membership: 'Become a Member',
  vignettes: 'Read More Vignettes',
} as const;

export const sharePanelCopy = {
  label: 'Share this vignette',
  copyLink: 'Copy link',
  shareOn: 'Share on',
  copied: { title: 'Link copied!', description: 'The vignette link has been copied to your clipboard.' },
  copyFailed: { title: 'Copy failed', description: 'Unable to copy link. Please try again.' },
} as const;
