import { brand, logoVariants, pathTo, type SitePath } from '@gbc/site-map';

export interface PartnerLink {
  label: string;
  to: SitePath;
}

/** One entry of a group: a named division, or the kind of organisation the group brings together. */
export interface PartnerEntry {
  id: string;
  name: string;
  description: string;
  link?: PartnerLink;
}

export interface PartnerGroup {
  id: string;
  title: string;
  description: string;
  entries: readonly PartnerEntry[];
}

export interface PartnersContent {
  intro: string;
  groups: readonly PartnerGroup[];
  callToAction: { title: string; text: string; links: readonly PartnerLink[] };
}

const { equinelink, pawlink } = logoVariants;

/** Spec 1 "/partners": four groups, the internal divisions linking to /equinelink and /pawlink. */
export const partners: PartnersContent = {
  intro: `The ${brand.name} works with research institutions, industry, public bodies and its own product divisions to make brain-computer interfaces ethical, equitable and sustainable.`,
  groups: [
    {
      id: 'research',
      title: 'Research Partners',
      description: 'Universities, hospitals and laboratories that supply the evidence behind our standards.',
      entries: [
        {
          id: 'universities',
          name: 'Universities and research institutes',
          description: 'Neuroscience, engineering and ethics groups that review and test draft standards.',
        },
        {
          id: 'clinical-centres',
          name: 'Clinical and rehabilitation centres',
          description: 'Teams that bring the experience of patients and assistive technology users.',
        },
      ],
    },
    {
      id: 'industry',
      title: 'Industry Partners',
      description: 'Companies that build and buy BCI systems and commit to our certification frameworks.',
      entries: [
        {
          id: 'developers',
          name: 'Device and software developers',
          description:
            'Builders of interfaces, decoders and orchestration platforms working towards certification.',
        },
        {
          id: 'buyers',
          name: 'Industry buyers',
          description:
            'Organisations that procure neurotechnology and ask for certified, accountable products.',
        },
      ],
    },
    {
      id: 'policy',
      title: 'Policy and Advocacy Partners',
      description: 'Public bodies and civil society organisations that turn principles into rules.',
      entries: [
        {
          id: 'governments',
          name: 'Governments and regulators',
          description: 'Agencies that draw on our guidance when they write neurotechnology law.',
        },
        {
          id: 'advocates',
          name: 'Accessibility and animal welfare advocates',
          description: 'Groups that keep the people and animals using these devices at the centre of policy.',
        },
      ],
    },
    {
      id: 'internal-divisions',
      title: 'Internal Divisions',
      description: `Product divisions of the ${brand.abbreviation} that apply our standards in the field.`,
      entries: [
        {
          id: equinelink.id,
          name: equinelink.name,
          description: equinelink.subtitle,
          link: { label: `Visit ${equinelink.name}`, to: pathTo('/equinelink') },
        },
        {
          id: pawlink.id,
          name: pawlink.name,
          description: pawlink.subtitle,
          link: { label: `Visit ${pawlink.name}`, to: pathTo('/pawlink') },
        },
      ],
    },
  ],
  callToAction: {
    title: 'Become a Partner',
    text: 'Tell us how your organisation would like to work with the council, or start with our published research and policy briefs.',
    links: [
      { label: 'Contact Us', to: pathTo('/contact') },
      { label: 'Explore Resources', to: pathTo('/resources') },
    ],
  },
};
