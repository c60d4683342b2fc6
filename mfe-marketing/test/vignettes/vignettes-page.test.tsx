import { marketingApi, type Vignette } from '@gbc/contracts/marketing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VignettesPage from '../../src/vignettes/VignettesPage.js';
import {
  type FakeResponse,
  installFakeFetch,
  pendingForever,
  requestedPaths,
  serverErrorResponse,
} from '../support/fake-fetch.js';
import { currentUrl, renderPage } from '../support/render.js';
import { makeVignette } from '../support/vignettes.js';

const ethics = makeVignette({ title: 'The Consent Ledger', tags: ['ethics', 'Privacy'] });
const equity = makeVignette({ title: 'Waiting List', tags: ['access', 'ethics'] });
const wild = makeVignette({ title: 'Signal in the Reef', tags: ['marine'] });

/**
 * A fake marketing API over `items` (newest first): filters by `?tag=` and pages by `pageSize`, the
 * cursor being the index of the next item, as opaque to the page as the real one.
 */
function serveList(items: Vignette[], pageSize = 12): jest.Mock {
  return installFakeFetch((url): FakeResponse => {
    if (url.pathname !== marketingApi.vignettes.list) return { status: 404 };
    const tag = url.searchParams.get('tag');
    const matching = tag ? items.filter((item) => item.tags.includes(tag)) : items;
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + pageSize;
    return {
      status: 200,
      body: { items: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null },
    };
  });
}

function renderVignettesPage(url = '/vignettes') {
  return renderPage(VignettesPage, { path: '/vignettes', url });
}

function cardTitles(): string[] {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('VignettesPage', () => {
  it('asks for every published vignette, card fields only', async () => {
    const fetchMock = serveList([ethics]);
    renderVignettesPage();
    await screen.findByRole('link', { name: 'The Consent Ledger' });
    expect(requestedPaths(fetchMock)).toEqual([`${marketingApi.vignettes.list}?fields=compact`]);
  });

  it('shows six placeholders in a busy region while loading', () => {
    installFakeFetch(() => pendingForever());
    const { container } = renderVignettesPage();
    expect(screen.getAllByTestId('vignette-card-skeleton')).toHaveLength(6);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading vignettes');
  });

  it('lists vignettes as links to their pages, under the page h1 and document title', async () => {
    serveList([ethics, equity, wild]);
    renderVignettesPage();
    expect(await screen.findByRole('link', { name: 'Waiting List' })).toHaveAttribute(
      'href',
      `/vignettes/${equity.slug}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vignettes' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['The Consent Ledger', 'Waiting List', 'Signal in the Reef']);
    expect(document.title).toBe('Vignettes - GBC');
  });

  it('offers the loaded tags alphabetically in a labelled group of toggle buttons', async () => {
    serveList([ethics, equity, wild]);
    renderVignettesPage();
    const group = await screen.findByRole('group', { name: 'Filter by tag' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'access',
      'ethics',
      'marine',
      'Privacy',
    ]);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('narrows the list to one tag, keeps it in ?tag=, and "All" clears it', async () => {
    const user = userEvent.setup();
    serveList([ethics, equity, wild]);
    renderVignettesPage();
    const group = await screen.findByRole('group', { name: 'Filter by tag' });

    await user.click(within(group).getByRole('button', { name: 'ethics' }));
    await waitFor(() => expect(cardTitles()).toEqual(['The Consent Ledger', 'Waiting List']));
    expect(within(group).getByRole('button', { name: 'ethics' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(currentUrl()).toBe('/vignettes?tag=ethics');

    await user.click(within(group).getByRole('button', { name: 'marine' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Signal in the Reef']));
    expect(currentUrl()).toBe('/vignettes?tag=marine');

    await user.click(within(group).getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['The Consent Ledger', 'Waiting List', 'Signal in the Reef']),
    );
    expect(currentUrl()).toBe('/vignettes');
  });

  it('pressing the chosen tag again clears the filter', async () => {
    const user = userEvent.setup();
    serveList([ethics, wild]);
    renderVignettesPage('/vignettes?tag=marine');
    const marine = await screen.findByRole('button', { name: 'marine' });
    await user.click(marine);
    expect(currentUrl()).toBe('/vignettes');
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
  });

  it('applies a tag from a shared link, filtered by the API', async () => {
    const fetchMock = serveList([ethics, equity, wild]);
    renderVignettesPage('/vignettes?tag=access');
    await screen.findByRole('link', { name: 'Waiting List' });
    expect(cardTitles()).toEqual(['Waiting List']);
    expect(await screen.findByRole('button', { name: 'access' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestedPaths(fetchMock)).toContain(`${marketingApi.vignettes.list}?tag=access&fields=compact`);
  });

  it('keeps the chosen tag among the filters even before the unfiltered list names it', async () => {
    serveList([ethics], 1);
    renderVignettesPage('/vignettes?tag=robots');
    const group = await screen.findByRole('group', { name: 'Filter by tag' });
    expect(within(group).getByRole('button', { name: 'robots' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows three tags on full cards', async () => {
    serveList([makeVignette({ title: 'Many Tags', tags: ['one', 'two', 'three', 'four'] })]);
    renderVignettesPage();
    const card = (await screen.findByRole('link', { name: 'Many Tags' })).closest('article') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two', 'three']);
  });

  it('says when nothing is published', async () => {
    serveList([]);
    renderVignettesPage();
    expect(await screen.findByRole('heading', { name: 'No vignettes found' })).toBeInTheDocument();
    expect(screen.getByText('No published vignettes available')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter by tag' })).not.toBeInTheDocument();
  });

  it('says when no vignette has the chosen tag', async () => {
    serveList([ethics]);
    renderVignettesPage('/vignettes?tag=robots');
    expect(await screen.findByRole('heading', { name: 'No vignettes found' })).toBeInTheDocument();
    expect(screen.getByText('No vignettes tagged with robots')).toBeInTheDocument();
  });

  it('only logs a failed fetch and shows the empty state', async () => {
    installFakeFetch(() => serverErrorResponse());
    renderVignettesPage();
    expect(await screen.findByText('No published vignettes available')).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[gbc] Failed to load vignettes', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('paging', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      makeVignette({ title: `Story ${index + 1}`, tags: index % 2 ? ['odd'] : ['even'] }),
    );

    it('shows the first page with a "Load more" link to the next page that works without JavaScript', async () => {
      serveList(many);
      renderVignettesPage();
      const more = await screen.findByRole('link', { name: 'Load more vignettes' });
      expect(cardTitles()).toHaveLength(12);
      expect(more).toHaveAttribute('href', '/vignettes?cursor=12');
    });

    it('appends the next page in place on "Load more", and offers no more at the end', async () => {
      const user = userEvent.setup();
      const fetchMock = serveList(many);
      renderVignettesPage();
      await user.click(await screen.findByRole('link', { name: 'Load more vignettes' }));
      await waitFor(() => expect(cardTitles()).toHaveLength(14));
      expect(cardTitles().slice(-2)).toEqual(['Story 13', 'Story 14']);
      expect(currentUrl()).toBe('/vignettes');
      expect(screen.queryByRole('link', { name: 'Load more vignettes' })).not.toBeInTheDocument();
      expect(requestedPaths(fetchMock)).toContain(`${marketingApi.vignettes.list}?fields=compact&cursor=12`);
    });

    it('pages a filtered list with its tag, and its link keeps the tag', async () => {
      const user = userEvent.setup();
      const fetchMock = serveList(many, 4);
      renderVignettesPage('/vignettes?tag=odd');
      const more = await screen.findByRole('link', { name: 'Load more vignettes' });
      expect(more).toHaveAttribute('href', '/vignettes?tag=odd&cursor=4');
      await user.click(more);
      await waitFor(() => expect(cardTitles()).toHaveLength(7));
      expect(cardTitles().every((title) => Number(title.split(' ')[1]) % 2 === 0)).toBe(true);
      expect(requestedPaths(fetchMock)).toContain(
        `${marketingApi.vignettes.list}?tag=odd&fields=compact&cursor=4`,
      );
    });

    it('starts at the cursor of a followed "Load more" link', async () => {
      serveList(many);
      renderVignettesPage('/vignettes?cursor=12');
      await screen.findByRole('link', { name: 'Story 13' });
      expect(cardTitles()).toEqual(['Story 13', 'Story 14']);
    });

    it('drops the cursor when another tag is chosen', async () => {
      const user = userEvent.setup();
      serveList(many);
      renderVignettesPage('/vignettes?cursor=12');
      const group = await screen.findByRole('group', { name: 'Filter by tag' });
      await user.click(within(group).getByRole('button', { name: 'odd' }));
      expect(currentUrl()).toBe('/vignettes?tag=odd');
      await waitFor(() => expect(cardTitles()).toHaveLength(7));
    });
  });
});
