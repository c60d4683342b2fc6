/**
 * jsdom has no matchMedia; this one answers every query with `matches(query)` and records the queries
 * asked, so a test can pick the branch of a media-query hook.
 */
export function installMatchMedia(matches: (query: string) => boolean): string[] {
  const queries: string[] = [];
  window.matchMedia = (query: string) => {
    queries.push(query);
    return {
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return queries;
}
