/** Words every admin records table uses. */
export const recordsCopy = {
  loading: 'Loading records…',
  loadFailed: 'The records could not be loaded. Try again in a moment.',
  empty: 'No records match these filters.',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be downloaded. Try again in a moment.',
  search: 'Search',
  any: 'Any',
} as const;
