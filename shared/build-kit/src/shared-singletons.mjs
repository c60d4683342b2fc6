/**
 * Modules the shell and every remote share as one instance. Two copies of React break hooks, two
 * routers or two styled-components registries lose context, and the design system and web kit hold
 * providers (theme, toasts, session) that pages must read from the shell's instance.
 * Pure data and functions (site map, contracts, zod) are deliberately not shared: a remote deployed
 * alone must run on the copy it was built with, never on an older one the shell happened to load.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.1.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.1.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.1.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.1.0' },
  'react-router': { singleton: true, requiredVersion: '^7.8.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.8.0' },
  'styled-components': { singleton: true, requiredVersion: '^6.1.0' },
  '@gbc/ui': { singleton: true, requiredVersion: '^0.1.0' },
  '@gbc/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
};
