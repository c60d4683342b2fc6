import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

const total = 35;

function companies(page: Page): Locator {
  return page.getByRole('region', { name: 'Companies' }).getByRole('listitem');
}

function countLine(page: Page): Locator {
  return page.getByRole('region', { name: 'Companies' }).getByRole('status');
}

/** The count line agrees with the cards shown, and every card carries each of the given labels. */
async function expectShownCompanies(page: Page, labels: string[]): Promise<number> {
  const cards = companies(page);
  const shown = await cards.count();
  await expect(countLine(page)).toHaveText(`Showing ${shown} of ${total} companies`);
  for (const card of await cards.all())
    for (const label of labels) await expect(card.getByText(label, { exact: true })).toHaveCount(1);
  return shown;
}

test.describe('/supporters', () => {
  test('shows the directory with its statistics, badges and count', async ({ page }) => {
    const response = await openPage(page, '/supporters');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('BCI Ecosystem Directory - GBC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BCI Ecosystem Directory');
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} companies`);
    await expect(companies(page)).toHaveCount(total);
    const statistics = page.getByRole('region', { name: 'The ecosystem at a glance' }).getByRole('listitem');
    await expect(statistics).toHaveCount(4);
    await expect(statistics.first()).toHaveText(`${total}Total companies`);
    await expect(page.getByText(/^Data compiled [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
    // Badge colours: an invasive and a non-invasive company's type badges differ.
    const invasiveBadge = companies(page)
      .filter({ hasText: 'Neuralink' })
      .getByText('Invasive', { exact: true });
    const nonInvasiveBadge = companies(page)
      .filter({ hasText: 'Kernel' })
      .getByText('Non-Invasive', { exact: true });
    const background = (badge: Locator) => badge.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background(invasiveBadge)).not.toBe(await background(nonInvasiveBadge));
    await expect(page.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);
  });

  test('combines search and filters with AND, keeps them in the URL and shows the empty state', async ({
    page,
  }) => {
    await openPage(page, '/supporters');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Invasive');
    await expect(page).toHaveURL('/supporters?type=invasive');
    const invasive = await expectShownCompanies(page, ['Invasive']);
    expect(invasive).toBeGreaterThan(1);
    expect(invasive).toBeLessThan(total);

    await page.getByRole('combobox', { name: 'Maturity' }).selectOption('Startup');
    await expect(page).toHaveURL('/supporters?type=invasive&maturity=startup');
    const invasiveStartups = await expectShownCompanies(page, ['Invasive', 'Startup']);
    expect(invasiveStartups).toBeGreaterThan(0);
    expect(invasiveStartups).toBeLessThan(invasive);

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('graphene');
    await expect(page).toHaveURL('/supporters?type=invasive&maturity=startup&q=graphene');
    await expect(companies(page)).toHaveCount(1);
    await expect(companies(page).getByRole('heading')).toHaveText('INBRAIN Neuroelectronics');
    await expect(countLine(page)).toHaveText(`Showing 1 of ${total} companies`);

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('no such company anywhere');
    await expect(countLine(page)).toHaveText(`Showing 0 of ${total} companies`);
    await expect(page.getByText('No companies match your search')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The shared link opens the same view.
    const shared = page.url();
    const other = await page.context().newPage();
    await openPage(other, shared);
    await expect(countLine(other)).toHaveText(`Showing 0 of ${total} companies`);
    await expect(other.getByRole('searchbox', { name: 'Search companies' })).toHaveValue(
      'no such company anywhere',
    );
    await expect(other.getByRole('combobox', { name: 'Type' })).toHaveValue('invasive');
    await other.close();

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/supporters');
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} companies`);
    await expect(page.getByRole('combobox', { name: 'Maturity' })).toHaveValue('');
  });

  test('renders a filtered view on the server from the URL', async ({ request, page }) => {
    const path = '/supporters?type=non-invasive&application=consumer';
    await openPage(page, path);
    const shown = await expectShownCompanies(page, ['Non-Invasive', 'Consumer']);
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Showing ${shown} of ${total} companies`);
    expect(html).toContain('Neurosity');
    expect(html).not.toContain('Neuralink');
    expect(html).toMatch(/<option value="consumer" selected="">Consumer<\/option>/);
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await openPage(page, '/supporters');
    const search = page.getByRole('searchbox', { name: 'Search companies' });
    await search.focus();
    await page.keyboard.type('EEG');
    await expect(page).toHaveURL('/supporters?q=EEG');
    const withEeg = await expectShownCompanies(page, []);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Type' })).toBeFocused();
    // In a closed native select the arrow keys change the choice (All types → Invasive → Non-Invasive).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL('/supporters?q=EEG&type=non-invasive');
    expect(await expectShownCompanies(page, ['Non-Invasive'])).toBeLessThanOrEqual(withEeg);
    for (const name of ['Application', 'Maturity', 'Innovation']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/supporters');
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} companies`);
  });
});

test.describe('/supporters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters through the GET form', async ({ page }) => {
    await page.goto('/supporters');
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('stroke');
    await page.getByRole('combobox', { name: 'Application' }).selectOption('Medical');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/supporters\?q=stroke&type=&application=medical&maturity=&innovation=$/);
    const shown = await expectShownCompanies(page, ['Medical']);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/supporters');
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} companies`);
  });
});
