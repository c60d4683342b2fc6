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
  {
    label: 'Story Moderation',
    href: pathTo('/admin/moderation'),
    description:
      'Approve submitted stories whose authors consented to publication, or reject them with a reason.',
  },
  {
    label: 'Vignette Publishing',
    href: pathTo('/admin/publishing'),
    description:
      'Vignettes of every status: publish a draft, archive a published one, or take it back to draft.',
  },
  {
    label: 'Leads and Messages',
    href: pathTo('/admin/leads'),
    description:
      'Contact messages, event registrations and sales leads (RATPAK demo and trial leads, demo bookings, early-access requests), filtered, paged and exported as CSV.',
  },
  {
    label: 'People and Privacy',
    href: pathTo('/admin/people'),
    description: 'Accounts and the admin role; export or erase everything the site holds about an address.',
  },
  {
    label: 'Survey Results',
    href: pathTo('/admin/results'),
    description:
      'Survey responses opened, started, completed and abandoned, and the mean rating of each section.',
  },
];
