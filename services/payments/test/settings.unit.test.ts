import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@gbc/service-kit';
import { paymentsSettingsFromEnv, readOrCreateInternalToken } from '../src/settings.js';

describe('payments settings', () => {
  test('without keys: the local provider, a generated internal token kept in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payments-settings-'));
    const first = paymentsSettingsFromEnv({ DATA_DIR: dataDir, PORT: '8308' });
    expect(first.stripeSecretKey).toBeUndefined();
    expect(first.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{64}$/);
    expect(first.publicOrigin).toBe('http://localhost:8308');
    expect(first.internalApiToken.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'internal-api-token')).mode & 0o777).toBe(0o600);

    const second = paymentsSettingsFromEnv({ DATA_DIR: dataDir });
    expect(second.internalApiToken).toBe(first.internalApiToken);
    expect(second.webhookSecret).toBe(first.webhookSecret);
    expect(readOrCreateInternalToken(dataDir)).toBe(
      readFileSync(join(dataDir, 'internal-api-token'), 'utf8').trim(),
    );
  });

  test('Stripe keys come as a pair, and are checked for their shape', () => {
    const token = 'x'.repeat(40);
    expect(() =>
      paymentsSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', INTERNAL_API_TOKEN: token }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      paymentsSettingsFromEnv({
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        INTERNAL_API_TOKEN: token,
      }),
    ).toThrow(ConfigError);
    const settings = paymentsSettingsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      INTERNAL_API_TOKEN: token,
      PUBLIC_ORIGIN: 'https://gbc.example.org',
    });
    expect(settings).toMatchObject({
      stripeSecretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      internalApiToken: token,
      publicOrigin: 'https://gbc.example.org',
    });
  });

  test('a short internal token is refused', () => {
    expect(() => paymentsSettingsFromEnv({ INTERNAL_API_TOKEN: 'short' })).toThrow(/INTERNAL_API_TOKEN/);
  });
});
