import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPage, test } from './fixtures.js';

/**
 * The promise of the architecture: one remote is rebuilt with changed text and the running site serves
 * it, while the shell and the other remotes are neither rebuilt nor restarted. Playwright runs from
 * the repository root, where its config lives.
 */
const repoRoot = process.cwd();
const contentFile = join(repoRoot, 'mfe-programs/src/programs/content/program-cards.ts');
const heroTitle = /(export const programsHero = \{[\s\S]*?title: ')([^']*)(')/;

function buildRemote(app: string): void {
  execFileSync('node', ['scripts/build.mjs', app], { cwd: repoRoot, stdio: 'pipe' });
}

function modificationTimes(dir: string): Record<string, number> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, statSync(path).mtimeMs];
      }),
  );
}

/** The h1 of a page as the server renders it, before any JavaScript runs. */
async function serverHeading(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

test('a rebuilt remote is served by the running site without rebuilding anything else', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const original = readFileSync(contentFile, 'utf8');
  const oldTitle = original.match(heroTitle)?.[2];
  expect(oldTitle, 'programs hero title found in its content module').toBeTruthy();
  const newTitle = `Programs rebuilt at ${Date.now()}`;

  await openPage(page, '/programs');
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  const shellBefore = modificationTimes(join(repoRoot, 'shell/dist'));
  const marketingBefore = modificationTimes(join(repoRoot, 'mfe-marketing/dist'));

  try {
    writeFileSync(contentFile, original.replace(heroTitle, `$1${newTitle}$3`));
    buildRemote('mfe-programs');

    // The gateway looks for new server builds at most once a second and warms one before using it.
    await expect.poll(() => serverHeading(request, '/programs'), { timeout: 15_000 }).toBe(newTitle);
    await openPage(page, '/programs');
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(modificationTimes(join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
    expect(modificationTimes(join(repoRoot, 'mfe-marketing/dist'))).toEqual(marketingBefore);
  } finally {
    writeFileSync(contentFile, original);
    buildRemote('mfe-programs');
  }
  await expect.poll(() => serverHeading(request, '/programs'), { timeout: 15_000 }).toBe(oldTitle);
  await openPage(page, '/programs');
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
});
