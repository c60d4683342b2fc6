import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './base-config.mjs';
import { buildMode } from './build-mode.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { siteMap } from './site-map.mjs';

/**
 * rspack config of a remote: its exposed modules behind `remoteEntry.js` and `mf-manifest.json`
 * (fixed names, so the gateway can serve them `no-cache`), everything else content-hashed.
 * `publicPath: 'auto'` lets the same build run under `/remotes/<name>/` or on its own origin.
 * @param {{ name: import('@gbc/site-map').RemoteName; dir: string; exposes: Record<string, string> }} options
 */
export function remoteConfig({ name, dir, exposes }) {
  const federationName = siteMap.federationName(name);
  /** @type {(env: unknown, argv?: { mode?: string }) => import('@rspack/core').Configuration} */
  return (_env, argv) => {
    const config = baseConfig({ dir, mode: buildMode(argv), uniqueName: federationName, publicPath: 'auto' });
    return {
      ...config,
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell provides the federation runtime (provideExternalRuntime), so it is not bundled twice.
          experiments: { externalRuntime: true },
        }),
      ],
    };
  };
}
