import { readFile } from 'node:fs/promises';
import { marketingApi } from '@gbc/contracts/marketing';
import { productsApi } from '@gbc/contracts/products';
import { programsApi } from '@gbc/contracts/programs';
import { ratpakApi } from '@gbc/contracts/ratpak';
import { exampleSurveyAnswers, surveyApi } from '@gbc/contracts/survey';
import { resultsCopy } from '../../mfe-admin/src/results/content/results-copy.js';
import { uniqueEmail } from './accounts.js';
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

test('an admin writes a draft in the editor (bold, a link, a table and an image), previews it, publishes it, and /vignettes shows it formatted', async ({
  page,
}) => {
  await bootstrapAdmin(page, 'editor');
  const stamp = Date.now();
  const slug = `e2e-draft-${stamp}`;
  const title = `A draft about consent ${stamp}`;
  await openPage(page, '/admin/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Vignette Publishing' })).toBeVisible();
  await page.getByRole('button', { name: 'New vignette' }).click();
  const form = page.getByRole('form', { name: 'New vignette' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Summary').fill('A short piece written for the end-to-end test.');
  await form.getByLabel('Tags').fill('consent, e2e');
  await form.getByLabel('Author').fill('An Editor');

  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('The interface asked ');
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('before');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' it listened. Read the ');
  await page.keyboard.type('charter');
  for (let i = 0; i < 'charter'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByLabel('Link address').fill('/about');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(body.getByRole('link', { name: 'charter' })).toHaveAttribute('href', '/about');

  // A table with a header row, one row added from the toolbar, then an image with its alternative text.
  // Back in the writing area (the editor takes focus back a frame later), after the linked word.
  await body.press('End');
  await body.press('Enter');
  await toolbar.getByRole('button', { name: 'Table', exact: true }).click();
  const cells = ['Signal', 'Meaning', 'Count', 'Blink', 'Yes', 'One', 'Nod', 'Later', 'Two'];
  for (const [index, text] of cells.entries()) {
    // Tab moves to the next cell; from the last one it would add a row, which the toolbar does here.
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await toolbar.getByRole('button', { name: 'Add row' }).click();
  await expect(body.getByRole('row')).toHaveCount(4);
  await page.keyboard.press('Control+End');
  await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
  await form.getByLabel('Image address').fill('/logos/master.svg');
  await form.getByLabel('Alternative text').fill('The council emblem');
  await form.getByRole('button', { name: 'Insert image' }).click();
  await expect(body.getByRole('img', { name: 'The council emblem' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save draft' }).click();

  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByText('Status: Draft')).toBeVisible();
  const preview = panel.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('before');
  await expect(preview.getByRole('link', { name: 'charter' })).toHaveAttribute('href', '/about');
  await expectNoSeriousA11yViolations(page);
  await openPage(page, '/vignettes');
  await expect(page.getByText(title)).toHaveCount(0);

  await openPage(page, '/admin/publishing');
  await page.getByRole('button', { name: `Open “${title}”` }).click();
  await page.getByRole('region', { name: title }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the vignette is on the public list now.')).toBeVisible();
  await openPage(page, '/vignettes');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(article.locator('strong')).toHaveText('before');
  await expect(article.getByRole('link', { name: 'charter' })).toHaveAttribute('href', '/about');
  const table = article.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Signal', 'Meaning', 'Count']);
  await expect(table.getByRole('row', { name: 'Nod Later Two' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(article.getByRole('img', { name: 'The council emblem' })).toHaveAttribute(
    'src',
    '/logos/master.svg',
  );
  await expectNoSeriousA11yViolations(page);
});

test('survey results show responses by state and section means as accessible tables', async ({ page }) => {
  expect((await page.request.post(surveyApi.start)).status()).toBe(201);
  const started = await page.request.post(surveyApi.start);
  const { responseId, sessionId } = await started.json();
  const submitted = await page.request.post(surveyApi.submit, {
    data: { sessionId, sections: exampleSurveyAnswers(4) },
  });
  expect(submitted.status()).toBe(200);
  await bootstrapAdmin(page, 'results');
  await openPage(page, '/admin/results');
  const counts = page.getByRole('table', { name: 'Responses by state' });
  const opened = counts.getByRole('row', { name: /^Opened/ });
  await expect(opened).toBeVisible();
  expect(Number((await opened.getByRole('cell').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  const means = page.getByRole('table', { name: /^Mean rating per section/ });
  await expect(means.getByRole('row', { name: /^General attitudes/ })).toBeVisible();

  // Over time: the chart is one described image, and its table has today's completed response.
  await expect(page.getByRole('img', { name: resultsCopy.overTime.chartTitle(30) })).toBeVisible();
  const overTime = page.getByRole('table', { name: resultsCopy.overTime.tableCaption });
  await expect(overTime.getByRole('row')).toHaveCount(31);
  const today = overTime.getByRole('row', { name: new RegExp(`^${new Date().toISOString().slice(0, 10)}`) });
  const completedToday = today.getByRole('cell').first();
  expect(Number((await completedToday.textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  await page.getByLabel(resultsCopy.overTime.window).selectOption('90');
  await expect(page.getByRole('img', { name: resultsCopy.overTime.chartTitle(90) })).toBeVisible();
  await expect(overTime.getByRole('row')).toHaveCount(91);

  // Per item: the stacked bars of the chosen section, and their table with an "Agree" answer counted.
  await page.getByLabel(resultsCopy.items.sectionLabel).selectOption('autonomy');
  await expect(page.getByRole('img', { name: resultsCopy.items.chartTitle('Autonomy') })).toBeVisible();
  const items = page.getByRole('table', { name: resultsCopy.items.tableCaption('Autonomy') });
  const costs = items.getByRole('row', { name: /^All costs are disclosed up front/ });
  expect(Number((await costs.getByRole('cell').nth(3).textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: resultsCopy.download.button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header?.split(',').slice(0, 3)).toEqual(['id', 'completed_at', 'age_confirmed']);
  expect(rows.filter((row) => row.startsWith(`${responseId},`))).toHaveLength(1);
});
