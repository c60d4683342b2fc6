import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { routes } from '@gbc/site-map';
import { benchPagePaths, benchPages, containsZod } from '../lib/bench-pages.js';

const require = createRequire(__filename);

describe('bench pages', () => {
  test('are site-map routes, each once, resolved to paths with the context filled in', () => {
    const routePaths = new Set<string>(routes.map((route) => route.path));
    for (const page of benchPages) expect(routePaths.has(page.route)).toBe(true);
    expect(new Set(benchPages.map((page) => page.route)).size).toBe(benchPages.length);
    const paths = benchPagePaths({ vignetteSlug: 'the-consent-ledger' });
    expect(paths).toContain('/vignettes/the-consent-ledger');
    expect(paths.slice(0, 1)).toEqual(['/']);
  });

  test('include the pages issue 24 adds', () => {
    expect(benchPages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/supporters', '/resources', '/events', '/donations', '/contact', '/join']),
    );
  });
});

describe('the zod signature', () => {
  test("is found in zod's own core, as bundled", () => {
    const core = readFileSync(require.resolve('zod/v4/core').replace(/index\.c?js$/, 'schemas.js'), 'utf8');
    expect(containsZod(core)).toBe(true);
    expect(containsZod('te=ea("$ZodType",(e,t)=>{e._zod.def=t})')).toBe(true);
  });

  test('is not found in code that merely mentions schemas', () => {
    expect(containsZod('const schema = () => import("./zod-chunk.js"); // $ZodType in a comment')).toBe(
      false,
    );
    expect(containsZod('export const paymentMessages = { amountWhole: "Enter a whole amount" };')).toBe(
      false,
    );
  });
});
