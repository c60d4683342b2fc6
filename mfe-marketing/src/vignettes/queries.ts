import { marketingApi, vignetteMessages } from '@gbc/contracts';
import { ApiError, apiGet, apiQueryOptions, logError } from '@gbc/web-kit';
import { queryOptions } from '@tanstack/react-query';

const apiUrl = (path: string) => `${marketingApi.prefix}${path}`;

/*
 * The response schemas are imported when a request is made, not with the page: a page rendered on the
 * server arrives with its data, and zod then stays out of its first load.
 */
const schemas = () => import('@gbc/contracts');

export interface VignetteListParams {
  /** Omitted: as many as the API returns by default (its maximum). */
  limit?: number;
  tag?: string;
  /** `compact`: the fields a card shows; `full`: also the SEO description and the body. */
  fields: 'compact' | 'full';
}

/** Every vignette query key, built here only, so server prefetching and the pages share one cache entry. */
export const vignetteKeys = {
  all: ['marketing', 'vignettes'] as const,
  list: (params: VignetteListParams) => [...vignetteKeys.all, 'list', params] as const,
  hero: () => [...vignetteKeys.all, 'hero'] as const,
  detail: (slug: string) => [...vignetteKeys.all, 'detail', slug] as const,
};

/** Query options per vignette read, for the page hooks and for prefetching before a server render. */
export const vignetteQueries = {
  list: (params: VignetteListParams) =>
    apiQueryOptions({
      key: vignetteKeys.list(params),
      path: apiUrl(marketingApi.vignettes),
      query: { limit: params.limit, tag: params.tag, fields: params.fields },
      schema: async () => (await schemas()).vignetteListResponseSchema,
      errorContext: 'Failed to load vignettes',
    }),

  hero: () =>
    apiQueryOptions({
      key: vignetteKeys.hero(),
      path: apiUrl(marketingApi.randomVignette),
      schema: async () => (await schemas()).heroVignetteResponseSchema,
      errorContext: 'Failed to load a vignette for the hero',
    }),

  /** A missing vignette is an answer (null, the not-found view), not a failure to retry. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: vignetteKeys.detail(slug),
      queryFn: async ({ signal }) => {
        try {
          const { vignette } = await apiGet(apiUrl(marketingApi.vignette(slug)), {
            schema: async () => (await schemas()).vignetteDetailResponseSchema,
            signal,
          });
          return vignette;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            logError(vignetteMessages.notFound, { slug });
            return null;
          }
          throw error;
        }
      },
      meta: { errorContext: vignetteMessages.loadFailed },
    }),
};
