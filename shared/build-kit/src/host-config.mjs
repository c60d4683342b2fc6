import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { baseConfig } from './base-config.mjs';
import { BrandAssetsPlugin } from './brand-assets-plugin.mjs';
import { buildMode } from './build-mode.mjs';
import { FederationRuntimeFromEsmPlugin } from './federation-runtime-esm.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { nodeFederationRuntimePlugin, serverConfig } from './server-config.mjs';
import { provideBundlerRuntimePlugin } from './shared-bundler-runtime.mjs';
import { SharedIconFactoryPlugin } from './shared-icon-factory-plugin.mjs';
import { sharedSingletonsFor } from './shared-singletons.mjs';
import { siteMap } from './site-map.mjs';

/**
 * In the browser the shell bundles the shared singletons into its entry: every page needs them, and one
 * request beats a dozen small ones that could only start after the entry ran. Remotes still take them
 * from the shell at run time. A singleton marked `eager: false` (one few pages use) stays a chunk of its own.
 */
const eagerSingletons = Object.fromEntries(
  Object.entries(sharedSingletonsFor('browser')).map(([name, options]) => [
    name,
    { eager: true, ...options },
  ]),
);

/**
 * rspack config of the shell. No remote is listed: the shell registers them at run time from
 * `/remotes.json`, so where a remote lives is deployment configuration, never part of this build.
 * `index.html` comes from `<dir>/index.html` with only external scripts (the gateway's CSP forbids
 * inline ones) and a `<!--gbc:head-->` marker where the gateway writes the route's title,
 * description and social tags; the brand assets (favicons, logos, default head image) are emitted
 * next to it. The server build (`dist/server/main.cjs` from `<dir>/src/server-entry.ts`) is what the
 * gateway renders pages with; it loads the remotes' server builds through the same federation runtime.
 * @param {{ dir: string }} options
 */
export function hostConfig({ dir }) {
  /** @type {(env: unknown, argv?: { mode?: string }) => import('@rspack/core').Configuration[]} */
  return (_env, argv) => {
    const config = baseConfig({ dir, mode: buildMode(argv), uniqueName: 'gbc_shell', publicPath: '/' });
    const browser = {
      ...config,
      // Unique across apps, so every app's builds can run in one multi-compiler (watch mode).
      name: 'gbc_shell',
      plugins: [
        new ModuleFederationPlugin({
          name: 'gbc_shell',
          remotes: {},
          shared: eagerSingletons,
          shareStrategy: 'loaded-first',
          runtimePlugins: [provideBundlerRuntimePlugin],
          manifest: false,
          dts: false,
          // Remotes run on this one copy of the federation runtime instead of bundling their own.
          // Browser-only: the runtime's Node code stays out of the entry, and so does its manifest
          // (snapshot) code, since browsers register each remote by its entry (remoteEntryUrl).
          experiments: {
            provideExternalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          templateParameters: {
            themeColor: siteMap.logoVariants.master.color,
            defaultFavicon: siteMap.faviconHref(siteMap.favicons.default),
          },
          chunks: ['main'],
          scriptLoading: 'defer',
          minify: false,
        }),
        new FederationRuntimeFromEsmPlugin(),
        new SharedIconFactoryPlugin(),
        new BrandAssetsPlugin(),
        new PrecompressPlugin(),
      ],
    };
    const server = serverConfig(browser, {
      entry: { main: './src/server-entry.ts' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'gbc_shell',
          remotes: {},
          shared: sharedSingletonsFor('server'),
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeFederationRuntimePlugin],
          manifest: false,
          dts: false,
        }),
      ],
    });
    return [browser, server];
  };
}
