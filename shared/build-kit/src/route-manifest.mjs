import { brandAssets } from './brand-assets.mjs';
import { siteMap } from './site-map.mjs';

/**
 * The routes and redirects a remote owns in the site map it is built with, as its `mf-manifest.json`
 * publishes them: favicon and logo URLs relative to the manifest, because the remote serves those files
 * itself. The gateway merges every remote's table at run time, so a new page deploys with its remote.
 * @param {import('@gbc/site-map').RemoteName} remote
 * @returns {import('@gbc/site-map').RouteTable}
 */
export function remoteRouteTable(remote) {
  return siteMap.routeTableOf(remote, '');
}

/**
 * Module Federation's `manifest.additionalData` hook: adds the remote's route table to the manifest's
 * `metaData`, which the gateway reads without loading any of the remote's code.
 * @param {import('@gbc/site-map').RemoteName} remote
 */
export function addRouteTableToManifest(remote) {
  /** @param {{ stats: { metaData: Record<string, unknown> } }} options */
  return ({ stats }) => {
    stats.metaData[siteMap.routeTableManifestKey] = remoteRouteTable(remote);
    return stats;
  };
}

/**
 * The favicons and logo marks a remote's routes name, keyed by their path under its `dist/`.
 * @param {import('@gbc/site-map').RemoteName} remote
 * @returns {Map<string, string>}
 */
export function remoteBrandAssets(remote) {
  const all = brandAssets();
  const files = new Map();
  for (const route of remoteRouteTable(remote).routes) {
    for (const file of [route.favicon, route.logo]) files.set(file, /** @type {string} */ (all.get(file)));
  }
  return files;
}
