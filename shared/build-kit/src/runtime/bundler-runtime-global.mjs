/** The global under which the shell's browser build provides the federation bundler runtime to remotes. */
export const bundlerRuntimeGlobal = '__GBC_FEDERATION_BUNDLER_RUNTIME__';
