import { z } from 'zod';
import { ConfigError, loadConfig, serviceEnvSchema } from '../src/index.js';

const validEnv = { DATABASE_URL: 'postgres://svc:secret@db.internal:5432/gbc' };

describe('loadConfig', () => {
  test('returns typed values with defaults applied', () => {
    const config = loadConfig(serviceEnvSchema, { ...validEnv, PORT: '4100', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ PORT: 4100, HOST: '127.0.0.1', LOG_LEVEL: 'info', TRUST_PROXY: true });
    expect(config.AUTH_PUBLIC_KEY).toBeUndefined();
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
