import { pathTo, type SitePath } from '@gbc/site-map';

/** A RATPAK vertical (spec 2 §3). `colour` is its accent, as the site map's favicon for it. */
export interface Vertical {
  slug:
    | 'laser-delight'
    | 'soil-whisperer'
    | 'warehouse-bots'
    | 'coastal-guardian'
    | 'outback-miner'
    | 'agri-swarm';
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  industry: string;
  path: SitePath;
  colour: string;
}

export const verticals: readonly Vertical[] = [
  {
    slug: 'laser-delight',
    title: 'Laser Delight',
    subtitle: 'Vegetation management',
    description:
      'Laser-equipped ground and aerial robots clear vegetation from power-line corridors and rail verges with millimetre precision and no herbicide.',
    features: ['2mm laser precision', '500m targeting range', '99.8% debris removal'],
    industry: 'Utilities and infrastructure',
    path: pathTo('/ratpak/verticals/laser-delight'),
    colour: '#b45309',
  },
  {
    slug: 'soil-whisperer',
    title: 'Soil Whisperer',
    subtitle: 'Soil analysis',
    description:
      'Ground robots sample, map and treat soil in real time, so every field gets what it needs and nothing it does not.',
    features: ['Real-time soil chemistry', 'Per-square-metre maps', 'Regenerative treatment plans'],
    industry: 'Agriculture',
    path: pathTo('/ratpak/verticals/soil-whisperer'),
    colour: '#15803d',
  },
  {
    slug: 'warehouse-bots',
    title: 'Warehouse Bots',
    subtitle: 'Logistics automation',
    description:
      'Picking, sorting and inventory robots from any maker, orchestrated as one fleet across every shift.',
    features: ['Mixed-vendor fleets', 'Live inventory counts', 'Shift-aware routing'],
    industry: 'Logistics',
    path: pathTo('/ratpak/verticals/warehouse-bots'),
    colour: '#475569',
  },
  {
    slug: 'coastal-guardian',
    title: 'Coastal Guardian',
    subtitle: 'Coastal monitoring',
    description:
      'Aerial and marine drones patrol coastlines, watch erosion and water quality, and support search and rescue.',
    features: ['Air and sea patrols', 'Erosion mapping', 'Search-and-rescue support'],
    industry: 'Environment and public safety',
    path: pathTo('/ratpak/verticals/coastal-guardian'),
    colour: '#1d4ed8',
  },
  {
    slug: 'outback-miner',
    title: 'Outback Miner',
    subtitle: 'Remote mining',
    description:
      'Autonomous haulage, survey and inspection fleets for remote sites, run from a control room hundreds of kilometres away.',
    features: ['Autonomous haulage', 'Drone surveying', 'Remote operations'],
    industry: 'Mining and resources',
    path: pathTo('/ratpak/verticals/outback-miner'),
    colour: '#c2410c',
  },
  {
    slug: 'agri-swarm',
    title: 'Agri Swarm',
    subtitle: 'Precision agriculture',
    description:
      'Drone swarms scout, spray and pollinate with centimetre accuracy, coordinated so that no row is missed or treated twice.',
    features: ['Swarm coordination', 'Targeted spraying', 'Crop health scouting'],
    industry: 'Agriculture',
    path: pathTo('/ratpak/verticals/agri-swarm'),
    colour: '#15803d',
  },
];

export const verticalsPage = {
  hero: {
    eyebrow: 'RATPAK Verticals',
    title: 'Six industries, one fleet platform',
    lead: 'Each vertical packages RATPAK orchestration with the robots, sensors and workflows one industry needs.',
  },
  listTitle: 'Choose your vertical',
  explore: 'Explore Solution',
  scheduleDemo: 'Schedule Demo',
  contact: pathTo('/contact'),
  closing: {
    title: 'Not sure which vertical fits?',
    text: 'Tell us about your operation and we will match it to the right RATPAK configuration.',
    links: [
      { label: 'Talk to our team', to: pathTo('/contact') },
      { label: 'Back to RATPAK', to: pathTo('/ratpak') },
    ],
  },
} as const;

/** The breadcrumb trail above every vertical's hero. */
export const verticalTrail = [
  { label: 'RATPAK', to: pathTo('/ratpak') },
  { label: 'Verticals', to: pathTo('/ratpak/verticals') },
] as const;
