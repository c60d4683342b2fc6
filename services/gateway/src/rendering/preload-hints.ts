import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@gbc/site-map';
import { escapeMarkup } from '../escape-markup.js';
import { type RemoteLocations, remoteAssetsPath } from '../remotes-manifest.js';

/**
 * `<link rel="preload">` for the manifest of the remote a page needs, fetched while the shell's entry
 * downloads instead of after it ran. Only the manifest, which the federation runtime fetches: a preloaded
 * script that failed (remote down) is reused by Chrome for the Retry's script tag and fails it again.
 * Only for a remote served from its local build; one on another origin gets none.
 */
export function createPreloadHints(remotes: RemoteLocations): (remote: RemoteName) => Promise<string> {
  return async (remote) => {
    const dir = remotes[remote]?.dir;
    if (!dir || remotes[remote]?.url) return '';
    try {
      await access(join(dir, 'mf-manifest.json'));
    } catch {
      return '';
    }
    const href = escapeMarkup(`${remoteAssetsPath(remote)}/mf-manifest.json`);
    return `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
  };
}
