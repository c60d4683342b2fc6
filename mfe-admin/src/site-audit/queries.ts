import { siteAuditApi } from '@gbc/contracts/admin';
import { apiQueryOptions } from '@gbc/web-kit';

/** Query keys and options of the site audit, built once for the page and for invalidation. */
export const siteAuditQueries = {
  run: (id: string) =>
    apiQueryOptions({
      key: ['admin', 'site-audit', 'run', id],
      path: siteAuditApi.run(id),
      schema: async () => (await import('@gbc/contracts/admin')).siteAuditRunSchema,
      errorContext: 'site audit progress',
    }),
};
