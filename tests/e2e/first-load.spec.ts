import type { Response } from '@playwright/test';
import { benchPagePaths, containsZod, loadBenchContext } from '../../scripts/lib/bench-pages.js';
import { expect, test } from './fixtures.js';

/**
 * No bench page carries zod in its first load (issue 24, "Server rendering and first load"): schemas
 * load with the first request or form that needs them. Each page opens in a fresh context (cold
 * cache, signed out) and every script it loads until the network is idle is read.
 */
test('no bench page loads zod with its first-load scripts', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const paths = benchPagePaths(await loadBenchContext(baseURL ?? ''));
  // Rendered once first, as the bench does: a render that misses its time budget on a busy machine
  // falls back to the browser, which then fetches the data (and its schemas) the HTML would have held.
  for (const path of paths) await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const carryingZod: string[] = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts.length, `scripts loaded by ${path}`).toBeGreaterThan(0);
    for (const script of scripts) {
      if (containsZod(await script.text())) carryingZod.push(`${path}: ${new URL(script.url()).pathname}`);
    }
    await context.close();
  }
  expect(carryingZod).toEqual([]);
});
