import { pathTo } from '@gbc/site-map';
import type { BrandProductContent } from '../../product-page/types.js';

/** /pinnipedlink (spec 2 §2, §9): BCI for marine mammals. */
export const pinnipedLink: BrandProductContent = {
  name: 'PinnipedLink',
  eyebrow: 'BCI for marine mammals',
  heroTitle: 'PinnipedLink',
  heroLead:
    'Waterproof brain-computer interfaces for seals and sea lions, for researchers, conservation and rehabilitation programs.',
  specsHeading: 'Technology specifications',
  specs: [
    { label: 'Channels', value: '12-48 channel' },
    { label: 'Sensitivity', value: '0.02 microvolt' },
    { label: 'Weight', value: '35 g' },
    { label: 'Latency', value: 'under 25 ms' },
    { label: 'Battery', value: '96-hour battery' },
    { label: 'Protection', value: 'IPX8 at 200 m' },
  ],
  applicationsHeading: 'Marine applications',
  applications: [
    { title: 'Research', description: 'Study cognition, sleep and navigation in the animals’ own habitat.' },
    { title: 'Conservation', description: 'Understand how noise and shipping affect wild populations.' },
    { title: 'Rehabilitation', description: 'Track recovery of rescued animals before release.' },
    { title: 'Oceanographic', description: 'Pair neural data with depth and temperature records.' },
  ],
  hardwareHeading: 'Hardware system tiers',
  hardwareCurrencyNote: 'Price ranges in US dollars (USD), configured per program.',
  hardware: [
    {
      name: 'PinnipedLink Deep',
      priceRange: '$85,000-$120,000',
      channels: '48-channel, 500 m, 30-day deployment',
      features: ['Deep-dive rated', 'Satellite upload', 'Month-long deployments'],
      idealFor: 'Open-ocean research expeditions',
    },
    {
      name: 'PinnipedLink Research',
      priceRange: '$65,000-$85,000',
      channels: '32-channel',
      features: ['Research-grade signal', 'Onboard storage', 'Open data export'],
      idealFor: 'University and institute labs',
    },
    {
      name: 'PinnipedLink Rehab',
      priceRange: '$45,000-$65,000',
      channels: '24-channel',
      features: ['Recovery dashboards', 'Gentle fitting', 'Pool-side telemetry'],
      idealFor: 'Rehabilitation centres',
    },
    {
      name: 'PinnipedLink Monitor',
      priceRange: '$30,000-$45,000',
      channels: '16-channel',
      features: ['Welfare alerts', 'Long battery life', 'Simple app'],
      idealFor: 'Conservation monitoring',
    },
  ],
  testimonialsHeading: 'From the research community',
  testimonials: [
    {
      quote: 'For the first time we recorded sleep in wild harbour seals at sea.',
      author: 'Dr. Ingrid Solberg',
      title: 'Marine Neuroscientist',
    },
    {
      quote: 'Release decisions are now based on how the animal is recovering, not on guesswork.',
      author: 'Tom Harris',
      title: 'Rehabilitation Centre Director',
    },
    {
      quote: 'We can finally measure how shipping noise changes behaviour.',
      author: 'Dr. Aiko Tanaka',
      title: 'Conservation Biologist',
    },
  ],
  consultationHeading: 'Plan your research program',
  consultationLead: 'Talk to our marine team. Contact details are placeholders.',
  consultationContacts: [
    { label: 'Phone', value: '+1 (555) 010-0300' },
    { label: 'Email', value: 'pinnipedlink@example.org' },
    { label: 'Scheduling', value: 'Book a call, weekdays 9:00 AM-5:00 PM' },
  ],
  consultationLinks: [
    { label: 'Contact our team', to: pathTo('/contact') },
    { label: 'All products', to: pathTo('/products') },
    { label: 'EquineLink for horses', to: pathTo('/equinelink') },
  ],
};
