import { basename } from 'node:path';

export const cacheControl = {
  /** Content-hashed files never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Entry points name the hashed files, so the browser must revalidate them on every load. */
  revalidate: 'no-cache',
  /** Unhashed images and icons may change with a deploy; an hour of staleness is acceptable. */
  shortLived: 'public, max-age=3600',
} as const;

const entryPointNames = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
const contentHashedName = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;
const imageName = /\.(?:png|jpe?g|gif|svg|ico|webp|avif|webmanifest)$/i;

/** Cache-Control for a static file, decided by its name (the build puts content hashes in names). */
export function cacheControlForFile(filePath: string): string {
  const name = basename(filePath);
  if (entryPointNames.has(name)) return cacheControl.revalidate;
  if (contentHashedName.test(name)) return cacheControl.immutable;
  if (imageName.test(name)) return cacheControl.shortLived;
  return cacheControl.revalidate;
}
