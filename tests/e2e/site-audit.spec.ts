import { siteAuditApi, siteAuditMessages } from '@gbc/contracts/admin';
import { pathTo } from '@gbc/site-map';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

const auditPath = pathTo('/site-audit');

function auditForm(page: Page) {
  const form = page.getByRole('form', { name: 'Site audit' });
  return {
    url: form.getByRole('textbox', { name: 'Website URL' }),
    start: form.getByRole('button', { name: /Start Test|Testing\.\.\./ }),
  };
}

test.describe('/site-audit', () => {
  test('a signed-out visitor runs a real audit of the site with live progress, then sees its results', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/site-audit/runs/')) polls.push(request.url());
    });
    await openPage(page, auditPath);
    await expect(page.getByText('Internal', { exact: true })).toBeVisible();
    const form = auditForm(page);
    const origin = new URL(page.url()).origin;
    await form.url.fill(origin);
    await form.start.click();

    // Live progress: the button waits, the bar and the page count come from the stored run.
    await expect(page.getByRole('button', { name: 'Testing...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Audit progress' })).toBeVisible();
    await expect(page.getByText(/\d+ of \d+ pages audited/)).toBeVisible();

    const panel = page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /Validation (Passed|Failed)/ });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    expect(polls.length).toBeGreaterThan(0);

    // The results list every crawled page with its URL, HTTP status, title and load time.
    const pages = page
      .getByRole('region', { name: 'Pages' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) });
    await expect(pages.first()).toBeVisible();
    const home = pages.filter({ has: page.getByRole('heading', { name: `${origin}/`, exact: true }) });
    await expect(home).toContainText('HTTP 200');
    await expect(home).toContainText(/\d+ ms/);
    expect(await pages.count()).toBeGreaterThan(1);
    expect(await pages.count()).toBeLessThanOrEqual(20);
    // Today's site has no broken internal link or image.
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('definition').nth(7)).toHaveText(
      '0',
    );
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('definition').nth(8)).toHaveText(
      '0',
    );
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the spec messages for an empty and a malformed URL, and starts nothing', async ({ page }) => {
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(siteAuditApi.start))
        starts.push(request.url());
    });
    await openPage(page, auditPath);
    const form = auditForm(page);
    await form.url.fill('');
    await form.start.click();
    await expect(form.url).toHaveAccessibleDescription(new RegExp(siteAuditMessages.urlRequired));
    await form.url.fill('http://exa[mple');
    await form.start.click();
    await expect(form.url).toHaveAccessibleDescription(new RegExp(siteAuditMessages.urlInvalid));
    expect(starts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a refusal of another host in the Validation Failed panel', async ({ page }) => {
    await openPage(page, auditPath);
    const form = auditForm(page);
    await form.url.fill('https://example.org');
    await form.start.click();
    const panel = page.getByRole('alert').filter({ hasText: siteAuditMessages.failedTitle });
    await expect(panel).toContainText('Only this site can be audited');
    await expect(panel).toContainText('https://example.org');
    await expectNoSeriousA11yViolations(page);
  });
});
