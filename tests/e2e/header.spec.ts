import { brand } from '@gbc/brand';
import { accountLinks, joinButton } from '@gbc/site-map';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The header at the widths people use (spec 1 "Navigation"), and the welcome toast beside it. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no layout box');
  return box;
}

/** How many lines the element's text takes: the distinct tops of its text's line boxes. */
function textLineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function mobileMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Mobile' });
}

/** The element that has focus, described for a failure message (tag and text). */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${active.textContent?.trim() ?? ''}` : 'none';
  });
}

test.describe('desktop header', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px every item stays on one line, inside the bar, without overlapping`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/privacy');
      const header = page.getByRole('banner');
      const headerBox = await boxOf(header);
      // The logo's name and subtitle are two lines by design; it only has to stay in the bar.
      const logoBox = await boxOf(page.getByRole('link', { name: /\(home\)$/ }));
      const items = [
        ...(await mainNav(page).getByRole('listitem').all()).map((item) => item.locator('> *').first()),
        mainNav(page).getByRole('link', { name: accountLinks.signedOut.label }),
        mainNav(page).getByRole('link', { name: joinButton.label }),
      ];
      // The bar's content edge (inside its padding): items may not spill into the padding or past it.
      const barContentRight = await header
        .locator('> *')
        .first()
        .evaluate((bar) => {
          return bar.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(bar).paddingRight);
        });
      const boxes: Box[] = [logoBox];
      for (const item of items) {
        await expect(item).toBeVisible();
        expect(await textLineCount(item), `${await item.textContent()} takes one line`).toBe(1);
        const box = await boxOf(item);
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
        expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
        expect(box.x + box.width).toBeLessThanOrEqual(barContentRight + 0.5);
        for (const other of boxes) expect(overlaps(box, other)).toBe(false);
        boxes.push(box);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test('sign-in shows its label, and that label is its name', async ({ page }) => {
    await openPage(page, '/privacy');
    const signIn = mainNav(page).getByRole('link', { name: accountLinks.signedOut.label, exact: true });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveText(accountLinks.signedOut.label);
    await expect(signIn).toHaveAttribute('href', accountLinks.signedOut.href);
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
  });

  test('keeps focus inside while open, and Escape closes it and returns focus to the toggle', async ({
    page,
  }) => {
    await openPage(page, '/privacy');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(mobileMenu(page)).toBeVisible();
    const stops = (await mobileMenu(page).getByRole('link').count()) + 1;

    const inside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const panel = document.querySelector('nav[aria-label="Mobile"]');
        const toggleButton = document.querySelector('button[aria-label="Menu"]');
        return active !== null && (active === toggleButton || (panel?.contains(active) ?? false));
      });
    // Twice round the cycle forwards, then once backwards: focus never leaves the menu.
    for (let step = 0; step < 2 * stops; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after ${step + 1} Tab: ${await focusedElement(page)}`).toBe(true);
    }
    await expect(toggle).toBeFocused();
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `after ${step + 1} Shift+Tab: ${await focusedElement(page)}`).toBe(true);
    }
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a link followed from the menu leaves focus on the new page heading', async ({ page }) => {
    await openPage(page, '/privacy');
    await page.getByRole('button', { name: 'Menu' }).click();
    await mobileMenu(page).getByRole('link', { name: 'Programs', exact: true }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('route change', () => {
  test('focus moves to the new page heading, never to <body>', async ({ page }) => {
    await openPage(page, '/privacy');
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // A page of another remote, loaded on demand, takes focus the same way once it has arrived.
    await mainNav(page).getByRole('button', { name: 'Resources', exact: true }).click();
    await mainNav(page)
      .getByRole('link', { name: /^Programs/ })
      .click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(heading).toBeFocused();
  });
});

test.describe('welcome toast', () => {
  const welcomeTitle = `Welcome to the ${brand.name}`;

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width} px it covers neither the hero's buttons nor the open menu, and moves nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Every layout shift of the visit, named by what moved, so a failure says which element it was.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
        type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node?: Node }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((source) => {
              const node = source.node;
              if (!(node instanceof Element)) return node?.nodeName ?? '?';
              return `${node.tagName.toLowerCase()}(${node.textContent?.trim().slice(0, 40) ?? ''})`;
            });
            shifts.push(`${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openPage(page, '/');
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      await expect(toast).toContainText(welcomeTitle);

      const hero = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
      const heroButtons = await hero.getByRole('link').all();
      expect(heroButtons.length).toBeGreaterThanOrEqual(2);
      const toastBox = await boxOf(toast);
      for (const button of heroButtons) {
        expect(overlaps(toastBox, await boxOf(button)), `${await button.textContent()} stays clear`).toBe(
          false,
        );
      }

      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(mobileMenu(page)).toBeVisible();
      const panelBox = await boxOf(mobileMenu(page));
      if (overlaps(toastBox, panelBox)) {
        // Where they meet, the menu is on top.
        const x = Math.max(toastBox.x, panelBox.x) + 4;
        const y = Math.max(toastBox.y, panelBox.y) + 4;
        const onTop = await page.evaluate(
          (point) =>
            document.elementFromPoint(point.x, point.y)?.closest('nav')?.getAttribute('aria-label') ?? null,
          { x, y },
        );
        expect(onTop).toBe('Mobile');
      }
      await page.getByRole('button', { name: 'Menu' }).click();

      // The toast closes itself (spec: 5000 ms); neither its arrival nor its leaving moves the page.
      await expect(toast).toHaveCount(0, { timeout: 8_000 });
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
