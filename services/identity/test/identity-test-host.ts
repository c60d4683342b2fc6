import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceCookieName, identityApi, type SessionResponse } from '@gbc/contracts/identity';
import type { ServiceDatabases } from '@gbc/service-kit';
import {
  outboxMailsTo,
  type TestHttpClient,
  type TestResponse,
  useServiceTestBed,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import {
  createIdentityModule,
  type IdentityDatabase,
  type IdentitySettings,
  loadSigningKeys,
} from '../src/index.js';
import type { PaymentsClient } from '../src/payments/payments.client.js';

export const strongPassword = 'Vq8#mZ2!pLr7@xTk';
export const otherStrongPassword = 'Hb4$wN9^cEu2!sYd';
export const internalToken = 'internal-token-for-tests-0123456789abcdef';
export const publicOrigin = 'http://localhost:8080';

/** Payments as identity sees it: records who was pseudonymised, or fails when told to. */
export class FakePayments implements PaymentsClient {
  pseudonymised: string[] = [];
  failure: Error | null = null;
  async pseudonymise(userId: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.pseudonymised.push(userId);
  }
}

export interface IdentityTestHost {
  http: TestHttpClient;
  /** The admin connection, for arranging and asserting (the service itself runs as its own role). */
  db: Kysely<IdentityDatabase>;
  /** The per-role pools the host runs on, for other hosts a test starts beside it. */
  databases: ServiceDatabases;
  settings: IdentitySettings;
  payments: FakePayments;
}

/** The host a test file shares, started once before its tests and closed after them; `post` sends a POST. */
export interface IdentityTestBed extends IdentityTestHost {
  post(path: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
}

/**
 * The shared test bed as identity's tests use it: one database and one identity host per test file,
 * with its own generated key and a fake payments service; each request from its own address (through
 * the trusted proxy, as behind the gateway), so the per-address rate limits only bite where a test
 * sends a fixed address on purpose. `arrange` runs once the host is up (for accounts every test of
 * the file relies on).
 */
export function useIdentityTestHost(arrange?: (host: IdentityTestHost) => Promise<unknown>): IdentityTestBed {
  let prepared: { dataDir: string; settings: IdentitySettings; payments: FakePayments } | undefined;
  const ready = () => {
    if (!prepared) throw new Error('the identity test host is used outside a test');
    return prepared;
  };
  // Registered before the bed's, so the host it starts gets these settings.
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gbc-identity-test-'));
    const keys = await loadSigningKeys({
      keyFile: join(dataDir, 'signing-key.pem'),
      requireConfigured: false,
    });
    const payments = new FakePayments();
    const settings: IdentitySettings = {
      keys,
      dataKey: randomBytes(32),
      publicOrigin,
      internalApiToken: internalToken,
      payments,
    };
    prepared = { dataDir, settings, payments };
  });
  afterAll(async () => {
    if (prepared) await rm(prepared.dataDir, { recursive: true, force: true });
  });
  const bed = useServiceTestBed<IdentityDatabase>({
    host: () => ({
      modules: [createIdentityModule(ready().settings)],
      auth: { publicKey: ready().settings.keys.currentPublicKeyPem },
    }),
    listen: true,
    clientAddressPerRequest: true,
  });
  const host: IdentityTestBed = {
    get http() {
      return bed.http;
    },
    get db() {
      return bed.db;
    },
    get databases() {
      return bed.databases;
    },
    get settings() {
      return ready().settings;
    },
    get payments() {
      return ready().payments;
    },
    post: bed.post,
  };
  beforeAll(async () => {
    await arrange?.(host);
  });
  return host;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh token a response set, or undefined. */
export function refreshCookieOf(response: TestResponse): string | undefined {
  const cookies = response.headers['set-cookie'] ?? [];
  const cookie = cookies.find((line) => line.startsWith('gbc_refresh='));
  const value = cookie?.slice('gbc_refresh='.length).split(';')[0];
  return value || undefined;
}

export const cookieHeader = (refreshToken: string) => ({ cookie: `gbc_refresh=${refreshToken}` });

/** The signed device cookie a response set (sign-up, sign-in), as a `cookie` header value, or undefined. */
export function deviceCookieOf(response: TestResponse): string | undefined {
  const cookies = response.headers['set-cookie'] ?? [];
  return cookies.find((line) => line.startsWith(`${deviceCookieName}=`))?.split(';')[0];
}

/** Every queued e-mail to `to`, oldest first. */
export const mailsTo = (db: Kysely<IdentityDatabase>, to: string) => outboxMailsTo(db, to);

/** The token of the link in the newest e-mail to `to` from `template`. */
export async function linkTokenFromMail(
  db: Kysely<IdentityDatabase>,
  to: string,
  template: string,
): Promise<string> {
  const text = (await outboxMailsTo(db, to, template)).at(-1)?.text_body ?? '';
  const match = text.match(/\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no ${template} link mailed to ${to}`);
  return match[1];
}

export interface SignedIn {
  session: SessionResponse;
  refreshToken: string;
}

/** Signs up, follows the verification link in the same browser and returns the session it starts. */
export async function signUpAndVerify(
  host: IdentityTestHost,
  email: string,
  password = strongPassword,
  displayName = 'Ada Lovelace',
): Promise<SignedIn> {
  const signUp = await host.http.request({
    method: 'POST',
    url: identityApi.signUp,
    payload: { email, password, displayName },
  });
  if (signUp.statusCode !== 202) throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  const token = await linkTokenFromMail(host.db, email.toLowerCase(), 'identity-verify-email');
  const redeemed = await host.http.request({
    method: 'POST',
    url: identityApi.redeemLink,
    payload: { token },
    headers: { cookie: deviceCookieOf(signUp) ?? '' },
  });
  if (redeemed.statusCode !== 200)
    throw new Error(`redeem answered ${redeemed.statusCode}: ${redeemed.body}`);
  return { session: redeemed.json().session, refreshToken: refreshCookieOf(redeemed) as string };
}

export async function signIn(
  host: IdentityTestHost,
  email: string,
  password = strongPassword,
): Promise<SignedIn> {
  const response = await host.http.request({
    method: 'POST',
    url: identityApi.signIn,
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return { session: response.json(), refreshToken: refreshCookieOf(response) as string };
}

/** Audit rows of one action, oldest first. */
export async function auditRows(db: Kysely<IdentityDatabase>, action: string) {
  const { rows } = await sql<{
    event_type: string;
    severity: string;
    user_email: string | null;
    is_suspicious: boolean;
    details: Record<string, unknown>;
  }>`select event_type, severity, user_email, is_suspicious, details from audit.audit_logs where action = ${action} order by created_at`.execute(
    db,
  );
  return rows;
}

/** The code an authenticator app shows for `secret`, `stepOffset` periods from now. */
export const codeFor = (secret: string, stepOffset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepOffset * 30_000 });

/** The codes used so far lie two periods further back, so the current code is a fresh one again. */
export async function aMinuteLater(host: IdentityTestHost, email: string): Promise<void> {
  await sql`update identity.users set totp_last_step = totp_last_step - 2 where email = ${email}`.execute(
    host.db,
  );
}

/**
 * Enrols TOTP for a signed-in user, then steps this session up with the next code; returns the
 * secret, the codes used, the recovery codes, the session as enrolment left it and the stepped-up one.
 */
export async function enrolTotp(host: IdentityTestHost, session: SessionResponse) {
  const post = (url: string, payload?: unknown) =>
    host.http.request({ method: 'POST', url, payload, headers: bearer(session.accessToken) });
  const enrolled = await post(identityApi.totpEnrol);
  if (enrolled.statusCode !== 200) throw new Error(`enrol answered ${enrolled.statusCode}: ${enrolled.body}`);
  const { secret, otpauthUri } = enrolled.json() as { secret: string; otpauthUri: string };
  if (!otpauthUri.startsWith('otpauth://totp/')) throw new Error(`not an otpauth URI: ${otpauthUri}`);
  const usedCode = codeFor(secret);
  const confirmed = await post(identityApi.totpConfirm, { code: usedCode });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  const stepUpCode = codeFor(secret, 1);
  const steppedUp = await post(identityApi.mfaVerify, { code: stepUpCode });
  if (steppedUp.statusCode !== 200)
    throw new Error(`step-up answered ${steppedUp.statusCode}: ${steppedUp.body}`);
  const { recoveryCodes, session: enrolledSession } = confirmed.json() as {
    recoveryCodes: string[];
    session: SessionResponse;
  };
  return {
    secret,
    usedCode,
    stepUpCode,
    recoveryCodes,
    enrolledSession,
    session: steppedUp.json() as SessionResponse,
  };
}

/** A password sign-in of an account with TOTP: only a challenge, no session and no cookie; the challenge. */
export async function passwordStep(
  host: IdentityTestHost,
  email: string,
  password = strongPassword,
): Promise<string> {
  const response = await host.http.request({
    method: 'POST',
    url: identityApi.signIn,
    payload: { email, password },
  });
  const body = response.json() as { mfaRequired?: boolean; challenge?: string };
  if (
    response.statusCode !== 200 ||
    body.mfaRequired !== true ||
    !body.challenge ||
    refreshCookieOf(response)
  ) {
    throw new Error(`expected only a challenge, got ${response.statusCode}: ${response.body}`);
  }
  return body.challenge;
}
