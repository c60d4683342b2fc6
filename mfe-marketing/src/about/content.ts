import { brand, pathTo, type SitePath } from '@gbc/site-map';
import type { ContentCard } from '../layout/CardGrid.js';

/** A block of prose under its h2. */
export interface AboutStatement {
  heading: string;
  text: string;
}

export const aboutIntro = `The ${brand.name} brings researchers, clinicians, engineers, policymakers and the people who use neurotechnology together to make sure brain-computer interfaces serve humanity.`;

export const mission: AboutStatement = {
  heading: 'Our Mission',
  text: 'To guide the development of brain-computer interfaces and assistive technology so that they are ethical, equitable and sustainable: safe for the people who use them, open to everyone who needs them, and accountable to the public.',
};

export const vision: AboutStatement = {
  heading: 'Our Vision',
  text: 'A world in which neurotechnology restores and extends human ability while protecting mental privacy, identity and free will, and in which no one is left out because of where they live or what they can afford.',
};

export const valuesHeading = 'Our Values';

export const values: readonly ContentCard[] = [
  {
    id: 'human-centric',
    title: 'Human-Centric',
    description:
      'People come before devices. Every standard we write starts from the needs, rights and dignity of the person using it.',
  },
  {
    id: 'ethical-innovation',
    title: 'Ethical Innovation',
    description:
      'We champion progress that is transparent, consented to and reviewed, so that speed never comes at the cost of safety.',
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    description:
      'Assistive neurotechnology should reach everyone who can benefit, regardless of income, geography or disability.',
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    description:
      'No single lab, company or government can get this right alone. We build shared ground across disciplines and borders.',
  },
];

export const globalRole: AboutStatement & { researchers: string; action: { label: string; to: SitePath } } = {
  heading: 'Our Global Role',
  text: 'The council convenes the field: it drafts standards and certification frameworks, advises governments on neuro-rights, and connects the people building brain-computer interfaces with the communities they are built for.',
  researchers: 'More than 200 researchers in 45 countries contribute to our work.',
  action: { label: 'Become a Member', to: pathTo('/membership') },
};

export const globalTeamHeading = 'Global Team';

export const globalTeamLead = 'Three groups of volunteers and experts carry the council’s work.';

export const globalTeam: readonly ContentCard[] = [
  {
    id: 'research-coalition',
    title: 'Research Coalition',
    description:
      'Neuroscientists, clinicians and engineers who share evidence, review studies and keep our guidance grounded in data.',
  },
  {
    id: 'policy-advisors',
    title: 'Policy Advisors',
    description:
      'Legal and policy experts who turn the council’s principles into practical recommendations for lawmakers and regulators.',
  },
  {
    id: 'technical-steering-committee',
    title: 'Technical Steering Committee',
    description:
      'Industry and academic engineers who set the direction of our standards and certification programmes.',
  },
];
