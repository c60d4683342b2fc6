import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const runtimeDir = require.resolve('@gbc/build-kit').replace(/index\.mjs$/, 'runtime/');

/**
 * Runs an ES module script in a child Node process (build-kit is plain ESM, which Jest's CommonJS
 * transform cannot load) and returns what it printed as JSON.
 */
function runModule(script: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('the federation bundler runtime a remote takes from the shell', () => {
  it('is built on the functions the shell provides, with state of its own per container', () => {
    const result = runModule(`
      const { default: provide } = await import('${runtimeDir}provide-bundler-runtime.mjs');
      const { bundlerRuntimeGlobal } = await import('${runtimeDir}bundler-runtime-global.mjs');
      provide();
      const provided = globalThis[bundlerRuntimeGlobal];
      const { default: taken } = await import('${runtimeDir}take-bundler-runtime.mjs');
      process.stdout.write(JSON.stringify({
        consumes: taken.bundlerRuntime.consumes === provided.consumes,
        sharing: taken.bundlerRuntime.I === provided.initializeSharing,
        initialConsumes: taken.bundlerRuntime.installInitialConsumes === provided.installInitialConsumes,
        containerEntry: taken.bundlerRuntime.initContainerEntry === provided.initContainerEntry,
        init: taken.bundlerRuntime.init === provided.init,
        runtimeInit: typeof taken.runtime.init,
        shareScopes: taken.bundlerRuntime.S,
        options: taken.bundlerRuntimeOptions,
      }));`);
    expect(result).toEqual({
      consumes: true,
      sharing: true,
      initialConsumes: true,
      containerEntry: true,
      init: true,
      runtimeInit: 'function',
      shareScopes: {},
      options: {},
    });
  });

  it('fails with a clear message when a remote entry is loaded without the shell', () => {
    const result = runModule(`
      try {
        await import('${runtimeDir}take-bundler-runtime.mjs');
        process.stdout.write(JSON.stringify('loaded'));
      } catch (error) {
        process.stdout.write(JSON.stringify(error.message));
      }`);
    expect(result).toMatch(/runs inside the GBC shell/);
  });
});
