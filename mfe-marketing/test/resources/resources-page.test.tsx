import { type SessionResponse, sessionHintCookieName } from '@gbc/contracts/identity';
import { marketingApi, resourceMessages } from '@gbc/contracts/marketing';
import { type SessionClient, SessionProvider } from '@gbc/web-kit/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResourcesPage from '../../src/resources/ResourcesPage.js';
import { resourcesLoadingDelayMs } from '../../src/resources/useSkeletonDelay.js';
import { installFakeFetch } from '../support/fake-fetch.js';
import { currentUrl, renderPage } from '../support/render.js';

function sessionOf(roles: Array<'member' | 'admin'>): SessionResponse {
  return {
    accessToken: 'test-access-token',
    tokenType: 'Bearer',
    expiresIn: 900,
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    aal: 'aal1',
    user: {
      id: 'user-1',
      email: 'reader@example.org',
      displayName: 'Reader',
      roles,
      emailVerified: true,
      mfaEnabled: false,
      hasPassword: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

function sessionClient(session: SessionResponse | null): SessionClient {
  return {
    refresh: async () => {
      if (session) return session;
      throw Object.assign(new Error('no session'), { status: 401 });
    },
    signOut: async () => {},
  };
}

/** The session the next rendered page's provider answers with (null: signed out). */
let visitorSession: SessionResponse | null = null;

function ResourcesWithSession() {
  return (
    <SessionProvider client={sessionClient(visitorSession)} channel={null}>
      <ResourcesPage />
    </SessionProvider>
  );
}

function renderResources(url: string, session: SessionResponse | null = null) {
  visitorSession = session;
  // Identity's hint that a refresh cookie may exist: without it the session provider does not ask.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; this plays identity's Set-Cookie.
  document.cookie = `${sessionHintCookieName}=${session ? '1' : '0'}; path=/`;
  return renderPage(ResourcesWithSession, { path: '/resources', url });
}

const skeletons = () => screen.queryAllByTestId('resource-skeleton');
const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Download PDF waits for the session's first answer; once enabled, the page knows who is visiting. */
async function sessionKnown() {
  await passLoadingDelay();
  const [download] = screen.getAllByRole('button', { name: 'Download PDF' });
  await waitFor(() => expect(download).toBeEnabled());
}

async function passLoadingDelay() {
  await act(async () => {
    jest.advanceTimersByTime(resourcesLoadingDelayMs);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ResourcesPage', () => {
  it('shows six skeletons for 500 ms when opened in the browser, then the filter of the URL', async () => {
    installFakeFetch(() => ({ status: 500 }));
    renderResources('/resources?filter=research');
    expect(screen.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    expect(skeletons()).toHaveLength(6);
    await act(async () => {
      jest.advanceTimersByTime(resourcesLoadingDelayMs - 1);
    });
    expect(skeletons()).toHaveLength(6);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(skeletons()).toHaveLength(0);
    expect(cardTitles()).toEqual([
      'Effects of AI on Neurodivergent People',
      'Assistive BCI Outcomes Review',
      'Animal Welfare in Veterinary BCI',
    ]);
    expect(screen.getByRole('link', { name: 'Read Full Report' })).toHaveAttribute(
      'href',
      '/research/neuro-ai-effects',
    );
  });

  it('shows the skeletons again after each filter change, then that filter, or the empty message', async () => {
    installFakeFetch(() => ({ status: 500 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources');
    await passLoadingDelay();
    expect(cardTitles()).toHaveLength(7);

    await user.click(screen.getByRole('tab', { name: 'Standards' }));
    expect(currentUrl()).toBe('/resources?filter=standards');
    expect(skeletons()).toHaveLength(6);
    await passLoadingDelay();
    expect(cardTitles()).toEqual([
      'BCI Interoperability Guidelines',
      'Safety Certification for Neural Devices',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Position' }));
    expect(skeletons()).toHaveLength(6);
    await passLoadingDelay();
    expect(screen.getByText(resourceMessages.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(currentUrl()).toBe('/resources');
  });

  it('opens the Members Only dialog on Download PDF for a visitor, with its notice and links', async () => {
    const fetchMock = installFakeFetch(() => ({ status: 500 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources');
    await passLoadingDelay();
    const [firstDownload] = await screen.findAllByRole('button', { name: 'Download PDF' });
    await user.click(firstDownload as HTMLElement);

    const dialog = screen.getByRole('dialog', { name: 'Members Only Resource' });
    expect(dialog).toHaveTextContent('This document is exclusive to GBC members.');
    expect(dialog).toHaveTextContent('Membership Required');
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(dialog).getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens a signed-in non-member's dialog too, and never asks the service", async () => {
    const fetchMock = installFakeFetch(() => ({ status: 500 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources', sessionOf([]));
    await sessionKnown();
    const [firstDownload] = await screen.findAllByRole('button', { name: 'Download PDF' });
    await user.click(firstDownload as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Members Only Resource' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the service for a member's signed link with the access token", async () => {
    const requests: Array<{ url: string; body: unknown; authorization: string | null }> = [];
    const fetchMock = jest.fn(async (input: string, init: RequestInit) => {
      requests.push({
        url: new URL(input, window.location.origin).pathname,
        body: JSON.parse(String(init.body)),
        authorization: new Headers(init.headers).get('authorization'),
      });
      // Refused, so the page shows its failure toast instead of leaving the page.
      return { ok: false, status: 503, text: async () => '' };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources', sessionOf(['member']));
    await sessionKnown();
    const [firstDownload] = await screen.findAllByRole('button', { name: 'Download PDF' });
    await user.click(firstDownload as HTMLElement);

    expect(await screen.findByText(resourceMessages.downloadFailed)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        url: marketingApi.resources.downloadLink,
        body: { resourceId: 'neuro-ai-effects' },
        authorization: 'Bearer test-access-token',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows Notify Me's toast for a visitor without storing anything", async () => {
    const fetchMock = installFakeFetch(() => ({ status: 500 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources');
    const [notify] = await screen.findAllByRole('button', { name: 'Notify Me' });
    await user.click(notify as HTMLElement);
    expect(await screen.findByText('Notification Set')).toBeInTheDocument();
    expect(
      screen.getByText('You will be notified when Position Statements becomes available.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stores a signed-in visitor's Notify Me, then shows the toast", async () => {
    const fetchMock = installFakeFetch((url) =>
      url.pathname === marketingApi.resources.notify
        ? { status: 200, body: { message: 'stored' } }
        : { status: 500 },
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderResources('/resources', sessionOf([]));
    await sessionKnown();
    const notifyButtons = await screen.findAllByRole('button', { name: 'Notify Me' });
    await user.click(notifyButtons[1] as HTMLElement);
    expect(
      await screen.findByText('You will be notified when Ethics Toolkit becomes available.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
