import type { RemotePages, RoutePrefetchers } from '@gbc/web-kit';
import { lazy } from 'react';

/** The routes this remote renders, keyed by site-map path pattern; each page is its own chunk. */
const pages: RemotePages = {
  '/products': lazy(() => import('./products/ProductsPage.js')),
  '/equinelink': lazy(() => import('./equinelink/EquineLinkPage.js')),
  '/pawlink': lazy(() => import('./pawlink/PawLinkPage.js')),
  '/pinnipedlink': lazy(() => import('./pinnipedlink/PinnipedLinkPage.js')),
  '/neuropak': lazy(() => import('./neuropak/NeuroPakPage.js')),
  '/membership': lazy(() => import('./membership/MembershipPage.js')),
  '/membership/success': lazy(() => import('./membership/MembershipSuccessPage.js')),
  '/membership-success': lazy(() => import('./membership/MembershipSuccessPage.js')),
};

export default pages;

/** Pages back from checkout (`?checkout=`) read its state: prefetched so the server renders it. */
const prefetchCheckout: RoutePrefetchers[string] = async (context) =>
  (await import('./prefetch.js')).prefetchCheckout(context);

export const prefetch: RoutePrefetchers = {
  '/products': prefetchCheckout,
  '/equinelink': prefetchCheckout,
  '/pawlink': prefetchCheckout,
  '/pinnipedlink': prefetchCheckout,
  '/membership/success': prefetchCheckout,
  '/membership-success': prefetchCheckout,
};
