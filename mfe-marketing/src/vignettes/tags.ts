import type { VignetteSummary } from '@gbc/contracts/marketing';

/** Every tag used by the given vignettes, once each, in alphabetical order (case-insensitive). */
export function collectTags(vignettes: readonly Pick<VignetteSummary, 'tags'>[]): string[] {
  const unique = new Set(vignettes.flatMap((vignette) => vignette.tags));
  return [...unique].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
