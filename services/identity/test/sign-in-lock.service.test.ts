import { identityApi, identityMessages } from '@gbc/contracts/identity';
import { sql } from 'kysely';
import { clientNetwork } from '../src/devices/devices.service.js';
import { accountCeilingKey, signInAccountCeiling } from '../src/sign-in/sign-in.repository.js';
import {
  auditRows,
  deviceCookieOf,
  signUpAndVerify,
  strongPassword,
  useIdentityTestHost,
} from './identity-test-host.js';

const host = useIdentityTestHost();
const { post } = host;

const from = (address: string, cookie?: string) => ({
  'x-forwarded-for': address,
  ...(cookie ? { cookie } : {}),
});
const attempt = (email: string, password: string, headers: Record<string, string>) =>
  post(identityApi.signIn, { email, password }, headers);

describe('the sign-in lock is atomic', () => {
  test('of 15 wrong passwords sent at once from one client, exactly 5 are checked', async () => {
    await signUpAndVerify(host, 'burst@example.org');
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => attempt('burst@example.org', 'wrong password', from('192.0.2.50'))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const checked = (await auditRows(host.db, 'sign_in_failed')).filter(
      (row) => row.user_email === 'burst@example.org' && row.details.reason === 'invalid_credentials',
    );
    expect(checked).toHaveLength(5);
  });
});

describe('a stranger cannot lock the owner out', () => {
  test("five failures lock the stranger's network only: its other addresses in the /64 too, the owner elsewhere not", async () => {
    await signUpAndVerify(host, 'owner-a@example.org');
    for (let index = 1; index <= 5; index += 1) {
      const response = await attempt(
        'owner-a@example.org',
        'wrong password',
        from(`2001:db8:bad:1::${index}`),
      );
      expect(response.statusCode).toBe(401);
    }
    const sameNetwork = await attempt('owner-a@example.org', strongPassword, from('2001:db8:bad:1:ffff::9'));
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().error.message).toBe(identityMessages.tooManyAttempts);
    expect(
      (await attempt('owner-a@example.org', strongPassword, from('2001:db8:600d:1::1'))).statusCode,
    ).toBe(200);
  });

  test('a known device signs in from a network a stranger has locked (one NAT address shared)', async () => {
    await signUpAndVerify(host, 'owner-b@example.org');
    const first = await attempt('owner-b@example.org', strongPassword, from('198.51.100.1'));
    const device = deviceCookieOf(first) as string;
    expect(device).toBeDefined();
    for (let index = 0; index < 6; index += 1) {
      await attempt('owner-b@example.org', 'wrong password', from('203.0.113.77'));
    }
    expect((await attempt('owner-b@example.org', strongPassword, from('203.0.113.77'))).statusCode).toBe(429);
    expect(
      (await attempt('owner-b@example.org', strongPassword, from('203.0.113.77', device))).statusCode,
    ).toBe(200);
    // A cookie that is not signed by the server counts as no cookie.
    const forged = `${device.slice(0, -3)}AAA`;
    expect(
      (await attempt('owner-b@example.org', strongPassword, from('203.0.113.77', forged))).statusCode,
    ).toBe(429);
  });

  test(`clients without a device cookie meet a per-account ceiling of ${signInAccountCeiling}; known devices never count toward it`, async () => {
    await signUpAndVerify(host, 'owner-c@example.org');
    const device = deviceCookieOf(
      await attempt('owner-c@example.org', strongPassword, from('198.51.100.2')),
    ) as string;
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await attempt('owner-c@example.org', 'wrong password', from('198.51.100.2', device))).statusCode,
      ).toBe(401);
    }
    const ceiling = async () => {
      const { rows } = await sql<{ attempts: number }>`
        select attempts from identity.sign_in_attempts where email = 'owner-c@example.org' and client_key = ${accountCeilingKey}
      `.execute(host.db);
      return rows[0]?.attempts ?? 0;
    };
    // The owner's successful sign-in gave its place back; the known device's failures were never counted.
    expect(await ceiling()).toBe(0);
    for (let batch = 0; batch < signInAccountCeiling / 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          attempt('owner-c@example.org', 'wrong password', from(`10.99.${batch}.${index + 1}`)),
        ),
      );
    }
    expect(await ceiling()).toBe(signInAccountCeiling);
    expect((await attempt('owner-c@example.org', strongPassword, from('192.0.2.123'))).statusCode).toBe(429);
    expect(
      (await attempt('owner-c@example.org', strongPassword, from('192.0.2.124', device))).statusCode,
    ).toBe(200);
  });

  test('client networks: IPv4 as is, IPv6 cut to /64, IPv4-mapped as IPv4', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetwork('2001:DB8:0:0:ffff:1:2:3')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientNetwork('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(clientNetwork(undefined)).toBe('unknown');
    expect(clientNetwork('not an address')).toBe('unknown');
  });
});
