import { pathTo } from '@gbc/site-map';
import type { PageLink, Stat, TitledText } from '../../layout/links.js';

/** Copy of /ratpak (spec 2 §1, §2, §9). */
export const ratpakHero = {
  eyebrow: 'RATPAK',
  title: 'Robotic fleet orchestration for air, land and sea',
  lead: 'RATPAK commands fleets of 1000+ robots with under 100ms command latency and 99.99% uptime, with optional control from a brain-computer interface.',
  links: [
    { label: 'Request a demo', to: pathTo('/contact') },
    { label: 'Explore verticals', to: pathTo('/ratpak/verticals') },
  ] satisfies PageLink[],
} as const;

export const capabilities: readonly TitledText[] = [
  { title: 'Unified command', text: 'One console for every robot, whatever its maker, medium or mission.' },
  {
    title: 'Real-time coordination',
    text: 'Command latency under 100ms keeps formations and hand-offs tight.',
  },
  { title: 'Massive scale', text: 'Fleets of 1000+ units, orchestrated as one.' },
  { title: 'Always on', text: '99.99% platform uptime with automatic fail-over between control nodes.' },
];

export const platformSupport: readonly Stat[] = [
  { value: '500+', label: 'Aerial platforms supported' },
  { value: '200+', label: 'Ground platforms supported' },
  { value: '50+', label: 'Marine platforms supported' },
];

export const useCases: readonly TitledText[] = [
  {
    title: 'Infrastructure inspection',
    text: 'Power lines, pipelines and bridges inspected by mixed air and ground fleets.',
  },
  { title: 'Search and rescue', text: 'Coordinated search patterns over land and water, around the clock.' },
  { title: 'Precision agriculture', text: 'Soil analysis, spraying and scouting across thousands of acres.' },
  { title: 'Logistics', text: 'Warehouses and yards where hundreds of robots share the floor safely.' },
];

export const bciIntro =
  'With an optional brain-computer interface, an operator commands the whole fleet by intent. Each decoded intent maps to one fleet command:';

export const bciIntents: readonly TitledText[] = [
  { title: 'Halt all', text: 'Every robot stops and holds position at once.' },
  { title: 'Focus a robot', text: 'One robot takes the operator’s attention and direct control.' },
  { title: 'Redirect fleet', text: 'The fleet turns to a new heading or objective.' },
  { title: 'Return to base', text: 'Every robot returns to its base by a safe route.' },
];

export const technicalSpecs: readonly Stat[] = [
  { value: '<100ms', label: 'Command latency' },
  { value: '1000+', label: 'Robots per fleet' },
  { value: '99.99%', label: 'Uptime' },
  { value: 'Optional', label: 'BCI control' },
];

export const missionFlow: readonly TitledText[] = [
  { title: '1. Plan', text: 'Define the mission, the area and the robots that take part.' },
  { title: '2. Deploy', text: 'RATPAK assigns tasks and launches the fleet.' },
  { title: '3. Coordinate', text: 'Robots share what they see and adapt together in real time.' },
  { title: '4. Report', text: 'Results, logs and insights arrive as the mission completes.' },
];

export const sectionTitles = {
  capabilities: 'Core capabilities',
  platformSupport: 'Platform support',
  useCases: 'Use cases',
  bci: 'BCI fleet control',
  specs: 'Technical specifications',
  missionFlow: 'Mission flow',
  verticals: 'Industry verticals',
  verticalsLead: 'Six solutions built on RATPAK, each for one industry.',
  allVerticals: 'See all verticals',
} as const;

export const ratpakClosing = {
  title: 'Ready to orchestrate your fleet?',
  text: 'Talk to our team about a RATPAK deployment, or compare it with the council’s other products.',
  links: [
    { label: 'Contact us', to: pathTo('/contact') },
    { label: 'All products', to: pathTo('/products') },
  ] satisfies PageLink[],
} as const;
