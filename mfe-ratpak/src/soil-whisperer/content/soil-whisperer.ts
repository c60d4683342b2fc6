import type { SubscriptionPlanId } from '@gbc/contracts/payments';
import {
  cropTypeLabels,
  cropTypes,
  leadTimelineLabels,
  leadTimelines,
  soilBudgetLabels,
  soilBudgets,
  soilCurrentMethodLabels,
  soilCurrentMethods,
  soilRoleLabels,
  soilRoles,
} from '@gbc/contracts/ratpak';
import { pathTo } from '@gbc/site-map';
import type { PageLink, TitledText, VerticalTestimonial } from '../../layout/links.js';
import type { LeadFieldSpec } from '../../leads/LeadFields.js';
import { optionsOf } from '../../leads/options.js';
import type { SoilMetric } from '../simulation.js';

/** Copy of /ratpak/verticals/soil-whisperer (spec 2 §2, §9). */
export const soilHero = {
  eyebrow: 'Soil analysis',
  title: 'Soil Whisperer',
  lead: 'RATPAK ground robots sample, map and treat your soil in real time, and show you the way from depleted to thriving in one season.',
  links: [
    { label: 'Run the simulator', href: '#simulator' as const },
    { label: 'Start a free trial', href: '#lead-form' as const },
  ],
} as const;

export const soilCapabilities: readonly TitledText[] = [
  {
    title: 'Real-time chemistry',
    text: 'pH, nitrogen, organic matter and moisture measured in the field, not weeks later in a lab.',
  },
  {
    title: 'Per-square-metre maps',
    text: 'Every reading placed on a map of the field, updated as the robots work.',
  },
  { title: 'Microbial insight', text: 'Microbial activity tracked as the measure of a living soil.' },
  {
    title: 'Regenerative plans',
    text: 'Treatment plans that move each metric towards its target, week by week.',
  },
];

export const simulatorCopy = {
  title: '24-week soil simulator',
  lead: 'See how Soil Whisperer moves a depleted field towards its targets over one season.',
  start: 'Start Simulation',
  pause: 'Pause Simulation',
  reset: 'Reset',
  week: (week: number) => `Week ${week} of 24`,
  improvement: (percent: number) => `Soil health improved by ${percent}% since week 0.`,
  target: 'Target',
} as const;

/** Names and units of the soil metrics as the simulator shows them. */
export const soilMetricLabels: Record<SoilMetric, { name: string; unit: string; decimals: number }> = {
  ph: { name: 'pH', unit: '', decimals: 1 },
  nitrogen: { name: 'Nitrogen', unit: ' ppm', decimals: 0 },
  organicMatter: { name: 'Organic matter', unit: '%', decimals: 1 },
  moisture: { name: 'Moisture', unit: '%', decimals: 1 },
  temperature: { name: 'Temperature', unit: ' °C', decimals: 1 },
  microbialActivity: { name: 'Microbial activity', unit: '', decimals: 0 },
};

export const soilTestimonials: readonly VerticalTestimonial[] = [
  {
    name: 'Tom Becker',
    role: 'Farm Owner',
    company: 'Becker Family Farms',
    content: 'Our organic matter doubled in two seasons, and we stopped guessing where to spread.',
    rating: 5,
    metric: '2x organic matter',
  },
  {
    name: 'Dr. Aisha Karim',
    role: 'Agronomist',
    company: 'GreenField Advisory',
    content: 'The maps are finer than anything my lab sampling ever gave my clients.',
    rating: 5,
    metric: '35% less fertiliser',
  },
  {
    name: 'Luis Moreno',
    role: 'Farm Manager',
    company: 'Valle Verde Cooperative',
    content: 'Yields are up and the soil holds water through the dry months.',
    rating: 4,
    metric: '18% higher yield',
  },
];

export const soilLeadForm = {
  title: 'Start your free trial',
  lead: 'Tell us about your land and we will set up a 30-day trial fleet.',
  label: 'Soil Whisperer free trial request',
  submit: 'Start Free Trial',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, autoComplete: 'name' },
    { name: 'email', kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    { name: 'company', kind: 'text', label: 'Farm or company', required: true, autoComplete: 'organization' },
    {
      name: 'role',
      kind: 'select',
      label: 'Role',
      options: optionsOf(soilRoles, soilRoleLabels),
      placeholder: 'Select your role',
    },
    { name: 'phone', kind: 'tel', label: 'Phone', autoComplete: 'tel' },
    { name: 'acreage', kind: 'number', label: 'Acreage' },
    {
      name: 'cropType',
      kind: 'select',
      label: 'Crop type',
      options: optionsOf(cropTypes, cropTypeLabels),
      placeholder: 'Select a crop',
    },
    {
      name: 'currentMethod',
      kind: 'select',
      label: 'Current soil testing',
      options: optionsOf(soilCurrentMethods, soilCurrentMethodLabels),
      placeholder: 'Select a method',
    },
    {
      name: 'budget',
      kind: 'select',
      label: 'Budget',
      options: optionsOf(soilBudgets, soilBudgetLabels),
      placeholder: 'Select a range',
    },
    {
      name: 'timeline',
      kind: 'select',
      label: 'Timeline',
      options: optionsOf(leadTimelines, leadTimelineLabels),
      placeholder: 'Select a timeline',
    },
    { name: 'goals', kind: 'textarea', label: 'Your soil goals' },
  ] satisfies LeadFieldSpec[],
} as const;

/** What each plan card lists; names, prices, acres, robots and "most popular" come from the payments catalogue. */
export const planFeatures: Record<SubscriptionPlanId, readonly string[]> = {
  'soil-scout': ['Weekly soil reports', 'pH, nitrogen and moisture mapping', 'Email support'],
  'soil-harvest': ['Daily soil reports', 'All six soil metrics', 'Treatment plans', 'Priority support'],
};

export const pricingCopy = {
  title: 'Soil plans',
  lead: 'Every plan starts with a free trial; cancel any time before it ends and nothing is charged.',
  currencyNote: 'Prices in US dollars (USD), billed monthly after the trial.',
  perMonth: '/month',
  acres: (acres: number) => `Up to ${acres} acres`,
  robots: (robots: number) => `${robots} robots`,
  popular: 'Most popular',
  start: (planName: string) => `Start ${planName} trial`,
  enterprise: {
    name: 'Enterprise',
    price: 'Custom',
    features: ['Unlimited acreage', '20+ robots', 'Dedicated agronomist', 'Custom integrations'],
    action: 'Contact Sales',
    to: pathTo('/contact'),
  },
} as const;

/** The state of a plan checkout on the page's return (`?checkout=<id>`), one entry per state. */
export const planCheckoutOutcome = {
  loading: 'Checking your subscription...',
  processing: 'Your trial is being set up. This page updates in a moment.',
  gaveUp: 'Your trial is still being set up. The confirmation will reach you by e-mail.',
  paid: 'Your free trial has started. The confirmation is on its way to your inbox.',
  failed: 'The subscription could not be started. Nothing was charged.',
  cancelled: 'You left the checkout, so no trial was started. Nothing was charged.',
  notFound: 'We could not find that checkout.',
  error: 'We could not check your subscription just now. Please reload the page.',
} as const;

export const soilSectionTitles = {
  capabilities: 'Capabilities',
  testimonials: 'What growers say',
} as const;

export const soilClosing = {
  title: 'Listen to your soil',
  text: 'Start a free trial, or talk to our team about a fleet for your whole operation.',
  links: [
    { label: 'Contact sales', to: pathTo('/contact') },
    { label: 'All verticals', to: pathTo('/ratpak/verticals') },
  ] satisfies PageLink[],
} as const;
