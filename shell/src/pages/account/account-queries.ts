import type { DataExport, UserProfile } from '@gbc/contracts/identity';
import { identityApi } from '@gbc/contracts/identity';
import type { ApiQueryDefinition } from '@gbc/web-kit';

/** The account pages' reads of identity, keyed by the user so another account's cache is never shown. */
export const accountQueries = {
  profile: (userId: string, accessToken: string): ApiQueryDefinition<UserProfile> => ({
    key: ['identity', 'me', userId],
    path: identityApi.me,
    schema: async () => (await import('@gbc/contracts/identity')).userProfileSchema,
    accessToken,
    errorContext: 'account profile',
  }),
  dataExport: (userId: string, accessToken: string): ApiQueryDefinition<DataExport> => ({
    key: ['identity', 'export', userId],
    path: identityApi.exportData,
    schema: async () => (await import('@gbc/contracts/identity')).dataExportSchema,
    accessToken,
    errorContext: 'export my data',
  }),
};
