import { brand } from './brand.js';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
  description?: string;
}
export interface NavMenu {
  label: string;
  links: NavLink[];
}

export const topLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Focus', href: '/focus' },
  { label: 'Future', href: '/future' },
  { label: 'Contact', href: '/contact' },
];

export const navMenus: NavMenu[] = [
  {
    label: 'Products',
    links: [
      { label: 'EquineLink', href: '/equinelink', description: 'Elite equine BCI' },
      { label: 'PawLink', href: '/pawlink', description: 'Working canine BCI' },
      {
        label: 'NeuroPAK',
        href: brand.neuropakExternalUrl,
        external: true,
        description: 'BCI orchestration (external site)',
      },
      { label: 'RATPAK', href: '/ratpak', description: 'Robotic fleet orchestration' },
    ],
  },
  {
    label: 'Organization',
    links: [
      { label: 'Board', href: '/board' },
      { label: 'Partners', href: '/partners' },
      { label: 'Supporters', href: '/supporters' },
      { label: 'Manifesto', href: '/manifesto' },
      { label: 'Join', href: '/join' },
    ],
  },
  {
    label: 'Resources',
    links: [
      { label: 'Resources', href: '/resources' },
      { label: 'Events', href: '/events' },
      { label: 'Programs', href: '/programs' },
      { label: 'NeuroGovernance', href: '/programs/neuro-governance' },
      { label: 'BCI Accelerator', href: '/programs/bci-accelerator' },
      { label: 'Vignettes', href: '/vignettes' },
      { label: 'Submit Story', href: '/submit-story' },
      { label: 'Signal Economy Survey', href: '/signal-economy-survey' },
    ],
  },
];

export const joinButton: NavLink = { label: `Join ${brand.abbreviation}`, href: '/membership' };
/** The bar's account link: Sign in for visitors, Account once signed in. */
export const accountLinks = {
  signedOut: { label: 'Sign in', href: '/sign-in' },
  signedIn: { label: 'Account', href: '/account' },
} as const satisfies Record<string, NavLink>;
export const mobileUtilities: NavLink[] = [{ label: 'Site Audit', href: '/site-audit' }];

/** Menu timings from the spec, in milliseconds. */
export const menuDelays = { open: 200, skip: 300, close: 150 } as const;
export const scrolledThresholdPx = 20;

export interface ComingSoonLink {
  label: string;
  expected: string;
}
export interface FooterColumn {
  title: string;
  links: NavLink[];
  comingSoon?: ComingSoonLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Join', href: '/join' },
      { label: 'Focus Areas', href: '/focus' },
      { label: 'Membership', href: '/membership' },
      { label: 'Events', href: '/events' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Products',
    links: [
      { label: 'EquineLink', href: '/equinelink' },
      { label: 'PawLink', href: '/pawlink' },
      { label: 'NeuroPAK', href: '/neuropak' },
      { label: 'RATPAK', href: '/ratpak' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Policy Briefs', href: '/resources?filter=policy-briefs' },
      { label: 'Research', href: '/resources?filter=research' },
      { label: 'Submit Story', href: '/submit-story' },
      { label: 'Signal Economy Survey', href: '/signal-economy-survey' },
    ],
    comingSoon: [
      { label: 'Position Statements', expected: 'August 2024' },
      { label: 'Ethics Toolkit', expected: 'July 2024' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Join', href: '/join' },
      { label: 'Donate', href: '/donations' },
      { label: 'Products', href: '/products' },
      { label: 'Partners', href: '/partners' },
      { label: 'Manifesto', href: '/manifesto' },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: 'Email', href: `mailto:${brand.contactEmail}`, external: true },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/global-bci-council', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/globalbcicouncil', external: true },
  { label: 'Facebook', href: 'https://www.facebook.com/globalbcicouncil', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/@globalbcicouncil', external: true },
  { label: 'GitHub', href: 'https://github.com/global-bci-council', external: true },
  { label: 'Discord', href: 'https://discord.gg/globalbcicouncil', external: true },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Contact', href: '/contact' },
];

export const notFoundPopularLinks: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Products', href: '/products' },
  { label: 'Resources', href: '/resources' },
  { label: 'Membership', href: '/membership' },
  { label: 'Contact', href: '/contact' },
];
