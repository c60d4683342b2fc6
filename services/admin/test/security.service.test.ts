import { authMessages } from '@gbc/contracts';
import { type AuditEntry, adminApi, securityTabLimits } from '@gbc/contracts/admin';
import { type AuditLogEntry, writeAuditLog } from '@gbc/service-kit';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import type { AdminDatabase } from '../src/database.js';
import { createAdminModule } from '../src/index.js';

const bed = useServiceTestBed<AdminDatabase>({
  host: () => ({ modules: [createAdminModule()], auth: { publicKey: testAuthKeys().publicKey } }),
});

const asAdmin = { authorization: `Bearer ${signTestToken({ roles: ['admin'] })}` };

/** Writes an entry dated `hoursAgo` back (the log takes no date, so the admin connection inserts it). */
async function loggedHoursAgo(hoursAgo: number, entry: AuditLogEntry): Promise<void> {
  await sql`
    insert into audit.audit_logs (created_at, severity, is_suspicious, event_type, action, user_email)
    values (now() - make_interval(hours => ${hoursAgo}), ${entry.severity}, ${entry.isSuspicious ?? false},
      ${entry.eventType}, ${entry.action}, ${entry.userEmail ?? null})`.execute(bed.db);
}

const actionsOf = (entries: AuditEntry[]) => entries.map((entry) => entry.action);

async function tab(name: 'overview' | 'bci' | 'admin'): Promise<AuditEntry[]> {
  const response = await bed.get(adminApi.security.events(name), asAdmin);
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

beforeAll(async () => {
  const entries: AuditLogEntry[] = [
    { severity: 'warn', eventType: 'security_event', action: 'sign_in_failed', userEmail: 'a@example.org' },
    { severity: 'warn', eventType: 'security_event', action: 'rate_limited', isSuspicious: true },
    { severity: 'error', eventType: 'payment_event', action: 'webhook_failed' },
    { severity: 'critical', eventType: 'payment_event', action: 'amount_mismatch' },
    { severity: 'info', eventType: 'admin_action', action: 'role_granted', userEmail: 'admin@example.org' },
    { severity: 'warn', eventType: 'bci_contact_deletion', action: 'contact.deletion' },
    { severity: 'info', eventType: 'bci_story_read', action: 'story.read', details: { storyId: 's1' } },
    { severity: 'info', eventType: 'bcistory', action: 'not_bci' },
    { severity: 'info', eventType: 'newsletter_event', action: 'subscribed' },
  ];
  for (const entry of entries) await writeAuditLog(bed.db, entry);
  await loggedHoursAgo(48, {
    severity: 'warn',
    eventType: 'security_event',
    action: 'old_suspicious',
    isSuspicious: true,
  });
  await loggedHoursAgo(48, { severity: 'info', eventType: 'admin_action', action: 'old_admin_action' });
  await loggedHoursAgo(24 * 8, { severity: 'info', eventType: 'admin_action', action: 'older_admin_action' });
});

describe('the security dashboard API', () => {
  test('Suspicious Activity lists suspicious, error and critical entries, newest first', async () => {
    expect(actionsOf(await tab('overview'))).toEqual([
      'amount_mismatch',
      'webhook_failed',
      'rate_limited',
      'old_suspicious',
    ]);
  });

  test('BCI Access lists every bci_ event type and nothing else', async () => {
    const entries = await tab('bci');
    expect(actionsOf(entries)).toEqual(['story.read', 'contact.deletion']);
    expect(entries[0]).toMatchObject({
      eventType: 'bci_story_read',
      details: { storyId: 's1' },
      userEmail: null,
    });
    expect(new Date(entries[0]?.createdAt ?? '').getTime()).not.toBeNaN();
  });

  test('Admin Actions lists admin actions, security events, contact deletions and critical entries', async () => {
    expect(actionsOf(await tab('admin'))).toEqual([
      'contact.deletion',
      'role_granted',
      'amount_mismatch',
      'rate_limited',
      'sign_in_failed',
      'old_admin_action',
      'old_suspicious',
      'older_admin_action',
    ]);
  });

  test('each tab stops at its limit (50, 100, 50)', async () => {
    await sql`
      insert into audit.audit_logs (severity, is_suspicious, event_type, action)
      select 'critical', true, 'bci_survey_response_export', 'bulk ' || n from generate_series(1, 120) n`.execute(
      bed.db,
    );
    expect((await tab('overview')).length).toBe(securityTabLimits.overview);
    expect((await tab('bci')).length).toBe(securityTabLimits.bci);
    expect((await tab('admin')).length).toBe(securityTabLimits.admin);
    expect([securityTabLimits.overview, securityTabLimits.bci, securityTabLimits.admin]).toEqual([
      50, 100, 50,
    ]);
  });

  test('the counters count their own windows: suspicious and failed sign-ins a day, BCI and admin a week', async () => {
    const before = await bed.get(adminApi.security.summary, asAdmin);
    expect(before.statusCode).toBe(200);
    const { counters } = before.json();
    await writeAuditLog(bed.db, { severity: 'warn', eventType: 'security_event', action: 'mfa_failed' });
    await writeAuditLog(bed.db, { severity: 'info', eventType: 'admin_action', action: 'vignette.update' });
    await loggedHoursAgo(24 * 6, { severity: 'info', eventType: 'bci_story_read', action: 'story.read' });
    await loggedHoursAgo(30, { severity: 'warn', eventType: 'security_event', action: 'sign_in_failed' });
    const after = (await bed.get(adminApi.security.summary, asAdmin)).json().counters;
    expect(after).toEqual({
      suspicious: counters.suspicious,
      failedSignIns: counters.failedSignIns + 1,
      bciAccess: counters.bciAccess + 1,
      adminActions: counters.adminActions + 1,
    });
  });

  test('answers only admins who passed the second factor, and tells no cache to keep it', async () => {
    const urls = [adminApi.security.summary, adminApi.security.events('overview')];
    for (const url of urls) {
      expect((await bed.get(url)).statusCode).toBe(401);
      const member = await bed.get(url, { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` });
      expect(member.statusCode).toBe(403);
      const aal1 = await bed.get(url, {
        authorization: `Bearer ${signTestToken({ roles: ['admin'], aal: 'aal1' })}`,
      });
      expect(aal1.statusCode).toBe(403);
      expect(aal1.json().error.message).toBe(authMessages.secondFactorRequired);
      const admin = await bed.get(url, asAdmin);
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['cache-control']).toBe('no-store');
    }
  });

  test('an unknown tab is a 400', async () => {
    const response = await bed.get(adminApi.security.events('everything' as never), asAdmin);
    expect(response.statusCode).toBe(400);
  });
});
