import { brand } from '@gbc/brand';

// Re-exported so pages that already read routes from the site map get the brand from the same import.
export { brand };

/** Document title for a page: "{page} - GBC", the pattern the spec gives for vignettes. */
export function pageTitle(page: string): string {
  return `${page} - ${brand.abbreviation}`;
}
