import { pathTo, routeMeta, type SitePath } from '@gbc/site-map';

/**
 * Copy of the /programs index page.
 *
 * The spec links the three program cards to /neuro-governance, /bci-accelerator and
 * /submit-breakthrough, but the site's route table has none of those paths, so a visitor would
 * land on the 404 page. The cards therefore link to the routes that exist for the same programs:
 * /programs/neuro-governance, /programs/bci-accelerator and /submit-story.
 */

export interface ProgramCardContent {
  /** Stable key, also used to build the card's heading id. */
  id: 'neuro-governance' | 'bci-accelerator' | 'share-your-breakthrough';
  category: string;
  title: string;
  summary: string;
  /** Short facts shown as a list on the card. */
  facts: readonly string[];
  href: SitePath;
  /** Unique and self-describing, so the link makes sense out of context (screen-reader link lists). */
  linkLabel: string;
}

export interface PageLink {
  label: string;
  to: SitePath;
}

export const programsHero = {
  eyebrow: 'Programs',
  title: 'Programs that turn principles into practice',
  lead: 'Responsible brain-computer interfaces need informed policymakers, well-supported founders and the voices of the people who live with the technology. Our programs build all three.',
} as const;

export const programsListHeading = 'Our programs';

export const programCards: readonly ProgramCardContent[] = [
  {
    id: 'neuro-governance',
    category: 'Certification',
    title: 'NeuroGovernance',
    summary:
      'An 8-week online certification for policymakers and leaders who need to understand, regulate and procure neurotechnology with confidence.',
    facts: ['8 weeks, fully online', 'Certification on completion', 'For policymakers and leaders'],
    href: pathTo('/programs/neuro-governance'),
    linkLabel: 'Explore NeuroGovernance',
  },
  {
    id: 'bci-accelerator',
    category: 'Startups',
    title: 'BCI Accelerator',
    summary:
      'Funding, mentoring and ethics guidance for early-stage teams building brain-computer interfaces and assistive technology.',
    facts: ['Up to $250K funding', 'Next cohort: Fall 2026', 'Applications open June 2026'],
    href: pathTo('/programs/bci-accelerator'),
    linkLabel: 'Explore the BCI Accelerator',
  },
  {
    id: 'share-your-breakthrough',
    category: 'Community',
    title: 'Share Your Breakthrough',
    summary:
      'Tell us about a breakthrough, a lived experience or a lesson learned. Shared stories help others see what BCI and assistive technology mean in everyday life.',
    facts: [
      'Personal, research, industry, policy and innovation stories',
      'Every story is reviewed before publication',
    ],
    href: pathTo('/submit-story'),
    linkLabel: 'Share your story',
  },
];

/** The council's research report belongs to this area of the site, so the index points readers to it. */
export const programsResearchHighlight = {
  eyebrow: 'From our research',
  title: routeMeta('/research/neuro-ai-effects').heading,
  text: 'Our October 2025 report looks at where AI tools help neurodivergent people, where they carry risk, and what designers and policymakers can do now.',
  link: { label: 'Read the research report', to: pathTo('/research/neuro-ai-effects') },
} as const;

export const programsClosing: {
  title: string;
  text: string;
  primaryLink: PageLink;
  secondaryLink: PageLink;
} = {
  title: 'Help shape what comes next',
  text: 'Read the principles behind our programs, or talk to us about partnering, mentoring or sponsoring a cohort.',
  primaryLink: { label: 'Read the Manifesto', to: pathTo('/manifesto') },
  secondaryLink: { label: 'Contact the council', to: pathTo('/contact') },
};
