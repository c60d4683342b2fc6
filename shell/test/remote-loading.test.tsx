import { getInstance } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { remoteLoadTimeoutMs } from '../src/remotes/load-remote-pages.js';
import { RemotePage } from '../src/routes/RemotePage.js';
import { renderInRouter } from './render-site.js';

jest.mock('@module-federation/enhanced/runtime', () => {
  const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
  return { getInstance: () => federation };
});

const federation = getInstance() as unknown as { registerRemotes: jest.Mock; loadRemote: jest.Mock };
const manifest = {
  marketing: '/remotes/marketing/mf-manifest.json',
  programs: 'https://cdn.example.org/programs/mf-manifest.json',
};
const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }));

function AboutPage() {
  return <h1>About the council</h1>;
}

const unavailable = 'This section is temporarily unavailable';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('loading remotes through the federation runtime', () => {
  it('falls back after the timeout when the remote never answers, and Retry re-registers it', async () => {
    jest.useFakeTimers();
    federation.loadRemote.mockReturnValue(new Promise(() => {}));
    renderInRouter(<RemotePage remote="marketing" path="/about" />, '/about');

    await act(async () => jest.advanceTimersByTime(remoteLoadTimeoutMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_marketing', entry: 'http://localhost/remotes/marketing/remoteEntry.js' }],
      { force: true },
    );
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_marketing/pages');

    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: unavailable })).toBeInTheDocument();

    federation.loadRemote.mockResolvedValue({
      default: { '/about': lazy(async () => ({ default: AboutPage })) },
    });
    const fetchesBeforeRetry = fetchMock.mock.calls.length;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await act(async () => jest.advanceTimersByTime(0));
    expect(await screen.findByRole('heading', { name: 'About the council' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(fetchesBeforeRetry + 1);
    expect(federation.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('falls back at once for a remote the manifest does not list', async () => {
    renderInRouter(<RemotePage remote="products" path="/equinelink" />, '/equinelink');
    expect(await screen.findByRole('heading', { name: unavailable })).toBeInTheDocument();
    expect(federation.loadRemote).not.toHaveBeenCalledWith('mfe_products/pages');
  });

  it('registers the entry beside the listed manifest, and falls back when it fails to load', async () => {
    federation.loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    renderInRouter(<RemotePage remote="programs" path="/programs" />, '/programs');
    expect(await screen.findByRole('heading', { name: unavailable })).toBeInTheDocument();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_programs', entry: 'https://cdn.example.org/programs/remoteEntry.js' }],
      { force: true },
    );
  });
});
