import { brand } from '@gbc/brand';
import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { demoMessages, leadMessages } from '@gbc/contracts/ratpak';
import { faviconForPath, logoVariantForPath, type SitePath } from '@gbc/site-map';
import { uniqueEmail } from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailAttachments, mailTextContaining } from './mail-inbox.js';

const laserPath = '/ratpak/verticals/laser-delight';
const soilPath = '/ratpak/verticals/soil-whisperer';
const ratpakPages: SitePath[] = [
  '/ratpak',
  '/ratpak/verticals',
  laserPath,
  soilPath,
  '/ratpak/verticals/warehouse-bots',
  '/ratpak/verticals/coastal-guardian',
  '/ratpak/verticals/outback-miner',
  '/ratpak/verticals/agri-swarm',
] as SitePath[];

test.describe('/ratpak', () => {
  test('a visitor meets the gate; closing it grants the page, which shows every section', async ({
    page,
  }) => {
    await openPage(page, '/ratpak');
    const gate = page.getByRole('dialog', { name: 'Request Early Access' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('RATPAK is in early access.');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(gate).toBeHidden();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Robotic fleet orchestration for air, land and sea',
    );
    for (const section of [
      'Core capabilities',
      'Platform support',
      'Use cases',
      'BCI fleet control',
      'Technical specifications',
      'Mission flow',
      'Industry verticals',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const support = page.getByRole('region', { name: 'Platform support' });
    for (const figure of ['500+', '200+', '50+']) await expect(support).toContainText(figure);
    const bci = page.getByRole('region', { name: 'BCI fleet control' });
    for (const intent of ['Halt all', 'Focus a robot', 'Redirect fleet', 'Return to base']) {
      await expect(bci.getByRole('heading', { name: intent })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Mission flow' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Explore verticals' })).toHaveAttribute(
      'href',
      '/ratpak/verticals',
    );
    await expect(page.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);
  });

  test('a request through the gate is stored for ratpak and unlocks the page', async ({ page }) => {
    const email = uniqueEmail('gate');
    await openPage(page, '/ratpak');
    const gate = page.getByRole('dialog', { name: 'Request Early Access' });
    await gate.getByLabel('Name').fill('Rae Fleet');
    await gate.getByLabel('Email').fill(email);
    await gate.getByLabel('Interest Level').selectOption('high');
    await gate.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText(earlyAccessMessages.succeeded).first()).toBeVisible();
    await expect(gate).toBeHidden();
    await expect(
      await mailTextContaining(email, 'ratpak-access-request-acknowledgement', 'RATPAK'),
    ).toContain('Thank you for your interest in RATPAK');
    await expect(
      await mailTextContaining(brand.contactEmail, 'ratpak-access-request-notification', email),
    ).toContain('Interest level: High - Ready to purchase/implement');
  });
});

test.describe('/ratpak/verticals', () => {
  test('lists six verticals, each with Explore Solution and Schedule Demo', async ({ page }) => {
    await openPage(page, '/ratpak/verticals');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /^Explore Solution/ })).toHaveCount(6);
    const demos = page.getByRole('link', { name: /^Schedule Demo/ });
    await expect(demos).toHaveCount(6);
    for (const link of await demos.all()) await expect(link).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Explore Solution: Soil Whisperer' }).click();
    await expect(page).toHaveURL(soilPath);
    await openPage(page, '/ratpak/verticals');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('RATPAK favicons and logo', () => {
  for (const path of ratpakPages) {
    test(`${path} has its favicon and the RATPAK logo`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute(
        'href',
        new RegExp(`/favicons/${faviconForPath(path).id}\\.svg$`),
      );
      expect(logoVariantForPath(path).id).toBe('ratpak');
      await expect(page.getByRole('banner').locator('[data-logo-variant]')).toHaveAttribute(
        'data-logo-variant',
        'ratpak',
      );
    });
  }
});

test.describe(laserPath, () => {
  test('the demo picker lists six times on business days; a booking gives the toast and mails the .ics', async ({
    page,
  }) => {
    await openPage(page, laserPath);
    await expect(page.getByText(demoMessages.timeZoneNote)).toBeVisible();
    const times = page.getByRole('group', { name: 'Available demo times' }).getByRole('radio');
    await expect(times).toHaveCount(6);
    const labels = ['9:00 AM', '10:30 AM', '12:00 PM', '2:00 PM', '3:30 PM', '5:00 PM'];
    for (const [index, label] of labels.entries()) {
      await expect(times.nth(index)).toHaveAccessibleName(
        new RegExp(`^${label}, (Mon|Tue|Wed|Thu|Fri) \\d{1,2} \\w{3}`),
      );
    }
    await expect(page.getByRole('radio', { name: /^12:00 PM/ })).toBeDisabled();

    const slot = page.getByRole('radio', { name: /^3:30 PM/ });
    const slotLabel = ((await slot.locator('xpath=..').textContent()) ?? '').trim();
    await slot.check();
    await page.getByRole('button', { name: 'Book Demo' }).click();
    const scheduled = demoMessages.scheduled(slotLabel);
    await expect(page.getByText(scheduled).first()).toBeVisible();

    const email = uniqueEmail('demo');
    await page.getByRole('textbox', { name: demoMessages.emailLabel }).fill(email);
    await page.getByRole('button', { name: demoMessages.sendConfirmation }).click();
    await expect(page.getByText(demoMessages.confirmationSent(slotLabel)).first()).toBeVisible();
    const [invite] = await mailAttachments(email, 'ratpak-demo-confirmation');
    expect(invite?.filename).toBe('ratpak-laser-delight-demo.ics');
    expect(invite?.contentType).toContain('text/calendar');
    expect(invite?.text).toContain('SUMMARY:RATPAK Laser Delight demo');

    // The booked time moved on: the picker lists it on a later day.
    await expect(page.getByRole('radio', { name: slotLabel })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the ROI calculator shows the defaults and follows a slider moved by keyboard', async ({ page }) => {
    await openPage(page, laserPath);
    const results = page.getByRole('region', { name: 'Your estimate' });
    const value = (term: string) =>
      results.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Annual savings')).toHaveText('$101,000');
    await expect(value('Return on investment')).toHaveText('1122%');
    await expect(value('Payback period')).toHaveText('2.1 months');

    const corridor = page.getByRole('slider', { name: 'Corridor length' });
    await corridor.focus();
    await page.keyboard.press('ArrowRight');
    await expect(corridor).toHaveAttribute('aria-valuetext', '11 miles');
    await expect(value('Return on investment')).toHaveText('1041%');
    await expect(value('Payback period')).toHaveText('2.3 months');

    // An empty outage cost counts as 0.
    await page.getByLabel('Cost per outage hour ($)').fill('');
    await expect(value('Outage cost avoided')).toHaveText('$0');
  });

  test('the demo request form needs consent, then stores the lead and thanks the visitor', async ({
    page,
  }) => {
    await openPage(page, laserPath);
    const form = page.getByRole('form', { name: 'Laser Delight demo request' });
    const email = uniqueEmail('laser-lead');
    await form.getByLabel('Name *').fill('Ada Grid');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Company *').fill('Northern Transmission');
    await form.getByLabel('Role').selectOption('operations-manager');
    await form.getByLabel('Corridor length (miles)').fill('42');
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText(leadMessages.consentRequired)).toBeVisible();

    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Request Demo' }).click();
    await expect(form.getByText(leadMessages.demoRequested)).toBeVisible();
    await expect(form.getByLabel('Name *')).toHaveValue('');
    expect(await mailTextContaining(email, 'ratpak-lead-acknowledgement', 'Laser Delight')).toContain(
      'within 24 hours',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(soilPath, () => {
  test('the simulator runs, pauses and resets', async ({ page }) => {
    await openPage(page, soilPath);
    const simulator = page.getByRole('region', { name: '24-week soil simulator' });
    await expect(simulator.getByText('Week 0 of 24')).toBeVisible();
    await expect(simulator.getByRole('progressbar')).toHaveCount(6);
    await simulator.getByRole('button', { name: 'Start Simulation' }).click();
    // A week lasts 200 ms: wait for any week from the third on, not for one the poll may miss.
    await expect(simulator.getByText(/^Week (?:[3-9]|1\d|2[0-4]) of 24$/)).toBeVisible();
    await simulator.getByRole('button', { name: 'Pause Simulation' }).click();
    const paused = await simulator.getByRole('status').textContent();
    await expect(simulator.getByRole('status')).toHaveText(paused ?? '');
    await simulator.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(simulator.getByText('Week 24 of 24')).toBeVisible();
    await expect(simulator.getByRole('button', { name: 'Start Simulation' })).toBeVisible();
    await expect(simulator.getByText('Soil health improved by 100% since week 0.')).toBeVisible();
    await expect(simulator.getByText('Excellent')).toHaveCount(6);
    await simulator.getByRole('button', { name: 'Reset' }).click();
    await expect(simulator.getByText('Week 0 of 24')).toBeVisible();
    await expect(simulator.getByText('Poor')).toHaveCount(6);
  });

  test('under reduced motion Start jumps to week 24 at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, soilPath);
    const simulator = page.getByRole('region', { name: '24-week soil simulator' });
    await simulator.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(simulator.getByText('Week 24 of 24')).toBeVisible();
  });

  test('the trial form shows "Setting up trial...", then the spec’s thanks', async ({ page }) => {
    await openPage(page, soilPath);
    const form = page.getByRole('form', { name: 'Soil Whisperer free trial request' });
    const email = uniqueEmail('soil-lead');
    await form.getByLabel('Name *').fill('Sam Field');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Farm or company *').fill('Field Farms');
    await form.getByLabel('Crop type').selectOption('wheat');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(form.getByText(leadMessages.trialRequested)).toBeVisible();
    expect(await mailTextContaining(email, 'ratpak-lead-acknowledgement', 'Soil Whisperer')).toContain(
      'free trial',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the plans: Scout and Harvest start a trial checkout, Enterprise goes to contact sales', async ({
    page,
  }) => {
    await openPage(page, soilPath);
    const pricing = page.getByRole('region', { name: 'Soil plans' });
    await expect(pricing.getByRole('article', { name: 'Scout' })).toContainText('$299/month');
    await expect(pricing.getByRole('article', { name: 'Scout' })).toContainText('Up to 50 acres');
    const harvest = pricing.getByRole('article', { name: 'Harvest' });
    await expect(harvest).toContainText('$799/month');
    await expect(harvest).toContainText('Most popular');
    await expect(harvest).toContainText('8 robots');
    await expect(pricing.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');

    await harvest.getByRole('button', { name: 'Start Harvest trial' }).click();
    // The local provider's page: the catalogue's price, monthly, whatever the page showed.
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('$799.00 USD per month', { exact: false }).first()).toBeVisible();
    await page.getByLabel('Email for your receipt').fill(uniqueEmail('trial'));
    await page.getByRole('button', { name: 'Start 30-day free trial' }).click();
    await page.waitForURL((url) => url.pathname === soilPath && url.searchParams.has('checkout'));
    // Back on the page, the checkout's state shows above the plans.
    await expect(pricing.getByRole('alert').or(pricing.getByRole('status')).first()).toBeVisible();
  });
});

test.describe('RATPAK static verticals', () => {
  for (const [path, title] of [
    ['/ratpak/verticals/warehouse-bots', 'Warehouse Bots'],
    ['/ratpak/verticals/coastal-guardian', 'Coastal Guardian'],
    ['/ratpak/verticals/outback-miner', 'Outback Miner'],
    ['/ratpak/verticals/agri-swarm', 'Agri Swarm'],
  ] as const) {
    test(`${path}: hero, metrics, four capabilities, contact and external demo links`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('region', { name: 'Results' }).locator('dd')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Capabilities' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
      const demo = page.getByRole('link', { name: 'View live demo' });
      await expect(demo).toHaveAttribute('target', '_blank');
      await expect(demo).toHaveAttribute('href', /^https:\/\//);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
