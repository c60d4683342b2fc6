import { Readable } from 'node:stream';
import {
  adminRecordsAuditEvents,
  adminRecordsRoutePatterns,
  type CursorPage,
  cursorPageSchema,
  errorCodes,
  pagingMessages,
} from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { writeAuditLog } from './audit-log.js';
import { HttpError } from './http-error.js';

/**
 * Admin record lists and CSV exports, the one pattern every service follows (CONTRIBUTING, "Admin
 * records"): the service describes a kind as an `AdminRecordSource` (one keyset-paged query, newest
 * first, and its CSV columns), binds it to its database with `createAdminRecordReader`, and registers
 * `adminRecordRoutes` with the reader and the kind's schemas from its contracts.
 */

/** Where a row sits in a kind's order (newest first, then id): what a cursor names. */
export interface RecordPosition {
  at: Date;
  id: string;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(100)]);

export function encodeRecordCursor(position: RecordPosition): string {
  return Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString('base64url');
}

/** The position a client's cursor names; one this service did not issue is a 400 on `cursor`. */
export function decodeRecordCursor(cursor: string): RecordPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success)
    throw new HttpError(400, errorCodes.badRequest, pagingMessages.cursor, { cursor: pagingMessages.cursor });
  return { at: new Date(parsed.data[0]), id: parsed.data[1] };
}

/**
 * The keyset of a records list, for its repository's query: the time at millisecond precision (what a
 * cursor carries; PostgreSQL keeps microseconds) and the id as text. Order by both, descending, and
 * filter with `recordsAfter`, so pages neither repeat nor skip rows written in the same millisecond.
 * The time is truncated as UTC: `date_trunc` of a `timestamptz` depends on the session's time zone and
 * so cannot be indexed, while that of a UTC `timestamp` can, so a large kind's table can carry an index
 * on exactly these two expressions, descending, and read each page from it (survey's responses do).
 */
export const recordTimeKey = (timeColumn = 'created_at'): RawBuilder<Date> =>
  sql<Date>`date_trunc('milliseconds', ${sql.ref(timeColumn)} at time zone 'UTC')`;
export const recordIdKey = (idColumn = 'id'): RawBuilder<string> => sql<string>`${sql.ref(idColumn)}::text`;

/** True for rows after `after` in the order of `recordTimeKey` and `recordIdKey`, descending. */
export function recordsAfter(
  after: RecordPosition,
  timeColumn = 'created_at',
  idColumn = 'id',
): RawBuilder<boolean> {
  return sql<boolean>`(${recordTimeKey(timeColumn)}, ${recordIdKey(idColumn)}) < (${after.at.toISOString()}::timestamptz at time zone 'UTC', ${after.id}::text)`;
}

/** `text` as a literal inside a LIKE/ILIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** One CSV column: its header and the cell of an item. */
export interface CsvColumn<Item> {
  header: string;
  value: (item: Item) => string | number | boolean | Date | null | undefined;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A field starting with
 * `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`, so a spreadsheet opening the file
 * never runs what a visitor typed as a formula (OWASP CSV injection).
 */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | Date | null | undefined>): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** A kind of record as its service reads it. */
export interface AdminRecordSource<Item, Filters> {
  /** Up to `limit` items matching `filters`, newest first, after `after` when given. */
  page(filters: Filters, limit: number, after: RecordPosition | undefined): Promise<Item[]>;
  /** The item's place in that order. */
  position(item: Item): RecordPosition;
  columns: readonly CsvColumn<Item>[];
}

/** Who reads, for the audit log. */
export interface AdminRecordViewer {
  email: string | null;
}

export interface AdminRecordReaderOptions {
  /** Named in routes and audit entries, e.g. `contact-messages`. */
  kind: string;
  /**
   * BCI-related personal data (stories, survey results, leads): every read and export is audited as
   * `bci_records_read` / `bci_records_export`. Other kinds audit exports only, as admin actions.
   */
  personalData: boolean;
}

/** What `adminRecordRoutes` calls: the kind bound to its database. */
export interface AdminRecordReader<Item, Filters> {
  readonly kind: string;
  list(
    query: Filters & { limit: number; cursor?: string | undefined },
    viewer: AdminRecordViewer,
  ): Promise<CursorPage<Item>>;
  /** The CSV lines of every matching item, header first, read in batches: memory stays flat whatever the count. */
  exportCsv(filters: Filters, viewer: AdminRecordViewer): Promise<AsyncIterable<string>>;
}

/** Rows per query of an export: big enough to stream fast, small enough to keep memory flat. */
export const exportBatchSize = 1000;

export function createAdminRecordReader<Item, Filters>(
  // biome-ignore lint/suspicious/noExplicitAny: any service's database; only the audit table is used.
  db: Kysely<any>,
  source: AdminRecordSource<Item, Filters>,
  options: AdminRecordReaderOptions,
): AdminRecordReader<Item, Filters> {
  const audit = (viewer: AdminRecordViewer, action: 'read' | 'export', details: Record<string, unknown>) =>
    writeAuditLog(db, {
      severity: 'info',
      eventType: options.personalData ? adminRecordsAuditEvents[action] : 'admin_action',
      action: `records.${action}`,
      userEmail: viewer.email,
      resourceType: options.kind,
      details,
    });
  return {
    kind: options.kind,
    async list(query, viewer) {
      const { limit, cursor, ...filters } = query;
      const after = cursor === undefined ? undefined : decodeRecordCursor(cursor);
      const rows = await source.page(filters as unknown as Filters, limit + 1, after);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      if (options.personalData) await audit(viewer, 'read', { filters, count: items.length });
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeRecordCursor(source.position(last)) : null,
      };
    },
    async exportCsv(filters, viewer) {
      // Audited before the first row leaves: an export cut short was still an export.
      await audit(viewer, 'export', { filters });
      return (async function* lines() {
        yield csvLine(source.columns.map((column) => column.header));
        let after: RecordPosition | undefined;
        for (;;) {
          const batch = await source.page(filters, exportBatchSize, after);
          if (batch.length > 0)
            yield batch.map((item) => csvLine(source.columns.map((c) => c.value(item)))).join('');
          const last = batch.at(-1);
          if (batch.length < exportBatchSize || !last) return;
          after = source.position(last);
        }
      })();
    },
  };
}

export interface AdminRecordRoutesOptions<Item, Filters> {
  reader: AdminRecordReader<Item, Filters>;
  /** The kind's list query (`adminRecordsListQuerySchema(filters)` from contracts). */
  listQuery: z.ZodType<Filters & { limit: number; cursor?: string | undefined }>;
  /** The kind's export query (`adminRecordsExportQuerySchema(filters)`). */
  exportQuery: z.ZodType<Filters>;
  item: z.ZodType<Item>;
}

/**
 * `GET <prefix>/admin/records/<kind>` (one cursor page, JSON) and `.../export` (CSV, streamed), both
 * admin with a second factor, so they appear in the service's admin OpenAPI document.
 */
export function adminRecordRoutes<Item, Filters>(): FastifyPluginAsync<
  AdminRecordRoutesOptions<Item, Filters>
> {
  return async (fastify, { reader, listQuery, exportQuery, item }) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const auth = { roles: ['admin'], aal: 'aal2' } as const;
    app.get(
      adminRecordsRoutePatterns.list(reader.kind),
      { config: { auth }, schema: { querystring: listQuery, response: { 200: cursorPageSchema(item) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reader.list(request.query as Filters & { limit: number; cursor?: string | undefined }, {
          email: request.principal?.email ?? null,
        });
      },
    );
    app.get(
      adminRecordsRoutePatterns.export(reader.kind),
      { config: { auth }, schema: { querystring: exportQuery } },
      async (request, reply) => {
        const lines = await reader.exportCsv(request.query as Filters, {
          email: request.principal?.email ?? null,
        });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${reader.kind}-${day}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(Readable.from(lines));
      },
    );
  };
}
