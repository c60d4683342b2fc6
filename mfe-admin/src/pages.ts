import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/admin': lazy(() => import('./overview/AdminOverviewPage.js')),
  '/admin/security': lazy(() => import('./security/SecurityPage.js')),
  '/site-audit': lazy(() => import('./site-audit/SiteAuditPage.js')),
  '/admin/moderation': lazy(() => import('./moderation/ModerationPage.js')),
  '/admin/publishing': lazy(() => import('./publishing/PublishingPage.js')),
  '/admin/leads': lazy(() => import('./leads/LeadsPage.js')),
  '/admin/people': lazy(() => import('./people/PeoplePage.js')),
  '/admin/results': lazy(() => import('./results/ResultsPage.js')),
};

export default pages;
