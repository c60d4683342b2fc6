import { randomBytes } from 'node:crypto';
import { adminApi } from '@gbc/contracts/admin';
import { identityMessages } from '@gbc/contracts/identity';
import { marketingApi } from '@gbc/contracts/marketing';
import { adminLink } from '@gbc/site-map';
import type { Page } from '@playwright/test';
import { accessTokenOf, signUpAndVerify, submitPassword, uniqueEmail } from './accounts.js';
import { adminAccessCopy, adminOnlyTexts, bootstrapAdmin, securityCopy, signInAsAdmin } from './admin.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** /admin/security (spec 3, issue 28): real audit events, for admins with TOTP only. */

// Making an admin walks the CLI, the bootstrap link, TOTP enrolment and a sign-in with a code.
test.describe.configure({ timeout: 120_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tab = (page: Page, label: string) =>
  page.getByRole('tablist', { name: securityCopy.tabsLabel }).getByRole('tab', { name: label });

test('an admin signs in with a TOTP code and sees the real events: a failed sign-in, a 429, a refused admin call', async ({
  page,
  browser,
}) => {
  // A visitor of its own, so its events are told apart from every other test's.
  const intruder = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
  const victim = uniqueEmail('victim');
  await submitPassword(page, victim, 'not-the-password-1');
  await expect(page.getByText(identityMessages.invalidCredentials)).toBeVisible();
  let status = 0;
  for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
    const response = await page.request.post(marketingApi.contact.send, {
      data: {},
      headers: { 'x-forwarded-for': intruder },
    });
    status = response.status();
  }
  expect(status).toBe(429);
  const refused = await page.request.get(adminApi.security.summary, {
    headers: { 'x-forwarded-for': intruder },
  });
  expect(refused.status()).toBe(401);

  const admin = await bootstrapAdmin(page);
  const context = await browser.newContext();
  try {
    const adminPage = await context.newPage();
    await signInAsAdmin(adminPage, admin);
    await mainNav(adminPage).getByRole('link', { name: adminLink.label }).click();
    await adminPage.getByRole('link', { name: /Security Dashboard/ }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Security Dashboard' })).toBeVisible();

    const summary = adminPage.getByRole('list', { name: securityCopy.summaryLabel });
    for (const counter of Object.values(securityCopy.counters)) {
      await expect(summary.getByText(counter.definition)).toBeVisible();
    }
    await expect(
      summary.getByRole('listitem').filter({ hasText: securityCopy.counters.failedSignIns.label }),
    ).not.toContainText('–');

    const suspicious = adminPage.getByRole('list', { name: securityCopy.tabs.overview.label });
    const rateLimited = suspicious
      .getByRole('article')
      .filter({ hasText: 'rate_limited' })
      .filter({ hasText: intruder });
    await expect(rateLimited).toHaveCount(1);
    await expect(rateLimited).toContainText(securityCopy.tabs.overview.noUser);
    await expect(rateLimited).toContainText(marketingApi.contact.send);
    const adminRefused = suspicious
      .getByRole('article')
      .filter({ hasText: 'admin_access_refused' })
      .filter({ hasText: intruder });
    await expect(adminRefused).toContainText('"status": 401');
    await expectNoSeriousA11yViolations(adminPage);

    await tab(adminPage, securityCopy.tabs.admin.label).click();
    const actions = adminPage.getByRole('list', { name: securityCopy.tabs.admin.label });
    await expect(
      actions.getByRole('article').filter({ hasText: 'sign_in_failed' }).filter({ hasText: victim }),
    ).toHaveCount(1);
    // The CLI granted the role: no user signed in to do it, so the entry is the System's.
    const granted = actions
      .getByRole('article')
      .filter({ hasText: 'role_granted' })
      .filter({ hasText: admin.email });
    await expect(granted.first()).toContainText('System');
    await expect(adminPage).toHaveURL(/\?tab=admin$/);
    await expectNoSeriousA11yViolations(adminPage);

    await tab(adminPage, securityCopy.tabs.bci.label).click();
    await expect(
      adminPage
        .getByRole('list', { name: securityCopy.tabs.bci.label })
        .or(adminPage.getByText(securityCopy.tabs.bci.empty)),
    ).toBeVisible();

    // Even with the admin's cookies, the server renders the page as anyone gets it.
    const response = await adminPage.request.get('/admin/security', { headers: { accept: 'text/html' } });
    const html = (await response.text()).replaceAll('&#x27;', "'");
    expect(html).toContain(adminAccessCopy.signedOut);
    for (const text of adminOnlyTexts) expect(html).not.toContain(text);
    expect(html).not.toContain(intruder);
  } finally {
    await context.close();
  }
});

test('a signed-in account without the admin role is refused, on the page and by the API', async ({
  page,
}) => {
  const email = uniqueEmail('member');
  await signUpAndVerify(page, email);
  await openPage(page, '/admin/security');
  await expect(page.getByText(adminAccessCopy.notAdmin)).toBeVisible();
  for (const text of adminOnlyTexts) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: adminLink.label })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const accessToken = await accessTokenOf(page);
  for (const url of [adminApi.security.summary, adminApi.security.events('bci')]) {
    const response = await page.request.get(url, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status(), url).toBe(403);
  }
});

test('a signed-out visitor gets the refusal and a sign-in link, and the API answers 401', async ({
  page,
}) => {
  await openPage(page, '/admin/security');
  await expect(page.getByText(adminAccessCopy.signedOut)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: adminAccessCopy.signIn }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get(adminApi.security.events('overview'))).status()).toBe(401);
});
