import { marketingApi, vignetteFeed, vignetteListResponseSchema } from '@gbc/contracts/marketing';
import { pathTo, withSearch } from '@gbc/site-map';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures.js';

interface FeedEntry {
  id: string;
  title: string;
  link: string | null;
}

/** Parses the feed in the browser's XML parser, which reports a document that is not well-formed. */
async function parseFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror')?.textContent ?? null;
    const root = document.documentElement;
    const child = (parent: Element, name: string) =>
      [...parent.children].find((element) => element.localName === name)?.textContent ?? null;
    return {
      error,
      namespace: root.namespaceURI,
      root: root.localName,
      id: child(root, 'id'),
      title: child(root, 'title'),
      updated: child(root, 'updated'),
      self: root.querySelector(':scope > link[rel="self"]')?.getAttribute('href') ?? null,
      entries: [...root.querySelectorAll(':scope > entry')].map(
        (entry): FeedEntry => ({
          id: child(entry, 'id') ?? '',
          title: child(entry, 'title') ?? '',
          link: entry.querySelector(':scope > link[rel="alternate"]')?.getAttribute('href') ?? null,
        }),
      ),
    };
  }, xml);
}

test.describe('the vignettes Atom feed', () => {
  test('is a valid Atom document of the list’s first page, served at its own path', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get(vignetteFeed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const list = vignetteListResponseSchema.parse(
      await (await request.get(withSearch(marketingApi.vignettes.list, { fields: 'compact' }))).json(),
    );
    expect(list.items.length).toBeGreaterThan(0);

    await page.goto('about:blank');
    const feed = await parseFeed(page, await response.text());
    expect(feed.error).toBeNull();
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(feed.root).toBe('feed');
    expect(feed.title).toBe('Vignettes · Global BCI Council');
    expect(feed.id).toBe(new URL(pathTo('/vignettes'), baseURL).href);
    expect(feed.self).toBe(new URL(vignetteFeed.path, baseURL).href);
    expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(feed.entries).toEqual(
      list.items.map((item) => {
        const url = new URL(pathTo('/vignettes/:slug', { slug: item.slug }), baseURL).href;
        return { id: url, title: item.title, link: url };
      }),
    );
  });

  test('answers 304 to a reader that polls with the validators it got', async ({ request }) => {
    const first = await request.get(vignetteFeed.path);
    const etag = first.headers().etag ?? '';
    const lastModified = first.headers()['last-modified'] ?? '';
    expect(etag).not.toBe('');
    expect(lastModified).not.toBe('');
    const byEtag = await request.get(vignetteFeed.path, { headers: { 'if-none-match': etag } });
    expect(byEtag.status()).toBe(304);
    expect((await byEtag.body()).length).toBe(0);
    const byDate = await request.get(vignetteFeed.path, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.status()).toBe(304);
    const stale = await request.get(vignetteFeed.path, { headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.status()).toBe(200);
  });

  test('is linked from the vignettes page head, and only there', async ({ page }) => {
    await openPage(page, pathTo('/vignettes'));
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('title', 'Vignettes · Global BCI Council');
    const href = await alternate.evaluate((link: HTMLLinkElement) => link.href);
    expect(new URL(href).pathname).toBe(vignetteFeed.path);
    // A feed reader follows the link it finds.
    expect((await page.request.get(href)).status()).toBe(200);

    // Navigating in the browser to a page without a feed takes the link away.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(alternate).toHaveCount(0);
  });
});
