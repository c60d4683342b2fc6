import { getRemoteEntry, init } from '@module-federation/runtime';
import { bundlerRuntimeGlobal } from './bundler-runtime-global.mjs';

const provided = globalThis[bundlerRuntimeGlobal];
if (!provided) {
  throw new Error(
    'This remote entry runs inside the GBC shell, which provides the federation bundler runtime; load it through the shell.',
  );
}

/**
 * A remote's federation bundler runtime (what `@module-federation/webpack-bundler-runtime` exports by
 * default), built on the functions the shell provides (`provide-bundler-runtime.mjs`) instead of a
 * copy in every remote entry. The objects the container fills in stay its own; so does the runtime
 * module, which keeps the container's federation instance (of it the bundler runtime calls only these two).
 */
export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: undefined,
    consumes: provided.consumes,
    I: provided.initializeSharing,
    S: {},
    installInitialConsumes: provided.installInitialConsumes,
    initContainerEntry: provided.initContainerEntry,
    init: provided.init,
    getSharedFallbackGetter: provided.getSharedFallbackGetter,
  },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
