import { personalDataApi, personalDataErasureEvent } from '@gbc/contracts';
import { paymentsApi } from '@gbc/contracts/payments';
import { sql } from 'kysely';
import { bearer, checkoutRow, internalApiToken, usePaymentsTestBed } from './payments-test-kit.js';

const bed = usePaymentsTestBed();
const subjectHash = 'd'.repeat(64);
const internal = bearer(internalApiToken);

/** A signed-out donation paid on the local provider's page, the address typed there. */
async function signedOutDonation(email: string): Promise<string> {
  const { url, checkoutId } = (
    await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'donation', amount: 25, recurring: false },
    })
  ).json();
  const paid = await bed.http.request({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=pay&email=${encodeURIComponent(email)}`,
  });
  expect(paid.statusCode).toBe(303);
  return checkoutId;
}

describe('personal data by address', () => {
  test("exports a signed-out donor's checkouts and pseudonymises them, keeping the payment", async () => {
    const checkoutId = await signedOutDonation('Donor@Example.org');
    const exported = await bed.http.request({
      method: 'POST',
      url: personalDataApi.exportOf('payments'),
      payload: { email: 'donor@example.org', subjectHash },
      headers: internal,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().records.checkouts).toEqual([
      expect.objectContaining({ id: checkoutId, amount: 2500 }),
    ]);

    const erased = await bed.http.request({
      method: 'POST',
      url: personalDataApi.eraseOf('payments'),
      payload: { email: 'DONOR@example.org', subjectHash },
      headers: internal,
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({ checkouts: 1 });
    const row = await checkoutRow(bed.db, checkoutId);
    expect(row).toMatchObject({ email: null, amount: 2500, status: 'paid' });
    expect(row.user_id).toMatch(/^deleted-/);
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from payments.checkouts where lower(email) = 'donor@example.org')
           + (select count(*) from payments.local_sessions where lower(customer_email) = 'donor@example.org') as n
    `.execute(bed.db);
    expect(Number(rows[0]?.n)).toBe(0);
    const { rows: audits } = await sql<{ details: Record<string, unknown> }>`
      select details from audit.audit_logs where event_type = ${personalDataErasureEvent}`.execute(bed.db);
    expect(audits.at(-1)?.details).toMatchObject({ subjectHash, checkouts: 1 });
    expect(JSON.stringify(audits)).not.toMatch(/donor@/i);
  });

  test('refuses callers without the internal token', async () => {
    const response = await bed.http.request({
      method: 'POST',
      url: personalDataApi.eraseOf('payments'),
      payload: { email: 'donor@example.org', subjectHash },
    });
    expect(response.statusCode).toBe(401);
  });
});
