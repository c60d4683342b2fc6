import { randomBytes } from 'node:crypto';
import type { PrivacyRequestKind, PrivacyStepState } from '@gbc/contracts/admin';
import { sql } from 'kysely';
import type { AdminDb } from '../database.js';
import type { PrivacyRequestRow, PrivacyRequestStepRow } from './privacy.table.js';

/** The key named `name`, generated (32 random bytes) and kept on first use; concurrent first uses agree. */
export async function keyNamed(db: AdminDb, name: string): Promise<string> {
  await db
    .insertInto('admin.keys')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('admin.keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function insertRequest(
  db: AdminDb,
  request: { kind: PrivacyRequestKind; email: string; subjectHash: string; requestedBy: string | null },
  services: readonly string[],
): Promise<string> {
  const { id } = await db
    .insertInto('admin.privacy_requests')
    .values({
      kind: request.kind,
      email: request.email,
      subject_hash: request.subjectHash,
      requested_by: request.requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admin.privacy_request_steps')
    .values(services.map((service) => ({ request_id: id, service })))
    .execute();
  return id;
}

/** Earlier exports of the subject: their results are copies of what is being erased. */
export async function deleteExportsOf(db: AdminDb, subjectHash: string): Promise<number> {
  const rows = await db
    .deleteFrom('admin.privacy_requests')
    .where('subject_hash', '=', subjectHash)
    .where('kind', '=', 'export')
    .returning('id')
    .execute();
  return rows.length;
}

export async function findRequest(db: AdminDb, id: string): Promise<PrivacyRequestRow | undefined> {
  return db.selectFrom('admin.privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listLatestRequests(db: AdminDb, limit: number): Promise<PrivacyRequestRow[]> {
  return db
    .selectFrom('admin.privacy_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function listSteps(
  db: AdminDb,
  requestIds: readonly string[],
): Promise<PrivacyRequestStepRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('admin.privacy_request_steps')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('service')
    .execute();
}

/** A step taken for one attempt, with what its request says. */
export interface ClaimedStep {
  request_id: string;
  service: string;
  attempts: number;
  kind: PrivacyRequestKind;
  email: string;
  subject_hash: string;
}

/**
 * Leases up to `limit` due steps for one attempt each (`leaseSeconds`; a process that dies meanwhile
 * leaves them to the next lease). The outbox step waits until every service has confirmed, so no
 * mail a service queues while erasing escapes it. `skip locked`: concurrent workers take different steps.
 */
export async function claimDueSteps(
  db: AdminDb,
  outboxStep: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedStep[]> {
  const { rows } = await sql<ClaimedStep>`
    with due as (
      select s.request_id, s.service from admin.privacy_request_steps s
      where s.state = 'pending' and s.next_attempt_at <= now()
        and (s.lease_until is null or s.lease_until < now())
        and (s.service <> ${outboxStep} or not exists (
          select 1 from admin.privacy_request_steps o
          where o.request_id = s.request_id and o.service <> ${outboxStep} and o.state = 'pending'))
      order by s.next_attempt_at
      limit ${limit}
      for update of s skip locked
    )
    update admin.privacy_request_steps s
    set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = s.attempts + 1
    from due, admin.privacy_requests r
    where s.request_id = due.request_id and s.service = due.service and r.id = s.request_id
    returning s.request_id, s.service, s.attempts, r.kind, r.email, r.subject_hash
  `.execute(db);
  return rows;
}

export async function recordStepOutcome(
  db: AdminDb,
  step: { requestId: string; service: string },
  outcome:
    | { state: Exclude<PrivacyStepState, 'pending'>; result: Record<string, unknown> | null }
    | { state: 'pending'; error: string; retryInSeconds: number },
): Promise<void> {
  await db
    .updateTable('admin.privacy_request_steps')
    .set(
      outcome.state === 'pending'
        ? {
            last_error: outcome.error.slice(0, 500),
            next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`,
            lease_until: null,
            updated_at: sql<Date>`now()`,
          }
        : {
            state: outcome.state,
            result: outcome.result === null ? null : JSON.stringify(outcome.result),
            last_error: null,
            lease_until: null,
            updated_at: sql<Date>`now()`,
          },
    )
    .where('request_id', '=', step.requestId)
    .where('service', '=', step.service)
    .execute();
}

/**
 * Marks the request complete when none of its steps is pending (once: true only for the call that
 * completed it); an erasure forgets the address then.
 */
export async function completeIfDone(db: AdminDb, requestId: string): Promise<boolean> {
  const completed = await db
    .updateTable('admin.privacy_requests')
    .set((eb) => ({
      completed_at: sql<Date>`now()`,
      email: eb.case().when('kind', '=', 'erase').then(sql<null>`null`).else(eb.ref('email')).end(),
    }))
    .where('id', '=', requestId)
    .where('completed_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('admin.privacy_request_steps')
            .select('service')
            .whereRef('request_id', '=', 'admin.privacy_requests.id')
            .where('state', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return completed.numUpdatedRows > 0n;
}

/** The outbox's messages concerning the address (to it, replying to it, or quoting it). */
export async function outboxMailOf(db: AdminDb, email: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await sql<{
    mail: Record<string, unknown>;
  }>`select admin.outbox_mail_of(${email}) as mail`.execute(db);
  return rows.map((row) => row.mail);
}

export async function eraseOutboxMail(db: AdminDb, email: string): Promise<number> {
  const { rows } = await sql<{ erased: number }>`select admin.erase_outbox_mail(${email}) as erased`.execute(
    db,
  );
  return rows[0]?.erased ?? 0;
}
