import { adminRecordsApi } from '@gbc/contracts';
import { type AdminStory, programsApi, storyRecordsKind } from '@gbc/contracts/programs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationCopy as copy } from '../src/moderation/content/moderation-copy.js';
import ModerationPage from '../src/moderation/ModerationPage.js';
import { adminVisitor, answerApi, renderAsVisitor, sentBodies } from './render-admin.js';

// The screen is a lazy chunk: the first render of a file takes a while on a busy machine.
jest.setTimeout(20_000);

const story = (overrides: Partial<AdminStory>): AdminStory => ({
  id: crypto.randomUUID(),
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  storyType: 'personal',
  storyTitle: 'A quiet implant',
  storyContent: 'It hums when I think of the sea.',
  consentPublish: true,
  consentContact: false,
  status: 'pending',
  createdAt: '2026-11-26T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
  ...overrides,
});

const consented = story({});
const private_ = story({ storyTitle: 'Not for publishing', consentPublish: false });
const listPath = new URL(adminRecordsApi.list('programs', storyRecordsKind, {}), 'http://x').pathname;

function answerQueue() {
  return answerApi({
    [listPath]: { status: 200, body: { items: [consented, private_], nextCursor: null } },
    [programsApi.stories.approve(consented.id)]: { status: 200, body: {} },
    [programsApi.stories.reject(private_.id)]: { status: 200, body: {} },
  });
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('/admin/moderation', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lists the pending queue, offering approval only for a story with publish consent', async () => {
    const fetchMock = answerQueue();
    renderAsVisitor(<ModerationPage />, adminVisitor, '/admin/moderation');
    await screen.findByRole('table', { name: copy.caption });
    expect(
      within(rowOf(consented.storyTitle)).getByRole('button', { name: copy.approve }),
    ).toBeInTheDocument();
    const withoutConsent = rowOf(private_.storyTitle);
    expect(within(withoutConsent).queryByRole('button', { name: copy.approve })).not.toBeInTheDocument();
    expect(within(withoutConsent).getByText(copy.noConsent)).toBeInTheDocument();
    const [url] = fetchMock.mock.calls.find(([input]) => String(input).includes(listPath)) ?? [];
    expect(new URL(url, 'http://x').searchParams.get('status')).toBe('pending');
  });

  it('approves a consented story, and rejects another only with a reason', async () => {
    const fetchMock = answerQueue();
    const user = userEvent.setup();
    renderAsVisitor(<ModerationPage />, adminVisitor, '/admin/moderation');
    await screen.findByRole('table', { name: copy.caption });

    await user.click(within(rowOf(consented.storyTitle)).getByRole('button', { name: copy.approve }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => input === programsApi.stories.approve(consented.id)),
      ).toBe(true),
    );

    const row = rowOf(private_.storyTitle);
    const reject = within(row).getByRole('button', { name: copy.reject });
    expect(reject).toBeDisabled();
    await user.type(within(row).getByRole('textbox', { name: copy.reason }), 'Names a third person.');
    await user.click(reject);
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', programsApi.stories.reject(private_.id))).toEqual([
        { reason: 'Names a third person.' },
      ]),
    );
  });

  it('says so when a decision fails', async () => {
    answerApi({
      [listPath]: { status: 200, body: { items: [consented], nextCursor: null } },
      [programsApi.stories.approve(consented.id)]: { status: 503 },
    });
    const user = userEvent.setup();
    renderAsVisitor(<ModerationPage />, adminVisitor, '/admin/moderation');
    await screen.findByRole('table', { name: copy.caption });
    await user.click(within(rowOf(consented.storyTitle)).getByRole('button', { name: copy.approve }));
    expect(await screen.findByText(copy.failed)).toBeInTheDocument();
  });
});
