import { adminRecordsApi } from '@gbc/contracts';
import {
  type AdminContactMessage,
  contactInterestLabels,
  marketingRecordKinds,
} from '@gbc/contracts/marketing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadsCopy as copy } from '../src/leads/content/leads-copy.js';
import LeadsPage from '../src/leads/LeadsPage.js';
import { recordsCopy } from '../src/records/content/records-copy.js';
import { adminVisitor, answerApi, renderAsVisitor } from './render-admin.js';

// The screen is a lazy chunk: the first render of a file takes a while on a busy machine.
jest.setTimeout(20_000);

const message: AdminContactMessage = {
  id: crypto.randomUUID(),
  createdAt: '2026-11-26T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Engines',
  interest: 'partnership',
  subject: null,
  message: 'May we visit the lab?',
};

const pathOf = (kind: string) => new URL(adminRecordsApi.list('marketing', kind, {}), 'http://x').pathname;
const messagesPath = pathOf(marketingRecordKinds.contactMessages);
const registrationsPath = pathOf(marketingRecordKinds.eventRegistrations);

const queriesTo = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls
    .map(([input]: [string]) => new URL(input, 'http://x'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

describe('/admin/leads', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lists contact messages, filters them by interest, and shows a failed kind as failed', async () => {
    const fetchMock = answerApi({
      [messagesPath]: { status: 200, body: { items: [message], nextCursor: null } },
      [registrationsPath]: { status: 503 },
    });
    const user = userEvent.setup();
    renderAsVisitor(<LeadsPage />, adminVisitor, '/admin/leads');
    const table = await screen.findByRole('table', { name: copy.contactMessages });
    expect(within(table).getByRole('cell', { name: message.message })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: message.email })).toBeInTheDocument();
    expect((await screen.findAllByText(recordsCopy.loadFailed)).length).toBeGreaterThan(0);

    await user.selectOptions(
      screen.getByRole('combobox', { name: copy.interest }),
      contactInterestLabels.membership,
    );
    await waitFor(() =>
      expect(queriesTo(fetchMock, messagesPath).some((query) => query.get('interest') === 'membership')).toBe(
        true,
      ),
    );
  });

  it('applies the search to every kind', async () => {
    const fetchMock = answerApi({
      [messagesPath]: { status: 200, body: { items: [], nextCursor: null } },
      [registrationsPath]: { status: 200, body: { items: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderAsVisitor(<LeadsPage />, adminVisitor, '/admin/leads');
    await screen.findAllByText(recordsCopy.empty);
    await user.type(screen.getByRole('searchbox', { name: recordsCopy.search }), 'ada');
    await waitFor(() => {
      for (const path of [messagesPath, registrationsPath]) {
        expect(queriesTo(fetchMock, path).some((query) => query.get('search') === 'ada')).toBe(true);
      }
    });
  });
});
