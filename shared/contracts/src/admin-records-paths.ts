/**
 * The generic admin records contract, zod-free (screens import it in their first chunk): every service
 * lists each kind of record it holds at `GET /api/<service>/admin/records/<kind>` (filters, cursor
 * paging) and exports it as CSV at `GET /api/<service>/admin/records/<kind>/export` (same filters,
 * streamed). Schemas are in `admin-records.ts`; service-kit's `adminRecordRoutes` implements both.
 */

/** Route patterns of one kind, relative to the service's prefix. */
export const adminRecordsRoutePatterns = {
  list: (kind: string) => `/admin/records/${kind}`,
  export: (kind: string) => `/admin/records/${kind}/export`,
} as const;

/** Page sizes of the list: the screens ask for `default`; the service refuses more than `max`. */
export const adminRecordsPageSize = { default: 25, max: 100 } as const;

/** Filters travel as query parameters; empty values are left out, so "any" is simply no parameter. */
function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Absolute paths of one kind's list and export on `service`. */
export const adminRecordsApi = {
  list: (service: string, kind: string, query?: Readonly<Record<string, string | undefined>>) =>
    withQuery(`/api/${service}${adminRecordsRoutePatterns.list(kind)}`, query),
  export: (service: string, kind: string, query?: Readonly<Record<string, string | undefined>>) =>
    withQuery(`/api/${service}${adminRecordsRoutePatterns.export(kind)}`, query),
} as const;

/** Audit event types of reads and exports of BCI-related personal data (stories, survey results, leads). */
export const adminRecordsAuditEvents = {
  read: 'bci_records_read',
  export: 'bci_records_export',
} as const;
