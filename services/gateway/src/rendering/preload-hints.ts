import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@gbc/site-map';
import { escapeMarkup } from '../escape-markup.js';
import type { RemoteLocations } from '../remotes-manifest.js';
import { remoteAssetsPath } from '../remotes-manifest.js';

interface ManifestFiles {
  remoteEntry: string;
  pagesScripts: string[];
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

function filesOf(manifest: ManifestShape): ManifestFiles | null {
  const remoteEntry = manifest.metaData?.remoteEntry?.name;
  if (typeof remoteEntry !== 'string') return null;
  const pages = manifest.exposes?.find((expose) => expose.path === './pages');
  const sync = pages?.assets?.js?.sync;
  const pagesScripts = Array.isArray(sync)
    ? sync.filter((file): file is string => typeof file === 'string')
    : [];
  return { remoteEntry, pagesScripts };
}

/**
 * `<link rel="preload">` tags for what the browser will load for a page of `remote` as soon as the shell
 * runs: the remote's manifest, its entry and its pages module. Fetched in parallel with the shell, they
 * no longer wait for each other. Read from the remote's local build (a remote on another origin gets
 * none), again whenever its manifest changes.
 */
export function createPreloadHints(remotes: RemoteLocations): (remote: RemoteName) => Promise<string> {
  const cache = new Map<RemoteName, { mtimeMs: number; tags: string }>();
  return async (remote) => {
    const dir = remotes[remote]?.dir;
    if (!dir || remotes[remote]?.url) return '';
    const manifestPath = join(dir, 'mf-manifest.json');
    try {
      const { mtimeMs } = await stat(manifestPath);
      const cached = cache.get(remote);
      if (cached?.mtimeMs === mtimeMs) return cached.tags;
      const files = filesOf(JSON.parse(await readFile(manifestPath, 'utf8')) as ManifestShape);
      const base = remoteAssetsPath(remote);
      const tags = files
        ? [
            `<link rel="preload" href="${escapeMarkup(`${base}/mf-manifest.json`)}" as="fetch" crossorigin="anonymous" />`,
            ...[files.remoteEntry, ...files.pagesScripts].map(
              (file) => `<link rel="preload" href="${escapeMarkup(`${base}/${file}`)}" as="script" />`,
            ),
          ].join('\n    ')
        : '';
      cache.set(remote, { mtimeMs, tags });
      return tags;
    } catch {
      return '';
    }
  };
}
