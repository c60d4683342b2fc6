import { createHmac } from 'node:crypto';
import { personalDataErasureEvent } from '@gbc/contracts';
import {
  mailOutboxStep,
  type PrivacyExportDocument,
  type PrivacyRequestInput,
  type PrivacyRequestView,
  privacyMessages,
} from '@gbc/contracts/admin';
import { conflictError, notFoundError, writeAuditLog } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { AdminDatabase, AdminDb } from '../database.js';
import { PrivacyCallFailed, type PrivacyClient, type PrivacyTarget } from './privacy.client.js';
import {
  type ClaimedStep,
  claimDueSteps,
  completeIfDone,
  deleteExportsOf,
  eraseOutboxMail,
  findRequest,
  insertRequest,
  keyNamed,
  listLatestRequests,
  listSteps,
  outboxMailOf,
  recordStepOutcome,
} from './privacy.repository.js';
import type { PrivacyRequestRow, PrivacyRequestStepRow } from './privacy.table.js';

/** Audit event type of exports of someone's personal data (BCI-related, as the security dashboard lists them). */
export const personalDataExportEvent = 'bci_personal_data_export';

/** Pause before the next attempt of a failing step: doubling from 5 s, at most 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));

/** The lower-case address under the kept key: how the audit log names it. */
async function subjectHashOf(db: AdminDb, email: string): Promise<string> {
  return createHmac('sha256', await keyNamed(db, 'subject-hash'))
    .update(email.trim().toLowerCase())
    .digest('hex');
}

function toView(row: PrivacyRequestRow, steps: readonly PrivacyRequestStepRow[]): PrivacyRequestView {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    subjectHash: row.subject_hash,
    requestedBy: row.requested_by,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    steps: steps
      .filter((step) => step.request_id === row.id)
      .map((step) => ({
        service: step.service,
        state: step.state,
        attempts: step.attempts,
        lastError: step.last_error,
        erased: row.kind === 'erase' ? ((step.result as Record<string, number> | null) ?? null) : null,
        updatedAt: step.updated_at.toISOString(),
      })),
  };
}

export interface PrivacyAdmin {
  email: string | null;
}

export interface PrivacyService {
  /** Records the request and a step per service (one transaction) and audits it; the worker runs it. */
  request(input: PrivacyRequestInput, admin: PrivacyAdmin): Promise<PrivacyRequestView>;
  find(id: string): Promise<PrivacyRequestView>;
  latest(): Promise<PrivacyRequestView[]>;
  /** A finished export as one document; each download is audited. */
  download(id: string, admin: PrivacyAdmin): Promise<PrivacyExportDocument>;
  /** One pass of the worker: every due step attempted once. Returns how many were attempted. */
  runDue(): Promise<number>;
}

export interface PrivacyServiceOptions {
  /** The services asked, as discovered (every service but admin). */
  targets: () => readonly PrivacyTarget[];
  client: PrivacyClient;
}

export function createPrivacyService(
  db: Kysely<AdminDatabase>,
  options: PrivacyServiceOptions,
): PrivacyService {
  const view = async (row: PrivacyRequestRow) => toView(row, await listSteps(db, [row.id]));
  const found = async (id: string) => {
    const row = await findRequest(db, id);
    if (!row) throw notFoundError(privacyMessages.notFound);
    return row;
  };

  /** Asks the step's service (or, for the outbox, the admin schema's own function) once. */
  async function attempt(step: ClaimedStep): Promise<void> {
    const at = { requestId: step.request_id, service: step.service };
    try {
      let outcome: { held: boolean; result: Record<string, unknown> | null };
      if (step.service === mailOutboxStep) {
        outcome =
          step.kind === 'export'
            ? { held: true, result: { mail: await outboxMailOf(db, step.email) } }
            : { held: true, result: { mail: await eraseOutboxMail(db, step.email) } };
      } else {
        const target = options.targets().find((candidate) => candidate.name === step.service);
        if (!target) throw new PrivacyCallFailed(`${step.service} is not among the services this host knows`);
        const answer = await options.client.call(target, step.kind, {
          email: step.email,
          subjectHash: step.subject_hash,
        });
        outcome = answer.held ? { held: true, result: answer.result } : { held: false, result: null };
      }
      await db.transaction().execute(async (trx) => {
        await recordStepOutcome(trx, at, {
          state: outcome.held ? 'done' : 'not-held',
          result: outcome.result,
        });
        if (await completeIfDone(trx, step.request_id)) {
          await writeAuditLog(trx, {
            severity: step.kind === 'erase' ? 'warn' : 'info',
            eventType: step.kind === 'erase' ? personalDataErasureEvent : personalDataExportEvent,
            action: `privacy.${step.kind}.completed`,
            resourceType: 'personal_data',
            details: { requestId: step.request_id, subjectHash: step.subject_hash },
          });
        }
      });
    } catch (error) {
      const message =
        error instanceof PrivacyCallFailed ? error.message : `failed: ${(error as Error).message}`;
      await recordStepOutcome(db, at, {
        state: 'pending',
        error: message,
        retryInSeconds: retryDelaySeconds(step.attempts),
      });
    }
  }

  return {
    async request(input, admin) {
      const services = [...options.targets().map((target) => target.name), mailOutboxStep];
      const id = await db.transaction().execute(async (trx) => {
        const subjectHash = await subjectHashOf(trx, input.email);
        // Earlier exports are copies of what an erasure removes.
        const exportsDropped = input.kind === 'erase' ? await deleteExportsOf(trx, subjectHash) : 0;
        const requestId = await insertRequest(
          trx,
          {
            kind: input.kind,
            email: input.email.trim().toLowerCase(),
            subjectHash,
            requestedBy: admin.email,
          },
          services,
        );
        await writeAuditLog(trx, {
          severity: input.kind === 'erase' ? 'warn' : 'info',
          eventType: input.kind === 'erase' ? personalDataErasureEvent : personalDataExportEvent,
          action: `privacy.${input.kind}.requested`,
          userEmail: admin.email,
          resourceType: 'personal_data',
          details: {
            requestId,
            subjectHash,
            services,
            ...(input.kind === 'erase' ? { exportsDropped } : {}),
          },
        });
        return requestId;
      });
      return view(await found(id));
    },
    find: async (id) => view(await found(id)),
    async latest() {
      const rows = await listLatestRequests(db, 20);
      const steps = await listSteps(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toView(row, steps));
    },
    async download(id, admin) {
      const row = await found(id);
      if (row.kind !== 'export') throw conflictError(privacyMessages.notAnExport);
      if (!row.completed_at || !row.email) throw conflictError(privacyMessages.exportNotReady);
      const steps = await listSteps(db, [id]);
      await writeAuditLog(db, {
        severity: 'info',
        eventType: personalDataExportEvent,
        action: 'privacy.export.downloaded',
        userEmail: admin.email,
        resourceType: 'personal_data',
        details: { requestId: id, subjectHash: row.subject_hash },
      });
      return {
        email: row.email,
        exportedAt: row.completed_at.toISOString(),
        services: Object.fromEntries(
          steps
            .filter((step) => step.state === 'done')
            .map((step) => [step.service, (step.result ?? {}) as PrivacyExportDocument['services'][string]]),
        ),
      };
    },
    async runDue() {
      const steps = await claimDueSteps(db, mailOutboxStep, 20, 120);
      await Promise.all(steps.map(attempt));
      return steps.length;
    },
  };
}
