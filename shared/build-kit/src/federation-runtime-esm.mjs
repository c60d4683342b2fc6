import { existsSync } from 'node:fs';
import { rspack } from '@rspack/core';

/** A CommonJS build of a federation runtime package (`.../@module-federation/<pkg>/dist/<file>.cjs`). */
const commonJsRuntimeFile = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module build published beside a CommonJS one (`index.cjs` → `index.js`), if there is one. */
function esmBeside(file) {
  const esm = file.replace(/\.cjs$/, '.js');
  return existsSync(esm) ? esm : file;
}

/**
 * rspack's federation plugin finds its runtime with `require.resolve`, which picks each package's
 * CommonJS build (as an alias of `@module-federation/runtime` and as the bundler runtime's file path);
 * CommonJS cannot be tree-shaken, so every browser bundle carried the whole runtime, loaders,
 * snapshot and manifest code the site never runs. This plugin, listed after ModuleFederationPlugin,
 * swaps each such file for the ES module build beside it (whose own imports resolve to ES modules),
 * so the unused parts drop out. Browser builds only: Node loads the server builds.
 */
export class FederationRuntimeFromEsmPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // After the federation plugins' own `afterPlugins` taps, which set the aliases.
    compiler.hooks.afterPlugins.tap('FederationRuntimeFromEsmPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [name, target] of Object.entries(alias)) {
        if (typeof target === 'string' && commonJsRuntimeFile.test(target)) alias[name] = esmBeside(target);
      }
    });
    new rspack.NormalModuleReplacementPlugin(commonJsRuntimeFile, (resolveData) => {
      resolveData.request = esmBeside(resolveData.request);
    }).apply(compiler);
  }
}
