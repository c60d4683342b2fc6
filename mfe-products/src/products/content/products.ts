import { pathTo } from '@gbc/site-map';
import type { ContactLink, TitledText } from '../../product-page/types.js';

/** /products (spec 2 §2): the overview of the council's product lines. */
export const productsOverview = {
  eyebrow: 'Products',
  title: 'BCI products for animals, robots and people',
  lead: 'EquineLink, PawLink, NeuroPAK and RATPAK: brain-computer interfaces and orchestration, built on the council’s ethical standards.',
  cardsHeading: 'Our product lines',
  cards: [
    { title: 'EquineLink', description: 'BCI for elite horses.', to: pathTo('/equinelink') },
    { title: 'PawLink', description: 'BCI for working dogs.', to: pathTo('/pawlink') },
    { title: 'NeuroPAK', description: 'BCI orchestration, under development.', to: pathTo('/neuropak') },
    {
      title: 'RATPAK',
      description: 'Robotic fleet orchestration for air, land and sea.',
      to: pathTo('/ratpak'),
    },
  ],
  integrationHeading: 'How the products work together',
  integration: [
    { title: 'Sense', description: 'EquineLink and PawLink read the animal’s signals at the edge.' },
    { title: 'Orchestrate', description: 'NeuroPAK turns signals into decisions and routes them securely.' },
    {
      title: 'Act',
      description: 'RATPAK carries decisions to fleets of robots, optionally under BCI control.',
    },
  ] satisfies TitledText[],
  customHeading: 'Custom quotes',
  customLead: 'NeuroPAK and RATPAK are priced per deployment.',
  customLinks: [
    { label: 'NeuroPAK', to: pathTo('/neuropak') },
    { label: 'RATPAK', to: pathTo('/ratpak') },
    { label: 'Request a quote', to: pathTo('/contact') },
  ] satisfies ContactLink[],
  helpHeading: 'Need help choosing?',
  helpLinks: [
    { label: 'Contact us', to: pathTo('/contact') },
    { label: 'Support our work', to: pathTo('/donations') },
  ] satisfies ContactLink[],
} as const;
