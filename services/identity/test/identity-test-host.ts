import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceCookieName, identityApi, type SessionResponse } from '@gbc/contracts/identity';
import { buildServiceHost, type ServiceDatabases } from '@gbc/service-kit';
import {
  createTestDatabase,
  listenForTests,
  type TestHttpClient,
  type TestResponse,
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
  close(): Promise<void>;
}

/** The identity service on a fresh test database, with its own generated key and a fake payments service. */
export async function startIdentityTestHost(): Promise<IdentityTestHost> {
  const database = await createTestDatabase<IdentityDatabase>();
  const dataDir = await mkdtemp(join(tmpdir(), 'gbc-identity-test-'));
  const keys = await loadSigningKeys({ keyFile: join(dataDir, 'signing-key.pem'), requireConfigured: false });
  const payments = new FakePayments();
  const settings: IdentitySettings = {
    keys,
    dataKey: randomBytes(32),
    publicOrigin,
    internalApiToken: internalToken,
    payments,
  };
  const app = await buildServiceHost({
    databases: database.databases,
    modules: [createIdentityModule(settings)],
    logger: false,
    trustProxy: '127.0.0.1',
    auth: { publicKey: keys.currentPublicKeyPem },
  });
  const served = await listenForTests(app);
  // Each request comes from its own address (through the trusted proxy, as behind the gateway), so the
  // per-address rate limits only bite where a test sends a fixed address on purpose.
  let nextAddress = 0;
  const http: TestHttpClient = {
    request: (options) => {
      nextAddress += 1;
      const address = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
      return served.request({ ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
    },
    close: () => served.close(),
  };
  return {
    http,
    db: database.db,
    databases: database.databases,
    settings,
    payments,
    async close() {
      await http.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The host a test file shares, started once before its tests and closed after them; `post` sends a POST. */
export interface IdentityTestBed extends IdentityTestHost {
  post(path: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
}

/**
 * Registers the beforeAll/afterAll that start and close one identity host for the calling test file;
 * `arrange` runs once the host is up (for accounts every test of the file relies on).
 */
export function useIdentityTestHost(arrange?: (host: IdentityTestHost) => Promise<unknown>): IdentityTestBed {
  let started: IdentityTestHost | undefined;
  const host = () => {
    if (!started) throw new Error('the identity test host is used outside a test');
    return started;
  };

  beforeAll(async () => {
    started = await startIdentityTestHost();
    await arrange?.(started);
  });
  afterAll(async () => {
    await started?.close();
  });

  return {
    get http() {
      return host().http;
    },
    get db() {
      return host().db;
    },
    get databases() {
      return host().databases;
    },
    get settings() {
      return host().settings;
    },
    get payments() {
      return host().payments;
    },
    close: () => host().close(),
    post: (path, payload, headers = {}) =>
      host().http.request({ method: 'POST', url: path, payload, headers }),
  };
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

export interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
}

/** Every queued e-mail to `to`, oldest first. */
export async function mailsTo(db: Kysely<IdentityDatabase>, to: string): Promise<MailRow[]> {
  const { rows } = await sql<MailRow>`
    select to_address, subject, text_body, template from mail.outbox where to_address = ${to} order by created_at, id
  `.execute(db);
  return rows;
}

/** The token of the link in the newest e-mail to `to` from `template`. */
export async function linkTokenFromMail(
  db: Kysely<IdentityDatabase>,
  to: string,
  template: string,
): Promise<string> {
  const mails = (await mailsTo(db, to)).filter((mail) => mail.template === template);
  const text = mails.at(-1)?.text_body ?? '';
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
