import { brand, pathTo, type SitePath } from '@gbc/site-map';

export interface ManifestoPrinciple {
  id: string;
  title: string;
  text: string;
}

export interface ManifestoLink {
  label: string;
  to: SitePath;
}

export interface ManifestoContent {
  intro: string;
  principlesHeading: string;
  principles: readonly ManifestoPrinciple[];
  closing: { title: string; text: string; links: readonly ManifestoLink[] };
}

/** Spec 1 "/manifesto": the manifesto text, with links to /programs and /future. */
export const manifesto: ManifestoContent = {
  intro: `Brain-computer interfaces will change how people move, speak, work and care for one another. The ${brand.name} exists so that this change is ethical, equitable and sustainable, and so that the people and animals who wear these devices are protected first.`,
  principlesHeading: 'What We Stand For',
  principles: [
    {
      id: 'neural-privacy',
      title: 'The mind is not a data source',
      text: 'Neural signals are the most personal data there is. They are collected only with informed, revocable consent, kept to the minimum a device needs, and never sold.',
    },
    {
      id: 'agency',
      title: 'Agency stays with the person',
      text: 'A device assists; it does not decide. People keep the right to understand, override and switch off every system connected to their nervous system.',
    },
    {
      id: 'access',
      title: 'Access is not a luxury',
      text: 'Assistive neurotechnology must reach the people who need it most, in every country, at a price and in a form they can use.',
    },
    {
      id: 'open-standards',
      title: 'Standards are public goods',
      text: 'Safety, interoperability and certification frameworks are developed in the open, with researchers, industry, regulators and users at the same table.',
    },
    {
      id: 'animal-welfare',
      title: 'Animals deserve the same care',
      text: 'Working and performance animals fitted with interfaces are treated as partners, with welfare rules as strict as those for people.',
    },
    {
      id: 'accountability',
      title: 'Accountability is shared',
      text: 'Developers, buyers and governments answer for how neurotechnology is used. We publish our own reasoning and invite scrutiny of it.',
    },
  ],
  closing: {
    title: 'From Principles to Practice',
    text: 'Our programs turn these commitments into training, funding and standards, and our vision sets out where they lead.',
    links: [
      { label: 'Explore Our Programs', to: pathTo('/programs') },
      { label: 'Our Vision for the Future', to: pathTo('/future') },
    ],
  },
};
