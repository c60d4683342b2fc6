import { type AuditEntry, adminApi, type SecurityTab } from '@gbc/contracts/admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { securityCopy } from '../src/security/content/security-copy.js';
import SecurityPage from '../src/security/SecurityPage.js';
import { adminVisitor, answerApi, type FakeAnswer, renderAsVisitor } from './render-admin.js';

// The dashboard is its own lazy chunk: its first render takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const counters = { suspicious: 3, failedSignIns: 12, bciAccess: 1500, adminActions: 0 };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-26T10:00:00.000Z',
  severity: 'warn',
  isSuspicious: false,
  eventType: 'security_event',
  userEmail: null,
  resourceType: 'http',
  action: 'rate_limited',
  details: {},
  ...overrides,
});

function answerDashboard(
  tabs: Partial<Record<SecurityTab, FakeAnswer>>,
  summary: FakeAnswer = { status: 200, body: { counters } },
) {
  return answerApi({
    [adminApi.security.summary]: summary,
    [adminApi.security.events('overview')]: tabs.overview ?? { status: 200, body: { entries: [] } },
    [adminApi.security.events('bci')]: tabs.bci ?? { status: 200, body: { entries: [] } },
    [adminApi.security.events('admin')]: tabs.admin ?? { status: 200, body: { entries: [] } },
  });
}

const tabList = () => screen.getByRole('tablist', { name: securityCopy.tabsLabel });

describe('/admin/security', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the four counters, each with its definition, read with the access token', async () => {
    const fetchMock = answerDashboard({});
    renderAsVisitor(<SecurityPage />, adminVisitor, '/admin/security');
    const summary = await screen.findByRole('list', { name: securityCopy.summaryLabel });
    await within(summary).findByText('1,500');
    const cards = within(summary).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const [id, copy] of Object.entries(securityCopy.counters)) {
      const card = cards.find((item) => item.textContent?.includes(copy.label));
      expect(card).toHaveTextContent(String(counters[id as keyof typeof counters].toLocaleString('en-US')));
      expect(within(card as HTMLElement).getByText(copy.definition)).toBeVisible();
    }
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes(adminApi.security.summary)) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-access-token');
  });

  it('lists suspicious activity by default: severity badge, event type, Anonymous, resource, action and details', async () => {
    answerDashboard({
      overview: {
        status: 200,
        body: {
          entries: [
            entry({
              severity: 'critical',
              eventType: 'security_event',
              action: 'refresh_token_reuse',
              userEmail: 'ada@example.org',
              resourceType: 'identity',
            }),
            entry({
              severity: 'warn',
              action: 'rate_limited',
              details: { ip: '198.51.100.7', route: '/api/x' },
            }),
          ],
        },
      },
    });
    renderAsVisitor(<SecurityPage />, adminVisitor, '/admin/security');
    const list = await screen.findByRole('list', { name: securityCopy.tabs.overview.label });
    expect(within(tabList()).getByRole('tab', { name: securityCopy.tabs.overview.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first as HTMLElement).getByText('critical')).toBeInTheDocument();
    expect(first).toHaveTextContent('refresh_token_reuse');
    expect(first).toHaveTextContent('ada@example.org');
    expect(first).toHaveTextContent('identity');
    expect(second).toHaveTextContent(securityCopy.tabs.overview.noUser);
    expect(within(second as HTMLElement).getByLabelText(securityCopy.entryFields.details)).toHaveTextContent(
      '"ip": "198.51.100.7"',
    );
  });

  it('names an entry without a user System in the Admin Actions tab, reached by its tab link', async () => {
    answerDashboard({
      admin: {
        status: 200,
        body: { entries: [entry({ eventType: 'admin_action', action: 'role_granted', severity: 'info' })] },
      },
    });
    renderAsVisitor(<SecurityPage />, adminVisitor, '/admin/security');
    await screen.findByText(securityCopy.tabs.overview.empty);
    await userEvent.click(within(tabList()).getByRole('tab', { name: securityCopy.tabs.admin.label }));
    const list = await screen.findByRole('list', { name: securityCopy.tabs.admin.label });
    expect(list).toHaveTextContent('role_granted');
    expect(list).toHaveTextContent('System');
  });

  it.each([
    ['overview', securityCopy.tabs.overview.empty],
    ['bci', securityCopy.tabs.bci.empty],
    ['admin', securityCopy.tabs.admin.empty],
  ] as const)('says so when the %s tab is empty', async (tab, text) => {
    answerDashboard({});
    renderAsVisitor(<SecurityPage />, adminVisitor, `/admin/security?tab=${tab}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['overview', securityCopy.tabs.overview.error],
    ['bci', securityCopy.tabs.bci.error],
    ['admin', securityCopy.tabs.admin.error],
  ] as const)('announces a failed %s tab in a toast and in the tab', async (tab, text) => {
    answerDashboard({ [tab]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    renderAsVisitor(<SecurityPage />, adminVisitor, `/admin/security?tab=${tab}`);
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(notifications).toHaveTextContent(text));
    expect(within(screen.getByRole('tabpanel')).getByText(text)).toBeInTheDocument();
  });
});
