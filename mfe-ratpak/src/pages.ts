import type { RemotePages, RoutePrefetchers } from '@gbc/web-kit';
import { lazy } from 'react';

const staticVertical = (slug: 'warehouse-bots' | 'coastal-guardian' | 'outback-miner' | 'agri-swarm') =>
  lazy(async () => (await import('./static-verticals/StaticVerticalPage.js')).staticVerticalPage(slug));

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/ratpak': lazy(() => import('./ratpak/RatpakPage.js')),
  '/ratpak/verticals': lazy(() => import('./verticals/VerticalsPage.js')),
  '/ratpak/verticals/laser-delight': lazy(() => import('./laser-delight/LaserDelightPage.js')),
  '/ratpak/verticals/soil-whisperer': lazy(() => import('./soil-whisperer/SoilWhispererPage.js')),
  '/ratpak/verticals/warehouse-bots': staticVertical('warehouse-bots'),
  '/ratpak/verticals/coastal-guardian': staticVertical('coastal-guardian'),
  '/ratpak/verticals/outback-miner': staticVertical('outback-miner'),
  '/ratpak/verticals/agri-swarm': staticVertical('agri-swarm'),
};

export default pages;

/** The data each page reads, fetched before a server render; the module loads only on the server. */
export const prefetch: RoutePrefetchers = {
  '/ratpak/verticals/laser-delight': async (context) =>
    (await import('./prefetch.js')).prefetchLaserDelight(context),
};
