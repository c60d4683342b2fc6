import { brand } from './brand.js';
import { pathTo, type SitePath, withSearch } from './path-to.js';

interface NavLinkCopy {
  label: string;
  description?: string;
}
/** A page of this site: its path comes from `pathTo()`, so only routes of the site map can be linked. */
export interface InternalNavLink extends NavLinkCopy {
  href: SitePath;
  external?: false;
}
/** Another site (or a mailto: address), opened in a new tab. */
export interface ExternalNavLink extends NavLinkCopy {
  href: string;
  external: true;
}
export type NavLink = InternalNavLink | ExternalNavLink;
export interface NavMenu {
  label: string;
  links: NavLink[];
}

export const topLinks: InternalNavLink[] = [
  { label: 'Home', href: pathTo('/') },
  { label: 'About', href: pathTo('/about') },
  { label: 'Focus', href: pathTo('/focus') },
  { label: 'Future', href: pathTo('/future') },
  { label: 'Contact', href: pathTo('/contact') },
];

export const navMenus: NavMenu[] = [
  {
    label: 'Products',
    links: [
      { label: 'EquineLink', href: pathTo('/equinelink'), description: 'Elite equine BCI' },
      { label: 'PawLink', href: pathTo('/pawlink'), description: 'Working canine BCI' },
      {
        label: 'NeuroPAK',
        href: brand.neuropakExternalUrl,
        external: true,
        description: 'BCI orchestration (external site)',
      },
      { label: 'RATPAK', href: pathTo('/ratpak'), description: 'Robotic fleet orchestration' },
    ],
  },
  {
    label: 'Organization',
    links: [
      { label: 'Board', href: pathTo('/board') },
      { label: 'Partners', href: pathTo('/partners') },
      { label: 'Supporters', href: pathTo('/supporters') },
      { label: 'Manifesto', href: pathTo('/manifesto') },
      { label: 'Join', href: pathTo('/join') },
    ],
  },
  {
    label: 'Resources',
    links: [
      { label: 'Resources', href: pathTo('/resources') },
      { label: 'Events', href: pathTo('/events') },
      { label: 'Programs', href: pathTo('/programs') },
      { label: 'NeuroGovernance', href: pathTo('/programs/neuro-governance') },
      { label: 'BCI Accelerator', href: pathTo('/programs/bci-accelerator') },
      { label: 'Vignettes', href: pathTo('/vignettes') },
      { label: 'Submit Story', href: pathTo('/submit-story') },
      { label: 'Signal Economy Survey', href: pathTo('/signal-economy-survey') },
    ],
  },
];

export const joinButton: InternalNavLink = {
  label: `Join ${brand.abbreviation}`,
  href: pathTo('/membership'),
};
/** The bar's account link: Sign in for visitors, Account once signed in. */
export const accountLinks = {
  signedOut: { label: 'Sign in', href: pathTo('/sign-in') },
  signedIn: { label: 'Account', href: pathTo('/account') },
} as const satisfies Record<string, InternalNavLink>;
/** Beside the account link, for a signed-in account with the admin role only. */
export const adminLink: InternalNavLink = { label: 'Admin', href: pathTo('/admin') };
export const mobileUtilities: InternalNavLink[] = [{ label: 'Site Audit', href: pathTo('/site-audit') }];

/** Menu timings from the spec, in milliseconds. */
export const menuDelays = { open: 200, skip: 300, close: 150 } as const;
export const scrolledThresholdPx = 20;

export interface ComingSoonLink {
  label: string;
  expected: string;
}
export interface FooterColumn {
  title: string;
  links: InternalNavLink[];
  comingSoon?: ComingSoonLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'About Us', href: pathTo('/about') },
      { label: 'Join', href: pathTo('/join') },
      { label: 'Focus Areas', href: pathTo('/focus') },
      { label: 'Membership', href: pathTo('/membership') },
      { label: 'Events', href: pathTo('/events') },
      { label: 'Contact', href: pathTo('/contact') },
    ],
  },
  {
    title: 'Products',
    links: [
      { label: 'EquineLink', href: pathTo('/equinelink') },
      { label: 'PawLink', href: pathTo('/pawlink') },
      { label: 'NeuroPAK', href: pathTo('/neuropak') },
      { label: 'RATPAK', href: pathTo('/ratpak') },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Policy Briefs', href: withSearch(pathTo('/resources'), { filter: 'policy-briefs' }) },
      { label: 'Research', href: withSearch(pathTo('/resources'), { filter: 'research' }) },
      { label: 'Submit Story', href: pathTo('/submit-story') },
      { label: 'Signal Economy Survey', href: pathTo('/signal-economy-survey') },
    ],
    comingSoon: [
      { label: 'Position Statements', expected: 'August 2024' },
      { label: 'Ethics Toolkit', expected: 'July 2024' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Join', href: pathTo('/join') },
      { label: 'Donate', href: pathTo('/donations') },
      { label: 'Products', href: pathTo('/products') },
      { label: 'Partners', href: pathTo('/partners') },
      { label: 'Manifesto', href: pathTo('/manifesto') },
    ],
  },
];

export const socialLinks: ExternalNavLink[] = [
  { label: 'Email', href: `mailto:${brand.contactEmail}`, external: true },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/global-bci-council', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/globalbcicouncil', external: true },
  { label: 'Facebook', href: 'https://www.facebook.com/globalbcicouncil', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/@globalbcicouncil', external: true },
  { label: 'GitHub', href: 'https://github.com/global-bci-council', external: true },
  { label: 'Discord', href: 'https://discord.gg/globalbcicouncil', external: true },
];

export const legalLinks: InternalNavLink[] = [
  { label: 'Privacy', href: pathTo('/privacy') },
  { label: 'Terms', href: pathTo('/terms') },
  { label: 'Contact', href: pathTo('/contact') },
];

export const notFoundPopularLinks: InternalNavLink[] = [
  { label: 'About', href: pathTo('/about') },
  { label: 'Products', href: pathTo('/products') },
  { label: 'Resources', href: pathTo('/resources') },
  { label: 'Membership', href: pathTo('/membership') },
  { label: 'Contact', href: pathTo('/contact') },
];
