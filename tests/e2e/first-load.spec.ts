import { ratpakApi } from '@gbc/contracts/ratpak';
import { type RemotesManifest, remoteEntryUrl } from '@gbc/site-map';
import type { Response } from '@playwright/test';
import { benchPagePaths, containsZod, loadBenchContext } from '../../scripts/lib/bench-pages.js';
import { expect, openPage, test } from './fixtures.js';

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

/**
 * The federation bundler runtime travels once, in the shell's entry: every remote entry takes it from
 * the shell (build-kit's `BundlerRuntimeFromShellPlugin`) instead of carrying a copy of its own, about
 * 3 KB br of every page's first load. A message of its `consumes` step marks the copy.
 */
test('the remote entries take the federation bundler runtime from the shell', async ({ page, request }) => {
  const bundlerRuntimeMark = 'Federation instance not found!';
  const shellScripts: string[] = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'script' &&
      new URL(response.url()).pathname.startsWith('/main.')
    ) {
      shellScripts.push(response.url());
    }
  });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  expect(shellScripts).toHaveLength(1);
  expect(await (await request.get(shellScripts[0] ?? '')).text()).toContain(bundlerRuntimeMark);

  const manifest = (await (await request.get('/remotes.json')).json()) as RemotesManifest;
  const entries = Object.values(manifest).map((manifestUrl) => remoteEntryUrl(manifestUrl ?? ''));
  expect(entries.length).toBeGreaterThan(1);
  for (const entry of entries) {
    expect(await (await request.get(entry)).text(), entry).not.toContain(bundlerRuntimeMark);
  }
});

/**
 * The gateway serves a rendered page from its cache for up to a minute. Its data counts as fetched when
 * the page arrives, not when it was rendered: a browser whose clock is 45 s past the render (beyond the
 * queries' 30 s stale time) hydrates the page without fetching its data again, or loading its schemas.
 */
test('a page from the render cache hydrates without fetching its data again', async ({ page, request }) => {
  const path = '/ratpak/verticals/laser-delight';
  const rendered = await request.get(path, { headers: { accept: 'text/html' } });
  expect(rendered.headers()['server-timing']).toMatch(/desc="(server|cache)"/);
  const dataRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === ratpakApi.demo.slots) dataRequests.push(sent.url());
  });
  await page.clock.setFixedTime(Date.now() + 45_000);
  const response = await openPage(page, path);
  expect(response?.headers()['server-timing']).toContain('desc="cache"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dataRequests).toEqual([]);
});
