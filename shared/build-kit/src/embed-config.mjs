import path from 'node:path';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/** Where a remote's partner embeds go, under its browser build's `dist/`; the gateway serves them at `/embed/`. */
export const embedDirName = 'embed';

/**
 * A remote's partner embeds (`{ supporters: './src/.../supporters.ts' }` → `dist/embed/supporters.js`):
 * classic scripts for other sites' pages, so standalone. Unlike the remote's federated build they cannot
 * count on the shell for the federation runtime or the shared singletons, so React, styled-components
 * and the design system are bundled in, and no Module Federation plugin is used. The entry keeps a fixed
 * name (partners link to it; the gateway serves it `no-cache`), its chunks are content-hashed, and
 * `publicPath: 'auto'` loads them from wherever the entry came from. Built after the browser build,
 * which cleans `dist/`.
 * @param {import('@rspack/core').Configuration} browser
 * @param {Record<string, string>} entries
 * @returns {import('@rspack/core').Configuration}
 */
export function embedConfig(browser, entries) {
  const distDir = /** @type {string} */ (browser.output?.path);
  return {
    ...browser,
    name: `${browser.name}-embed`,
    dependencies: [/** @type {string} */ (browser.name)],
    entry: entries,
    output: {
      ...browser.output,
      path: path.join(distDir, embedDirName),
      publicPath: 'auto',
      // Its own chunk-loading global, apart from the remote's, should a page hold both.
      uniqueName: `${browser.output?.uniqueName}_embed`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [new PrecompressPlugin()],
  };
}
