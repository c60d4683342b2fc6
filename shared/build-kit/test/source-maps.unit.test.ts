import { execFileSync } from 'node:child_process';

/**
 * The browser build of the shell's and a remote's rspack configs for one mode (the server builds are
 * never served). build-kit is plain ESM that Jest's CommonJS
 * transform cannot load, so a child Node process builds the configs and reports their `devtool`.
 */
function devtools(mode: 'production' | 'development'): { host: unknown; remote: unknown } {
  const script = `
    import { hostConfig, remoteConfig } from '@gbc/build-kit';
    const argv = { mode: '${mode}' };
    const [host] = hostConfig({ dir: '/app/shell' })({}, argv).map((build) => build.devtool);
    const [remote] = remoteConfig({ name: 'marketing', dir: '/app/mfe-marketing', exposes: {} })({}, argv).map((build) => build.devtool);
    process.stdout.write(JSON.stringify({ host: host ?? null, remote: remote ?? null }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('source maps', () => {
  it('are not written by production builds of the shell and the remotes, so none can be served', () => {
    expect(devtools('production')).toEqual({ host: false, remote: false });
  });

  it('stay available in development builds', () => {
    expect(devtools('development')).toEqual({
      host: 'eval-cheap-module-source-map',
      remote: 'eval-cheap-module-source-map',
    });
  });
});
