/**
 * `npm run test:reliability`: fuzzing, load, faults and attacks against whole running sites. Kept out of
 * `npm test`'s projects: each file starts its own site and database, and takes minutes.
 */
import base from '../../jest.config.mjs';

const service = base.projects.find((project) => project.displayName === 'service');

export default {
  ...service,
  rootDir: '../..',
  displayName: 'reliability',
  globalSetup: undefined,
  globalTeardown: undefined,
  testTimeout: 600_000,
  testMatch: ['<rootDir>/tests/reliability/**/*.reliability.test.ts'],
};
