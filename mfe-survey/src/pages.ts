import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/signal-economy-survey': lazy(() => import('./survey/SurveyPage.js')),
};

export default pages;
