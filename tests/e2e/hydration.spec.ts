import { hydratedAttribute } from '@gbc/site-map';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures.js';

/** No click lost before hydration (issue 23 §4): controls in server HTML work, or show they are not ready yet. */

const marketingFiles = '**/remotes/marketing/**';

test.describe('before hydration', () => {
  // These tests need the server's HTML; a cold server may answer its first requests with the client page.
  test.beforeEach(async ({ request }) => {
    for (const path of ['/', '/privacy']) {
      await expect.poll(async () => (await request.get(path)).text()).toContain('data-not-ready');
    }
  });

  test('"Learn more" clicked while the page still hydrates opens its card once it has', async ({ page }) => {
    // Hold the home page's remote code back, as a slow phone would receive it.
    let requested = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(marketingFiles, async (route) => {
      requested += 1;
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    const focus = page.getByRole('region', { name: 'Focus Areas' });
    const learnMore = focus.getByRole('button', { name: 'Learn more' }).first();
    await expect(learnMore).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute(hydratedAttribute, /.*/);
    // Not ready, and it shows: disabled with the not-ready cue, so the click is refused visibly.
    await expect(learnMore).toBeDisabled();
    await expect(learnMore).toHaveAttribute('data-not-ready', '');
    await expect(learnMore).toHaveCSS('cursor', 'progress');

    // The visitor clicks now; the click goes through as soon as the card can act on it.
    const clicked = learnMore.click();
    await expect.poll(() => requested).toBeGreaterThan(0);
    release();
    await clicked;

    await waitForHydration(page);
    const toggle = focus.getByRole('button', { name: 'Show less' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).not.toHaveAttribute('data-not-ready');
  });

  test("the header's links work before hydration and its menu buttons say they are not ready", async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Resources', exact: true })).toBeDisabled();

    // A link is a link: without any script it still navigates, as a full page load.
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the not-ready state leaves the page accessible', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Focus Areas' }).getByRole('button').first(),
    ).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});
