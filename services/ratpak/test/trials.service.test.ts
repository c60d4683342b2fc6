import { randomUUID } from 'node:crypto';
import { ratpakTrialsApi, type TrialState } from '@gbc/contracts/ratpak';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { createRatpakModule, ratpakEnvSchema } from '../src/index.js';
import type { TrialsDatabase } from '../src/trials/trials.table.js';

const internalApiToken = 'internal-token-for-ratpak-tests-0123456789';
const salesInbox = 'sales@example.org';

const bed = useServiceTestBed<TrialsDatabase>({
  host: () => ({
    modules: [
      createRatpakModule(
        { publicOrigin: 'https://gbc.example', salesInbox },
        { INTERNAL_API_TOKEN: internalApiToken },
      ),
    ],
  }),
});

const internal = { authorization: `Bearer ${internalApiToken}` };

const trialState = (overrides: Partial<TrialState> = {}): TrialState => ({
  checkoutId: randomUUID(),
  planId: 'soil-harvest',
  status: 'trialing',
  trialEndsAt: '2026-12-26T10:00:00.000Z',
  email: 'farmer@example.org',
  ...overrides,
});

const put = (subscriptionId: string, state: unknown, headers: Record<string, string> = internal) =>
  bed.put(ratpakTrialsApi.trial(subscriptionId), state, headers);

const recordOf = (subscriptionId: string) =>
  bed.db
    .selectFrom('ratpak.trials')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();

const salesMails = async (subscriptionId: string) =>
  (await bed.mailsTo(salesInbox, 'ratpak-trial-started')).filter((mail) =>
    mail.text_body.includes(subscriptionId),
  );

describe('plan provisioning (internal)', () => {
  test('a started trial is stored and the sales inbox told once, with the plan, price, trial end and payer', async () => {
    const subscriptionId = randomUUID();
    const state = trialState();

    const response = await put(subscriptionId, state);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscriptionId, status: 'trialing', created: true });
    expect(await recordOf(subscriptionId)).toMatchObject({
      checkout_id: state.checkoutId,
      plan_id: 'soil-harvest',
      status: 'trialing',
      trial_ends_at: new Date('2026-12-26T10:00:00.000Z'),
    });
    const [mail] = await salesMails(subscriptionId);
    expect(mail?.subject).toBe('New Soil Whisperer trial: Harvest plan');
    expect(mail?.text_body).toContain('Plan: Harvest (500 acres, 8 robots)');
    expect(mail?.text_body).toContain('Price after the trial: $799.00 USD per month');
    expect(mail?.text_body).toContain('Trial ends: 2026-12-26');
    expect(mail?.text_body).toContain('Customer email: farmer@example.org');
  });

  test('status updates are idempotent: a repeat changes nothing, a new state is stored, no second mail', async () => {
    const subscriptionId = randomUUID();
    const state = trialState({ planId: 'soil-scout' });
    await put(subscriptionId, state);

    const repeat = await put(subscriptionId, state);
    expect(repeat.json()).toEqual({ subscriptionId, status: 'trialing', created: false });
    const active = await put(subscriptionId, { ...state, status: 'active' });
    expect(active.statusCode).toBe(200);
    expect((await recordOf(subscriptionId))?.status).toBe('active');
    await put(subscriptionId, { ...state, status: 'cancelled' });
    await put(subscriptionId, { ...state, status: 'cancelled' });
    expect((await recordOf(subscriptionId))?.status).toBe('cancelled');

    expect(await salesMails(subscriptionId)).toHaveLength(1);
    const { rows: changes } = await sql<{ action: string }>`
      select action from audit.audit_logs where details @> ${JSON.stringify({ subscriptionId })}::jsonb
      order by created_at
    `.execute(bed.db);
    expect(changes.map((row) => row.action)).toEqual([
      'plan_trial_provisioned',
      'plan_subscription_status_changed',
      'plan_subscription_status_changed',
    ]);
  });

  test('parallel first deliveries make one record and one sales mail', async () => {
    const subscriptionId = randomUUID();
    const state = trialState();

    const responses = await Promise.all(Array.from({ length: 8 }, () => put(subscriptionId, state)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.filter((response) => response.json().created)).toHaveLength(1);
    expect(await salesMails(subscriptionId)).toHaveLength(1);
  });

  test('only the internal token is accepted: none or a wrong one is 401 and stores nothing', async () => {
    const subscriptionId = randomUUID();
    expect((await put(subscriptionId, trialState(), {})).statusCode).toBe(401);
    expect(
      (
        await put(subscriptionId, trialState(), {
          authorization: 'Bearer not-the-internal-token-at-all-000000',
        })
      ).statusCode,
    ).toBe(401);
    expect(await recordOf(subscriptionId)).toBeUndefined();
  });

  test('bad input is a 400: an unknown plan or status, a bad id, a NUL byte', async () => {
    const subscriptionId = randomUUID();
    expect((await put(subscriptionId, trialState({ planId: 'soil-enterprise' as never }))).statusCode).toBe(
      400,
    );
    expect((await put(subscriptionId, { ...trialState(), status: 'paused' })).statusCode).toBe(400);
    expect((await put('not-a-uuid', trialState())).statusCode).toBe(400);
    expect((await put(subscriptionId, trialState({ email: 'farm\u0000er@example.org' }))).statusCode).toBe(
      400,
    );
    expect(await recordOf(subscriptionId)).toBeUndefined();
  });
});

describe('SALES_INBOX', () => {
  test("defaults to the council's contact address and must be an address", () => {
    expect(ratpakEnvSchema.parse({}).SALES_INBOX).toMatch(/@/);
    expect(ratpakEnvSchema.parse({ SALES_INBOX: 'sales@example.org' }).SALES_INBOX).toBe('sales@example.org');
    expect(ratpakEnvSchema.safeParse({ SALES_INBOX: 'not an address' }).success).toBe(false);
  });
});
