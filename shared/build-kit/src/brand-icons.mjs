import {
  Anchor,
  Bot,
  Brain,
  BrainCircuit,
  createLucideIcon,
  Fish,
  Heart,
  HeartPulse,
  Leaf,
  Package,
  PawPrint,
  Truck,
  Zap,
} from 'lucide-react';

/** The council's own head-in-profile mark: the site's default tab icon and default head image. */
const HeadProfile = createLucideIcon('head-profile', [
  [
    'path',
    {
      d: 'M8 22v-4.3A7 7 0 0 1 5 12a7 7 0 0 1 7-7h.5a6.5 6.5 0 0 1 6.4 5.3l1.5 3.2a.6.6 0 0 1-.5.8H18v2.2a2 2 0 0 1-2 2h-2V22',
      key: 'outline',
    },
  ],
  ['path', { d: 'M9 11.5a2.5 2.5 0 0 1 4-2 2.5 2.5 0 0 1 2 3.5', key: 'mind' }],
]);

/** Icon drawing for each `FaviconSpec['icon']` name in the site map. */
export const faviconIcons = {
  head: HeadProfile,
  brain: Brain,
  bot: Bot,
  zap: Zap,
  leaf: Leaf,
  package: Package,
  anchor: Anchor,
  truck: Truck,
  heart: Heart,
};

/** Icon drawn inside each logo variant's mark. */
export const logoMarkIcons = {
  master: BrainCircuit,
  equinelink: HeartPulse,
  pawlink: PawPrint,
  pinnipedlink: Fish,
  neuropak: Brain,
  ratpak: Bot,
};

export { HeadProfile };
