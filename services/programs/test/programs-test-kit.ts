import { fileURLToPath } from 'node:url';
import { type ServiceTestBedOptions, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import type { ProgramsDatabase } from '../src/database.js';
import { createProgramsModule } from '../src/index.js';

/** Brochures the tests write themselves, so they do not depend on a prior `npm run build`. */
export const testBrochuresDir = fileURLToPath(new URL('../.data/test-brochures/', import.meta.url));

/** The internal token the tests' programs host accepts. */
export const testInternalApiToken = 'internal-token-for-programs-tests-0123456789';

/**
 * The shared test bed as the programs tests use it: one database and one host per test file, each
 * request from its own client address unless the test sends one. `DB` is the schema the test reads.
 */
export function useProgramsTestBed<DB = ProgramsDatabase>(
  options: Omit<ServiceTestBedOptions, 'host' | 'clientAddressPerRequest'> = {},
) {
  return useServiceTestBed<DB>({
    host: () => ({
      auth: { publicKey: testAuthKeys().publicKey },
      modules: [
        createProgramsModule({
          brochuresDir: testBrochuresDir,
          internalApiToken: () => testInternalApiToken,
        }),
      ],
    }),
    clientAddressPerRequest: true,
    ...options,
  });
}
