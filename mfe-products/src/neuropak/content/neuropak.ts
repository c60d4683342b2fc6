import { pathTo } from '@gbc/site-map';
import type { ContactLink, TitledText } from '../../product-page/types.js';

/** /neuropak (spec 2 §1): BCI orchestration, under development, hosted on an external site. */
export const neuroPak = {
  eyebrow: 'BCI orchestration · under development',
  title: 'NeuroPAK',
  lead: 'One platform to connect, orchestrate and secure brain-computer interface systems, from a single headset to a fleet.',
  externalLink: 'Visit the NeuroPAK site',
  capabilitiesHeading: 'Capabilities',
  capabilities: [
    {
      title: 'Neural signal processing',
      description: 'Clean, decode and stream signals from any supported interface.',
    },
    {
      title: 'System orchestration',
      description: 'Coordinate devices, models and robots from one control plane.',
    },
    { title: 'Privacy and security', description: 'Neural data encrypted end to end, consent built in.' },
    {
      title: 'Real-time performance',
      description: 'Low-latency pipelines for control that feels immediate.',
    },
  ] satisfies TitledText[],
  ecosystemHeading: 'The ecosystem',
  ecosystem: [
    { label: 'EquineLink', to: pathTo('/equinelink') },
    { label: 'PawLink', to: pathTo('/pawlink') },
    { label: 'RATPAK', to: pathTo('/ratpak') },
  ] satisfies ContactLink[],
  contact: { label: 'Contact Development Team', to: pathTo('/contact') } satisfies ContactLink,
} as const;
