import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { uniqueEmail } from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailText } from './mail-inbox.js';

test.describe('early-access gate', () => {
  test('opens for a visitor over the full page; axe passes with it open; closing grants the page', async ({
    page,
  }) => {
    await openPage(page, '/equinelink');
    const dialog = page.getByRole('dialog', { name: 'Request Early Access' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'EquineLink' })).toBeVisible();
    await expect(page.locator('#technology')).toContainText('72-hour battery');
  });

  test('keyboard only: the request is stored and acknowledged by mail', async ({ page }) => {
    const email = uniqueEmail('gate');
    await openPage(page, '/pawlink');
    const dialog = page.getByRole('dialog', { name: 'Request Early Access' });
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await dialog.getByLabel('Interest Level').selectOption('medium');
    await dialog.getByLabel('Interest Level').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(earlyAccessMessages.succeeded)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await mailText(email, 'products-access-request-acknowledgement')).toContain('PawLink');
  });
});

test.describe('product pages', () => {
  test('/products shows both tier sections with the catalogue prices', async ({ page }) => {
    await openPage(page, '/products?checkout=none');
    for (const price of ['$24,999', '$49,999', '$99,999', '$19,999', '$39,999', '$79,999']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
  });

  test('/membership shows the four tiers in AUD', async ({ page }) => {
    await openPage(page, '/membership');
    for (const price of ['$20,000 to $50,000', '$3,000 to $15,000', '$75 to $350', '$120']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('/membership/success answers with the ?tier= title without a checkout', async ({ page }) => {
    await openPage(page, '/membership/success?tier=advocate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate');
  });

  test('/neuropak links the external site in a new tab', async ({ page }) => {
    await openPage(page, '/neuropak');
    await expect(page.getByRole('link', { name: /Visit the NeuroPAK site/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
