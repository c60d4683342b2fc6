import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnvSchema, serviceHostOptionsFromEnv } from '../src/index.js';

const validEnv = { DATABASE_URL: 'postgres://svc:secret@db.internal:5432/gbc' };

describe('loadConfig', () => {
  test('returns typed values with defaults applied', () => {
    const config = loadConfig(serviceEnvSchema, { ...validEnv, PORT: '4100' });
    expect(config).toMatchObject({ PORT: 4100, HOST: '127.0.0.1', LOG_LEVEL: 'info', TRUST_PROXY: [] });
    expect(config.AUTH_PUBLIC_KEY).toBeUndefined();
    expect(config.AUTH_JWKS_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  test('TRUST_PROXY lists the proxy addresses and subnets whose forwarded address is believed', () => {
    const config = loadConfig(serviceEnvSchema, { ...validEnv, TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8' });
    expect(config.TRUST_PROXY).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(loadConfig(serviceEnvSchema, { ...validEnv, TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    for (const bad of ['true', 'gateway', '10.0.0.0/33', '1']) {
      expect(() => loadConfig(serviceEnvSchema, { ...validEnv, TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: TRUST_PROXY must list proxy addresses/,
      );
    }
  });

  test('the JWKS and Redis URLs are checked for their protocol', () => {
    const config = loadConfig(serviceEnvSchema, {
      ...validEnv,
      AUTH_JWKS_URL: 'https://identity.internal/.well-known/jwks.json',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(config).toMatchObject({
      AUTH_JWKS_URL: 'https://identity.internal/.well-known/jwks.json',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(() => loadConfig(serviceEnvSchema, { ...validEnv, AUTH_JWKS_URL: 'ftp://x/jwks' })).toThrow(
      /AUTH_JWKS_URL must be a http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig(serviceEnvSchema, { ...validEnv, REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  test('serviceHostOptionsFromEnv turns the environment into host options', () => {
    const config = loadConfig(serviceEnvSchema, {
      ...validEnv,
      TRUST_PROXY: '127.0.0.1',
      AUTH_JWKS_URL: 'http://127.0.0.1:4107/.well-known/jwks.json',
      LOG_LEVEL: 'warn',
    });
    expect(serviceHostOptionsFromEnv(config)).toMatchObject({
      logger: { level: 'warn' },
      trustProxy: ['127.0.0.1'],
      auth: { jwksUrl: 'http://127.0.0.1:4107/.well-known/jwks.json' },
      rateLimit: { redisUrl: undefined },
    });
  });

  test('lists every bad variable with its reason and never echoes values', () => {
    const attempt = () =>
      loadConfig(serviceEnvSchema, {
        DATABASE_URL: 'mysql://root:hunter2@db/gbc',
        PORT: '99999',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    let message = '';
    try {
      attempt();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL: DATABASE_URL must be a postgres:// connection string');
    expect(message).toContain('PORT: PORT must be 0 to 65535');
    expect(message).toMatch(/LOG_LEVEL: LOG_LEVEL must be one of/);
    expect(message).not.toContain('hunter2');
  });

  test('a missing required variable is named', () => {
    expect(() => loadConfig(serviceEnvSchema, {})).toThrow(/DATABASE_URL: DATABASE_URL is required/);
  });

  test('a PEM public key may arrive with escaped newlines', () => {
    const config = loadConfig(serviceEnvSchema, {
      ...validEnv,
      AUTH_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nMCow\\n-----END PUBLIC KEY-----',
    });
    expect(config.AUTH_PUBLIC_KEY).toBe('-----BEGIN PUBLIC KEY-----\nMCow\n-----END PUBLIC KEY-----');
    expect(() => loadConfig(serviceEnvSchema, { ...validEnv, AUTH_PUBLIC_KEY: 'not a key' })).toThrow(
      /AUTH_PUBLIC_KEY must be a PEM public key/,
    );
  });

  test('works with any service schema', () => {
    const schema = z.object({ SMTP_URL: z.string().url('SMTP_URL must be a URL') });
    expect(() => loadConfig(schema, { SMTP_URL: 'nope' })).toThrow('SMTP_URL: SMTP_URL must be a URL');
  });
});
