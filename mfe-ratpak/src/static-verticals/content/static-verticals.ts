import type { ExternalLink, Stat, TitledText } from '../../layout/links.js';

/** The four verticals shown as static pages (spec 2 §2): hero, metrics, four capabilities, call to action. */
export interface StaticVerticalContent {
  eyebrow: string;
  title: string;
  lead: string;
  metrics: readonly Stat[];
  capabilities: readonly TitledText[];
  closing: { title: string; text: string };
  /** The vertical's external demo page (a placeholder address, as the spec's contact details are). */
  demo: ExternalLink;
}

export type StaticVerticalSlug = 'warehouse-bots' | 'coastal-guardian' | 'outback-miner' | 'agri-swarm';

export const staticVerticals: Record<StaticVerticalSlug, StaticVerticalContent> = {
  'warehouse-bots': {
    eyebrow: 'Logistics automation',
    title: 'Warehouse Bots',
    lead: 'Picking, sorting and inventory robots from any maker, orchestrated by RATPAK as one fleet across every shift.',
    metrics: [
      { value: '3x', label: 'Picking throughput' },
      { value: '99.9%', label: 'Inventory accuracy' },
      { value: '24/7', label: 'Operation' },
      { value: '40%', label: 'Lower fulfilment cost' },
    ],
    capabilities: [
      { title: 'Mixed-vendor fleets', text: 'Robots of different makers share one plan and one floor.' },
      { title: 'Live inventory', text: 'Every shelf counted as robots pass it.' },
      { title: 'Shift-aware routing', text: 'Routes that follow orders, people and charging windows.' },
      { title: 'Safe co-working', text: 'Speed and path limits wherever people work.' },
    ],
    closing: {
      title: 'Automate your warehouse',
      text: 'See Warehouse Bots in a live facility, or talk to our team.',
    },
    demo: { label: 'View live demo', href: 'https://warehouse-bots.ratpak.example.org/demo' },
  },
  'coastal-guardian': {
    eyebrow: 'Coastal monitoring',
    title: 'Coastal Guardian',
    lead: 'Aerial and marine drones patrol coastlines, watch erosion and water quality, and support search and rescue.',
    metrics: [
      { value: '500km', label: 'Coastline per fleet' },
      { value: '15 min', label: 'Search response' },
      { value: '24/7', label: 'Patrols' },
      { value: '50+', label: 'Marine platforms' },
    ],
    capabilities: [
      { title: 'Air and sea patrols', text: 'Drones and surface vessels cover the coast together.' },
      { title: 'Erosion mapping', text: 'Repeat surveys show where the shoreline moves.' },
      { title: 'Water quality', text: 'Sensors sample the water as the fleet patrols.' },
      { title: 'Search and rescue', text: 'Coordinated search patterns launched in minutes.' },
    ],
    closing: {
      title: 'Protect your coastline',
      text: 'See Coastal Guardian on patrol, or talk to our team.',
    },
    demo: { label: 'View live demo', href: 'https://coastal-guardian.ratpak.example.org/demo' },
  },
  'outback-miner': {
    eyebrow: 'Remote mining',
    title: 'Outback Miner',
    lead: 'Autonomous haulage, survey and inspection fleets for remote sites, run from a control room hundreds of kilometres away.',
    metrics: [
      { value: '30%', label: 'Lower haulage cost' },
      { value: '0', label: 'People in the pit' },
      { value: '1000+', label: 'Units per fleet' },
      { value: '99.99%', label: 'Uptime' },
    ],
    capabilities: [
      { title: 'Autonomous haulage', text: 'Trucks that run the haul road day and night.' },
      { title: 'Drone surveying', text: 'Stockpiles and pit walls measured every shift.' },
      { title: 'Remote operations', text: 'One control room for every site.' },
      { title: 'Predictive maintenance', text: 'Faults found before they stop a truck.' },
    ],
    closing: { title: 'Mine safer, from anywhere', text: 'See Outback Miner at work, or talk to our team.' },
    demo: { label: 'View live demo', href: 'https://outback-miner.ratpak.example.org/demo' },
  },
  'agri-swarm': {
    eyebrow: 'Precision agriculture',
    title: 'Agri Swarm',
    lead: 'Drone swarms scout, spray and pollinate with centimetre accuracy, coordinated so that no row is missed or treated twice.',
    metrics: [
      { value: '90%', label: 'Less spray' },
      { value: '2cm', label: 'Placement accuracy' },
      { value: '1000 acres', label: 'Per day' },
      { value: '100+', label: 'Drones per swarm' },
    ],
    capabilities: [
      { title: 'Swarm coordination', text: 'Every drone knows which rows the others covered.' },
      { title: 'Targeted spraying', text: 'Only the plants that need it, only as much as they need.' },
      { title: 'Crop scouting', text: 'Stress, pests and disease seen from above, early.' },
      { title: 'Pollination support', text: 'Swarms that help where pollinators are scarce.' },
    ],
    closing: { title: 'Farm with a swarm', text: 'See Agri Swarm in the field, or talk to our team.' },
    demo: { label: 'View live demo', href: 'https://agri-swarm.ratpak.example.org/demo' },
  },
};
