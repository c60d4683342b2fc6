import { readFile } from 'node:fs/promises';
import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { identityApi } from '@gbc/contracts/identity';
import { membershipAmountRangeMessage, paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { membershipProspectus, productsApi } from '@gbc/contracts/products';
import { faviconForPath, logoVariantForPath } from '@gbc/site-map';
import { PDFDocument } from 'pdf-lib';
import { signUpAndVerify, uniqueEmail } from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailText } from './mail-inbox.js';

test.describe('early-access gate', () => {
  test('opens for a visitor over the full page; axe passes with it open; closing grants the page', async ({
    page,
  }) => {
    await openPage(page, '/equinelink');
    const dialog = page.getByRole('dialog', { name: 'Request Early Access' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'EquineLink' })).toBeVisible();
    await expect(page.locator('#technology')).toContainText('72-hour battery');
  });

  test('keyboard only: the request is stored and acknowledged by mail', async ({ page }) => {
    const email = uniqueEmail('gate');
    await openPage(page, '/pawlink');
    const dialog = page.getByRole('dialog', { name: 'Request Early Access' });
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await dialog.getByLabel('Interest Level').selectOption('medium');
    await dialog.getByLabel('Interest Level').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(earlyAccessMessages.succeeded)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await mailText(email, 'products-access-request-acknowledgement')).toContain('PawLink');
  });
});

test.describe('product pages', () => {
  test('/products shows both tier sections with the catalogue prices', async ({ page }) => {
    await openPage(page, '/products?checkout=none');
    for (const price of ['$24,999', '$49,999', '$99,999', '$19,999', '$39,999', '$79,999']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
  });

  test('/membership shows the four tiers in AUD', async ({ page }) => {
    await openPage(page, '/membership');
    for (const price of ['$20,000 to $50,000', '$3,000 to $15,000', '$75 to $350', '$120']) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('/membership/success answers with the ?tier= title without a checkout', async ({ page }) => {
    await openPage(page, '/membership/success?tier=advocate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Advocate');
  });

  test('/neuropak links the external site in a new tab', async ({ page }) => {
    await openPage(page, '/neuropak');
    await expect(page.getByRole('link', { name: /Visit the NeuroPAK site/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

/** Spec 2 §2 and §9, page by page: each section by its anchor, with the figures it must show. */
const brandPages = [
  {
    path: '/equinelink',
    specs: ['16-64 channel', '0.1 microvolt', '85 g', 'under 50 ms', '72-hour battery', 'IP67'],
    applications: 4,
    hardware: ['$75,000-$95,000', '$60,000-$80,000', '$45,000-$65,000', '$30,000-$40,000'],
    consultationLinks: ['/contact', '/products', '/pawlink'],
  },
  {
    path: '/pawlink',
    specs: ['8-32 channel', '0.05 microvolt', '45 g', 'under 30 ms', '48-hour battery', 'IP68'],
    applications: 6,
    hardware: ['$45,000-$65,000', '$35,000-$50,000', '$25,000-$35,000', '$15,000-$25,000'],
    consultationLinks: ['/contact', '/products', '/equinelink'],
  },
  {
    path: '/pinnipedlink',
    specs: ['12-48 channel', '0.02 microvolt', '35 g', 'under 25 ms', '96-hour battery', 'IPX8 at 200 m'],
    applications: 4,
    hardware: ['$85,000-$120,000', '$65,000-$85,000', '$45,000-$65,000', '$30,000-$45,000'],
    consultationLinks: ['/contact', '/products', '/equinelink'],
  },
] as const;

test.describe('sections and figures', () => {
  for (const brandPage of brandPages) {
    test(`${brandPage.path}: specs, applications, four hardware systems, three testimonials, consultation`, async ({
      page,
    }) => {
      await openPage(page, brandPage.path);
      await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
      const technology = page.locator('#technology');
      for (const figure of brandPage.specs) await expect(technology).toContainText(figure);
      await expect(page.locator('#applications li')).toHaveCount(brandPage.applications);
      const hardware = page.locator('#hardware > * li[aria-label]');
      await expect(hardware).toHaveCount(4);
      for (const [index, range] of brandPage.hardware.entries()) {
        await expect(hardware.nth(index)).toContainText(range);
      }
      await expect(page.locator('#testimonials li')).toHaveCount(3);
      await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
      const links = page.locator('#consultation a');
      await expect(links).toHaveCount(brandPage.consultationLinks.length);
      for (const [index, href] of brandPage.consultationLinks.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', href);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/products: four product cards, the integration, both tier sections, custom quotes and help', async ({
    page,
  }) => {
    await openPage(page, '/products');
    await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
    const cards = page.locator('#product-lines a');
    for (const href of ['/equinelink', '/pawlink', '/neuropak', '/ratpak']) {
      await expect(cards.and(page.locator(`[href="${href}"]`))).toHaveCount(1);
    }
    await expect(page.locator('#integration h2')).toBeVisible();
    await expect(page.locator('#equinelink-pricing')).toContainText('$24,999');
    await expect(page.locator('#equinelink-pricing')).toContainText('1-2 horses');
    await expect(page.locator('#pawlink-pricing')).toContainText('$79,999');
    await expect(page.locator('#pawlink-pricing')).toContainText('unlimited dogs');
    await expect(page.locator('#equinelink-pricing, #pawlink-pricing').getByRole('button')).toHaveCount(6);
    for (const href of ['/neuropak', '/ratpak', '/contact']) {
      await expect(page.locator(`#custom-quotes a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of ['/contact', '/donations']) {
      await expect(page.locator(`#help a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('/neuropak: four capability cards, the ecosystem and the development team', async ({ page }) => {
    await openPage(page, '/neuropak');
    await expect(page.locator('#capabilities li')).toHaveText([
      /Neural signal processing/,
      /System orchestration/,
      /Privacy and security/,
      /Real-time performance/,
    ]);
    for (const href of ['/equinelink', '/pawlink', '/ratpak']) {
      await expect(page.locator(`#ecosystem a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Contact Development Team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('/membership: Founding Partner highlighted, the ready-to-join section with the prospectus and /contact', async ({
    page,
  }) => {
    await openPage(page, '/membership');
    const tiers = page.locator('#tiers li[aria-label]');
    await expect(tiers).toHaveCount(4);
    await expect(page.getByRole('listitem', { name: 'Founding Partner' })).toContainText('Most impact');
    await expect(page.locator('#tiers')).toContainText('Australian dollars (AUD), per year');
    await expect(page.locator('#ready-to-join a[href="/contact"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Download the prospectus' })).toBeVisible();
  });

  test('/membership-success is the same page: the ?tier= title, 200 with an unknown checkout and no payment state', async ({
    page,
  }) => {
    const response = await openPage(
      page,
      '/membership-success?tier=founding-partner&checkout=00000000-0000-4000-8000-000000000000',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Founding Partner');
    await expect(
      page.locator('#membership-status [role="alert"], #membership-status [role="status"]'),
    ).toHaveCount(0);
  });
});

test.describe('favicon and logo per path', () => {
  const paths = [
    '/products',
    '/equinelink',
    '/pawlink',
    '/pinnipedlink',
    '/neuropak',
    '/membership',
    '/membership/success',
    '/membership-success',
  ];
  for (const path of paths) {
    test(`${path}: the site map's favicon and logo`, async ({ page, request }) => {
      await openPage(page, path);
      const icon = page.locator('head link[rel="icon"]').first();
      await expect(icon).toHaveAttribute('href', new RegExp(`/favicons/${faviconForPath(path).id}\\.svg$`));
      const served = await request.get((await icon.getAttribute('href')) ?? '');
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain('<svg');
      await expect(page.getByRole('banner').locator('[data-logo-variant]')).toHaveAttribute(
        'data-logo-variant',
        logoVariantForPath(path).id,
      );
    });
  }
});

test.describe('prospectus', () => {
  test('downloads the generated PDF with the success toast', async ({ page }) => {
    await openPage(page, '/membership');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the prospectus' }).click();
    await expect(page.getByText(membershipProspectus.messages.started)).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe(membershipProspectus.fileName);
    const pdf = await PDFDocument.load(await readFile((await file.path()) ?? ''));
    expect(pdf.getTitle()).toBe(membershipProspectus.title);
  });

  test('a failed download says so', async ({ page }) => {
    await page.route(productsApi.prospectus, (route) => route.fulfill({ status: 503, body: '' }));
    await openPage(page, '/membership');
    await page.getByRole('link', { name: 'Download the prospectus' }).click();
    await expect(page.getByText(membershipProspectus.messages.failed)).toBeVisible();
  });
});

test.describe('tier purchase', () => {
  test('the info toast, the local checkout in a new tab at the catalogue price even when the amount sent is tampered with', async ({
    page,
    request,
  }) => {
    // The page sends the amount read from the shown price (spec 2 §5); a buyer could send any other.
    await page.route(paymentsApi.checkouts.create, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'product', tier: 'equinelink-starter', amount: 24_999 });
      await route.continue({ postData: JSON.stringify({ ...body, amount: 1 }) });
    });
    await openPage(page, '/equinelink');
    await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Purchase EquineLink Starter' }).click();
    await expect(page.getByText('Processing purchase for EquineLink Starter...')).toBeVisible();

    const checkout = await tab;
    await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(checkout.getByText('$24,999.00 USD', { exact: true })).toBeVisible();
    // Signed out, the page asks no address: the provider's page takes it for the receipt.
    await checkout.getByLabel('Email for your receipt').fill(uniqueEmail('buyer'));
    await checkout.getByRole('button', { name: 'Pay $24,999.00 USD' }).click();
    await checkout.waitForURL((next) => next.pathname === '/equinelink' && next.searchParams.has('checkout'));
    const checkoutId = new URL(checkout.url()).searchParams.get('checkout') ?? '';
    await expect(checkout.getByText(/Your payment of \$24,999\.00 USD is confirmed/)).toBeVisible();
    await expect(checkout.getByRole('dialog')).toHaveCount(0);

    const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
    expect(await state.json()).toMatchObject({ status: 'paid', amount: 2_499_900 });
  });

  test('a checkout the service refuses shows the spec failure toast and closes the tab', async ({ page }) => {
    await page.route(paymentsApi.checkouts.create, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await openPage(page, '/products');
    await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Purchase PawLink Starter' }).click();
    await expect(page.getByText(paymentMessages.productCheckoutFailed)).toBeVisible();
    const opened = await tab;
    await expect.poll(() => opened.isClosed()).toBe(true);
  });
});

test.describe('membership checkout', () => {
  test('signed out: "Please sign in to continue", then /join', async ({ page }) => {
    await openPage(page, '/membership');
    await page.getByRole('button', { name: 'Join as Advocate' }).click();
    await expect(page.getByText(paymentMessages.membershipSignInRequired)).toBeVisible();
    await expect(page).toHaveURL('/join');
  });

  test('signed in: an amount out of range is refused, then paid, the success page with the tier, the member role in a refreshed session, and no gate after', async ({
    page,
  }) => {
    const email = uniqueEmail('member');
    await signUpAndVerify(page, email);
    await openPage(page, '/membership');
    const tier = page.getByRole('listitem', { name: 'Individual Member' });
    const amount = tier.getByLabel('Your yearly amount for Individual Member (AUD)');
    await amount.fill('500');
    await tier.getByRole('button', { name: 'Join as Individual Member' }).click();
    await expect(tier.getByText(membershipAmountRangeMessage(75, 350))).toBeVisible();
    await amount.fill('100');
    await tier.getByRole('button', { name: 'Join as Individual Member' }).click();

    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('$100.00 AUD per year', { exact: true })).toBeVisible();
    // The success page refreshes the session once paid: the new access token carries the role.
    const refreshedAsMember = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname === identityApi.refresh &&
        response.ok() &&
        ((await response.json()) as { user?: { roles?: string[] } }).user?.roles?.includes('member') === true,
    );
    await page.getByRole('button', { name: 'Pay $100.00 AUD per year' }).click();
    await page.waitForURL(
      (next) =>
        next.pathname === '/membership/success' &&
        next.searchParams.get('tier') === 'individual-member' &&
        next.searchParams.has('checkout'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Individual Member');
    await expect(page.getByText('Your payment is confirmed and your membership is active.')).toBeVisible();
    await refreshedAsMember;
    await expectNoSeriousA11yViolations(page);

    await openPage(page, '/account');
    await expect(page.getByText('Roles: member')).toBeVisible();

    // A signed-in member never sees the gate: not in its loading cue's place, not for a moment.
    await page.addInitScript(() => {
      const seen = { dialog: false };
      (window as unknown as { gateSeen: typeof seen }).gateSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) seen.dialog = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, '/equinelink');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Purchase EquineLink Starter' }).focus();
    expect(
      await page.evaluate(() => (window as unknown as { gateSeen: { dialog: boolean } }).gateSeen),
    ).toEqual({
      dialog: false,
    });
  });
});
