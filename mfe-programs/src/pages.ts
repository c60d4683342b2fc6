import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/**
 * The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. The other
 * program routes are added as their pages are built; until then the shell shows its fallback for them.
 */
const pages: RemotePages = {
  '/programs': lazy(() => import('./programs/ProgramsPage.js')),
  '/research/neuro-ai-effects': lazy(() => import('./research/NeuroAiEffectsPage.js')),
  '/programs/neuro-governance': lazy(() => import('./neuro-governance/NeuroGovernancePage.js')),
  '/programs/bci-accelerator': lazy(() => import('./bci-accelerator/BciAcceleratorPage.js')),
};

export default pages;
