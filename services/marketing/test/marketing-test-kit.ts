import {
  type ServiceTestBedOptions,
  signTestToken,
  testAuthKeys,
  useServiceTestBed,
} from '@gbc/service-kit/testing';
import { createMarketingModule } from '../src/app.js';
import type { Database } from '../src/database.js';

/** The internal token the tests' marketing host accepts (the personal-data routes). */
export const testInternalApiToken = 'internal-token-for-marketing-tests-0123456789';

/** The marketing service as its tests mount it: a fixed public origin, no background retention sweep. */
export const testMarketingModule = createMarketingModule({
  publicOrigin: 'https://gbc.example',
  consentRetention: false,
  internalApiToken: () => testInternalApiToken,
});

/**
 * The shared test bed as marketing's tests use it: one database and one host of `testMarketingModule`
 * per test file (or per `describe` that calls it), verifying the kit's test tokens. `DB` is the
 * schema the test reads (e.g. with `MailDatabase` or `AuditDatabase`).
 */
export function useMarketingTestBed<DB = Database>(options: Omit<ServiceTestBedOptions, 'host'> = {}) {
  return useServiceTestBed<DB>({
    host: () => ({ modules: [testMarketingModule], auth: { publicKey: testAuthKeys().publicKey } }),
    listen: true,
    ...options,
  });
}

/** An editor's access token (admin role, second factor), for the admin write routes. */
export const adminHeaders = {
  authorization: `Bearer ${signTestToken({ email: 'editor@example.org', roles: ['admin'] })}`,
};
