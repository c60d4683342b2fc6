import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every module `file` imports, itself included, following relative imports (`./x.js` → `x.ts`). */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(/from\s+'([^']+)'/g)) {
    if (specifier?.startsWith('.'))
      moduleGraph(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), seen);
  }
  return seen;
}

const importsZod = (file: string) => /from\s+'zod'/.test(readFileSync(file, 'utf8'));

// Pages import these in their first load, where zod must not be (CONTRIBUTING.md, Server rendering).
const zodFreeModules = [
  'payments/payment-copy.ts',
  'payments/catalogue.ts',
  'payments/api-paths.ts',
  'marketing/newsletter-copy.ts',
  'marketing/vignette-copy.ts',
  'early-access/early-access-copy.ts',
  'products/api-paths.ts',
  'ratpak/api-paths.ts',
  'ratpak/demo-copy.ts',
  'ratpak/lead-copy.ts',
];

describe('copy modules pages load first stay free of zod', () => {
  test.each(zodFreeModules)('%s and everything it imports', (module) => {
    const graph = [...moduleGraph(resolve(source, module))];
    expect(graph.length).toBeGreaterThan(0);
    expect(graph.filter(importsZod)).toEqual([]);
  });

  test('the check finds zod where it is', () => {
    expect([...moduleGraph(resolve(source, 'payments/payments.ts'))].some(importsZod)).toBe(true);
  });
});
