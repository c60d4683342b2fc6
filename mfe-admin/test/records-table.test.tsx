import { adminRecordsApi } from '@gbc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { recordsCopy } from '../src/records/content/records-copy.js';
import { RecordsTable } from '../src/records/RecordsTable.js';
import { adminVisitor, renderAsVisitor } from './render-admin.js';

interface Note {
  id: string;
  text: string;
}

const noteSchema = z.object({ id: z.string(), text: z.string() });
const listPath = new URL(adminRecordsApi.list('notes', 'notes', {}), 'http://x').pathname;
const exportPath = new URL(adminRecordsApi.export('notes', 'notes', {}), 'http://x').pathname;

/** Two pages by cursor, and a CSV export. */
function answerNotes() {
  const fetchMock = jest.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === exportPath) {
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="notes-2026.csv"' }),
        blob: async () => new Blob(['id,text\r\n']),
      };
    }
    const second = url.searchParams.get('cursor') === 'page-2';
    const body = second
      ? { items: [{ id: 'n3', text: 'Third' }], nextCursor: null }
      : {
          items: [
            { id: 'n1', text: 'First' },
            { id: 'n2', text: 'Second' },
          ],
          nextCursor: 'page-2',
        };
    return {
      ok: url.pathname === listPath,
      status: url.pathname === listPath ? 200 : 404,
      text: async () => JSON.stringify(body),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderNotes(filters: Record<string, string> = {}) {
  return renderAsVisitor(
    <RecordsTable<Note>
      service="notes"
      kind="notes"
      caption="Notes"
      filters={filters}
      accessToken="admin-access-token"
      rowKey={(note) => note.id}
      item={async () => noteSchema}
      columns={[{ header: 'Text', cell: (note) => note.text }]}
    />,
    adminVisitor,
  );
}

describe('RecordsTable', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('appends the next page by its cursor, and offers no more after the last', async () => {
    const fetchMock = answerNotes();
    const user = userEvent.setup();
    renderNotes({ status: 'open' });
    const table = await screen.findByRole('table', { name: 'Notes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: recordsCopy.loadMore }));
    await within(table).findByRole('cell', { name: 'Third' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByRole('button', { name: recordsCopy.loadMore })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://x'));
    expect(urls.map((url) => url.searchParams.get('status'))).toEqual(['open', 'open']);
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('downloads the CSV export with the token, under the name the service gives', async () => {
    const fetchMock = answerNotes();
    const created = jest.fn(() => 'blob:notes');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('notes-2026.csv');
      expect(this.href).toBe('blob:notes');
    });
    const user = userEvent.setup();
    renderNotes();
    await screen.findByRole('table', { name: 'Notes' });
    await user.click(screen.getByRole('button', { name: recordsCopy.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes(exportPath)) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-access-token');
    expect(screen.queryByText(recordsCopy.exportFailed)).not.toBeInTheDocument();
  });

  it('says so when the export fails', async () => {
    const fetchMock = answerNotes();
    const user = userEvent.setup();
    renderNotes();
    await screen.findByRole('table', { name: 'Notes' });
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503 }) as never);
    await user.click(screen.getByRole('button', { name: recordsCopy.exportCsv }));
    expect(await screen.findByText(recordsCopy.exportFailed)).toBeInTheDocument();
  });
});
