import { logoVariants, pathTo } from '@gbc/site-map';
import type { LucideIcon } from 'lucide-react';
import { Heart, PawPrint } from 'lucide-react';
import type { InternalLink, SectionIntro } from './types.js';

export interface FeaturedTechnology {
  id: string;
  name: string;
  subtitle: string;
  description: string;
  highlights: readonly string[];
  /** Brand colour from the site map's logo variants. */
  color: string;
  icon: LucideIcon;
  link: InternalLink;
}

export const featuredTechnologiesIntro: SectionIntro = {
  heading: 'Featured Technologies',
  subtitle: 'Neurotechnology for the animals we work with',
  lead: 'Our product lines put the council’s welfare and ethics standards into practice.',
};

const { equinelink, pawlink } = logoVariants;

export const featuredTechnologies: readonly FeaturedTechnology[] = [
  {
    id: equinelink.id,
    name: equinelink.name,
    subtitle: equinelink.subtitle,
    description: 'Non-invasive interfaces that help riders, trainers and vets understand elite horses.',
    highlights: ['Racing', 'Competitive equestrian', 'Working and draft horses', 'Military and police'],
    color: equinelink.color,
    icon: Heart,
    link: { label: 'Explore EquineLink', to: pathTo('/equinelink') },
  },
  {
    id: pawlink.id,
    name: pawlink.name,
    subtitle: pawlink.subtitle,
    description: 'Interfaces that strengthen the bond between working dogs and their handlers.',
    highlights: [
      'Law enforcement K9',
      'Search and rescue',
      'Detection and security',
      'Service and therapy dogs',
    ],
    color: pawlink.color,
    icon: PawPrint,
    link: { label: 'Explore PawLink', to: pathTo('/pawlink') },
  },
];

export const allProductsLink: InternalLink = { label: 'View All Products', to: pathTo('/products') };
