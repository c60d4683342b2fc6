import type { ShellServerBundle } from '@gbc/site-map';

/*
 * Entry of the shell's server build (`dist/server/main.cjs`), loaded by the gateway. The import is
 * dynamic so that Module Federation negotiates the shared singletons, which the server build does not
 * bundle eagerly, before any of them runs.
 */
const renderer = import('./server/render-page.js');

export const configure: ShellServerBundle['configure'] = async (options) =>
  (await renderer).configureRenderer(options);

export const render: ShellServerBundle['render'] = async (request) => (await renderer).renderPage(request);
