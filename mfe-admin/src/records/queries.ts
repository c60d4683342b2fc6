import type { cursorPageSchema } from '@gbc/contracts';
import { adminRecordsApi, adminRecordsPageSize, type CursorPage } from '@gbc/contracts';
import { type ApiInfiniteQueryDefinition, apiInfiniteQueryOptions } from '@gbc/web-kit';
import { saveFile } from '@gbc/web-kit/download';

/** A kind's item schema, imported when the first page arrives (zod stays out of the first load). */
// biome-ignore lint/correctness/noUnusedVariables: Item names what the schema checks, for the callers.
export type ItemSchema<Item> = () => Promise<Parameters<typeof cursorPageSchema>[0]>;

type PageSchema<Item> = ApiInfiniteQueryDefinition<CursorPage<Item>>['schema'];

/** Filters as query parameters; an empty value is no filter. */
export type RecordFilters = Readonly<Record<string, string | undefined>>;

/** One kind's pages, with the admin's token; the key holds the filters, so each filter set pages on its own. */
export const recordQueries = {
  key: (service: string, kind: string) => ['admin', 'records', service, kind] as const,
  pages: <Item>(
    service: string,
    kind: string,
    filters: RecordFilters,
    item: ItemSchema<Item>,
    accessToken: string,
  ) =>
    apiInfiniteQueryOptions<CursorPage<Item>>({
      key: [...recordQueries.key(service, kind), filters],
      path: adminRecordsApi.list(service, kind, filters),
      schema: (async () =>
        (await import('@gbc/contracts')).cursorPageSchema(await item())) as PageSchema<Item>,
      query: { limit: adminRecordsPageSize.default },
      accessToken,
      nextCursor: (page) => page.nextCursor,
      errorContext: `admin records (${service} ${kind})`,
    }),
};

/**
 * Downloads a kind's CSV export: fetched with the token (a plain link could not carry it), saved
 * through `saveFile` under the name the service gives.
 */
export async function downloadRecordsCsv(
  service: string,
  kind: string,
  filters: RecordFilters,
  accessToken: string,
): Promise<void> {
  const response = await fetch(adminRecordsApi.export(service, kind, filters), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  saveFile(name, await response.blob());
}
