import { marketingApi } from '@gbc/contracts/marketing';
import { productsApi } from '@gbc/contracts/products';
import { programsApi } from '@gbc/contracts/programs';
import { ratpakApi } from '@gbc/contracts/ratpak';
import { surveyApi } from '@gbc/contracts/survey';
import { accessTokenOf, uniqueEmail } from './accounts.js';
import { bootstrapAdmin } from './admin.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The admin data screens (issue 28): moderation, leads, people and privacy, as an admin with TOTP. */

// Making an admin walks the CLI, the bootstrap link and TOTP enrolment.
test.describe.configure({ timeout: 120_000 });

const storyContent =
  'A neural interface let me write again after years; this is how the trial went for me. '.repeat(4);

test('an admin approves a consenting story; a story without publish consent offers no approval', async ({
  page,
}) => {
  const title = `Story ${Date.now()}`;
  for (const consentPublish of [true, false]) {
    const response = await page.request.post(programsApi.stories.submit, {
      data: {
        name: 'Ada Example',
        email: uniqueEmail('story'),
        storyType: 'personal',
        storyTitle: `${title} ${consentPublish ? 'public' : 'private'}`,
        storyContent,
        consentPublish,
        consentContact: false,
      },
    });
    expect(response.status()).toBe(201);
  }
  await bootstrapAdmin(page, 'moderator');
  await openPage(page, '/admin/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Story Moderation' })).toBeVisible();
  const publicRow = page.getByRole('row').filter({ hasText: `${title} public` });
  const privateRow = page.getByRole('row').filter({ hasText: `${title} private` });
  await expect(privateRow.getByText('No publish consent: this story cannot be published.')).toBeVisible();
  await expect(privateRow.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await publicRow.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(publicRow).toHaveCount(0);
  await page.getByLabel('Status').selectOption('published');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${title} public` })
      .getByText('Approved'),
  ).toBeVisible();
});

test('leads list contact messages with a search filter; people and privacy export and erase an address', async ({
  page,
}) => {
  const address = uniqueEmail('lead');
  const sent = await page.request.post(marketingApi.contact.send, {
    data: { name: 'Lead Person', email: address, message: 'Please tell me about membership.' },
  });
  expect(sent.status()).toBe(202);
  await bootstrapAdmin(page, 'leads');
  await openPage(page, '/admin/leads');
  await page.getByLabel('Search').fill(address);
  const messages = page.getByRole('table', { name: 'Contact messages' });
  await expect(messages.getByRole('row').filter({ hasText: address })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^contact-messages-.*\.csv$/);

  await openPage(page, '/admin/people');
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportRequest = page.getByTestId('privacy-request').filter({ hasText: `Export: ${address}` });
  await expect(exportRequest).toContainText('Complete', { timeout: 30_000 });
  await expect(exportRequest).toContainText('marketing: Confirmed');
  await expectNoSeriousA11yViolations(page);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  const erasure = page.getByTestId('privacy-request').filter({ hasText: 'Erase: #' });
  await expect(erasure.first()).toContainText('Complete', { timeout: 30_000 });
  await openPage(page, '/admin/leads');
  await page.getByLabel('Search').fill(address);
  await expect(page.getByText('No records match these filters.').first()).toBeVisible();
});

test('leads list RATPAK trial leads and early-access requests of products and RATPAK, with CSV export', async ({
  page,
}) => {
  const address = uniqueEmail('sales');
  const trial = await page.request.post(ratpakApi.leads.soilWhisperer, {
    data: { name: 'Trial Farmer', email: address, company: 'Trial Farms', acreage: 300, consent: true },
  });
  expect(trial.status()).toBe(202);
  const gate = await page.request.post(productsApi.accessRequests, {
    data: { name: 'Gate Keeper', email: address, interestLevel: 'medium', productPage: 'pawlink' },
  });
  expect(gate.status()).toBe(202);
  const ratpakGate = await page.request.post(ratpakApi.accessRequests, {
    data: { name: 'Drone Keeper', email: address, interestLevel: 'high', productPage: 'ratpak' },
  });
  expect(ratpakGate.status()).toBe(202);
  await bootstrapAdmin(page, 'sales');
  await openPage(page, '/admin/leads');
  await page.getByLabel('Search').fill(address);
  const leads = page.getByRole('table', { name: 'RATPAK demo and trial leads' });
  await expect(leads.getByRole('row').filter({ hasText: 'Trial lead (Soil Whisperer)' })).toHaveCount(1);
  const products = page.getByRole('table', { name: /^Early-access requests: EquineLink/ });
  await expect(products.getByRole('row').filter({ hasText: 'pawlink' })).toHaveCount(1);
  await page.getByLabel('Product', { exact: true }).selectOption('equinelink');
  await expect(products).toHaveCount(0);
  const ratpakRequests = page.getByRole('table', { name: 'Early-access requests: RATPAK' });
  await expect(ratpakRequests.getByRole('row').filter({ hasText: 'Drone Keeper' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).nth(2).click();
  expect((await download).suggestedFilename()).toMatch(/^leads-.*\.csv$/);
});

test('an admin publishes a draft vignette and it appears on /vignettes', async ({ page }) => {
  await bootstrapAdmin(page, 'editor');
  const slug = `e2e-draft-${Date.now()}`;
  const title = `A draft about consent ${Date.now()}`;
  const created = await page.request.post(marketingApi.vignettes.list, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: {
      title,
      slug,
      excerpt: 'A short piece written for the end-to-end test.',
      content: '<p>The interface asked before it listened.</p>',
      tags: ['consent'],
      readTime: 2,
      author: 'An Editor',
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  await openPage(page, '/vignettes');
  await expect(page.getByText(title)).toHaveCount(0);

  await openPage(page, '/admin/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Vignette Publishing' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row).toHaveCount(0);
  await openPage(page, '/vignettes');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('survey results show responses by state and section means as accessible tables', async ({ page }) => {
  expect((await page.request.post(surveyApi.start)).status()).toBe(201);
  await bootstrapAdmin(page, 'results');
  await openPage(page, '/admin/results');
  const counts = page.getByRole('table', { name: 'Responses by state' });
  const opened = counts.getByRole('row', { name: /^Opened/ });
  await expect(opened).toBeVisible();
  expect(Number((await opened.getByRole('cell').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  const means = page.getByRole('table', { name: /^Mean rating per section/ });
  await expect(means.getByRole('row', { name: /^General attitudes/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
