import { type AdminVignetteResponse, marketingApi } from '@gbc/contracts/marketing';
import { apiQueryOptions } from '@gbc/web-kit';

/** One vignette of any status (the editor's values and the draft preview), read with the admin's token. */
export const publishingQueries = {
  key: ['admin', 'vignettes'] as const,
  vignette: (slug: string, accessToken: string) =>
    apiQueryOptions<AdminVignetteResponse>({
      key: [...publishingQueries.key, slug],
      path: marketingApi.vignettes.adminBySlug(slug),
      schema: async () => (await import('@gbc/contracts/marketing')).adminVignetteResponseSchema,
      accessToken,
      errorContext: 'admin vignette',
    }),
};
