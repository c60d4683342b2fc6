import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.js';

const total = 35;

let partner: ChildProcess;
let partnerUrl: string;

/** The example partner page of `deploy/`, served as `npm run partner-example` serves it, on a free port. */
test.beforeAll(async ({ baseURL }) => {
  if (!baseURL) throw new Error('The embed test needs the site’s baseURL');
  partner = spawn(process.execPath, ['deploy/partner-example/serve.mjs'], {
    env: { ...process.env, PORT: '0', SITE_ORIGIN: baseURL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of partner.stdout ?? []) {
    output += String(chunk);
    // Another origin than the site, which runs on 127.0.0.1 at its own port.
    const url = output.match(/at (http:\/\/localhost:\d+\/)/)?.[1];
    if (url) {
      partnerUrl = url;
      break;
    }
  }
  if (!partnerUrl) throw new Error(`The partner page did not start: ${output}`);
});

test.afterAll(async () => {
  const exited = once(partner, 'exit');
  partner.kill('SIGTERM');
  await exited;
});

function directory(page: Page): Locator {
  return page.locator('#gbc-directory');
}

/** What the partner's document itself holds, outside any shadow root. */
function partnerDocument(page: Page) {
  return page.evaluate(() => ({
    styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
    headElements: [...document.head.children].map((element) => element.tagName),
    lightDomCompanies: document.querySelectorAll('[data-company]').length,
    bodyMargin: getComputedStyle(document.body).marginTop,
    headingColor: getComputedStyle(document.querySelector('h1') as Element).color,
  }));
}

test.describe('the partner embed', () => {
  test('renders the directory from the site into an open shadow root of a page on another origin', async ({
    page,
    baseURL,
  }) => {
    const scriptResponse = page.waitForResponse(`${baseURL}/embed/supporters.js`);
    await page.goto(partnerUrl);
    const script = await scriptResponse;
    expect(script.status()).toBe(200);
    expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');

    const count = directory(page).getByRole('status');
    await expect(count).toHaveText(/^Showing \d+ of 35 companies$/);
    const shown = await directory(page)
      .getByRole('region', { name: 'Companies' })
      .getByRole('listitem')
      .count();
    await expect(count).toHaveText(`Showing ${shown} of ${total} companies`);
    await expect(directory(page).getByRole('combobox', { name: 'Type' })).toHaveValue('non-invasive');

    const shadow = await page.evaluate(() => {
      const root = document.getElementById('gbc-directory')?.shadowRoot;
      const rules = [...(root?.styleSheets ?? [])].flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      );
      return {
        mode: root?.mode,
        companies: root?.querySelectorAll('[data-company]').length ?? 0,
        hostRule: rules.some((rule) => rule.startsWith(':host')),
        resetRule: rules.some((rule) => rule.includes('box-sizing: border-box')),
      };
    });
    expect(shadow).toEqual({ mode: 'open', companies: shown, hostRule: true, resetRule: true });

    // Nothing added to the partner's document, and its own styles hold on both sides.
    expect(await partnerDocument(page)).toEqual({
      styles: 1,
      headElements: ['META', 'META', 'TITLE', 'STYLE'],
      lightDomCompanies: 0,
      bodyMargin: '32px',
      headingColor: 'rgb(128, 0, 64)',
    });
    const widgetHeadingColor = await directory(page)
      .getByRole('heading', { level: 2, name: 'Companies' })
      .evaluate((heading) => getComputedStyle(heading).color);
    expect(widgetHeadingColor).not.toBe('rgb(128, 0, 64)');

    await expect(directory(page).getByRole('link', { name: /^Become a Member/ })).toHaveAttribute(
      'href',
      `${baseURL}/membership`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('filters inside the widget without touching the partner’s address', async ({ page }) => {
    await page.goto(partnerUrl);
    const count = directory(page).getByRole('status');
    await expect(count).toHaveText(/^Showing \d+ of 35 companies$/);
    await directory(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toHaveText(`Showing ${total} of ${total} companies`);
    await directory(page).getByRole('searchbox', { name: 'Search companies' }).fill('graphene');
    await expect(count).toHaveText(`Showing 1 of ${total} companies`);
    await expect(directory(page).getByRole('heading', { level: 3 })).toHaveText('INBRAIN Neuroelectronics');
    expect(page.url()).toBe(partnerUrl);
  });
});
