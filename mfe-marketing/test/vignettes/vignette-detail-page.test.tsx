import { marketingApi, type Vignette } from '@gbc/contracts/marketing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VignetteDetailPage from '../../src/vignettes/VignetteDetailPage.js';
import {
  type FakeResponse,
  installFakeFetch,
  notFoundResponse,
  pendingForever,
  requestedPaths,
  serverErrorResponse,
} from '../support/fake-fetch.js';
import { installMatchMedia } from '../support/match-media.js';
import { metaContent, renderPage } from '../support/render.js';
import { makeVignette } from '../support/vignettes.js';

const current = makeVignette({
  title: 'The Consent Ledger',
  slug: 'the-consent-ledger',
  excerpt: 'A city where every thought needs a receipt.',
  seoDescription: 'A short story about consent and neural data.',
  content: '<p>First paragraph.</p><script>window.hacked = true</script><h2>Part two</h2>',
  tags: ['ethics', 'privacy', 'consent', 'cities'],
  readTime: 7,
  createdAt: '2026-03-05T09:00:00.000Z',
  author: 'Ada Okafor',
});
const others = Array.from({ length: 7 }, (_, index) =>
  makeVignette({ title: `Other ${index + 1}`, tags: ['alpha', 'beta', 'gamma'] }),
);

/** A fake marketing API: detail by slug from `bySlug`, lists from `list`. */
function serveVignettes(
  bySlug: Record<string, Vignette>,
  list: Vignette[] = [current, ...others],
): jest.Mock {
  return installFakeFetch((url): FakeResponse => {
    if (url.pathname === marketingApi.vignettes.list)
      return { status: 200, body: { items: list, nextCursor: null } };
    const slug = decodeURIComponent(url.pathname.replace(`${marketingApi.vignettes.list}/`, ''));
    const vignette = bySlug[slug];
    return vignette ? { status: 200, body: { vignette } } : notFoundResponse();
  });
}

function renderDetail(slug: string) {
  return renderPage(VignetteDetailPage, { path: '/vignettes/:slug', url: `/vignettes/${slug}` });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  installMatchMedia(() => false);
});
afterEach(() => consoleError.mockRestore());

describe('VignetteDetailPage', () => {
  it('shows a busy skeleton while the vignette loads', () => {
    installFakeFetch(() => pendingForever());
    const { container } = renderDetail('the-consent-ledger');
    expect(screen.getByRole('status')).toHaveTextContent('Loading vignette');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('renders the article: date, read time, author, title, excerpt, tags and sanitised body', async () => {
    const fetchMock = serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);

    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'The Consent Ledger' }),
    ).toBeInTheDocument();
    expect(within(article).getByText(/March 5, 2026/)).toBeInTheDocument();
    expect(within(article).getByText(/7 min read/)).toBeInTheDocument();
    expect(within(article).getByText(/Ada Okafor/)).toBeInTheDocument();
    expect(within(article).getByText('A city where every thought needs a receipt.')).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ethics', 'privacy', 'consent', 'cities']);
    expect(within(article).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Part two' })).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(requestedPaths(fetchMock)).toContain(marketingApi.vignettes.bySlug('the-consent-ledger'));
  });

  it('sets the document title and the description meta tags from seoDescription', async () => {
    serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);
    await screen.findByRole('article');
    expect(document.title).toBe('The Consent Ledger - GBC');
    expect(metaContent('description')).toBe('A short story about consent and neural data.');
    expect(metaContent('og:title')).toBe('The Consent Ledger - GBC');
    expect(metaContent('og:description')).toBe('A short story about consent and neural data.');
    expect(metaContent('twitter:description')).toBe('A short story about consent and neural data.');
  });

  it('falls back to the excerpt for the description when there is no seoDescription', async () => {
    const plain = makeVignette({
      title: 'Plain',
      slug: 'plain',
      excerpt: 'Only an excerpt.',
      seoDescription: null,
    });
    serveVignettes({ plain });
    renderDetail('plain');
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    expect(document.title).toBe('Plain - GBC');
    expect(metaContent('description')).toBe('Only an excerpt.');
    expect(metaContent('og:description')).toBe('Only an excerpt.');
  });

  it('lists six more vignettes, compact, leaving out the one being read', async () => {
    const fetchMock = serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);
    const more = await screen.findByRole('region', { name: 'More Vignettes' });
    const cards = await within(more).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      others.slice(0, 6).map((vignette) => `/vignettes/${vignette.slug}`),
    );
    for (const link of cards) {
      expect(
        within(link.closest('article') as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['alpha', 'beta']);
    }
    expect(requestedPaths(fetchMock)).toContain(`${marketingApi.vignettes.list}?limit=7&fields=compact`);
  });

  it('ends with the "Ready to Shape the Future?" call to action', async () => {
    serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);
    const cta = await screen.findByRole('region', { name: 'Ready to Shape the Future?' });
    expect(within(cta).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(within(cta).getByRole('link', { name: 'Read More Vignettes' })).toHaveAttribute(
      'href',
      '/vignettes',
    );
  });

  it('shows the not-found view for an unknown slug and logs it', async () => {
    serveVignettes({});
    renderDetail('no-such-slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vignette Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The vignette you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vignettes' })).toHaveAttribute('href', '/vignettes');
    expect(consoleError).toHaveBeenCalledWith('[gbc] Vignette not found', { slug: 'no-such-slug' });
    expect(document.title).toBe('Vignette Not Found - GBC');
  });

  it('shows the error view when loading fails and logs it', async () => {
    installFakeFetch(() => serverErrorResponse());
    renderDetail(current.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Loading Vignette' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading the vignette. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vignettes' })).toHaveAttribute('href', '/vignettes');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[gbc] Failed to load vignette', expect.anything()),
    );
  });

  it('fetches again when the slug changes', async () => {
    const user = userEvent.setup();
    const next = others[0] as Vignette;
    const fetchMock = serveVignettes({ [current.slug]: current, [next.slug]: next });
    renderDetail(current.slug);

    const more = await screen.findByRole('region', { name: 'More Vignettes' });
    await user.click(await within(more).findByRole('link', { name: next.title }));

    expect(await screen.findByRole('heading', { level: 1, name: next.title })).toBeInTheDocument();
    expect(document.title).toBe(`${next.title} - GBC`);
    expect(requestedPaths(fetchMock)).toContain(marketingApi.vignettes.bySlug(next.slug));
  });

  it('shows the share panel on large screens only', async () => {
    installMatchMedia((query) => query === '(min-width: 1024px)');
    serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);
    expect(await screen.findByRole('complementary', { name: 'Share this vignette' })).toBeInTheDocument();
  });

  it('leaves the share panel out below the large breakpoint', async () => {
    serveVignettes({ [current.slug]: current });
    renderDetail(current.slug);
    await screen.findByRole('article');
    expect(screen.queryByRole('complementary', { name: 'Share this vignette' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
