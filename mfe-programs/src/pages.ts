import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/programs': lazy(() => import('./programs/ProgramsPage.js')),
  '/research/neuro-ai-effects': lazy(() => import('./research/NeuroAiEffectsPage.js')),
  '/programs/neuro-governance': lazy(() => import('./neuro-governance/NeuroGovernancePage.js')),
  '/programs/bci-accelerator': lazy(() => import('./bci-accelerator/BciAcceleratorPage.js')),
  '/submit-story': lazy(() => import('./stories/SubmitStoryPage.js')),
};

export default pages;
