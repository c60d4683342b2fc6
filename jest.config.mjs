/** One Jest run, three projects: pure logic (node), React units (jsdom), services on a real database. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Compiled to CommonJS: lucide-react and jose ship ESM only, and so does light-my-request's `cookie`, which
  // `app.inject()` requires (Jest on Node 20 cannot require ESM).
  transformIgnorePatterns: [
    '^(?!.*/light-my-request/node_modules/cookie/).*/node_modules/(?!(lucide-react|jose)/)',
  ],
};
export default {
  // Global, since Jest's runner reads no project's own: a host that mounts a service migrates and builds it
  // first, and a jsdom page test loads a form's chunk; on two busy cores either passes the default 5 s.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,services,deploy,scripts}/**/test/**/*.unit.test.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/jest/jsdom-setup.ts'],
      testMatch: [
        '<rootDir>/{shared,shell,mfe-*}/**/test/**/*.test.tsx',
        '<rootDir>/{shell,mfe-*}/**/test/**/*.unit.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'service',
      testEnvironment: 'node',
      // Native ESM (node --experimental-vm-modules): the database helpers load ESM-only packages.
      extensionsToTreatAsEsm: ['.ts'],
      globalSetup: '<rootDir>/tests/jest/db-global-setup.ts',
      globalTeardown: '<rootDir>/tests/jest/db-global-teardown.ts',
      testMatch: ['<rootDir>/{shared,services,deploy}/**/test/**/*.service.test.ts'],
    },
  ],
};
