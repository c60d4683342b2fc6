import { join } from 'node:path';
import { gatewayRoleSchema, serviceRoleUrl } from '@gbc/service-kit';
import { gatewayConfigFromEnv, listenAddressFromEnv } from '../src/config.js';

// The services' default ports are what their package.json files declare.
const repoRoot = join(__dirname, '..', '..', '..');

describe('gatewayConfigFromEnv', () => {
  it('defaults to the build folders of the repository and the local service ports', () => {
    const config = gatewayConfigFromEnv({}, repoRoot);
    expect(config.shellDir).toBe(join(repoRoot, 'shell', 'dist'));
    expect(config.remotes.marketing).toEqual({
      dir: join(repoRoot, 'mfe-marketing', 'dist'),
      url: undefined,
    });
    expect(config.remotes.admin?.dir).toBe(join(repoRoot, 'mfe-admin', 'dist'));
    expect(config.services.marketing).toBe('http://127.0.0.1:4101');
    expect(config.services.payments).toBe('http://127.0.0.1:4108');
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.trustedProxies).toEqual([]);
    expect(config.metaServices).toEqual(['marketing']);
    expect(config.maxBodyBytes).toBe(1_048_576);
    expect(config.serviceTimeoutMs).toBe(30_000);
    expect(config.serverRendering).toEqual({ budgetMs: 300 });
  });

  it('defaults the public origin to localhost on the configured port', () => {
    expect(gatewayConfigFromEnv({ PORT: '9090' }, repoRoot).publicOrigin).toBe('http://localhost:9090');
  });

  it('reads overrides for the origin, shell, remotes, services and proxy trust', () => {
    const config = gatewayConfigFromEnv(
      {
        PUBLIC_ORIGIN: 'https://gbc.example.org',
        SHELL_DIR: '/opt/shell',
        REMOTE_RATPAK_URL: 'https://cdn.example.org/ratpak/mf-manifest.json',
        REMOTE_SURVEY_DIR: '/opt/survey',
        SERVICE_MARKETING_URL: 'http://marketing:8080',
        TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,loopback,::1',
        META_SERVICES: 'marketing,products',
        MAX_BODY_BYTES: '2048',
        SERVICE_TIMEOUT_MS: '5000',
        RENDER_BUDGET_MS: '1500',
      },
      repoRoot,
    );
    expect(config.publicOrigin).toBe('https://gbc.example.org');
    expect(config.shellDir).toBe('/opt/shell');
    expect(config.remotes.ratpak?.url).toBe('https://cdn.example.org/ratpak/mf-manifest.json');
    expect(config.remotes.survey?.dir).toBe('/opt/survey');
    expect(config.services.marketing).toBe('http://marketing:8080');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', '::1']);
    expect(config.metaServices).toEqual(['marketing', 'products']);
    expect(config.maxBodyBytes).toBe(2048);
    expect(config.serviceTimeoutMs).toBe(5000);
    expect(config.serverRendering).toEqual({ budgetMs: 1500 });
  });

  it.each(['0', '-1', 'soon'])('rejects RENDER_BUDGET_MS=%j', (value) => {
    expect(() => gatewayConfigFromEnv({ RENDER_BUDGET_MS: value }, repoRoot)).toThrow(/RENDER_BUDGET_MS/);
  });

  it.each(['true', '1', 'example.org', '10.0.0.0/33', '10.0.0.1/8/8'])(
    'rejects TRUSTED_PROXIES=%j: only addresses and subnets are trusted',
    (value) => {
      expect(() => gatewayConfigFromEnv({ TRUSTED_PROXIES: value }, repoRoot)).toThrow(/TRUSTED_PROXIES/);
    },
  );

  it('rejects malformed URLs, naming every bad variable', () => {
    expect(() =>
      gatewayConfigFromEnv(
        { REMOTE_RATPAK_URL: 'cdn/ratpak', SERVICE_PAYMENTS_URL: 'ftp://payments' },
        repoRoot,
      ),
    ).toThrow(/REMOTE_RATPAK_URL[\s\S]*SERVICE_PAYMENTS_URL/);
  });

  it("hears page changes as gbc_gateway: GATEWAY_DATABASE_URL, else the server's address and DB_ROLE_SECRET", () => {
    const secret = 'a'.repeat(32);
    const derived = gatewayConfigFromEnv(
      { DATABASE_SERVER_URL: 'postgres://db.internal:5432/gbc', DB_ROLE_SECRET: secret },
      repoRoot,
    ).pageChangesDatabaseUrl;
    expect(derived).toBe(serviceRoleUrl('postgres://db.internal:5432/gbc', secret, gatewayRoleSchema));
    expect(new URL(derived!).username).toBe('gbc_gateway');
    const explicit = 'postgres://gbc_gateway:pw@db.internal:5432/gbc';
    expect(
      gatewayConfigFromEnv(
        {
          GATEWAY_DATABASE_URL: explicit,
          DATABASE_SERVER_URL: 'postgres://db.internal/gbc',
          DB_ROLE_SECRET: secret,
        },
        repoRoot,
      ).pageChangesDatabaseUrl,
    ).toBe(explicit);
    expect(
      gatewayConfigFromEnv({ DATABASE_SERVER_URL: 'postgres://db.internal/gbc' }, repoRoot)
        .pageChangesDatabaseUrl,
    ).toBeUndefined();
    expect(() => gatewayConfigFromEnv({ DB_ROLE_SECRET: 'short' }, repoRoot)).toThrow(/DB_ROLE_SECRET/);
  });
});

describe('listenAddressFromEnv', () => {
  it('defaults to 0.0.0.0:8080 and reads PORT and HOST', () => {
    expect(listenAddressFromEnv({})).toEqual({ port: 8080, host: '0.0.0.0' });
    expect(listenAddressFromEnv({ PORT: '9090', HOST: '127.0.0.1' })).toEqual({
      port: 9090,
      host: '127.0.0.1',
    });
    expect(() => listenAddressFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
