import { type ServiceTestBedOptions, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import type { SurveyDatabase } from '../src/database.js';
import { createSurveyModule } from '../src/index.js';

export const testPublicOrigin = 'http://survey.test';

/**
 * The shared test bed as the survey tests use it: one database and one host per test file, each
 * request from its own client address unless the test sends one; the purge runs only when a test
 * calls it; admin tokens from `signTestToken` are verified.
 */
export function useSurveyTestBed<DB = SurveyDatabase>(
  options: Omit<ServiceTestBedOptions, 'host' | 'clientAddressPerRequest'> = {},
) {
  return useServiceTestBed<DB>({
    host: () => ({
      modules: [createSurveyModule({ publicOrigin: testPublicOrigin, openedPurge: false })],
      auth: { publicKey: testAuthKeys().publicKey },
    }),
    clientAddressPerRequest: true,
    ...options,
  });
}
