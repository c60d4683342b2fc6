import { neuroGovernanceFacts } from '@gbc/contracts/programs';
import { contactWithSubject } from '../../program-page/contact-link.js';
import type { ContactLink, CurriculumBlock, FaqEntry, TitledText } from '../../program-page/types.js';

/**
 * Copy of /programs/neuro-governance. The figures and dates come from `neuroGovernanceFacts` (spec 3
 * §2, §9), which the brochure prints too; the spec leaves the outcome, week, audience and question
 * texts out, so they are written here.
 */

export const neuroGovernanceHero = {
  eyebrow: 'Certification course',
  title: `${neuroGovernanceFacts.name} Certification`,
  lead: `${neuroGovernanceFacts.tagline} Learn to govern brain-computer interfaces and neurotechnology with the evidence, the ethics and the law in view.`,
} as const;

export const applyLink: ContactLink = {
  label: 'Apply Now',
  to: contactWithSubject(neuroGovernanceFacts.applySubject),
};

export const inquiryLink: ContactLink = {
  label: 'Ask About the Course',
  to: contactWithSubject(neuroGovernanceFacts.inquirySubject),
};

export const brochureLabel = 'Download Brochure';

export const factsHeading = 'The course at a glance';

export const outcomesSection = {
  title: 'What you will learn',
  lead: 'Six learning outcomes that carry straight into policy work.',
} as const;

export const learningOutcomes: readonly TitledText[] = [
  {
    title: 'Read the technology',
    text: 'Explain how invasive and non-invasive brain-computer interfaces record and stimulate, and what today’s devices can and cannot do.',
  },
  {
    title: 'Weigh the evidence',
    text: 'Judge clinical and commercial claims by the strength of the evidence behind them.',
  },
  {
    title: 'Protect neural data',
    text: 'Apply privacy and data-protection principles to signals that can reveal health, emotion and intent.',
  },
  {
    title: 'Map the regulation',
    text: 'Compare how medical-device, consumer and data regimes treat neurotechnology across jurisdictions.',
  },
  {
    title: 'Put ethics into practice',
    text: 'Turn principles such as mental privacy, agency and equity into policy instruments and procurement terms.',
  },
  {
    title: 'Lead the conversation',
    text: 'Engage researchers, industry, patients and the public in governance that earns trust.',
  },
];

export const curriculumSection = {
  title: 'Eight-week curriculum',
  lead: `Each week combines a live session with self-paced study: ${neuroGovernanceFacts.weeklyCommitment}.`,
} as const;

export const curriculum: readonly CurriculumBlock[] = [
  {
    weeks: 'Week 1',
    title: 'Foundations of neurotechnology',
    text: 'How the brain is measured and stimulated, from EEG headsets to implanted arrays.',
  },
  {
    weeks: 'Week 2',
    title: 'The BCI landscape',
    text: 'Clinical, consumer and workplace uses today, and the pipeline of what comes next.',
  },
  {
    weeks: 'Week 3',
    title: 'Neural data and privacy',
    text: 'What neural data reveals, who holds it, and how consent can stay meaningful.',
  },
  {
    weeks: 'Week 4',
    title: 'Safety, evidence and risk',
    text: 'Clinical trials, adverse-event reporting and proportionate oversight.',
  },
  {
    weeks: 'Week 5',
    title: 'Law and regulation',
    text: 'Medical-device rules, data-protection law and emerging neurorights frameworks.',
  },
  {
    weeks: 'Week 6',
    title: 'Ethics and human rights',
    text: 'Mental privacy, cognitive liberty, identity and agency in policy terms.',
  },
  {
    weeks: 'Week 7',
    title: 'Equity, access and procurement',
    text: 'Funding, reimbursement and public purchasing that serve everyone who needs the technology.',
  },
  {
    weeks: 'Week 8',
    title: 'Capstone: a governance proposal',
    text: 'Each participant presents a policy proposal for their own institution and receives peer review.',
  },
];

export const audienceSection = {
  title: 'Who the course is for',
  lead: 'Policymakers and leaders who shape how neurotechnology reaches people.',
} as const;

export const audiences: readonly string[] = [
  'Legislators and their policy advisers',
  'Health and medical-device regulators',
  'Data-protection authorities',
  'Public health officials',
  'Hospital and health-system leaders',
  'Research ethics committee members',
  'Executives of neurotechnology companies',
  'Leaders of patient and disability organisations',
];

export const faqHeading = 'Frequently asked questions';

export const faq: readonly FaqEntry[] = [
  {
    question: 'Do I need a technical or scientific background?',
    answer:
      'No. The course starts from the foundations and explains the technology in plain terms; it is written for people who make policy and decisions.',
  },
  {
    question: 'How much time does the course take each week?',
    answer: `Plan for ${neuroGovernanceFacts.weeklyCommitment}: one live session plus self-paced reading and exercises.`,
  },
  {
    question: 'What if I miss a live session?',
    answer:
      'Every live session is recorded, and the self-paced material can be completed at any time within the week.',
  },
  {
    question: 'What do I receive at the end?',
    answer:
      'Participants who complete the weekly work and the capstone proposal receive the NeuroGovernance certificate.',
  },
  {
    question: 'How do I apply, and what does it cost?',
    answer: `Apply through the contact form with the subject “${neuroGovernanceFacts.applySubject}”. Tuition is ${neuroGovernanceFacts.tuition}, and applications close on ${neuroGovernanceFacts.applicationDeadline}.`,
  },
];

export const closing = {
  title: 'Join the next cohort',
  text: `Application deadline: ${neuroGovernanceFacts.applicationDeadline}. Cohort starts: ${neuroGovernanceFacts.cohortStarts}.`,
} as const;
