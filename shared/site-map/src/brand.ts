/** The council's identity, kept in one place: every page, e-mail and meta tag reads it from here. */
export const brand = {
  name: 'Global BCI Council',
  abbreviation: 'GBC',
  tagline: 'Ethical, equitable and sustainable brain-computer interfaces',
  neuropakExternalUrl: 'https://neuropak.example.org',
  contactEmail: 'hello@globalbcicouncil.org',
} as const;

/** Document title for a page: "{page} - GBC", the pattern the spec gives for vignettes. */
export function pageTitle(page: string): string {
  return `${page} - ${brand.abbreviation}`;
}
