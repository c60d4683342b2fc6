import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ratpakTrialsApi, type TrialState } from '@gbc/contracts/ratpak';
import {
  httpRatpakClient,
  RatpakRefusedError,
  RatpakUnavailableError,
} from '../src/plan-provisioning/ratpak-client.js';

/** A stand-in for ratpak's internal API: answers `status` (after `delayMs`) and records each request. */
let server: Server;
let status = 200;
let delayMs = 0;
let received: { request: IncomingMessage; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ request, body });
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  status = 200;
  delayMs = 0;
  received = [];
});

const subscriptionId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const state: TrialState = {
  checkoutId: '0c7a1c52-7f7e-4b8e-8a55-6a3c2f1e9d10',
  planId: 'soil-scout',
  status: 'trialing',
  trialEndsAt: '2026-12-26T10:00:00.000Z',
  email: 'farmer@example.org',
};

const client = (timeoutMs = 2000) =>
  httpRatpakClient({
    baseUrl: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    internalApiToken: 'internal-token-for-tests-0123456789abcdef',
    timeoutMs,
  });

describe("the ratpak client (payments' side of plan provisioning)", () => {
  test('PUTs the state to the internal trials path with the internal token', async () => {
    await client().putTrial(subscriptionId, state);
    const [call] = received;
    expect(call?.request.method).toBe('PUT');
    expect(call?.request.url).toBe(ratpakTrialsApi.trial(subscriptionId));
    expect(call?.request.headers.authorization).toBe('Bearer internal-token-for-tests-0123456789abcdef');
    expect(JSON.parse(call?.body ?? '')).toEqual(state);
  });

  test.each([503, 500, 429, 408])('%i is "not now": unavailable, to be retried', async (code) => {
    status = code;
    await expect(client().putTrial(subscriptionId, state)).rejects.toBeInstanceOf(RatpakUnavailableError);
  });

  test.each([400, 401, 404])('%i is a refusal: sending it again cannot help', async (code) => {
    status = code;
    await expect(client().putTrial(subscriptionId, state)).rejects.toEqual(new RatpakRefusedError(code));
  });

  test('a ratpak that does not answer in time, or cannot be reached, is unavailable', async () => {
    delayMs = 500;
    await expect(client(50).putTrial(subscriptionId, state)).rejects.toBeInstanceOf(RatpakUnavailableError);
    const unreachable = httpRatpakClient({
      baseUrl: () => 'http://127.0.0.1:9',
      internalApiToken: 'x'.repeat(32),
    });
    await expect(unreachable.putTrial(subscriptionId, state)).rejects.toBeInstanceOf(RatpakUnavailableError);
  });
});
