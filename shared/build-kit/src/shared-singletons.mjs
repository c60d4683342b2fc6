import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The workspace root's package.json declares each third-party singleton's version once; every build reads it. */
const rootManifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

function rootVersion(name) {
  const version = rootManifest.dependencies?.[name];
  if (!version) throw new Error(`The root package.json declares no version of ${name}`);
  return version;
}

const react = rootVersion('react');
const reactDom = rootVersion('react-dom');
const router = rootVersion('react-router-dom');
/** The version installed, which the facade provides under the name `react-router-dom`. */
const installedRouter = JSON.parse(
  readFileSync(new URL('../../../node_modules/react-router-dom/package.json', import.meta.url), 'utf8'),
).version;
const installedQuery = JSON.parse(
  readFileSync(new URL('../../../node_modules/@tanstack/react-query/package.json', import.meta.url), 'utf8'),
).version;
const installedStyled = JSON.parse(
  readFileSync(new URL('../../../node_modules/styled-components/package.json', import.meta.url), 'utf8'),
).version;

const facadeFile = (file) => fileURLToPath(new URL(`./${file}`, import.meta.url));
/** The names the apps import, per target; a server facade adds what only the server renderer imports. */
const facades = {
  browser: { router: facadeFile('router-facade.mjs'), query: facadeFile('query-facade.mjs') },
  server: { router: facadeFile('router-facade.server.mjs'), query: facadeFile('query-facade.server.mjs') },
};
/** The browser build's styled-components leaves out the server-rendering sheet; Node shares the package. */
const styledFacade = facadeFile('styled-facade.mjs');

/**
 * Modules the shell and every remote share as one instance. Two copies of React break hooks, two
 * routers, styled-components registries or query clients lose context, and the design system and web
 * kit hold providers (theme, toasts, session, query cache) that pages must read from the shell's instance.
 * Pure data and functions (site map, contracts, zod) are deliberately not shared: a remote deployed
 * alone must run on the copy it was built with, never on an older one the shell happened to load.
 * Browser and server builds share the same names; only the facades behind some of them differ.
 * @param {'browser' | 'server'} target
 */
export function sharedSingletonsFor(target) {
  return {
    react: { singleton: true, requiredVersion: react },
    'react/jsx-runtime': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: reactDom },
    'react-dom/client': { singleton: true, requiredVersion: reactDom },
    // Only the exports the apps use (router-facade.mjs), so the shared router is tree-shaken.
    'react-router-dom': {
      singleton: true,
      requiredVersion: router,
      version: installedRouter,
      import: facades[target].router,
    },
    'styled-components': {
      singleton: true,
      requiredVersion: rootVersion('styled-components'),
      version: installedStyled,
      ...(target === 'browser' ? { import: styledFacade } : {}),
    },
    // As the router: only the exports the apps use (query-facade.mjs), so the shared copy is tree-shaken.
    '@tanstack/react-query': {
      singleton: true,
      requiredVersion: rootVersion('@tanstack/react-query'),
      version: installedQuery,
      import: facades[target].query,
    },
    '@gbc/ui': { singleton: true, requiredVersion: '^0.1.0' },
    // lucide's icon factory, which every remote's icons are built with (SharedIconFactoryPlugin).
    '@gbc/ui/icon-base': { singleton: true, requiredVersion: '^0.1.0' },
    // Form fields, dialog, tabs and progress: provided by the shell, not eagerly, so they load with the
    // first page that uses one and stay out of the pages (home among them) that use none.
    '@gbc/ui/controls': { singleton: true, requiredVersion: '^0.1.0', eager: false },
    // The web kit by subpath, so a page loads only what it uses: the core (API client, queries, head,
    // hydration) and the session are in every page; payments and forms are provided by the shell too, but
    // not eagerly (`eager: false` stays false in the shell's build), so they load with the first page that
    // uses them. A shared module keeps all its exports, which is why they are not in the core.
    '@gbc/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
    '@gbc/web-kit/session': { singleton: true, requiredVersion: '^0.1.0' },
    '@gbc/web-kit/payments': { singleton: true, requiredVersion: '^0.1.0', eager: false },
    '@gbc/web-kit/forms': { singleton: true, requiredVersion: '^0.1.0', eager: false },
    // The newsletter sign-up of the footer and /contact: loaded by the footer near the viewport and by
    // the contact page, never eagerly; its form code and zod are a further chunk, loaded on first use.
    '@gbc/web-kit/newsletter': { singleton: true, requiredVersion: '^0.1.0', eager: false },
  };
}
