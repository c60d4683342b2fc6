import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { identityApi, sessionRefreshLockName } from '@gbc/contracts/identity';
import { marketingApi, resourceMessages } from '@gbc/contracts/marketing';
import { paymentsApi } from '@gbc/contracts/payments';
import { accountLinks } from '@gbc/site-map';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { linkTokenFromMail } from './mail-inbox.js';

/** /resources (spec 1): link tabs, skeletons, Notify Me, members-only downloads (issue 24). */

const tabNames = ['All', 'Policy Briefs', 'Research', 'Standards', 'Position'];
const researchTitles = [
  'Effects of AI on Neurodivergent People',
  'Assistive BCI Outcomes Review',
  'Animal Welfare in Veterinary BCI',
];

const knowledgeHub = (page: Page) => page.getByRole('tabpanel');
const cardTitles = (page: Page) => knowledgeHub(page).getByRole('heading', { level: 3 });
const skeletons = (page: Page) => page.getByTestId('resource-skeleton');

/**
 * Records each change in the number of skeletons from now on, in the page itself: a 500 ms window
 * can fall between two of Playwright's polls on a busy machine, a DOM observer cannot miss it.
 */
async function recordSkeletonCounts(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const counts: number[] = [];
    (window as unknown as { skeletonCounts: number[] }).skeletonCounts = counts;
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-testid="resource-skeleton"]').length;
      if (counts.at(-1) !== count) counts.push(count);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { skeletonCounts: number[] }).skeletonCounts);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a tablist of links to ?filter= URLs that the server renders', async ({ page }) => {
    await page.goto('/resources');
    const tablist = page.getByRole('tablist', { name: 'Filter resources' });
    await expect(tablist.getByRole('tab')).toHaveText(tabNames);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(skeletons(page)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Research' }).click();
    await expect(page).toHaveURL('/resources?filter=research');
    await expect(page.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await expect(cardTitles(page)).toHaveText(researchTitles);

    await page.getByRole('tab', { name: 'Position' }).click();
    await expect(page).toHaveURL('/resources?filter=position');
    await expect(knowledgeHub(page)).toHaveText(resourceMessages.empty);
  });
});

test.describe('in the browser', () => {
  test('no skeletons over the server-rendered page; six for 500 ms after a filter change and a navigation', async ({
    page,
  }) => {
    await openPage(page, '/resources?filter=standards');
    await expect(skeletons(page)).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    let skeletonCounts = await recordSkeletonCounts(page);
    await page.getByRole('tab', { name: 'Policy Briefs' }).click();
    await expect(page).toHaveURL('/resources?filter=policy-briefs');
    await expect(cardTitles(page)).toHaveText([
      'Governing Brain-Computer Interfaces',
      'Neural Data and Mental Privacy',
    ]);
    expect(await skeletonCounts()).toEqual([6, 0]);

    // Arriving by a link from another page is a navigation too.
    await openPage(page, '/partners');
    skeletonCounts = await recordSkeletonCounts(page);
    await page.getByRole('main').getByRole('link', { name: 'Explore Resources' }).click();
    await expect(page).toHaveURL('/resources');
    await expect(cardTitles(page)).toHaveCount(7);
    expect(await skeletonCounts()).toEqual([6, 0]);
  });

  test('the tabs work from the keyboard: one tab stop, arrows move, Enter opens', async ({ page }) => {
    await openPage(page, '/resources');
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Policy Briefs' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/resources?filter=research');
    await expect(page.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Research' })).toBeFocused();
    await expect(cardTitles(page)).toHaveText(researchTitles);
  });

  test('Notify Me shows the toast', async ({ page }) => {
    await openPage(page, '/resources');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ethics Toolkit' }) });
    await item.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText('Notification Set')).toBeVisible();
    await expect(page.getByText('You will be notified when Ethics Toolkit becomes available.')).toBeVisible();
  });

  test('a visitor gets the Members Only dialog from Download PDF, keyboard only, and axe passes with it open', async ({
    page,
  }) => {
    await openPage(page, '/resources');
    const download = page.getByRole('button', { name: 'Download PDF' }).first();
    await download.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Members Only Resource' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This document is exclusive to GBC members.');
    await expect(dialog).toContainText('Membership Required');
    await expect(dialog.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(dialog.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(download).toBeFocused();
  });

  test('the service refuses a download link without a member session', async ({ request }) => {
    const anonymous = await request.post(marketingApi.resources.downloadLink, {
      data: { resourceId: 'neuro-ai-effects' },
    });
    expect(anonymous.status()).toBe(401);
    const forged = await request.get(
      `${marketingApi.resources.file('neuro-ai-effects')}?expires=9999999999&signature=${'A'.repeat(43)}`,
    );
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain(resourceMessages.linkInvalid);
  });
});

test.describe('a member', () => {
  // Sign-up, mail, checkout and the role grant: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  const password = 'Vq8#mZ2!pLr7@xTk';

  /** A fresh access token of the page's session, refreshed under the lock the site's own refreshes take. */
  const refreshSession = (page: Page) =>
    page.evaluate(
      ([lockName, refreshPath]) =>
        navigator.locks.request(lockName, async () => {
          const response = await fetch(refreshPath, {
            method: 'POST',
            headers: { Accept: 'application/json' },
          });
          if (!response.ok) throw new Error(`refresh answered ${response.status}`);
          return (await response.json()) as { accessToken: string; user: { roles: string[] } };
        }),
      [sessionRefreshLockName, identityApi.refresh] as const,
    );

  test('who joined through the local membership checkout downloads the PDF', async ({ page }) => {
    const email = `e2e-member-${randomBytes(4).toString('hex')}@example.org`;
    await openPage(page, '/sign-up');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
    const token = await linkTokenFromMail(email, 'identity-verify-email');
    await openPage(page, `/verify?token=${token}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('account-email')).toHaveText(email);

    const { accessToken } = await refreshSession(page);
    const created = await page.request.post(paymentsApi.checkouts.create, {
      data: { type: 'membership', tierId: 'advocate' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(created.status()).toBe(201);
    await page.goto((await created.json()).url);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((next) => next.pathname === '/membership/success');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: accountLinks.signedIn.label }),
    ).toBeVisible();

    // Payments grants the role through identity once the payment settles.
    await expect
      .poll(async () => (await refreshSession(page)).user.roles, { timeout: 30_000 })
      .toContain('member');

    await openPage(page, '/resources');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: accountLinks.signedIn.label }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('neuro-ai-effects.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Signed in, Notify Me is stored first; the toast follows only once the service has it.
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Accessibility Benchmark' }) });
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === marketingApi.resources.notify,
    );
    await item.getByRole('button', { name: 'Notify Me' }).click();
    expect((await stored).status()).toBe(200);
    await expect(
      page.getByText('You will be notified when Accessibility Benchmark becomes available.'),
    ).toBeVisible();
  });
});
