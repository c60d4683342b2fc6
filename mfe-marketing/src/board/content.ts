import { brand, pathTo, type SitePath } from '@gbc/site-map';

export interface Committee {
  id: string;
  name: string;
  remit: string;
}

export interface BoardContent {
  intro: string;
  announcement: {
    heading: string;
    text: string;
    nomination: { label: string; to: SitePath };
  };
  committeesHeading: string;
  committeesLead: string;
  committees: readonly Committee[];
}

/** Spec 1 "/board": the board is to be announced, nominations go through contact, three committees. */
export const board: BoardContent = {
  intro: `The ${brand.abbreviation} is governed by an independent board, advised by three standing committees that bring research, ethics and policy expertise to every decision.`,
  announcement: {
    heading: 'Board To Be Announced',
    text: 'The founding board is being formed and will be announced here. We welcome nominations of people with a record in neurotechnology, disability advocacy, animal welfare, ethics or public policy, including self-nominations.',
    nomination: { label: 'Nominate a Board Member', to: pathTo('/contact') },
  },
  committeesHeading: 'Committees',
  committeesLead: 'Each committee prepares recommendations for the board and publishes its work.',
  committees: [
    {
      id: 'technical',
      name: 'Technical Committee',
      remit:
        'Drafts the safety, interoperability and certification standards for BCI devices, and reviews the evidence behind them.',
    },
    {
      id: 'ethics',
      name: 'Ethics Committee',
      remit:
        'Guards neuro-rights, consent and animal welfare, and advises on the ethical questions raised by new applications.',
    },
    {
      id: 'policy',
      name: 'Policy Committee',
      remit:
        'Works with governments and regulators on laws and guidance that keep neurotechnology safe, fair and accessible.',
    },
  ],
};
