import {
  marketingApi,
  type Vignette,
  type VignetteSummary,
  vignetteDetailResponseSchema,
  vignetteListResponseSchema,
} from '@gbc/contracts/marketing';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The page shows dates as "March 5, 2026", in UTC like the site's formatter. */
function longUsDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

async function listVignettes(request: APIRequestContext, query: string): Promise<VignetteSummary[]> {
  const response = await request.get(`${marketingApi.vignettes.list}?${query}`);
  expect(response.ok()).toBe(true);
  return vignetteListResponseSchema.parse(await response.json()).items;
}

/** The newest published vignette, with all its fields; the seeded site always has one. */
async function newestVignette(request: APIRequestContext): Promise<Vignette> {
  const [summary] = await listVignettes(request, 'fields=compact&limit=1');
  if (!summary) throw new Error('No published vignette: seed the marketing service');
  const response = await request.get(marketingApi.vignettes.bySlug(summary.slug));
  expect(response.ok()).toBe(true);
  return vignetteDetailResponseSchema.parse(await response.json()).vignette;
}

/** The first words of the body as a reader sees them (tags stripped, entities decoded, by the browser). */
async function bodyOpening(page: Page, html: string): Promise<string> {
  return page.evaluate(
    (content) =>
      (new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '')
        .trim()
        .slice(0, 40)
        .trim(),
    html,
  );
}

const vignetteCards = (page: Page) => page.getByRole('main').locator('a[href^="/vignettes/"]');

test.describe('vignettes list', () => {
  test('opens a vignette from its card', async ({ page, request }) => {
    const vignette = await newestVignette(request);
    await openPage(page, '/vignettes');
    await expect(page.getByRole('heading', { level: 1, name: 'Vignettes' })).toBeVisible();
    await expect(page).toHaveTitle('Vignettes - GBC');

    await page.getByRole('link', { name: vignette.title, exact: true }).first().click();
    await expect(page).toHaveURL(`/vignettes/${vignette.slug}`);

    // The vignette itself; the More Vignettes cards are articles too.
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(vignette.title);
    await expect(article).toContainText(longUsDate(vignette.createdAt));
    await expect(article).toContainText(`${vignette.readTime} min read`);
    await expect(article).toContainText(vignette.author);
    await expect(article).toContainText(vignette.excerpt);
    const tags = article.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveText(vignette.tags);
    await expect(article).toContainText(await bodyOpening(page, vignette.content));
    await expect(page).toHaveTitle(`${vignette.title} - GBC`);
  });

  test('filters by one tag, kept in the URL, and "All" clears it', async ({ page, request }) => {
    const all = await listVignettes(request, 'fields=compact');
    await openPage(page, '/vignettes');
    const filter = page.getByRole('group', { name: 'Filter by tag' });
    await expect(filter).toBeVisible();
    await expect(vignetteCards(page)).toHaveCount(all.length);

    const tag = (await filter.getByRole('button').nth(1).textContent())?.trim() ?? '';
    const tagQuery = new URLSearchParams({ tag }).toString();
    const tagged = await listVignettes(request, `fields=compact&${tagQuery}`);
    await filter.getByRole('button', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(`/vignettes?${tagQuery}`);
    await expect(filter.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(vignetteCards(page)).toHaveCount(tagged.length);

    await filter.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL('/vignettes');
    await expect(vignetteCards(page)).toHaveCount(all.length);
  });

  test('a shared filter link shows the empty state for an unused tag', async ({ page }) => {
    await openPage(page, '/vignettes?tag=no-such-tag');
    await expect(page.getByRole('heading', { name: 'No vignettes found' })).toBeVisible();
    await expect(page.getByText('No vignettes tagged with no-such-tag')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/vignettes');
    await expect(vignetteCards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('vignette detail', () => {
  test('an unknown slug answers 404 and shows the not-found view', async ({ page }) => {
    const response = await openPage(page, '/vignettes/no-such-slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Vignette Not Found' })).toBeVisible();
    await expect(
      page.getByText("The vignette you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Vignettes' }).click();
    await expect(page).toHaveURL('/vignettes');
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const vignette = await newestVignette(request);
    await openPage(page, `/vignettes/${vignette.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: vignette.title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'More Vignettes' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('on a large screen', () => {
    test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the share panel copies the link and confirms with a toast', async ({ page, request }) => {
      const vignette = await newestVignette(request);
      await openPage(page, `/vignettes/${vignette.slug}`);
      const panel = page.getByRole('complementary', { name: 'Share this vignette' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
        'target',
        '_blank',
      );

      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied!')).toBeVisible();
      await expect(page.getByText('The vignette link has been copied to your clipboard.')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).pathname).toBe(`/vignettes/${vignette.slug}`);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the share panel is not shown', async ({ page, request }) => {
      const vignette = await newestVignette(request);
      await openPage(page, `/vignettes/${vignette.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: vignette.title })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Share this vignette' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    });
  });
});
