import { adminRecordsApi } from '@gbc/contracts';
import { type PrivacyRequestView, privacyApi, privacyStepStateLabels } from '@gbc/contracts/admin';
import { identityApi, type UserProfile, userRecordsKind } from '@gbc/contracts/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { peopleCopy as copy } from '../src/people/content/people-copy.js';
import PeoplePage from '../src/people/PeoplePage.js';
import { adminVisitor, answerApi, type FakeAnswer, renderAsVisitor, sentBodies } from './render-admin.js';

// The screen is a lazy chunk: the first render of a file takes a while on a busy machine.
jest.setTimeout(20_000);

const user = (overrides: Partial<UserProfile>): UserProfile => ({
  id: crypto.randomUUID(),
  email: 'grace@example.org',
  displayName: 'Grace',
  roles: ['member'],
  emailVerified: true,
  mfaEnabled: false,
  hasPassword: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

// `u1` is the signed-in admin of render-admin.tsx.
const self = user({
  id: 'u1',
  email: 'admin@example.org',
  displayName: 'Admin',
  roles: ['admin'],
  mfaEnabled: true,
});
const member = user({});
const usersPath = new URL(adminRecordsApi.list('identity', userRecordsKind, {}), 'http://x').pathname;

const exportRequest: PrivacyRequestView = {
  id: '3f0b8c2e-7d1a-4c55-9b7e-2a1f0e6d4c11',
  kind: 'export',
  email: 'grace@example.org',
  subjectHash: 'a'.repeat(64),
  requestedBy: 'admin@example.org',
  createdAt: '2026-11-26T10:00:00.000Z',
  completedAt: null,
  steps: [
    {
      service: 'marketing',
      state: 'done',
      attempts: 1,
      lastError: null,
      erased: null,
      updatedAt: '2026-11-26T10:00:01.000Z',
    },
    {
      service: 'payments',
      state: 'pending',
      attempts: 2,
      lastError: 'payments unavailable',
      erased: null,
      updatedAt: '2026-11-26T10:00:02.000Z',
    },
  ],
};

function answerPeople(extra: Record<string, FakeAnswer> = {}) {
  return answerApi({
    [usersPath]: { status: 200, body: { items: [self, member], nextCursor: null } },
    [`GET ${privacyApi.requests}`]: { status: 200, body: { requests: [exportRequest] } },
    [`POST ${privacyApi.requests}`]: { status: 202, body: { request: exportRequest } },
    [identityApi.userRoles(member.id)]: { status: 200, body: {} },
    ...extra,
  });
}

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

async function renderPeople() {
  const person = userEvent.setup();
  renderAsVisitor(<PeoplePage />, adminVisitor, '/admin/people');
  await screen.findByRole('table', { name: copy.accounts });
  return person;
}

describe('/admin/people', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('grants the admin role to another account; the admin’s own role cannot be removed here', async () => {
    const fetchMock = answerPeople();
    const person = await renderPeople();
    expect(within(rowOf(self.email)).getByText(copy.ownAccount)).toBeInTheDocument();
    expect(within(rowOf(self.email)).queryByRole('button')).not.toBeInTheDocument();
    await person.click(within(rowOf(member.email)).getByRole('button', { name: copy.grantAdmin }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', identityApi.userRoles(member.id))).toEqual([
        { role: 'admin', grant: true },
      ]),
    );
  });

  it('searches accounts by the typed text', async () => {
    const fetchMock = answerPeople();
    const person = await renderPeople();
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            String(input).includes(usersPath) &&
            new URL(input, 'http://x').searchParams.get('search') === 'grace',
        ),
      ).toBe(true),
    );
  });

  it('starts an export by address and shows each service’s state', async () => {
    const fetchMock = answerPeople();
    const person = await renderPeople();
    const list = await screen.findByText(/payments: /);
    expect(list).toHaveTextContent(
      `payments: ${privacyStepStateLabels.pending} (2 ${copy.attempts}) — payments unavailable`,
    );
    expect(screen.getByText(/marketing: /)).toHaveTextContent(privacyStepStateLabels.done);
    const exportButton = screen.getByRole('button', { name: copy.export });
    expect(exportButton).toBeDisabled();
    await person.type(screen.getByRole('textbox', { name: copy.email }), ' grace@example.org ');
    await person.click(exportButton);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', privacyApi.requests)).toEqual([
        { email: 'grace@example.org', kind: 'export' },
      ]),
    );
  });

  it('erases only once the admin confirms', async () => {
    const fetchMock = answerPeople();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const person = await renderPeople();
    await person.type(screen.getByRole('textbox', { name: copy.email }), 'grace@example.org');
    await person.click(screen.getByRole('button', { name: copy.erase }));
    expect(confirm).toHaveBeenCalledWith(copy.confirmErase);
    expect(sentBodies(fetchMock, 'POST', privacyApi.requests)).toEqual([]);
    await person.click(screen.getByRole('button', { name: copy.erase }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', privacyApi.requests)).toEqual([
        { email: 'grace@example.org', kind: 'erase' },
      ]),
    );
  });
});
