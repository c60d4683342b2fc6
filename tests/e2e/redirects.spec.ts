import { documentTitleForPath, pathTo, routes } from '@gbc/site-map';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The addresses the spec's /programs cards name, and the pages they moved to. */
const moved = [
  ['/neuro-governance', pathTo('/programs/neuro-governance')],
  ['/bci-accelerator', pathTo('/programs/bci-accelerator')],
  ['/submit-breakthrough', pathTo('/submit-story')],
] as const;

test.describe('moved addresses', () => {
  for (const [from, to] of moved) {
    test(`${from} answers 301 to ${to}, query kept, naming no domain`, async ({ request }) => {
      const response = await request.get(`${from}?ref=programs&q=a%20b`, {
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${to}?ref=programs&q=a%20b`);
    });
  }

  test('a visitor following an old link lands on the program’s page', async ({ page }) => {
    const response = await openPage(page, '/neuro-governance?ref=card');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/neuro-governance\?ref=card$/);
    await expect(page).toHaveURL('/programs/neuro-governance?ref=card');
    await expect(page).toHaveTitle(documentTitleForPath('/programs/neuro-governance', routes));
    await expectNoSeriousA11yViolations(page);
  });

  test('the browser follows a moved address inside the site without reloading', async ({ page }) => {
    await openPage(page, '/programs');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // The shell's router answers the moved address itself, as the gateway would.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/submit-breakthrough?from=history');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/submit-story?from=history');
    await expect(page).toHaveTitle(documentTitleForPath('/submit-story', routes));
    expect(documents).toEqual([]);
  });
});
