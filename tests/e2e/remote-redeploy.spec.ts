import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './fixtures.js';
import { buildApp, modificationTimes, repoRoot, serverRenderedPage } from './remote-builds.js';

/**
 * The promise of the architecture: one remote is rebuilt with changed text and the running site serves
 * it, while the shell and the other remotes are neither rebuilt nor restarted.
 */
const contentFile = join(repoRoot, 'mfe-programs/src/programs/content/program-cards.ts');
const heroTitle = /(export const programsHero = \{[\s\S]*?title: ')([^']*)(')/;

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
    buildApp('mfe-programs');

    // The gateway looks for new server builds at most once a second and warms one before using it.
    await expect
      .poll(async () => (await serverRenderedPage(request, '/programs')).heading, { timeout: 15_000 })
      .toBe(newTitle);
    await openPage(page, '/programs');
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(modificationTimes(join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
    expect(modificationTimes(join(repoRoot, 'mfe-marketing/dist'))).toEqual(marketingBefore);
  } finally {
    writeFileSync(contentFile, original);
    buildApp('mfe-programs');
  }
  await expect
    .poll(async () => (await serverRenderedPage(request, '/programs')).heading, { timeout: 15_000 })
    .toBe(oldTitle);
  await openPage(page, '/programs');
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
});

/** The brand teams' promise (issue 25): mfe-products ships a changed price caption alone. */
const purchaseCopyFile = join(repoRoot, 'mfe-products/src/product-page/content.ts');
const priceCaption = /(currencyNote: ')([^']*)(')/;

test('a rebuilt mfe-products shows its changed price caption, server HTML included, with nothing else rebuilt', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const original = readFileSync(purchaseCopyFile, 'utf8');
  const oldCaption = original.match(priceCaption)?.[2];
  expect(oldCaption, 'the price caption found in its content module').toBeTruthy();
  const newCaption = `Prices in US dollars (USD), rebuilt at ${Date.now()}.`;
  const caption = async () => (await serverRenderedPage(request, '/equinelink')).html;

  expect(await caption()).toContain(oldCaption);
  const others = ['shell', 'mfe-marketing', 'mfe-programs'].map((app) => join(repoRoot, app, 'dist'));
  const before = others.map((dir) => modificationTimes(dir));

  try {
    writeFileSync(purchaseCopyFile, original.replace(priceCaption, `$1${newCaption}$3`));
    buildApp('mfe-products');

    await expect.poll(caption, { timeout: 15_000 }).toContain(newCaption);
    await openPage(page, '/equinelink?checkout=none');
    await expect(page.locator('#pricing')).toContainText(newCaption);
    expect(others.map((dir) => modificationTimes(dir))).toEqual(before);
  } finally {
    writeFileSync(purchaseCopyFile, original);
    buildApp('mfe-products');
  }
  await expect.poll(caption, { timeout: 15_000 }).toContain(oldCaption);
});
