import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './fixtures.js';
import { buildApp, modificationTimes, repoRoot, serverRenderedPage } from './remote-builds.js';

/**
 * mfe-ratpak deploys alone: rebuilt with a changed hero title, the running site serves it while the
 * shell and the other remotes are neither rebuilt nor restarted (as remote-redeploy.spec.ts for programs).
 */
const contentFile = join(repoRoot, 'mfe-ratpak/src/verticals/content/verticals.ts');
const heroTitle = /(export const verticalsPage = \{\s*hero: \{[\s\S]*?title: ')([^']*)(')/;
const path = '/ratpak/verticals';

test('a rebuilt mfe-ratpak is served by the running site without rebuilding anything else', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const original = readFileSync(contentFile, 'utf8');
  const oldTitle = original.match(heroTitle)?.[2];
  expect(oldTitle, 'verticals hero title found in its content module').toBeTruthy();
  const newTitle = `Verticals rebuilt at ${Date.now()}`;

  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  const shellBefore = modificationTimes(join(repoRoot, 'shell/dist'));
  const marketingBefore = modificationTimes(join(repoRoot, 'mfe-marketing/dist'));

  try {
    writeFileSync(contentFile, original.replace(heroTitle, `$1${newTitle}$3`));
    buildApp('mfe-ratpak');
    await expect
      .poll(async () => (await serverRenderedPage(request, path)).heading, { timeout: 15_000 })
      .toBe(newTitle);
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    expect(modificationTimes(join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
    expect(modificationTimes(join(repoRoot, 'mfe-marketing/dist'))).toEqual(marketingBefore);
  } finally {
    writeFileSync(contentFile, original);
    buildApp('mfe-ratpak');
  }
  await expect
    .poll(async () => (await serverRenderedPage(request, path)).heading, { timeout: 15_000 })
    .toBe(oldTitle);
});
