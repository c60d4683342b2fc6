import type { vignetteStatuses } from '@gbc/contracts/marketing';

type VignetteStatus = (typeof vignetteStatuses)[number];

export const publishingCopy = {
  loading: 'Loading vignettes…',
  caption: 'Vignettes',
  status: 'Status',
  columns: { title: 'Title', status: 'Status', updated: 'Updated', actions: 'Change status' },
  moveTo: { draft: 'Back to draft', published: 'Publish', archived: 'Archive' } satisfies Record<
    VignetteStatus,
    string
  >,
  statusLabels: { draft: 'Draft', published: 'Published', archived: 'Archived' } satisfies Record<
    VignetteStatus,
    string
  >,
  failed: 'The status could not be changed. Try again in a moment.',
} as const;
