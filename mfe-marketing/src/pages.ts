import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/': lazy(() => import('./home/HomePage.js')),
  '/vignettes': lazy(() => import('./vignettes/VignettesPage.js')),
  '/vignettes/:slug': lazy(() => import('./vignettes/VignetteDetailPage.js')),
  '/privacy': lazy(() => import('./legal/PrivacyPage.js')),
  '/terms': lazy(() => import('./legal/TermsPage.js')),
  '/newsletter/confirm': lazy(() => import('./newsletter/NewsletterConfirmPage.js')),
  '/newsletter/unsubscribe': lazy(() => import('./newsletter/NewsletterUnsubscribePage.js')),
};

export default pages;
