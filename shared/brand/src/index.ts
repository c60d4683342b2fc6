/**
 * The council's identity, kept in one place: every page, e-mail, meta tag and test reads it from here.
 * A package of its own, free of dependencies, so back-end code can use it without the site map.
 */
export const brand = {
  name: 'Global BCI Council',
  abbreviation: 'GBC',
  tagline: 'Ethical, equitable and sustainable brain-computer interfaces',
  neuropakExternalUrl: 'https://neuropak.example.org',
  contactEmail: 'hello@globalbcicouncil.org',
} as const;
