import { remoteConfig } from '@gbc/build-kit';

const configs = remoteConfig({
  name: 'products',
  dir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});

/**
 * The eight pages share small modules (the brand, the site map, the gate, the tier cards); split into
 * chunks of their own they cost a request each on the first load (budget: 6 scripts), so each page's
 * chunk carries its own copy. The browser build only: the server build has no first load.
 */
export default (env, argv) =>
  configs(env, argv).map((config, index) =>
    index === 0 ? { ...config, optimization: { ...config.optimization, splitChunks: false } } : config,
  );
