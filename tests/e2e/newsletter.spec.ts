import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.js';

/** The footer's newsletter sign-up against the marketing service (spec 1 §4, §5, §8). */

const subscribed = 'Successfully subscribed! Check your email for confirmation.';

function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    field: footer.getByRole('textbox', { name: 'Email address' }),
    subscribe: footer.getByRole('button', { name: 'Subscribe' }),
  };
}

function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** An address no earlier run has used, so the service sees a new subscriber. */
const uniqueAddress = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test.describe('footer newsletter sign-up', () => {
  test('asks for an address when the field is empty', async ({ page }) => {
    await page.goto('/about');
    const { field, subscribe } = footerForm(page);
    await subscribe.click();
    await expect(field).toHaveAccessibleDescription('Please enter your email address');
    await expect(field).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('rejects an address that does not look like one', async ({ page }) => {
    await page.goto('/about');
    const { field, subscribe } = footerForm(page);
    await field.fill('someone@example');
    await subscribe.click();
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('subscribes a new address, confirms with a toast and clears the field', async ({ page }) => {
    await page.goto('/about');
    const { field, subscribe } = footerForm(page);
    await field.fill(uniqueAddress());
    await subscribe.click();

    await expect(notifications(page).getByText(subscribed)).toBeVisible();
    await expect(notifications(page).getByText('A welcome email is on its way to your inbox.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('an address already subscribed is told so, without a second welcome', async ({ page }) => {
    const address = uniqueAddress();
    await page.goto('/contact');
    const { field, subscribe } = footerForm(page);
    await field.fill(address);
    await subscribe.click();
    await expect(notifications(page).getByText(subscribed)).toBeVisible();

    await field.fill(address.toUpperCase());
    await subscribe.click();
    await expect(
      notifications(page).getByText('You are already subscribed to our newsletter.'),
    ).toBeVisible();
    await expect(notifications(page).getByText(/did not send another welcome email/)).toBeVisible();
    await expect(field).toHaveValue('');
  });
});
