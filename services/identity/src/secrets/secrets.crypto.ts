import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Secrets stored at rest (TOTP seeds) are AES-256-GCM sealed: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
const format = 'v1';
const keyBytes = 32;
const ivBytes = 12;

export class DataKeyConfigError extends Error {
  override name = 'DataKeyConfigError';
}

/** True for a value sealed by `sealSecret` (a base32 TOTP seed never contains a dot). */
export const isSealed = (stored: string) => stored.startsWith(`${format}.`);

export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [format, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed value; throws when it was altered or sealed with another key. */
export function openSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== format || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

function parseKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== keyBytes)
    throw new DataKeyConfigError(`${source} must be 32 bytes, as 64 hex digits or base64.`);
  return key;
}

export interface DataKeySource {
  /** IDENTITY_DATA_KEY: 32 bytes as hex or base64. */
  configured?: string;
  /** Where a generated key is kept when none is configured (one process only). */
  keyFile: string;
  /** Several processes must share one key: without a configured key, refuse to start. */
  requireConfigured: boolean;
}

/** The configured data key, or the one generated into (or read from) the key file. */
export async function loadDataKey(source: DataKeySource): Promise<Buffer> {
  if (source.configured) return parseKey(source.configured, 'IDENTITY_DATA_KEY');
  if (source.requireConfigured)
    throw new DataKeyConfigError(
      'IDENTITY_DATA_KEY is required when IDENTITY_REQUIRE_CONFIGURED_KEYS=true (several processes must share one key).',
    );
  try {
    return parseKey(await readFile(source.keyFile, 'utf8'), source.keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(keyBytes).toString('base64');
  // As for the signing key: only the key's own folder is made private.
  await mkdir(dirname(dirname(source.keyFile)), { recursive: true });
  await mkdir(dirname(source.keyFile), { recursive: true, mode: 0o700 });
  try {
    await writeFile(source.keyFile, generated, { flag: 'wx', mode: 0o600 });
    return parseKey(generated, source.keyFile);
  } catch (error) {
    // `wx`: a second process racing the first reads the key the first one wrote.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return parseKey(await readFile(source.keyFile, 'utf8'), source.keyFile);
    throw error;
  }
}
