import { brand } from '@gbc/brand';
import { marketingApi, newsletterMessages } from '@gbc/contracts/marketing';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailText } from './mail-inbox.js';

/** The join page (spec 1 "/join", §4, §5, §8; issue 24): benefits, sign-up through the double opt-in, welcome. */

const welcome = `Welcome to the ${brand.abbreviation}! Check your email for confirmation.`;
const uniqueAddress = () => `join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

function joinForm(page: Page) {
  const form = page.getByRole('form', { name: 'Join the council' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email *' }),
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    organization: form.getByRole('textbox', { name: 'Organization' }),
    interest: (label: string) => form.getByRole('checkbox', { name: label }),
    consent: form.getByRole('checkbox', { name: /I agree to receive communications/ }),
    submit: form.getByRole('button', { name: 'Join Now' }),
  };
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('join page', () => {
  test('shows the four benefits and the form; no axe violations', async ({ page }) => {
    await openPage(page, '/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
    for (const benefit of [
      'Early Access to Research',
      'Events and Webinars',
      'Monthly Newsletter',
      'Networking',
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    const form = joinForm(page);
    for (const label of [
      'Research & Development',
      'Policy & Governance',
      'Technology Development',
      'Partnerships & Collaboration',
    ]) {
      await expect(form.interest(label)).not.toBeChecked();
    }
    await expect(form.consent).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test('validates on submit, then on every change, with the spec messages', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(marketingApi.newsletter.join))
        posts.push(request.url());
    });
    await openPage(page, '/join');
    const form = joinForm(page);
    await form.email.fill('ada@');
    // No message while the first attempt is being typed.
    await expect(form.form.getByText('Invalid email address')).toHaveCount(0);

    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription('Invalid email address');
    await expect(form.form.getByText(newsletterMessages.interestsRequired)).toBeVisible();
    await expect(form.consent).toHaveAccessibleDescription(new RegExp(newsletterMessages.consentRequired));
    await expect(form.email).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // From now on each change re-validates.
    await form.email.pressSequentially('example.org');
    await expect(form.form.getByText('Invalid email address')).toHaveCount(0);
    await form.interest('Policy & Governance').check();
    await expect(form.form.getByText(newsletterMessages.interestsRequired)).toHaveCount(0);
    await form.consent.check();
    await expect(form.form.getByText(newsletterMessages.consentRequired)).toHaveCount(0);
    await form.interest('Policy & Governance').uncheck();
    await expect(form.form.getByText(newsletterMessages.interestsRequired)).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('joins: Joining..., then the welcome view with the way home and to an account; the confirmation mail', async ({
    page,
  }) => {
    const address = uniqueAddress();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sentBody: unknown;
    await page.route(`**${marketingApi.newsletter.join}`, async (route) => {
      sentBody = route.request().postDataJSON();
      await released;
      await route.continue();
    });
    await openPage(page, '/join');
    const form = joinForm(page);
    await form.email.fill(address);
    await form.name.fill('Ada Lovelace');
    await form.organization.fill('Analytical Engines');
    await form.interest('Research & Development').check();
    await form.interest('Partnerships & Collaboration').check();
    await form.consent.check();
    await form.submit.click();

    await expect(form.form.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: welcome })).toBeFocused();
    await expect(notifications(page).getByText(welcome)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Join the council' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    await expectNoSeriousA11yViolations(page);
    expect(sentBody).toEqual({
      email: address,
      name: 'Ada Lovelace',
      metadata: {
        organization: 'Analytical Engines',
        interests: ['research', 'partnerships'],
        source: 'join_page',
      },
      consent: true,
    });
    expect(await mailText(address, 'newsletter-confirmation')).toContain('/newsletter/confirm?token=');

    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure shows the spec message and keeps the form as it was', async ({ page }) => {
    await page.route(`**${marketingApi.newsletter.join}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }),
      }),
    );
    await openPage(page, '/join');
    const form = joinForm(page);
    await form.email.fill('ada@example.org');
    await form.interest('Technology Development').check();
    await form.consent.check();
    await form.submit.click();

    await expect(notifications(page).getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(form.form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(form.email).toHaveValue('ada@example.org');
    await expect(form.interest('Technology Development')).toBeChecked();
    await expect(form.submit).toBeEnabled();
  });

  test('works with the keyboard alone, from the first keystroke in the server-rendered form', async ({
    page,
  }) => {
    const address = uniqueAddress();
    await openPage(page, '/join');
    const form = joinForm(page);
    await form.email.focus();
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await expect(form.name).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.organization).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.interest('Research & Development')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.interest('Research & Development')).toBeChecked();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(form.consent).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: welcome })).toBeFocused();
  });
});
