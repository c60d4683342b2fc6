import { __name__Api } from '@gbc/contracts/__name__';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import __Name__Page from '../src/__Name__Page.js';

function answerEntries(entries: { id: string; title: string }[]): jest.Mock {
  const fetchMock = jest.fn(async (input: string) => {
    const found = new URL(input, window.location.origin).pathname === __name__Api.entries.list;
    return { ok: found, status: found ? 200 : 404, text: async () => JSON.stringify({ entries }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderPage() {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={['__path__']}>
          <__Name__Page />
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
}

describe('__path__', () => {
  it('lists the entries the service answers, under the page heading', async () => {
    answerEntries([
      { id: '1', title: 'Second' },
      { id: '2', title: 'First' },
    ]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Second', 'First']);
  });
});
