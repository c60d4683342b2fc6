import { readFileSync } from 'node:fs';

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

/**
 * Modules the shell and every remote share as one instance. Two copies of React break hooks, two
 * routers, styled-components registries or query clients lose context, and the design system and web
 * kit hold providers (theme, toasts, session, query cache) that pages must read from the shell's instance.
 * Pure data and functions (site map, contracts, zod) are deliberately not shared: a remote deployed
 * alone must run on the copy it was built with, never on an older one the shell happened to load.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: react },
  'react/jsx-runtime': { singleton: true, requiredVersion: react },
  'react-dom': { singleton: true, requiredVersion: reactDom },
  'react-dom/client': { singleton: true, requiredVersion: reactDom },
  'react-router': { singleton: true, requiredVersion: router },
  'react-router-dom': { singleton: true, requiredVersion: router },
  'styled-components': { singleton: true, requiredVersion: rootVersion('styled-components') },
  '@tanstack/react-query': { singleton: true, requiredVersion: rootVersion('@tanstack/react-query') },
  '@gbc/ui': { singleton: true, requiredVersion: '^0.1.0' },
  '@gbc/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
};
