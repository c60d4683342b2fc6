import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Federation runtime plugin that loads remote entries and chunks in Node (`vm`, or the file system). */
export const nodeFederationRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

/** Where each app's server build goes, under its browser build's `dist/`. */
export const serverDirName = 'server';

/**
 * Turns an app's browser config into its server (Node) build: `async-node` target, CommonJS module
 * output with `.cjs` names (the packages are `"type": "module"`, where `.js` would be read as ESM),
 * written to `dist/server` after the browser build, which cleans `dist/`.
 * @param {import('@rspack/core').Configuration} browser
 * @param {{ entry: import('@rspack/core').Configuration['entry']; plugins: import('@rspack/core').RspackPluginInstance[] }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serverConfig(browser, { entry, plugins }) {
  const distDir = /** @type {string} */ (browser.output?.path);
  return {
    ...browser,
    name: `${browser.name}-server`,
    // After the browser build, which cleans `dist/` and writes the mf-manifest.json this build extends.
    dependencies: [/** @type {string} */ (browser.name)],
    target: 'async-node',
    entry,
    // Node reads the files from disk, so source maps are enough for stack traces and nothing is minified.
    devtool: 'source-map',
    optimization: { minimize: false },
    output: {
      ...browser.output,
      path: path.join(distDir, serverDirName),
      publicPath: 'auto',
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    // jsdom (the server's DOM for sanitising rich text) reads its own files at run time: Node loads it.
    externals: { jsdom: 'commonjs jsdom' },
    plugins,
  };
}
