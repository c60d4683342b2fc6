import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, resolveInternalApiToken } from '@gbc/service-kit';
import { paymentsSettingsFromEnv } from '../src/settings.js';

const token = 'x'.repeat(40);
const site = 'https://gbc.example.org';

describe('payments settings', () => {
  test('without keys: the local provider, a generated internal token kept in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payments-settings-'));
    const first = paymentsSettingsFromEnv({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://localhost:8308' });
    expect(first.stripeSecretKey).toBeUndefined();
    expect(first.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{64}$/);
    expect(first.publicOrigin).toBe('http://localhost:8308');
    expect(first.internalApiToken.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'internal-api-token')).mode & 0o777).toBe(0o600);

    const second = paymentsSettingsFromEnv({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://localhost:8308' });
    expect(second.internalApiToken).toBe(first.internalApiToken);
    expect(second.webhookSecret).toBe(first.webhookSecret);
    expect(resolveInternalApiToken(undefined, dataDir)).toBe(
      readFileSync(join(dataDir, 'internal-api-token'), 'utf8').trim(),
    );
  });

  test('Stripe keys come as a pair, and are checked for their shape', () => {
    expect(() =>
      paymentsSettingsFromEnv({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        INTERNAL_API_TOKEN: token,
        PUBLIC_ORIGIN: site,
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      paymentsSettingsFromEnv({
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        INTERNAL_API_TOKEN: token,
        PUBLIC_ORIGIN: site,
      }),
    ).toThrow(ConfigError);
    const settings = paymentsSettingsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      INTERNAL_API_TOKEN: token,
      PUBLIC_ORIGIN: site,
    });
    expect(settings).toMatchObject({
      stripeSecretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      internalApiToken: token,
      publicOrigin: 'https://gbc.example.org',
    });
  });

  test('a short internal token is refused', () => {
    expect(() => paymentsSettingsFromEnv({ INTERNAL_API_TOKEN: 'short', PUBLIC_ORIGIN: site })).toThrow(
      /INTERNAL_API_TOKEN/,
    );
  });

  test('started alone without PUBLIC_ORIGIN it refuses to start, whatever its own port is', () => {
    expect(() => paymentsSettingsFromEnv({ INTERNAL_API_TOKEN: token, PORT: '8308' })).toThrow(
      /PUBLIC_ORIGIN must be set to the site's absolute http\(s\) origin/,
    );
    expect(() =>
      paymentsSettingsFromEnv({ INTERNAL_API_TOKEN: token, PUBLIC_ORIGIN: 'gbc.example.org' }),
    ).toThrow(/PUBLIC_ORIGIN/);
  });

  test('a public (https) site without Stripe keys refuses to start unless PAYMENTS_PROVIDER=local says so', () => {
    expect(() => paymentsSettingsFromEnv({ INTERNAL_API_TOKEN: token, PUBLIC_ORIGIN: site })).toThrow(
      /STRIPE_SECRET_KEY: PUBLIC_ORIGIN is https .* PAYMENTS_PROVIDER=local/,
    );
    const local = paymentsSettingsFromEnv({
      INTERNAL_API_TOKEN: token,
      PUBLIC_ORIGIN: site,
      PAYMENTS_PROVIDER: 'local',
    });
    expect(local.stripeSecretKey).toBeUndefined();
    expect(local.webhookSecret).toMatch(/^whsec_local_/);
    // Local chosen on purpose wins over keys that are also set.
    expect(
      paymentsSettingsFromEnv({
        INTERNAL_API_TOKEN: token,
        PUBLIC_ORIGIN: site,
        PAYMENTS_PROVIDER: 'local',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).stripeSecretKey,
    ).toBeUndefined();
    expect(() =>
      paymentsSettingsFromEnv({
        INTERNAL_API_TOKEN: token,
        PUBLIC_ORIGIN: 'http://localhost:8080',
        PAYMENTS_PROVIDER: 'stripe',
      }),
    ).toThrow(/PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY/);
  });
});
