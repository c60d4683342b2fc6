import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { accessTokenAlgorithm } from '@gbc/contracts';
import { calculateJwkThumbprint, type JWK } from 'jose';

/** The key access tokens are signed with now. */
export interface SigningKey {
  kid: string;
  alg: typeof accessTokenAlgorithm;
  privateKey: KeyObject;
}

/** The current signing key and every public key a verifier should still accept (rotation). */
export interface SigningKeys {
  current: SigningKey;
  /** Public JWKs, the current key first: what `/.well-known/jwks.json` publishes. */
  publicJwks: JWK[];
  /** PEM of the current public key, for verifiers configured with one key. */
  currentPublicKeyPem: string;
}

export interface SigningKeySource {
  /** PEM (PKCS#8) of the current private key, Ed25519. */
  privateKeyPem?: string;
  /** PEM public keys (concatenated) of keys retired but not yet expired from verifiers. */
  previousPublicKeysPem?: string;
  /** Where a generated key is kept when none is configured (one process only). */
  keyFile: string;
  /** Several processes must share one key: without a configured key, refuse to start. */
  requireConfigured: boolean;
}

export class SigningKeyConfigError extends Error {
  override name = 'SigningKeyConfigError';
}

/** Every service verifies EdDSA only, so a key of another type is refused before anything is signed with it. */
function algorithmOf(key: KeyObject, variable: string): typeof accessTokenAlgorithm {
  if (key.asymmetricKeyType === 'ed25519') return accessTokenAlgorithm;
  throw new SigningKeyConfigError(
    `${variable} must be an Ed25519 key (got ${key.asymmetricKeyType ?? 'an unknown type'}): access tokens are signed with EdDSA only. Generate one with: openssl genpkey -algorithm ed25519`,
  );
}

async function publicJwkOf(key: KeyObject, variable: string): Promise<JWK> {
  const alg = algorithmOf(key, variable);
  const jwk = key.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

const pemBlocks = (text: string) => text.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];

/** Reads the generated key, or creates it; `wx` makes a second process that races the first read its key. */
async function generatedPrivateKeyPem(keyFile: string): Promise<string> {
  try {
    return await readFile(keyFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Only the key's own folder is private: a recursive mkdir would make the site's data folder 0700
  // too, and the embedded database's system user could no longer reach its cluster inside it.
  await mkdir(dirname(dirname(keyFile)), { recursive: true });
  await mkdir(dirname(keyFile), { recursive: true, mode: 0o700 });
  try {
    await writeFile(keyFile, pem, { flag: 'wx', mode: 0o600 });
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(keyFile, 'utf8');
    throw error;
  }
}

/** The signing keys from the environment, or from (or generated into) the key file. */
export async function loadSigningKeys(source: SigningKeySource): Promise<SigningKeys> {
  if (!source.privateKeyPem && source.requireConfigured) {
    throw new SigningKeyConfigError(
      'AUTH_PRIVATE_KEY is required when IDENTITY_REQUIRE_CONFIGURED_KEYS=true (several processes must sign with one key).',
    );
  }
  const privatePem = source.privateKeyPem ?? (await generatedPrivateKeyPem(source.keyFile));
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(privatePem);
  } catch {
    throw new SigningKeyConfigError(
      'AUTH_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY-----).',
    );
  }
  const publicKey = createPublicKey(privateKey);
  const currentJwk = await publicJwkOf(publicKey, 'AUTH_PRIVATE_KEY');
  const previous: JWK[] = [];
  for (const pem of pemBlocks(source.previousPublicKeysPem ?? '')) {
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch {
      throw new SigningKeyConfigError(
        'AUTH_PREVIOUS_PUBLIC_KEYS must hold PEM public keys (-----BEGIN PUBLIC KEY-----).',
      );
    }
    const jwk = await publicJwkOf(key, 'AUTH_PREVIOUS_PUBLIC_KEYS');
    if (jwk.kid !== currentJwk.kid) previous.push(jwk);
  }
  return {
    current: {
      kid: currentJwk.kid as string,
      alg: currentJwk.alg as typeof accessTokenAlgorithm,
      privateKey,
    },
    publicJwks: [currentJwk, ...previous],
    currentPublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
