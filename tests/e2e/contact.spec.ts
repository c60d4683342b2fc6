import { brand } from '@gbc/brand';
import { contactMessages, marketingApi } from '@gbc/contracts/marketing';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailText, mailTextContaining } from './mail-inbox.js';

/** The contact page (spec 1 "/contact", §4, §5, §8; issue 24): form, details, newsletter sign-up. */

/** A message no earlier run has sent, so the mail found is this test's (and no repeat collapses it). */
const uniqueText = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniqueAddress = () => `contact-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name *' }),
    email: form.getByRole('textbox', { name: 'Email *' }),
    organization: form.getByRole('textbox', { name: 'Organization' }),
    topic: form.getByRole('combobox', { name: 'Topic' }),
    subject: form.getByRole('textbox', { name: 'Subject' }),
    message: form.getByRole('textbox', { name: 'Message *' }),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Holds the contact POST until `release()`, so the sending state can be seen. */
async function holdContactRequest(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${marketingApi.contact.send}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('contact page', () => {
  test('shows the form, the contact details and the newsletter sign-up; no axe violations', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const form = contactForm(page);
    await expect(form.name).toBeVisible();
    await expect(form.topic).toHaveValue('general');
    await expect(form.subject).toHaveCount(0);
    await expect(page.getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    await expect(
      page.getByRole('form', { name: 'Newsletter sign-up on the contact page' }).getByRole('textbox', {
        name: 'Email address',
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an empty send names the required fields, an invalid address its own message; nothing is sent', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(marketingApi.contact.send))
        posts.push(request.url());
    });
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.send.click();
    await expect(form.form.getByText(contactMessages.required)).toHaveCount(3);
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAccessibleDescription(contactMessages.required);
    await expectNoSeriousA11yViolations(page);

    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example');
    await form.message.fill('Hello');
    await form.send.click();
    await expect(form.email).toHaveAccessibleDescription(contactMessages.emailInvalid);
    await expect(form.form.getByText(contactMessages.required)).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('sends: Sending... and a loading toast, then the success toast, a reset form and both mails', async ({
    page,
  }) => {
    const address = uniqueAddress();
    const text = uniqueText('We would like to present our work at the summit.');
    await openPage(page, '/contact');
    const form = contactForm(page);
    const release = await holdContactRequest(page);
    await form.name.fill('Ada Lovelace');
    await form.email.fill(address);
    await form.organization.fill('Analytical Engines');
    await form.topic.selectOption({ label: 'Events' });
    await form.message.fill(text);
    await form.send.click();

    const sending = form.form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(notifications(page).getByText(contactMessages.sending)).toBeVisible();
    release();

    await expect(notifications(page).getByText(contactMessages.sent)).toBeVisible();
    await expect(notifications(page).getByText(contactMessages.sending)).toHaveCount(0);
    // The outcome stays under the form after the toast, and takes the focus from the disabled button.
    await expect(form.form.getByRole('status')).toHaveText(contactMessages.sent);
    await expect(form.form.getByRole('status')).toBeFocused();
    await expect(form.name).toHaveValue('');
    await expect(form.message).toHaveValue('');
    await expect(form.topic).toHaveValue('general');
    await expect(form.send).toBeEnabled();

    const notification = await mailTextContaining(brand.contactEmail, 'contact-notification', text);
    expect(notification).toContain(text);
    expect(notification).toContain('Topic: Events');
    const acknowledgement = await mailText(address, 'contact-acknowledgement');
    expect(acknowledgement).toContain(`Thank you for contacting the ${brand.name}`);
    expect(acknowledgement).not.toContain(text);
    expect(acknowledgement).not.toContain('Ada');
  });

  test('a failure shows the failure toast and keeps what was typed', async ({ page }) => {
    await page.route(`**${marketingApi.contact.send}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }),
      }),
    );
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example.org');
    await form.message.fill('Is anyone there?');
    await form.send.click();

    await expect(notifications(page).getByText(contactMessages.failed)).toBeVisible();
    await expect(form.form.getByRole('alert')).toHaveText(contactMessages.failed);
    await expect(form.name).toHaveValue('Ada Lovelace');
    await expect(form.message).toHaveValue('Is anyone there?');
    await expect(form.send).toBeEnabled();
  });

  test('with ?subject= from a program page the Subject line is shown above the message and sent', async ({
    page,
  }) => {
    const address = uniqueAddress();
    await openPage(page, `/contact?subject=${encodeURIComponent('BCI Accelerator application')}`);
    const form = contactForm(page);
    await expect(form.subject).toHaveValue('BCI Accelerator application');
    await expect(form.subject).toHaveAttribute('readonly', '');
    const subjectBox = await form.subject.boundingBox();
    const messageBox = await form.message.boundingBox();
    expect(subjectBox?.y ?? 0).toBeLessThan(messageBox?.y ?? 0);

    const text = uniqueText('Our startup would like to apply.');
    await form.name.fill('Grace Hopper');
    await form.email.fill(address);
    await form.message.fill(text);
    await form.send.click();
    await expect(notifications(page).getByText(contactMessages.sent)).toBeVisible();
    const notification = await mailTextContaining(brand.contactEmail, 'contact-notification', text);
    expect(notification).toContain(text);
    expect(notification).toContain('Subject: BCI Accelerator application');
  });

  test('works with the keyboard alone, typing straight into the server-rendered fields', async ({ page }) => {
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.name.focus();
    await page.keyboard.type('Katherine Johnson');
    await page.keyboard.press('Tab');
    await expect(form.email).toBeFocused();
    await page.keyboard.type(uniqueAddress());
    await page.keyboard.press('Tab');
    await expect(form.organization).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.topic).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.topic).toHaveValue('membership');
    await page.keyboard.press('Tab');
    await expect(form.message).toBeFocused();
    await page.keyboard.type(uniqueText('How do I become a member?'));
    await page.keyboard.press('Tab');
    await expect(form.send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notifications(page).getByText(contactMessages.sent)).toBeVisible();
    await expect(form.name).toHaveValue('');
  });
});
