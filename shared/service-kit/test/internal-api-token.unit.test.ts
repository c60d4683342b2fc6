import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalApiTokenFile, resolveInternalApiToken } from '../src/internal-api-token.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gbc-internal-token-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('resolveInternalApiToken', () => {
  test('the configured token wins and nothing is written', () => {
    expect(resolveInternalApiToken('c'.repeat(40), dataDir)).toBe('c'.repeat(40));
    expect(() => statSync(internalApiTokenFile(dataDir))).toThrow();
  });

  test('unset: generated once into <dataDir>/internal-api-token, owner-only, then read back', () => {
    const first = resolveInternalApiToken(undefined, join(dataDir, 'nested'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = internalApiTokenFile(join(dataDir, 'nested'));
    expect(file).toBe(join(dataDir, 'nested', 'internal-api-token'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveInternalApiToken(undefined, join(dataDir, 'nested'))).toBe(first);
  });

  test("another service's token already in the file is the one used", () => {
    writeFileSync(internalApiTokenFile(dataDir), `${'s'.repeat(40)}\n`);
    expect(resolveInternalApiToken(undefined, dataDir)).toBe('s'.repeat(40));
    expect(readFileSync(internalApiTokenFile(dataDir), 'utf8')).toBe(`${'s'.repeat(40)}\n`);
  });
});
