import { brand } from '@gbc/brand';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The shell (spec 1: navigation, footer, route-change behaviours, 404, health and crash-safe pages). */

const unavailableHeading = 'This section is temporarily unavailable';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function menuTrigger(page: Page, label: string) {
  return mainNav(page).getByRole('button', { name: label, exact: true });
}

/** Waits until the routed page has faded in completely, so colours and layout are final. */
async function waitForPageShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fade = document.querySelector('[data-page-visible]');
    return fade?.getAttribute('data-page-visible') === 'true' && getComputedStyle(fade).opacity === '1';
  });
}

async function expectPageHeading(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('navigation bar', () => {
  test('top links navigate and mark the current page', async ({ page }) => {
    await openPage(page, '/');
    for (const [label, path] of [
      ['About', '/about'],
      ['Focus', '/focus'],
      ['Future', '/future'],
      ['Contact', '/contact'],
      ['Home', '/'],
    ] as const) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectPageHeading(page);
    }
  });

  test('the join button goes to membership', async ({ page }) => {
    await openPage(page, '/about');
    await mainNav(page).getByRole('link', { name: 'Join GBC' }).click();
    await expect(page).toHaveURL('/membership');
  });

  for (const [menu, linkName, path] of [
    ['Products', /^EquineLink/, '/equinelink'],
    ['Organization', /^Partners/, '/partners'],
    ['Resources', /^Vignettes/, '/vignettes'],
  ] as const) {
    test(`${menu} menu opens by keyboard, closes on Escape and navigates`, async ({ page }) => {
      await openPage(page, '/about');
      const trigger = menuTrigger(page, menu);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link').first()).toBeFocused();
      await panel.getByRole('link', { name: linkName }).click();
      await expect(page).toHaveURL(path);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test(`${menu} menu opens on hover and closes when the pointer leaves`, async ({ page }) => {
      await openPage(page, '/about');
      const trigger = menuTrigger(page, menu);
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
      await page.mouse.move(10, 600);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('NeuroPAK opens the external site in a new tab', async ({ page }) => {
    await openPage(page, '/');
    await menuTrigger(page, 'Products').click();
    const neuropak = mainNav(page).getByRole('link', { name: /NeuroPAK/ });
    await expect(neuropak).toHaveAttribute('target', '_blank');
    await expect(neuropak).toHaveAttribute('href', /^https:\/\//);
  });

  test('the header changes style once the page is scrolled past 20 px', async ({ page }) => {
    await openPage(page, '/');
    await waitForPageShown(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a new page starts at the top', async ({ page }) => {
    await openPage(page, '/');
    await waitForPageShown(page);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the menu button and closes on navigation', async ({ page }) => {
    await openPage(page, '/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Site Audit' })).toHaveAttribute('href', '/site-audit');

    await mobileNav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and gives focus back to the button', async ({ page }) => {
    await openPage(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('footer', () => {
  for (const [label, path] of [
    ['About Us', '/about'],
    ['Policy Briefs', '/resources?filter=policy-briefs'],
    ['Donate', '/donations'],
    ['Privacy', '/privacy'],
  ] as const) {
    test(`"${label}" navigates to ${path}`, async ({ page }) => {
      await openPage(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectPageHeading(page);
    });
  }

  test('shows the coming-soon resources and the copyright year', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Position Statements')).toContainText('August 2024');
    await expect(footer.getByText('Ethics Toolkit')).toContainText('July 2024');
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${brand.name}`)).toBeVisible();
  });

  test('validates the newsletter address before sending', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');
    // The form loads as the footer nears the viewport, as it does for a visitor scrolling down.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter your email address')).toBeVisible();
    await footer.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  });
});

test.describe('favicon and logo per path', () => {
  for (const [path, favicon] of [
    // A built remote's pages use the icon it serves itself (its manifest names it).
    ['/ratpak/verticals/laser-delight', '/remotes/ratpak/favicons/laser-delight.svg'],
    ['/ratpak/verticals/soil-whisperer', '/remotes/ratpak/favicons/leaf.svg'],
    ['/ratpak', '/remotes/ratpak/favicons/ratpak.svg'],
    ['/equinelink', '/remotes/products/favicons/equinelink.svg'],
    ['/pawlink', '/remotes/products/favicons/pawlink.svg'],
    ['/about', '/remotes/marketing/favicons/default.svg'],
  ] as const) {
    test(`${path} uses ${favicon}`, async ({ page, request }) => {
      await openPage(page, path);
      await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute('href', favicon);
      const icon = await request.get(favicon);
      expect(icon.status()).toBe(200);
      expect(await icon.text()).toContain('<svg');
    });
  }

  test('the favicon follows client-side navigation', async ({ page }) => {
    await openPage(page, '/');
    await menuTrigger(page, 'Products').click();
    await mainNav(page)
      .getByRole('link', { name: /^EquineLink/ })
      .click();
    await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute(
      'href',
      '/remotes/products/favicons/equinelink.svg',
    );
  });

  for (const [path, variant] of [
    ['/equinelink', 'equinelink'],
    ['/pawlink', 'pawlink'],
    ['/ratpak', 'ratpak'],
    ['/ratpak/verticals/agri-swarm', 'ratpak'],
    ['/about', 'master'],
  ] as const) {
    test(`${path} shows the ${variant} logo`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('banner').locator('[data-logo-variant]')).toHaveAttribute(
        'data-logo-variant',
        variant,
      );
    });
  }
});

test.describe('system pages', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await openPage(page, '/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - GBC');
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const path of ['/__health', '/__safe']) {
    test(`${path} says the app is running and shows the path`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'App is Running' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(path);
      await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Take the Signal Economy Survey' })).toHaveAttribute(
        'href',
        '/signal-economy-survey',
      );
    });
  }
});

test.describe('a remote that is down', () => {
  test('shows the fallback inside the layout, and Retry loads the page once it is back', async ({ page }) => {
    const marketingFiles = '**/remotes/marketing/**';
    await page.route(marketingFiles, (route) => route.abort());
    await openPage(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('marketing');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.unroute(marketingFiles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/this-page-does-not-exist', '/__health']) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await openPage(page, path);
      await expectPageHeading(page);
      await waitForPageShown(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the open desktop menu and the open mobile menu have no serious axe violations', async ({ page }) => {
    await openPage(page, '/__health');
    await waitForPageShown(page);
    await menuTrigger(page, 'Resources').click();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the skip link is the first tab stop and moves focus to the page', async ({ page }) => {
    await openPage(page, '/__health');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
