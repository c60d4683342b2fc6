import { pathTo } from '@gbc/site-map';
import { tierSection } from '../../product-page/tiers.js';
import type { BrandProductContent } from '../../product-page/types.js';

/** /pawlink (spec 2 §2, §9): BCI for working dogs. */
export const pawLink: BrandProductContent = {
  name: 'PawLink',
  eyebrow: 'BCI for working dogs',
  heroTitle: 'PawLink',
  heroLead:
    'A light, non-invasive brain-computer interface for working dogs: understand focus, stress and intent in the field, and care for the dogs who serve.',
  specsHeading: 'Technology specifications',
  specs: [
    { label: 'Channels', value: '8-32 channel' },
    { label: 'Sensitivity', value: '0.05 microvolt' },
    { label: 'Weight', value: '45 g' },
    { label: 'Latency', value: 'under 30 ms' },
    { label: 'Battery', value: '48-hour battery' },
    { label: 'Protection', value: 'IP68' },
  ],
  applicationsHeading: 'Applications',
  applications: [
    { title: 'Law enforcement K9', description: 'See alertness and stress of patrol dogs on duty.' },
    { title: 'Search and rescue', description: 'Know when a dog has found a scent before it signals.' },
    { title: 'Detection and security', description: 'Confirm detections and spot fatigue at checkpoints.' },
    { title: 'Competitive sports', description: 'Agility and obedience: train to focus, not to the clock.' },
    {
      title: 'Service and therapy dogs',
      description: 'Watch welfare and workload of dogs who support people.',
    },
    { title: 'Military', description: 'Secure, rugged monitoring for military working dogs.' },
  ],
  hardwareHeading: 'Hardware systems',
  hardwareCurrencyNote: 'Price ranges in US dollars (USD), configured per deployment.',
  hardware: [
    {
      name: 'PawLink Alpha',
      priceRange: '$45,000-$65,000',
      channels: '32-channel',
      features: ['Highest resolution', 'Intent detection', 'Handler earpiece link'],
      idealFor: 'Special operations and research',
    },
    {
      name: 'PawLink Tactical',
      priceRange: '$35,000-$50,000',
      channels: '24-channel',
      features: ['Ruggedised', 'Encrypted link', 'Night operation'],
      idealFor: 'Law enforcement and military K9',
    },
    {
      name: 'PawLink Performance',
      priceRange: '$25,000-$35,000',
      channels: '16-channel',
      features: ['Training analytics', 'Focus scoring', 'Recovery tracking'],
      idealFor: 'Search and rescue and sport',
    },
    {
      name: 'PawLink Essential',
      priceRange: '$15,000-$25,000',
      channels: '8-channel',
      features: ['Welfare alerts', 'All-day comfort', 'Simple app'],
      idealFor: 'Service and therapy dogs',
    },
  ],
  testimonialsHeading: 'What handlers say',
  testimonials: [
    {
      quote: 'Our detection rate rose 40% once we could see when a dog was on a scent.',
      author: 'Officer Dan Reyes',
      title: 'K9 Unit Handler',
    },
    {
      quote: 'Rescue finds went up 35%. We stop searching dead ground much sooner.',
      author: 'Emma Clarke',
      title: 'Search and Rescue Coordinator',
    },
    {
      quote: 'Managing workload by the data has given our dogs 2.3 extra service years on average.',
      author: 'Dr. Priya Nair',
      title: 'Veterinary Behaviourist',
    },
  ],
  consultationHeading: 'Book a consultation',
  consultationLead: 'Talk to our canine team about a pilot for your unit. Contact details are placeholders.',
  consultationContacts: [
    { label: 'Phone', value: '+1 (555) 010-0200' },
    { label: 'Email', value: 'pawlink@example.org' },
    { label: 'Scheduling', value: 'Weekdays 9:00 AM-5:00 PM' },
  ],
  consultationLinks: [
    { label: 'Contact our team', to: pathTo('/contact') },
    { label: 'All products', to: pathTo('/products') },
    { label: 'EquineLink for horses', to: pathTo('/equinelink') },
  ],
};

export const pawLinkTiers = tierSection('pawlink', 'PawLink pricing', {
  starter: ['1-3 headsets', 'Handler app', 'E-mail support'],
  professional: ['Unit dashboard', 'Training programs', 'Priority support'],
  enterprise: ['Unlimited headsets', 'On-site onboarding', 'Dedicated account team'],
});
