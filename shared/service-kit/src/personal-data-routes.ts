import {
  type PersonalDataErasure,
  type PersonalDataExport,
  type PersonalDataRequest,
  personalDataApi,
  personalDataErasureEvent,
  personalDataErasureSchema,
  personalDataExportSchema,
  personalDataRequestSchema,
} from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { writeAuditLog } from './audit-log.js';
import { acceptInternalCallers } from './auth-internal-token.js';

/**
 * What a service holding personal data implements for the admin service's privacy job. Both are
 * idempotent; erase runs in one transaction and writes its audit entry there, naming the address only
 * by `subjectHash`.
 */
export interface PersonalDataService {
  exportFor(request: PersonalDataRequest): Promise<PersonalDataExport>;
  eraseFor(request: PersonalDataRequest): Promise<PersonalDataErasure>;
}

export interface PersonalDataRoutesOptions {
  personalData: PersonalDataService;
  internalApiToken: string;
}

/** The contract's two internal routes (`personalDataApi`), in a scope of their own that admits the internal token. */
export const personalDataRoutes: FastifyPluginAsync<PersonalDataRoutesOptions> = async (
  fastify,
  { personalData, internalApiToken },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A service whose other internal routes admitted the token on a parent scope keeps that.
  if (!app.hasDecorator('isInternalCaller')) acceptInternalCallers(app, internalApiToken);
  app.post(
    personalDataApi.routePatterns.export,
    {
      config: { auth: 'internal' },
      schema: { hide: true, body: personalDataRequestSchema, response: { 200: personalDataExportSchema } },
    },
    async (request) => personalData.exportFor(request.body),
  );
  app.post(
    personalDataApi.routePatterns.erase,
    {
      config: { auth: 'internal' },
      schema: { hide: true, body: personalDataRequestSchema, response: { 200: personalDataErasureSchema } },
    },
    async (request) => {
      const erasure = await personalData.eraseFor(request.body);
      // Stored answers to Idempotency-Keys may repeat the address; they go too. A failure here
      // answers an error, and the privacy job's retry erases again (erasing twice finds nothing).
      if (app.hasDecorator('idempotentAnswers')) {
        await app.idempotentAnswers.forgetMentioning(request.body.email);
      }
      return erasure;
    },
  );
};

/** Rows as an export carries them: JSON-safe, dates as ISO 8601 text. */
export function exportedRows(rows: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>> {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}

/**
 * The contract for a service whose records of an address are found and deleted per kind: export
 * gathers `find`'s rows, erase runs `erase` and its audit entry (the subject hash and the counts) in
 * one transaction.
 */
export function personalDataByAddress<DB>(
  db: Kysely<DB>,
  options: {
    /** The audit entry's resource type: the service or its records. */
    resourceType: string;
    find: (db: Kysely<DB>, email: string) => Promise<Record<string, ReadonlyArray<Record<string, unknown>>>>;
    /** Deletes every record of the address, returning how many rows of each kind went. */
    erase: (trx: Transaction<DB>, email: string) => Promise<Record<string, number>>;
  },
): PersonalDataService {
  return {
    exportFor: async ({ email }) => {
      const records = await options.find(db, email);
      return {
        records: Object.fromEntries(
          Object.entries(records).map(([kind, rows]) => [kind, exportedRows(rows)]),
        ),
      };
    },
    eraseFor: ({ email, subjectHash }) =>
      db.transaction().execute(async (trx) => {
        const erased = await options.erase(trx, email);
        await writeAuditLog(trx, {
          severity: 'warn',
          eventType: personalDataErasureEvent,
          action: 'personal_data.erase',
          resourceType: options.resourceType,
          details: { subjectHash, ...erased },
        });
        return { erased };
      }),
  };
}
