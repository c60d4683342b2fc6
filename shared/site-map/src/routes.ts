import { brand } from './brand.js';
import { pathTo, type SitePath } from './path-to.js';

export interface RouteEntry<P extends string = string, O extends string = RouteOwner> {
  /** react-router path pattern; `:param` segments only. */
  path: P;
  /** Which deployable owns the route: a remote's name (`mfe-<owner>`), or `shell` for system pages. */
  owner: O;
  /** Short page name; the document title is `pageTitle(title)` except for the home page. */
  title: string;
  description: string;
  /** Listed in sitemap.xml (system pages and per-user pages are not). */
  indexed: boolean;
}

const r = <const P extends string, const O extends string>(
  path: P,
  owner: O,
  title: string,
  description: string,
  indexed = true,
): RouteEntry<P, O> => ({ path, owner, title, description, indexed });

const verticals = [
  [
    'laser-delight',
    'Laser Delight',
    'RATPAK laser fleets for precise, herbicide-free vegetation management.',
  ],
  ['soil-whisperer', 'Soil Whisperer', 'RATPAK ground robots that map and analyse soil health in real time.'],
  ['warehouse-bots', 'Warehouse Bots', 'RATPAK orchestration for autonomous warehouse and logistics fleets.'],
  [
    'coastal-guardian',
    'Coastal Guardian',
    'RATPAK air and sea fleets for coastal monitoring and protection.',
  ],
  ['outback-miner', 'Outback Miner', 'RATPAK autonomous fleets for remote mining operations.'],
  ['agri-swarm', 'Agri Swarm', 'RATPAK drone swarms for precision agriculture.'],
] as const;

type VerticalSlug = (typeof verticals)[number][0];

/**
 * The one route table of the site (specs 1-3). Shell, gateway, sitemap and tests read it. Built in a
 * function marked pure, so a bundle that imports something else from this module (the 404 page's
 * copy) leaves the table out: browsers read the deployed table from the page instead.
 */
export const routes = /*#__PURE__*/ (() =>
  [
    r(
      '/',
      'marketing',
      brand.name,
      `${brand.name}: a global non-profit council for ethical, equitable and sustainable brain-computer interfaces and assistive technology.`,
    ),
    r('/about', 'marketing', 'About', 'Our mission, vision, values and the global team behind the council.'),
    r(
      '/focus',
      'marketing',
      'Focus Areas',
      'Brain-computer interfaces, assistive technology, neuro-rights and standards: where the council works.',
    ),
    r(
      '/future',
      'marketing',
      'Future Vision',
      'Where brain-computer interfaces are heading, and how the council is preparing for it.',
    ),
    r('/manifesto', 'marketing', 'Manifesto', 'The principles the council stands for in neurotechnology.'),
    r('/board', 'marketing', 'Board', 'Board and committees of the council.'),
    r(
      '/partners',
      'marketing',
      'Partners',
      'Organisations working with the council on BCI research, policy and access.',
    ),
    r(
      '/supporters',
      'marketing',
      'BCI Ecosystem Directory',
      'A searchable directory of companies building brain-computer interfaces.',
    ),
    r('/events', 'marketing', 'Events', 'The global BCI summit, upcoming events and webinars.'),
    r('/resources', 'marketing', 'Resources', 'Policy briefs, research and standards from the council.'),
    r('/contact', 'marketing', 'Contact', 'Get in touch with the council.'),
    r('/join', 'marketing', 'Join', 'Join the council community: research updates, events and networking.'),
    r(
      '/donations',
      'marketing',
      'Donations',
      'Support ethical, accessible brain-computer interface research.',
    ),
    r(
      '/privacy',
      'marketing',
      'Privacy Policy',
      'How the council collects, uses and protects your information.',
    ),
    r(
      '/terms',
      'marketing',
      'Terms of Service',
      'The terms that govern use of the council website and membership.',
    ),
    r(
      '/vignettes',
      'marketing',
      'Vignettes',
      'Short fiction about the futures brain-computer interfaces could bring.',
    ),
    r('/vignettes/:slug', 'marketing', 'Vignette', 'A short fiction piece from the council.'),
    r(
      '/newsletter/confirm',
      'marketing',
      'Confirm Subscription',
      'Confirm your subscription to the council newsletter.',
      false,
    ),
    r('/newsletter/unsubscribe', 'marketing', 'Unsubscribe', 'Stop receiving the council newsletter.', false),
    r('/products', 'products', 'Products', 'EquineLink, PawLink, PinnipedLink, NeuroPAK and RATPAK.'),
    r(
      '/equinelink',
      'products',
      'EquineLink',
      'Brain-computer interfaces for elite equine performance and welfare.',
    ),
    r('/pawlink', 'products', 'PawLink', 'Brain-computer interfaces for working dogs.'),
    r(
      '/pinnipedlink',
      'products',
      'PinnipedLink',
      'Brain-computer interfaces for marine mammal research, conservation and rehabilitation.',
    ),
    r('/neuropak', 'products', 'NeuroPAK', 'NeuroPAK: orchestration for brain-computer interface systems.'),
    r(
      '/membership',
      'products',
      'Membership',
      'Membership tiers for governments, organisations, professionals and people with lived experience.',
    ),
    r('/membership-success', 'products', 'Welcome, Member', 'Your membership is confirmed.', false),
    r('/membership/success', 'products', 'Welcome, Member', 'Your membership is confirmed.', false),
    r('/ratpak', 'ratpak', 'RATPAK', 'Robotic fleet orchestration for air, land and sea.'),
    r('/ratpak/verticals', 'ratpak', 'RATPAK Verticals', 'Six industry verticals built on RATPAK.'),
    ...verticals.map(([slug, title, description]) =>
      r(`/ratpak/verticals/${slug}` as `/ratpak/verticals/${VerticalSlug}`, 'ratpak', title, description),
    ),
    r(
      '/programs',
      'programs',
      'Programs',
      'NeuroGovernance certification, the BCI accelerator and story submissions.',
    ),
    r(
      '/programs/neuro-governance',
      'programs',
      'NeuroGovernance',
      'An 8-week online certification course for policymakers and leaders.',
    ),
    r(
      '/programs/bci-accelerator',
      'programs',
      'BCI Accelerator',
      'A 12-week accelerator for early-stage BCI startups.',
    ),
    r(
      '/submit-story',
      'programs',
      'Submit Your Story',
      'Share your story about brain-computer interfaces and assistive technology.',
    ),
    r(
      '/research/neuro-ai-effects',
      'programs',
      'Effects of AI in Neurodivergent Populations',
      'A council research report on AI and neurodivergent people, October 2025.',
    ),
    r(
      '/signal-economy-survey',
      'survey',
      'Signal Economy Trust Study',
      'An anonymous survey on trust in neurotechnology companies.',
    ),
    r('/admin', 'admin', 'Administration', "Tools for the council's administrators.", false),
    r('/admin/security', 'admin', 'Security Dashboard', 'Audit log review for administrators.', false),
    r(
      '/admin/moderation',
      'admin',
      'Story Moderation',
      'Review of submitted stories for administrators.',
      false,
    ),
    r(
      '/admin/publishing',
      'admin',
      'Vignette Publishing',
      'Drafts, publication and archive of vignettes.',
      false,
    ),
    r(
      '/admin/leads',
      'admin',
      'Leads and Messages',
      'Contact messages, event registrations, demo and trial leads, demo bookings and early-access requests for administrators.',
      false,
    ),
    r(
      '/admin/people',
      'admin',
      'People and Privacy',
      'Accounts, roles and personal data requests for administrators.',
      false,
    ),
    r(
      '/admin/results',
      'admin',
      'Survey Results',
      'Responses to the Signal Economy survey by state, and the mean rating of each section.',
      false,
    ),
    r('/site-audit', 'admin', 'Site Testing Tool', 'Internal quality checks of the council website.', false),
    r('/sign-in', 'shell', 'Sign In', 'Sign in with your password or an e-mailed link.', false),
    r('/sign-up', 'shell', 'Create an Account', 'Create your council account.', false),
    r('/verify', 'shell', 'Confirming', 'Confirms an e-mailed link and signs you in.', false),
    r('/reset-password', 'shell', 'Reset Password', 'Choose a new password with an e-mailed link.', false),
    r('/account', 'shell', 'Your Account', 'Your profile, password, devices and data.', false),
    r('/__health', 'shell', 'App is Running', 'Health check page.', false),
    r('/__safe', 'shell', 'App is Running', 'Safe mode page.', false),
  ] as const satisfies readonly RouteEntry<string, string>[])();

/** Every deployable that owns a route. The route table is the one list of them: a remote exists by owning routes. */
export type RouteOwner = (typeof routes)[number]['owner'];
export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Every path pattern of the site map, as a type: links and `pathTo` accept nothing else. */
export type RoutePath = (typeof routes)[number]['path'];

/** An address that moved: requests for `from` are sent to `to`. Published by `owner` with its routes. */
export interface RedirectEntry {
  from: string;
  /** Built with `pathTo()`, so a redirect to a route that was renamed or removed does not compile. */
  to: SitePath;
  owner: RouteOwner;
}

/**
 * Addresses that moved to a route above, answered with 301 by the gateway. The programs cards of
 * spec 1 link to the first three, which name the programs' pages by their older, shorter paths.
 */
export const redirects: readonly RedirectEntry[] = /*#__PURE__*/ (() => [
  { from: '/neuro-governance', to: pathTo('/programs/neuro-governance'), owner: 'programs' },
  { from: '/bci-accelerator', to: pathTo('/programs/bci-accelerator'), owner: 'programs' },
  { from: '/submit-breakthrough', to: pathTo('/submit-story'), owner: 'programs' },
])();
