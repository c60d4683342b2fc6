import { pathTo, type SitePath, withSearch } from '@gbc/site-map';

/** The contact page with its subject prefilled (`/contact?subject=...`), as the program pages link it. */
export const contactWithSubject = (subject: string): SitePath => withSearch(pathTo('/contact'), { subject });
