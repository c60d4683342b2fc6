import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

/** The shell's runtime plugin that provides the bundler runtime (`runtimePlugins` of its browser build). */
export const provideBundlerRuntimePlugin = require.resolve('./runtime/provide-bundler-runtime.mjs');

/** The entry of `@module-federation/webpack-bundler-runtime`, either build. */
const bundlerRuntimeEntry = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * Remote browser builds take the federation bundler runtime from the shell (`provideBundlerRuntimePlugin`)
 * instead of bundling it into every `remoteEntry.js`, about 3 KB br of each page's first load. It is the
 * same coupling `externalRuntime` already makes for the runtime core: remotes run only inside the shell.
 */
export class BundlerRuntimeFromShellPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const shim = require.resolve('./runtime/take-bundler-runtime.mjs');
    new rspack.NormalModuleReplacementPlugin(bundlerRuntimeEntry, (resolveData) => {
      resolveData.request = shim;
    }).apply(compiler);
  }
}
