import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Browsers the site supports; swc and the minifier both target this level. */
const browserTarget = 'es2022';

/**
 * React Router's production build, which its package exports under no condition (every condition
 * leads to the development build): the same code with the development warnings and their messages
 * compiled out (0.45 KB br of the shell's first-load script).
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * styled-components ids from the file and position of each declaration instead of module-evaluation
 * order, so the server build and the browser build give every component the same class name and
 * hydration matches.
 * @param {boolean} production
 */
function styledComponentsPlugin(production) {
  return ['@swc/plugin-styled-components', { ssr: true, displayName: !production, fileName: false }];
}

/**
 * What the shell and the remotes have in common: TypeScript through rspack's builtin swc loader,
 * `.js` import specifiers resolved to `.ts`/`.tsx` sources, content-hashed file names.
 * @param {{ dir: string; mode: 'production' | 'development'; uniqueName: string; publicPath: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function baseConfig({ dir, mode, uniqueName, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    target: ['web', browserTarget],
    entry: { main: './src/index.ts' },
    // Production maps would publish the full sources next to the bundles, so production writes none.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // Each app gets its own chunk-loading global, so two bundles on one page never collide.
      uniqueName,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: production ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: browserTarget,
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              experimental: { plugins: [styledComponentsPlugin(production)] },
            },
          },
        },
      ],
    },
    // Module Federation needs every exposed and shared module compiled up front.
    lazyCompilation: false,
    performance: { hints: false },
  };
}
