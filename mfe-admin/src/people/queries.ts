import { type PrivacyRequestView, privacyApi } from '@gbc/contracts/admin';
import { apiQueryOptions } from '@gbc/web-kit';

/** The latest personal-data requests, with the admin's token. */
export const privacyQueries = {
  key: ['admin', 'privacy', 'requests'] as const,
  requests: (accessToken: string) =>
    apiQueryOptions<{ requests: PrivacyRequestView[] }>({
      key: [...privacyQueries.key],
      path: privacyApi.requests,
      schema: async () => (await import('@gbc/contracts/admin')).privacyRequestListSchema,
      accessToken,
      errorContext: 'privacy requests',
    }),
};
