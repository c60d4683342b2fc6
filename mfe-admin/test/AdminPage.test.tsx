import { adminApi } from '@gbc/contracts/admin';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider } from '@gbc/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AdminPage from '../src/AdminPage.js';

function answerEntries(entries: { id: string; title: string }[]): jest.Mock {
  const fetchMock = jest.fn(async (input: string) => {
    const found = new URL(input, window.location.origin).pathname === adminApi.entries.list;
    return { ok: found, status: found ? 200 : 404, text: async () => JSON.stringify({ entries }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderPage() {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <AdminPage />
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
}

describe('/admin', () => {
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
