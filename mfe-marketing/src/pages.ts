import type { RemotePages, RoutePrefetchers } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/': lazy(() => import('./home/HomePage.js')),
  '/about': lazy(() => import('./about/AboutPage.js')),
  '/focus': lazy(() => import('./focus/FocusPage.js')),
  '/future': lazy(() => import('./future/FuturePage.js')),
  '/vignettes': lazy(() => import('./vignettes/VignettesPage.js')),
  '/vignettes/:slug': lazy(() => import('./vignettes/VignetteDetailPage.js')),
  '/privacy': lazy(() => import('./legal/PrivacyPage.js')),
  '/terms': lazy(() => import('./legal/TermsPage.js')),
  '/newsletter/confirm': lazy(() => import('./newsletter/NewsletterConfirmPage.js')),
  '/newsletter/unsubscribe': lazy(() => import('./newsletter/NewsletterUnsubscribePage.js')),
  '/manifesto': lazy(() => import('./manifesto/ManifestoPage.js')),
  '/board': lazy(() => import('./board/BoardPage.js')),
  '/partners': lazy(() => import('./partners/PartnersPage.js')),
  '/resources': lazy(() => import('./resources/ResourcesPage.js')),
  '/events': lazy(() => import('./events/EventsPage.js')),
  '/supporters': lazy(() => import('./supporters/SupportersPage.js')),
  '/donations': lazy(() => import('./donations/DonationsPage.js')),
  '/contact': lazy(() => import('./contact/ContactPage.js')),
  '/join': lazy(() => import('./join/JoinPage.js')),
};

export default pages;

/** The data each page reads, fetched before a server render; the module loads only on the server. */
export const prefetch: RoutePrefetchers = {
  '/': async (context) => (await import('./prefetch.js')).prefetchHome(context),
  '/vignettes': async (context) => (await import('./prefetch.js')).prefetchVignettes(context),
  '/vignettes/:slug': async (context) => (await import('./prefetch.js')).prefetchVignette(context),
};
