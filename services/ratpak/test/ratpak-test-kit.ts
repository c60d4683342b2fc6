import type { AuditDatabase, MailDatabase } from '@gbc/service-kit';
import { type ServiceTestBedOptions, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import type { RatpakDatabase } from '../src/database.js';
import { createRatpakModule, type RatpakSettings } from '../src/index.js';

export const testSalesInbox = 'sales@ratpak.example';
/** The internal token the tests' ratpak host accepts (plan provisioning, the personal-data routes). */
export const testInternalApiToken = 'internal-token-for-ratpak-tests-0123456789';

/**
 * The shared test bed as the ratpak tests use it: one database and one listening host per test file,
 * each request from its own client address unless the test sends one, access tokens verified with
 * the test keys.
 */
export function useRatpakTestBed(
  settings: Partial<RatpakSettings> = {},
  options: Omit<ServiceTestBedOptions, 'host' | 'clientAddressPerRequest'> = {},
) {
  return useServiceTestBed<RatpakDatabase & MailDatabase & AuditDatabase>({
    listen: true,
    clientAddressPerRequest: true,
    freshRateLimitsPerTest: true,
    host: () => ({
      modules: [
        createRatpakModule(
          { publicOrigin: 'https://gbc.example', salesInbox: testSalesInbox, ...settings },
          { INTERNAL_API_TOKEN: testInternalApiToken },
        ),
      ],
      auth: { publicKey: testAuthKeys().publicKey },
    }),
    ...options,
  });
}
