import type { RemotePages } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/ratpak': lazy(() => import('./ratpak/RatpakPage.js')),
  '/ratpak/verticals': lazy(() => import('./verticals/VerticalsPage.js')),
};

export default pages;
