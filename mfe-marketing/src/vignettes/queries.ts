import { marketingApi, vignetteMessages } from '@gbc/contracts/marketing';
import { ApiError, apiGet, apiInfiniteQueryOptions, apiQueryOptions, logError } from '@gbc/web-kit';
import { queryOptions } from '@tanstack/react-query';

/*
 * The response schemas are imported when a request is made, not with the page: a page rendered on the
 * server arrives with its data, and zod then stays out of its first load.
 */
const schemas = () => import('@gbc/contracts/marketing');

export interface VignetteListParams {
  /** Omitted: the API's default page size. */
  limit?: number;
  tag?: string;
  /** `compact`: the fields a card shows; `full`: also the SEO description and the body. */
  fields: 'compact' | 'full';
}

export interface VignettePagesParams {
  /** Only vignettes with this tag, filtered by the API. */
  tag?: string;
  fields: 'compact' | 'full';
  /** Start here instead of at the newest, e.g. after following a "Load more" link without JavaScript. */
  cursor?: string;
}

const listErrorContext = 'Failed to load vignettes';

/** Every vignette query key, built here only, so server prefetching and the pages share one cache entry. */
export const vignetteKeys = {
  all: ['marketing', 'vignettes'] as const,
  list: (params: VignetteListParams) => [...vignetteKeys.all, 'list', params] as const,
  pages: (params: VignettePagesParams) => [...vignetteKeys.all, 'pages', params] as const,
  hero: () => [...vignetteKeys.all, 'hero'] as const,
  detail: (slug: string) => [...vignetteKeys.all, 'detail', slug] as const,
};

/** Query options per vignette read, for the page hooks and for prefetching before a server render. */
export const vignetteQueries = {
  /** One page of the newest vignettes (home sections, More Vignettes). */
  list: (params: VignetteListParams) =>
    apiQueryOptions({
      key: vignetteKeys.list(params),
      path: marketingApi.vignettes.list,
      query: { limit: params.limit, tag: params.tag, fields: params.fields },
      schema: async () => (await schemas()).vignetteListResponseSchema,
      errorContext: listErrorContext,
    }),

  /** The vignettes page: cursor pages, the next one fetched on "Load more". */
  pages: (params: VignettePagesParams) =>
    apiInfiniteQueryOptions({
      key: vignetteKeys.pages(params),
      path: marketingApi.vignettes.list,
      query: { tag: params.tag, fields: params.fields },
      initialCursor: params.cursor ?? null,
      schema: async () => (await schemas()).vignetteListResponseSchema,
      nextCursor: (page) => page.nextCursor,
      errorContext: listErrorContext,
    }),

  hero: () =>
    apiQueryOptions({
      key: vignetteKeys.hero(),
      path: marketingApi.vignettes.hero,
      schema: async () => (await schemas()).heroVignetteResponseSchema,
      errorContext: 'Failed to load a vignette for the hero',
    }),

  /** A missing vignette is an answer (null, the not-found view), not a failure to retry. */
  detail: (slug: string) =>
    queryOptions({
      queryKey: vignetteKeys.detail(slug),
      queryFn: async ({ signal }) => {
        try {
          const { vignette } = await apiGet(marketingApi.vignettes.bySlug(slug), {
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
