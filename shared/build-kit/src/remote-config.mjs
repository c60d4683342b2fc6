import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './base-config.mjs';
import { BrandAssetsPlugin } from './brand-assets-plugin.mjs';
import { buildMode } from './build-mode.mjs';
import { embedConfig } from './embed-config.mjs';
import { FederationRuntimeFromEsmPlugin } from './federation-runtime-esm.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { addRouteTableToManifest, remoteBrandAssets } from './route-manifest.mjs';
import { nodeFederationRuntimePlugin, serverConfig, serverDirName } from './server-config.mjs';
import { BundlerRuntimeFromShellPlugin } from './shared-bundler-runtime.mjs';
import { SharedIconFactoryPlugin } from './shared-icon-factory-plugin.mjs';
import { sharedSingletonsFor } from './shared-singletons.mjs';
import { siteMap } from './site-map.mjs';
import { SsrManifestPlugin, serverRemoteEntryName } from './ssr-manifest-plugin.mjs';

/**
 * rspack configs of a remote: the browser build (its exposed modules behind `remoteEntry.js` and
 * `mf-manifest.json`, fixed names the gateway serves `no-cache`, everything else content-hashed) and,
 * after it, the server build of the same exposes in `dist/server/`, which the gateway renders with.
 * `publicPath: 'auto'` lets the same build run under `/remotes/<name>/` or on its own origin. The
 * manifest's `metaData.routes` lists the routes the remote owns, whose favicons and logos it serves.
 * `embeds` adds the remote's standalone partner scripts (`embed-config.mjs`), built into `dist/embed/`.
 * @param {{ name: import('@gbc/site-map').RemoteName; dir: string; exposes: Record<string, string>; embeds?: Record<string, string> }} options
 */
export function remoteConfig({ name, dir, exposes, embeds }) {
  const federationName = siteMap.federationName(name);
  /** @type {(env: unknown, argv?: { mode?: string }) => import('@rspack/core').Configuration[]} */
  return (_env, argv) => {
    const config = baseConfig({ dir, mode: buildMode(argv), uniqueName: federationName, publicPath: 'auto' });
    const browser = {
      ...config,
      // A page's chunk holds its own modules and icons: one request on a first load instead of a few
      // small shared ones, each with its headers (a later page may fetch a module again). Only large
      // libraries (zod, the editor) stay chunks of their own, downloaded once whichever chunk needs them.
      optimization: {
        splitChunks: {
          cacheGroups: {
            default: false,
            defaultVendors: {
              // lucide-react's sources are large for what they ship (each icon's comment holds a preview).
              test: /[\\/]node_modules[\\/](?!lucide-react[\\/])/,
              priority: -10,
              reuseExistingChunk: true,
              minSize: 30_000,
            },
          },
        },
      },
      // Unique across apps, so every app's builds can run in one multi-compiler (watch mode).
      name: federationName,
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: siteMap.remoteEntryFileName,
          exposes,
          shared: sharedSingletonsFor('browser'),
          shareStrategy: 'loaded-first',
          // The routes this remote owns ride in its manifest: the gateway learns them without a rebuild.
          manifest: { additionalData: addRouteTableToManifest(name) },
          dts: false,
          // The shell provides the federation runtime (provideExternalRuntime), so it is not bundled twice.
          // A remote loads no other remote, so its entry leaves out the code that would.
          experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        new FederationRuntimeFromEsmPlugin(),
        new BundlerRuntimeFromShellPlugin(),
        new SharedIconFactoryPlugin(),
        new BrandAssetsPlugin({ assets: () => remoteBrandAssets(name) }),
        new PrecompressPlugin(),
      ],
    };
    const server = serverConfig(browser, {
      entry: {},
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: serverRemoteEntryName,
          library: { type: 'commonjs-module' },
          exposes,
          shared: sharedSingletonsFor('server'),
          shareStrategy: 'loaded-first',
          runtimePlugins: [nodeFederationRuntimePlugin],
          manifest: false,
          dts: false,
        }),
        new SsrManifestPlugin({ serverDir: serverDirName }),
      ],
    });
    return embeds ? [browser, server, embedConfig(browser, embeds)] : [browser, server];
  };
}
