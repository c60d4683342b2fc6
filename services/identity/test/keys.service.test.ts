import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessTokenAudience, accessTokenIssuer } from '@gbc/contracts';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { adminCliPublicOrigin } from '../src/cli/admin.service.js';
import { loadSigningKeys, SigningKeyConfigError } from '../src/keys/keys.service.js';
import { type IdentityClaims, signAccessToken } from '../src/keys/keys.tokens.js';
import { DataKeyConfigError } from '../src/secrets/secrets.crypto.js';
import { identityDataKeyFromEnv, identityEnvSchema, identitySettingsFromEnv } from '../src/settings.js';

let dir: string;
const origin = { PUBLIC_ORIGIN: 'https://gbc.example.org' };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gbc-identity-keys-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pemPair = (type: 'ed25519' | 'ec' = 'ed25519') => {
  const pair =
    type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ed25519');
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const claims: IdentityClaims = { sub: 'u1', email: 'u1@example.org', roles: [], aal: 'aal1', sid: 's1' };

describe('signing keys', () => {
  test('without configuration a key is generated into the data folder once (0600) and reused', async () => {
    const keyFile = join(dir, 'identity', 'signing-key.pem');
    const first = await loadSigningKeys({ keyFile, requireConfigured: false });
    const second = await loadSigningKeys({ keyFile, requireConfigured: false });
    expect(second.current.kid).toBe(first.current.kid);
    expect(first.current.alg).toBe('EdDSA');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  test('two processes starting together end up with one key', async () => {
    const keyFile = join(dir, 'race', 'signing-key.pem');
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => loadSigningKeys({ keyFile, requireConfigured: false })),
    );
    expect(new Set(keys.map((k) => k.current.kid)).size).toBe(1);
  });

  test('refuses to start without a configured key when several processes must share one', async () => {
    await expect(loadSigningKeys({ keyFile: join(dir, 'k.pem'), requireConfigured: true })).rejects.toThrow(
      SigningKeyConfigError,
    );
    await expect(
      identitySettingsFromEnv({ ...origin, DATA_DIR: dir, IDENTITY_REQUIRE_CONFIGURED_KEYS: 'true' }),
    ).rejects.toThrow(/AUTH_PRIVATE_KEY is required/);
  });

  test('rotation: the configured key signs, previous public keys still verify, both are published', async () => {
    const previous = pemPair();
    const current = pemPair();
    const oldKeys = await loadSigningKeys({
      privateKeyPem: previous.privatePem,
      keyFile: '',
      requireConfigured: true,
    });
    const oldToken = (await signAccessToken(oldKeys, claims)).token;

    const keys = await loadSigningKeys({
      privateKeyPem: current.privatePem,
      previousPublicKeysPem: previous.publicPem,
      keyFile: '',
      requireConfigured: true,
    });
    expect(keys.current.alg).toBe('EdDSA');
    expect(keys.publicJwks.map((jwk) => jwk.kid)).toEqual([keys.current.kid, oldKeys.current.kid]);
    // What a verifier that reads the published keys accepts.
    const published = createLocalJWKSet({ keys: keys.publicJwks });
    expect((await jwtVerify(oldToken, published)).payload).toMatchObject({ sub: 'u1', aal: 'aal1' });
    const newToken = (await signAccessToken(keys, claims)).token;
    expect((await jwtVerify(newToken, published)).payload).toMatchObject({ sub: 'u1' });
    // A verifier that only knows the old key does not accept the new one.
    await expect(jwtVerify(newToken, createLocalJWKSet({ keys: oldKeys.publicJwks }))).rejects.toThrow();
  });

  test('reads keys from the environment with \\n escapes, and names a bad key without showing it', async () => {
    const { privatePem } = pemPair();
    const env = identityEnvSchema.parse({
      ...origin,
      DATA_DIR: dir,
      AUTH_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
    });
    expect(env.AUTH_PRIVATE_KEY).toBe(privatePem.trim());
    await expect(
      loadSigningKeys({ privateKeyPem: 'not a key', keyFile: '', requireConfigured: true }),
    ).rejects.toThrow(/AUTH_PRIVATE_KEY must be a PEM private key/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await expect(
      loadSigningKeys({ privateKeyPem: rsa.toString(), keyFile: '', requireConfigured: true }),
    ).rejects.toThrow(/AUTH_PRIVATE_KEY must be an Ed25519 key \(got rsa\)/);
  });

  test('refuses at start a signing key other than Ed25519, naming the variable', async () => {
    await expect(
      identitySettingsFromEnv({ ...origin, DATA_DIR: dir, AUTH_PRIVATE_KEY: pemPair('ec').privatePem }),
    ).rejects.toThrow(
      /AUTH_PRIVATE_KEY must be an Ed25519 key \(got ec\): access tokens are signed with EdDSA only/,
    );
    await expect(
      identitySettingsFromEnv({
        ...origin,
        DATA_DIR: dir,
        AUTH_PRIVATE_KEY: pemPair().privatePem,
        AUTH_PREVIOUS_PUBLIC_KEYS: pemPair('ec').publicPem,
      }),
    ).rejects.toThrow(/AUTH_PREVIOUS_PUBLIC_KEYS must be an Ed25519 key \(got ec\)/);
  });

  test('issuer and audience are the shared constants', async () => {
    const keys = await loadSigningKeys({ keyFile: join(dir, 'k.pem'), requireConfigured: false });
    const { token } = await signAccessToken(keys, claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(payload).toMatchObject({ iss: accessTokenIssuer, aud: accessTokenAudience });
  });
});

describe('internal API token', () => {
  test('from INTERNAL_API_TOKEN, else the one generated into the data folder (the file payments reads)', async () => {
    const configured = await identitySettingsFromEnv({
      ...origin,
      DATA_DIR: dir,
      INTERNAL_API_TOKEN: 'a'.repeat(40),
    });
    expect(configured.internalApiToken).toBe('a'.repeat(40));
    const generated = (await identitySettingsFromEnv({ ...origin, DATA_DIR: dir })).internalApiToken;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await identitySettingsFromEnv({ ...origin, DATA_DIR: dir })).internalApiToken).toBe(generated);
    expect((await readFile(join(dir, 'internal-api-token'), 'utf8')).trim()).toBe(generated);
  });

  test('a short configured token is refused', () => {
    expect(identityEnvSchema.safeParse({ INTERNAL_API_TOKEN: 'short' }).success).toBe(false);
  });
});

describe('data key (TOTP secrets at rest)', () => {
  test('from IDENTITY_DATA_KEY, else generated once into the data folder; refused when keys must be configured', async () => {
    const hex = 'ab'.repeat(32);
    const privateKey = pemPair().privatePem;
    const configured = await identitySettingsFromEnv({
      ...origin,
      DATA_DIR: dir,
      IDENTITY_DATA_KEY: hex,
      AUTH_PRIVATE_KEY: privateKey,
      IDENTITY_REQUIRE_CONFIGURED_KEYS: 'true',
    });
    expect(configured.dataKey.toString('hex')).toBe(hex);
    const generated = (await identitySettingsFromEnv({ ...origin, DATA_DIR: dir })).dataKey;
    expect(generated).toHaveLength(32);
    expect((await identitySettingsFromEnv({ ...origin, DATA_DIR: dir })).dataKey.equals(generated)).toBe(
      true,
    );
    expect((await stat(join(dir, 'identity', 'data-key'))).mode & 0o777).toBe(0o600);
    await expect(
      identitySettingsFromEnv({
        ...origin,
        DATA_DIR: dir,
        AUTH_PRIVATE_KEY: privateKey,
        IDENTITY_REQUIRE_CONFIGURED_KEYS: 'true',
      }),
    ).rejects.toThrow(DataKeyConfigError);
    await expect(
      identitySettingsFromEnv({ ...origin, DATA_DIR: dir, IDENTITY_DATA_KEY: 'too-short' }),
    ).rejects.toThrow(/IDENTITY_DATA_KEY must be 32 bytes/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  test('identity started alone refuses to start without it, naming it; migrating needs only the data key', async () => {
    await expect(identitySettingsFromEnv({ DATA_DIR: dir })).rejects.toThrow(/PUBLIC_ORIGIN/);
    const settings = await identitySettingsFromEnv({
      DATA_DIR: dir,
      PUBLIC_ORIGIN: 'https://gbc.example.org/',
    });
    expect(settings.publicOrigin).toBe('https://gbc.example.org');
    expect((await identityDataKeyFromEnv({ DATA_DIR: dir })).equals(settings.dataKey)).toBe(true);
  });

  test("the admin CLI's link is on PUBLIC_ORIGIN, else on localhost at PORT (8080 when unset)", () => {
    expect(adminCliPublicOrigin({ PUBLIC_ORIGIN: 'https://gbc.example.org/', PORT: '3000' })).toBe(
      'https://gbc.example.org',
    );
    expect(adminCliPublicOrigin({ PORT: '3000' })).toBe('http://localhost:3000');
    expect(adminCliPublicOrigin({})).toBe('http://localhost:8080');
  });
});
