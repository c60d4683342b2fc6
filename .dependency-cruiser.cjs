/**
 * Architectural boundaries (ARCHITECTURE.md, "Boundaries"), checked by `npm run lint`.
 * Paths are real paths relative to the repository root: workspace packages imported by name
 * (`@gbc/ui`) resolve through their node_modules symlink to `shared/ui/...`.
 */
const frontEndPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'lucide-react',
  'dompurify',
];
const backEnd = '^(services/(?!gateway/)[^/]+/|shared/service-kit/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-remote-shell-or-service',
      comment: 'A remote imports only shared packages: never another remote, the shell or a service.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(mfe-[^/]+|shell|services)/', pathNot: '^$1/' },
    },
    {
      name: 'service-imports-front-end-app-or-other-service',
      comment: 'A service never imports a remote, the shell or another service.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^(mfe-[^/]+/|shell/|services/)', pathNot: '^services/$1/' },
    },
    {
      name: 'back-end-imports-front-end',
      comment:
        'Back-end code (services other than the gateway, which renders pages, and the service kit) never ' +
        'imports the design system, the web kit, the shell or a remote.',
      severity: 'error',
      from: { path: backEnd },
      to: { path: '^(shared/(ui|web-kit)/|shell/|mfe-[^/]+/)' },
    },
    {
      name: 'back-end-reaches-front-end-package',
      comment:
        'Nor does it reach a front-end library, not even through a shared package such as the site map: ' +
        'a shared package used by services stays free of front-end dependencies.',
      severity: 'error',
      from: { path: backEnd },
      to: { path: `(^|/)node_modules/(${frontEndPackages.join('|')})/`, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
