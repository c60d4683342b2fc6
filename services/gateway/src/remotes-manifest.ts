import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { type RemoteName, type RemotesManifest, remoteNames } from '@gbc/site-map';
import type { RequestHandler } from 'express';
import { cacheControl } from './cache-policy.js';

/** Where one remote lives: built files served by this gateway, or the absolute URL of its mf-manifest.json. */
export interface RemoteLocation {
  /** Build output (`mfe-<name>/dist`), served at `/remotes/<name>/`. */
  dir?: string;
  /** Absolute URL of the remote's `mf-manifest.json` on another origin; wins over `dir` in `/remotes.json`. */
  url?: string;
  /**
   * With `url`: a local copy of that remote's build (its `mf-manifest.json` and `server/`) the gateway
   * renders its pages with, instead of fetching the server build from the remote's origin.
   */
  serverDir?: string;
}

export type RemoteLocations = Partial<Record<RemoteName, RemoteLocation>>;

export function remoteAssetsPath(remote: RemoteName): string {
  return `/remotes/${remote}`;
}

async function isFile(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The manifest URL of every remote that can be loaded right now. Local build output is checked on each
 * call (a handful of `access` calls), so a remote built or rebuilt while the gateway runs shows up at once.
 */
export async function listLoadableRemotes(remotes: RemoteLocations): Promise<RemotesManifest> {
  const entries = await Promise.all(
    remoteNames.map(async (name): Promise<[RemoteName, string] | null> => {
      const location = remotes[name];
      if (location?.url) return [name, location.url];
      if (location?.dir && (await isFile(join(location.dir, 'mf-manifest.json')))) {
        return [name, `${remoteAssetsPath(name)}/mf-manifest.json`];
      }
      return null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

export function serveRemotesManifest(remotes: RemoteLocations): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', cacheControl.revalidate).json(await listLoadableRemotes(remotes));
  };
}

/** Origins of remotes hosted elsewhere, which the Content-Security-Policy must allow. */
export function externalRemoteOrigins(remotes: RemoteLocations): string[] {
  const origins = Object.values(remotes).flatMap((location) =>
    location?.url ? [new URL(location.url).origin] : [],
  );
  return [...new Set(origins)];
}
