import { pathTo, type SitePath } from '@gbc/site-map';

/** One screen the `/admin` overview links to. */
export interface AdminScreenLink {
  label: string;
  href: SitePath;
  description: string;
}

/** The admin screens, in the overview's order; each new screen adds its entry here. */
export const adminScreens: readonly AdminScreenLink[] = [
  {
    label: 'Security Dashboard',
    href: pathTo('/admin/security'),
    description:
      'Suspicious activity, access to BCI-related personal data and admin actions from the audit log.',
  },
];
