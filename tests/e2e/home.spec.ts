import { brand } from '@gbc/brand';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, reloadPage, test } from './fixtures.js';

/** The h2 of every home section, in page order (spec 1 "Home"). */
const sectionHeadings = [
  'About the Council',
  'Our Mission',
  'Milestones and Roadmap',
  'Work Areas',
  'Focus Areas',
  'Three Pillars',
  'Global BCI Summit 2026',
  'Latest Vignettes',
  'Featured Technologies',
  'Featured Future Vignettes',
  'Help shape trust in neurotechnology',
  'Join the Movement',
];

const welcomeTitle = `Welcome to the ${brand.name}`;

/** Opens the home page and waits for the last vignette-backed section, so the page has settled. */
async function openHome(page: Page): Promise<void> {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Future Vignettes' })).toBeVisible();
}

function milestoneItems(page: Page) {
  return page.getByRole('region', { name: 'Milestone timeline' }).getByRole('listitem');
}

async function firstTwoBoxes(page: Page) {
  const items = milestoneItems(page);
  await expect(items).toHaveCount(7);
  const first = await items.nth(0).boundingBox();
  const second = await items.nth(1).boundingBox();
  if (!first || !second) throw new Error('milestone items have no layout box');
  return { first, second };
}

test.describe('/ (home)', () => {
  test('shows every section, in order, under one h1', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle(brand.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const name of sectionHeadings) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const h2s = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.filter((text) => sectionHeadings.includes(text))).toEqual(sectionHeadings);
    await expect(page.getByText('15-20 minutes • Anonymous • GDPR Compliant')).toBeVisible();
  });

  test('welcomes a first-time visitor with a toast, and not after a reload', async ({ page }) => {
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await openHome(page);
    await expect(notifications.getByText(welcomeTitle)).toBeVisible();

    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Future Vignettes' })).toBeVisible();
    await expect(notifications.getByText(welcomeTitle)).toHaveCount(0);
  });

  test('leads from the hero to a published vignette', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Read a Dystopian Vignette' }).click();
    await expect(page).toHaveURL(/\/vignettes\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vignette Not Found' })).toHaveCount(0);
  });

  test('opens one focus card at a time', async ({ page }) => {
    await openHome(page);
    const focus = page.getByRole('region', { name: 'Focus Areas' });
    const toggles = focus.getByRole('button', { name: /^(Learn more|Show less)$/ });
    await expect(toggles).toHaveCount(6);

    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(0)).toHaveText('Show less');

    await toggles.nth(3).press('Enter');
    await expect(toggles.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggles.nth(0)).toHaveText('Learn more');
    await expect(focus.getByRole('button', { name: 'Show less' })).toHaveCount(1);
  });

  test('lays the milestones out as a horizontal scroller on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    const { first, second } = await firstTwoBoxes(page);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);

    const scroller = page.getByRole('region', { name: 'Milestone timeline' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });

  test('lays the milestones out as a vertical timeline on a desktop', async ({ page }) => {
    await openHome(page);
    const { first, second } = await firstTwoBoxes(page);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    await expect(milestoneItems(page).getByText('Completed')).toHaveCount(2);
    await expect(milestoneItems(page).getByText('In Progress')).toHaveCount(2);
    await expect(milestoneItems(page).getByText('Upcoming')).toHaveCount(3);
  });

  test('shows three vignettes per view at 1280 px and loops with the arrows', async ({ page }) => {
    await openHome(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.first()).toHaveAttribute('aria-label', /^1 of \d+$/);
    const total = Number((await slides.first().getAttribute('aria-label'))?.split(' of ')[1]);
    expect(total).toBeGreaterThan(3);

    await carousel.getByRole('button', { name: 'Next vignettes' }).click();
    await expect(slides.first()).toHaveAttribute('aria-label', `2 of ${total}`);
    await expect(slides).toHaveCount(3);

    const previous = carousel.getByRole('button', { name: 'Previous vignettes' });
    await previous.click();
    await previous.click();
    await expect(slides.first()).toHaveAttribute('aria-label', `${total} of ${total}`);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
