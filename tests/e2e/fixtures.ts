import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { hydratedAttribute } from '@gbc/site-map';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/** Waits until the shell marks the page hydrated: its controls work from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' });
}

/**
 * Opens a page of the site and waits for it to be hydrated, so a test's first click reaches a working
 * control (never a timeout). Every navigation of a test goes through it or `reloadPage`.
 */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Reloads the page and waits for it to be hydrated again. */
export async function reloadPage(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}

/** Fails the test when axe finds a serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A loopback address of the test's own, from its id: the same on a retry, different between tests. */
function clientAddressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `127.${a}.${b}.${Math.max(c, 1)}`;
}

/**
 * Each test is a visitor of its own, as the rate limits see it: the e2e site trusts loopback proxies
 * (playwright.config.ts), so the X-Forwarded-For set here is the client address. Without it every
 * test would share 127.0.0.1 and the suite, not a visitor, would meet the per-address limits.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) });
  },
});
export { expect };
