import { pathTo } from '@gbc/site-map';
import { tierSection } from '../../product-page/tiers.js';
import type { BrandProductContent } from '../../product-page/types.js';

/** /equinelink (spec 2 §2, §9): BCI for elite horses. */
export const equineLink: BrandProductContent = {
  name: 'EquineLink',
  eyebrow: 'BCI for elite horses',
  heroTitle: 'EquineLink',
  heroLead:
    'Non-invasive brain-computer interface for elite horses: read focus, stress and fatigue in real time and train, race and care with evidence.',
  specsHeading: 'Technology specifications',
  specs: [
    { label: 'Channels', value: '16-64 channel' },
    { label: 'Sensitivity', value: '0.1 microvolt' },
    { label: 'Weight', value: '85 g' },
    { label: 'Latency', value: 'under 50 ms' },
    { label: 'Battery', value: '72-hour battery' },
    { label: 'Protection', value: 'IP67' },
  ],
  applicationsHeading: 'Applications',
  applications: [
    {
      title: 'Racing',
      description: 'Read readiness and stress before and after a race to time training and recovery.',
    },
    {
      title: 'Competitive equestrian',
      description: 'Dressage, jumping and eventing: see focus and the bond between horse and rider.',
    },
    {
      title: 'Working and draft horses',
      description: 'Catch fatigue early in long working days and plan rest before injury.',
    },
    {
      title: 'Military and police',
      description: 'Monitor calm and alertness of mounted units in crowds and on patrol.',
    },
  ],
  hardwareHeading: 'Hardware systems',
  hardwareCurrencyNote: 'Price ranges in US dollars (USD), configured per deployment.',
  hardware: [
    {
      name: 'EquineLink Quantum',
      priceRange: '$75,000-$95,000',
      channels: '64-channel',
      features: ['Full-cortex coverage', 'Research-grade signal', 'Live telemetry to the stable'],
      idealFor: 'Elite racing stables and veterinary research',
    },
    {
      name: 'EquineLink Tactical',
      priceRange: '$60,000-$80,000',
      channels: '32-channel',
      features: ['Ruggedised housing', 'Encrypted link', 'Crowd-stress alerts'],
      idealFor: 'Military and police mounted units',
    },
    {
      name: 'EquineLink Performance',
      priceRange: '$45,000-$65,000',
      channels: '24-channel',
      features: ['Training analytics', 'Rider feedback', 'Recovery tracking'],
      idealFor: 'Competitive equestrian teams',
    },
    {
      name: 'EquineLink Monitor',
      priceRange: '$30,000-$40,000',
      channels: '16-channel',
      features: ['Fatigue and welfare alerts', 'Long battery life', 'Simple fitting'],
      idealFor: 'Working and draft horses',
    },
  ],
  testimonialsHeading: 'What riders and trainers say',
  testimonials: [
    {
      quote: 'We timed training to readiness instead of the calendar. Our win rate rose 32% in one season.',
      author: 'Sarah Mitchell',
      title: 'Head Trainer, Thoroughbred racing stable',
    },
    {
      quote: 'Seeing fatigue before it shows in the gait cut our injuries by 47%.',
      author: 'Dr. James Carter',
      title: 'Equine Veterinarian',
    },
    {
      quote: 'Our horses work calmer in crowds, and the ones that struggle get help sooner.',
      author: 'Sgt. Maria Lopez',
      title: 'Mounted Police Unit',
    },
  ],
  consultationHeading: 'Book a consultation',
  consultationLead:
    'Talk to our equine team about a pilot for your stable. Contact details are placeholders.',
  consultationContacts: [
    { label: 'Phone', value: '+1 (555) 010-0100' },
    { label: 'Email', value: 'equinelink@example.org' },
    { label: 'Scheduling', value: 'Weekdays 9:00 AM-5:00 PM' },
  ],
  consultationLinks: [
    { label: 'Contact our team', to: pathTo('/contact') },
    { label: 'All products', to: pathTo('/products') },
    { label: 'PawLink for dogs', to: pathTo('/pawlink') },
  ],
};

export const equineLinkTiers = tierSection('equinelink', 'EquineLink pricing', {
  starter: ['1 headset', 'Training dashboard', 'E-mail support'],
  professional: ['Multi-horse dashboard', 'Veterinary reports', 'Priority support'],
  enterprise: ['Unlimited headsets', 'On-site onboarding', 'Dedicated account team'],
});
