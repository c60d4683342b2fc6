import type { vignetteStatuses } from '@gbc/contracts/marketing';

type VignetteStatus = (typeof vignetteStatuses)[number];

export const publishingCopy = {
  loading: 'Loading vignettes…',
  caption: 'Vignettes',
  status: 'Status',
  newVignette: 'New vignette',
  columns: { title: 'Title', status: 'Status', updated: 'Updated', actions: 'Open' },
  open: (title: string) => `Open “${title}”`,
  moveTo: { draft: 'Back to draft', published: 'Publish', archived: 'Archive' } satisfies Record<
    VignetteStatus,
    string
  >,
  statusLabels: { draft: 'Draft', published: 'Published', archived: 'Archived' } satisfies Record<
    VignetteStatus,
    string
  >,
  failed: 'The status could not be changed. Try again in a moment.',
  moved: (status: VignetteStatus) =>
    ({
      draft: 'Moved back to draft: the vignette is no longer public.',
      published: 'Published: the vignette is on the public list now.',
      archived: 'Archived: the vignette is no longer public.',
    })[status],
  panel: {
    loading: 'Loading the vignette…',
    loadFailed: 'The vignette could not be loaded. Try again in a moment.',
    statusIs: (status: VignetteStatus) => `Status: ${publishingCopy.statusLabels[status]}`,
    edit: 'Edit',
    close: 'Close',
    previewHeading: 'Preview',
    previewNote: 'The body as the public vignette page renders it.',
  },
  editor: {
    loading: 'Loading the editor…',
    newHeading: 'New vignette',
    editHeading: (title: string) => `Edit “${title}”`,
    title: 'Title',
    slug: 'Slug',
    slugHint: 'The address: lowercase letters, digits and hyphens, e.g. the-listening-room.',
    excerpt: 'Summary',
    seoDescription: 'Description for search engines (optional)',
    tags: 'Tags',
    tagsHint: 'Separated by commas.',
    readTime: 'Reading time (minutes)',
    author: 'Author',
    body: 'Body',
    create: 'Save draft',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  toolbar: {
    label: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    code: 'Inline code',
    heading2: 'Heading',
    heading3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    codeBlock: 'Code block',
    horizontalRule: 'Divider',
    link: 'Link',
    linkAddress: 'Link address',
    linkHint: 'An https:// or mailto: address, or a path on this site starting with /.',
    applyLink: 'Apply link',
    removeLink: 'Remove link',
    linkInvalid: 'Enter an https://, http:// or mailto: address, or a path starting with /.',
    undo: 'Undo',
    redo: 'Redo',
  },
} as const;
