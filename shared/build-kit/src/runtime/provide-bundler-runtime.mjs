import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { bundlerRuntimeGlobal } from './bundler-runtime-global.mjs';

/**
 * Federation runtime plugin of the shell's browser build: hands the bundler runtime's functions to
 * the remotes (`take-bundler-runtime.mjs`), as `provideExternalRuntime` does for the runtime core.
 * They keep their state on the `webpackRequire` they are given, so one copy serves every container.
 */
export default function provideBundlerRuntime() {
  globalThis[bundlerRuntimeGlobal] = {
    attachShareScopeMap,
    consumes,
    getSharedFallbackGetter,
    init,
    initContainerEntry,
    initializeSharing,
    installInitialConsumes,
  };
  return { name: 'gbc-provide-bundler-runtime' };
}
