import type { RemoteName, RouteTable } from '@gbc/site-map';
import type { Compiler, Configuration } from '@rspack/core';

/** What `rspack.config.mjs` default-exports: rspack calls it with the CLI's env and argv; the browser build, then the server build. */
export type ConfigFactory = (env: unknown, argv?: { mode?: string }) => Configuration[];

export interface RemoteConfigOptions {
  /** Site-map remote name; the federation name is `federationName(name)`. */
  name: RemoteName;
  /** The app's folder (`import.meta.dirname`); builds `./src/index.ts` into `<dir>/dist`. */
  dir: string;
  /** Module Federation exposes, e.g. `{ './pages': './src/pages.ts' }`. */
  exposes: Record<string, string>;
  /** Standalone partner scripts by name, e.g. `{ supporters: './src/supporters/embed/supporters.ts' }`: `dist/embed/<name>.js`. */
  embeds?: Record<string, string>;
}

export declare function remoteConfig(options: RemoteConfigOptions): ConfigFactory;
export declare function hostConfig(options: { dir: string }): ConfigFactory;

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
}
/** The modules shared as one instance, for a browser or a server build (facades differ, names do not). */
export declare function sharedSingletonsFor(
  target: 'browser' | 'server',
): Readonly<Record<string, SharedSingleton>>;

/** Generated favicons, logo marks and default head image: path under dist (no leading slash) to SVG. */
export declare function brandAssets(): Map<string, string>;
export declare const defaultHeadImagePath: string;

export declare class BrandAssetsPlugin {
  constructor(options?: { assets?: () => Map<string, string> });
  apply(compiler: Compiler): void;
}

/** The routes and redirects a remote owns, as its `mf-manifest.json` publishes them in `metaData.routes`. */
export declare function remoteRouteTable(remote: RemoteName): RouteTable;
/** The favicons and logo marks a remote's routes name: path under its dist (no leading slash) to SVG. */
export declare function remoteBrandAssets(remote: RemoteName): Map<string, string>;
