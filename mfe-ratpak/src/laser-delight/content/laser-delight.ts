import {
  laserBudgetLabels,
  laserBudgets,
  laserCurrentMethodLabels,
  laserCurrentMethods,
  laserRoleLabels,
  laserRoles,
  leadTimelineLabels,
  leadTimelines,
} from '@gbc/contracts/ratpak';
import { pathTo } from '@gbc/site-map';
import type { PageLink, Stat, TitledText, VerticalTestimonial } from '../../layout/links.js';
import type { LeadFieldSpec } from '../../leads/LeadFields.js';
import { optionsOf } from '../../leads/options.js';

/** Copy of /ratpak/verticals/laser-delight (spec 2 §2, §9). */
export const laserHero = {
  eyebrow: 'Vegetation management',
  title: 'Laser Delight',
  lead: 'Laser-equipped RATPAK fleets clear vegetation from power-line corridors and rail verges with 2mm precision: no herbicide, no crews under live lines, no outages for trimming.',
  links: [
    { label: 'Calculate your ROI', href: '#roi-calculator' as const },
    { label: 'Request a demo', href: '#lead-form' as const },
  ],
} as const;

export const demoPicker = {
  title: 'Book a live demo',
  lead: 'Pick a time for a 30-minute online demo with our engineers. One press books it.',
  legend: 'Available demo times',
  unavailable: 'Unavailable',
} as const;

export const laserCapabilities: readonly TitledText[] = [
  {
    title: 'Precision ablation',
    text: 'A 2mm laser spot removes growth and debris without touching conductors or insulators.',
  },
  {
    title: 'Long-range targeting',
    text: 'Targets at up to 500m, from the ground or the air, with the line still energised.',
  },
  { title: 'Herbicide-free', text: 'Nothing sprayed, nothing left in the soil or the water table.' },
  {
    title: 'Fleet scheduling',
    text: 'RATPAK plans corridors, cycles and crews of robots around outage windows.',
  },
];

export const roiCopy = {
  title: 'ROI calculator',
  lead: 'Move the sliders to compare traditional corridor maintenance with a Laser Delight fleet.',
  corridorLength: 'Corridor length',
  annualFrequency: 'Annual maintenance frequency',
  outageHours: 'Outage hours avoided per cycle',
  hourlyOutageCost: 'Cost per outage hour ($)',
  miles: (value: number) => `${value} ${value === 1 ? 'mile' : 'miles'}`,
  perYear: (value: number) => `${value} per year`,
  hours: (value: number) => `${value} ${value === 1 ? 'hour' : 'hours'}`,
  resultsTitle: 'Your estimate',
  traditionalCost: 'Traditional maintenance cost',
  autonomousCost: 'Laser Delight cost',
  outageAvoided: 'Outage cost avoided',
  annualSavings: 'Annual savings',
  roi: 'Return on investment',
  payback: 'Payback period',
  months: (value: string) => `${value} months`,
} as const;

export const laserSpecs: readonly Stat[] = [
  { value: '2mm', label: 'Precision' },
  { value: '500m', label: 'Range' },
  { value: '99.8%', label: 'Debris removal' },
  { value: 'Class IV', label: 'Safety class' },
];

export const laserTestimonials: readonly VerticalTestimonial[] = [
  {
    name: 'Maria Santos',
    role: 'Operations Manager',
    company: 'Pacific Grid Co.',
    content:
      'We cleared 40 miles of corridor in the time a crew used to need for five, without a single planned outage.',
    rating: 5,
    metric: '68% lower maintenance cost',
  },
  {
    name: 'James Whitfield',
    role: 'Maintenance Director',
    company: 'Northern Rail Services',
    content: 'No herbicide on the verges any more, and our inspectors stay off the track.',
    rating: 5,
    metric: 'Zero herbicide use',
  },
  {
    name: 'Priya Raman',
    role: 'CEO',
    company: 'Outback Power',
    content: 'The fleet paid for itself in the first season through avoided outages alone.',
    rating: 5,
    metric: 'Payback in 4 months',
  },
];

export const laserLeadForm = {
  title: 'Request a demo',
  lead: 'Tell us about your corridors and we will prepare a demo around them.',
  label: 'Laser Delight demo request',
  submit: 'Request Demo',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, autoComplete: 'name' },
    { name: 'email', kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    { name: 'company', kind: 'text', label: 'Company', required: true, autoComplete: 'organization' },
    {
      name: 'role',
      kind: 'select',
      label: 'Role',
      options: optionsOf(laserRoles, laserRoleLabels),
      placeholder: 'Select your role',
    },
    { name: 'phone', kind: 'tel', label: 'Phone', autoComplete: 'tel' },
    { name: 'corridorLength', kind: 'number', label: 'Corridor length (miles)' },
    {
      name: 'currentMethod',
      kind: 'select',
      label: 'Current method',
      options: optionsOf(laserCurrentMethods, laserCurrentMethodLabels),
      placeholder: 'Select a method',
    },
    {
      name: 'annualBudget',
      kind: 'select',
      label: 'Annual budget',
      options: optionsOf(laserBudgets, laserBudgetLabels),
      placeholder: 'Select a range',
    },
    {
      name: 'timeline',
      kind: 'select',
      label: 'Timeline',
      options: optionsOf(leadTimelines, leadTimelineLabels),
      placeholder: 'Select a timeline',
    },
    { name: 'challenges', kind: 'textarea', label: 'Your vegetation challenges' },
  ] satisfies LeadFieldSpec[],
} as const;

export const laserSectionTitles = {
  capabilities: 'Capabilities',
  testimonials: 'What operators say',
  specs: 'Specifications',
} as const;

export const laserClosing = {
  title: 'Clear corridors without the crews',
  text: 'Talk to our team about a Laser Delight pilot on your network.',
  links: [
    { label: 'Contact sales', to: pathTo('/contact') },
    { label: 'All verticals', to: pathTo('/ratpak/verticals') },
  ] satisfies PageLink[],
} as const;
