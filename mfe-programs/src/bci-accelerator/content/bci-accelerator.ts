import { bciAcceleratorFacts } from '@gbc/contracts/programs';
import { contactWithSubject } from '../../program-page/contact-link.js';
import type { ContactLink, CurriculumBlock, TitledText } from '../../program-page/types.js';

/**
 * Copy of /programs/bci-accelerator. The figures and dates come from `bciAcceleratorFacts` (spec 3
 * §2, §9), including both funding readings; the spec leaves the benefit, criterion, block and story
 * texts out, so they are written here. The alumni stories name no company and claim no figure.
 */

export const acceleratorHero = {
  eyebrow: 'Startup accelerator',
  title: bciAcceleratorFacts.name,
  lead: `${bciAcceleratorFacts.tagline} Build a company that patients, clinicians and regulators can trust.`,
} as const;

export const applyLink: ContactLink = {
  label: 'Apply for Cohort 2',
  to: contactWithSubject(bciAcceleratorFacts.applySubject),
};

export const closingApplyLink: ContactLink = {
  label: 'Apply Now',
  to: contactWithSubject(bciAcceleratorFacts.applySubject),
};

export const questionsLink: ContactLink = {
  label: 'Ask a Question',
  to: contactWithSubject(bciAcceleratorFacts.questionsSubject),
};

export const benefitsSection = {
  title: 'What teams receive',
  lead: 'Six kinds of support through the twelve weeks and after.',
} as const;

export const benefits: readonly TitledText[] = [
  {
    title: 'Funding',
    text: 'Investment for each team, on the terms of its cohort shown in the application timeline below.',
  },
  {
    title: 'Expert mentors',
    text: 'Weekly sessions with neuroscientists, clinicians, engineers and founders who have shipped medical devices.',
  },
  {
    title: 'Regulatory guidance',
    text: 'Help planning the path through medical-device approval and data-protection obligations.',
  },
  {
    title: 'Ethics by design',
    text: 'Reviews of product and data practices against the council’s principles before they are built in.',
  },
  {
    title: 'Clinical and research network',
    text: 'Introductions to hospitals, research groups and patient organisations for studies and pilots.',
  },
  {
    title: 'Investor access',
    text: 'A Demo Day before investors who understand neurotechnology, and introductions afterwards.',
  },
];

export const cohortSection = {
  title: 'Cohort structure',
  lead: 'A small cohort, so that every team gets the mentors’ time.',
} as const;

export const eligibilitySection = {
  title: 'Who can apply',
  lead: 'Six criteria every applying team meets.',
} as const;

export const eligibility: readonly TitledText[] = [
  {
    title: 'Early stage',
    text: 'A founding team at pre-seed or seed stage, with a prototype or a validated concept.',
  },
  {
    title: 'Neurotechnology focus',
    text: 'A product built on brain-computer interfaces, neural sensing or neurostimulation.',
  },
  {
    title: 'Committed founders',
    text: 'At least one founder able to take part full time for the twelve weeks.',
  },
  {
    title: 'Clear user need',
    text: 'A defined problem for patients, clinicians, researchers or other users.',
  },
  {
    title: 'Responsible data practices',
    text: 'A willingness to design consent, security and data handling to the council’s principles.',
  },
  {
    title: 'Openness to review',
    text: 'Agreement to an ethics review of the product during the program.',
  },
];

export const curriculumSection = {
  title: 'Twelve-week curriculum',
  lead: 'Six two-week blocks from validation to Demo Day.',
} as const;

export const curriculum: readonly CurriculumBlock[] = [
  {
    weeks: 'Weeks 1-2',
    title: 'Problem and user validation',
    text: 'Interviews with patients and clinicians to confirm the need and the first users.',
  },
  {
    weeks: 'Weeks 3-4',
    title: 'Technology and safety',
    text: 'Technical review of the device or software, risk analysis and safety planning.',
  },
  {
    weeks: 'Weeks 5-6',
    title: 'Regulation and clinical evidence',
    text: 'The regulatory pathway, study design and the evidence investors and regulators expect.',
  },
  {
    weeks: 'Weeks 7-8',
    title: 'Ethics, privacy and security',
    text: 'Neural data governance, consent flows and security by design.',
  },
  {
    weeks: 'Weeks 9-10',
    title: 'Business model and go-to-market',
    text: 'Pricing, reimbursement, partnerships and the first customers.',
  },
  {
    weeks: 'Weeks 11-12',
    title: 'Fundraising and Demo Day',
    text: 'The investment story, pitch practice and the Demo Day presentation.',
  },
];

export const alumniSection = {
  title: 'Alumni stories',
  lead: 'Three teams from earlier cohorts, in their words.',
} as const;

export const alumniStories: readonly TitledText[] = [
  {
    title: 'A communication aid for people with ALS',
    text: '“The clinical network put us in front of the patients and speech therapists who reshaped our first product.”',
  },
  {
    title: 'A wearable EEG for sleep research',
    text: '“The ethics review changed how we ask for consent, and research partners now tell us it is why they chose us.”',
  },
  {
    title: 'Neurostimulation software for rehabilitation',
    text: '“Mapping the regulatory pathway early saved us months, and Demo Day brought the investors who understood it.”',
  },
];

export const timelineSection = {
  title: 'Application timeline',
  lead: 'The program has been announced with two funding readings; each is shown with its own cohort and dates.',
} as const;

export const closing = {
  title: 'Build the future of BCI responsibly',
  text: 'Apply for the next cohort, or ask us anything about the program.',
} as const;
