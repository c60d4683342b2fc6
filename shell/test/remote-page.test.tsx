import type { RemoteName } from '@gbc/site-map';
import { createQueryClient, type RemotePages } from '@gbc/web-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { loadRemotePages } from '../src/remotes/load-remote-pages.js';
import { RemoteLoadError } from '../src/remotes/remote-load-error.js';
import { markUnavailableOnServer, wasUnavailableOnServer } from '../src/remotes/unavailable-on-server.js';
import { RemotePage } from '../src/routes/RemotePage.js';
import { renderInRouter } from './render-site.js';

jest.mock('../src/remotes/load-remote-pages.js', () => ({ loadRemotePages: jest.fn() }));
const mockedLoadRemotePages = jest.mocked(loadRemotePages);

function ProductsPage() {
  return <h1>Products overview</h1>;
}

function Broken(): never {
  throw new TypeError('cannot read the survey step');
}

const unavailable = 'This section is temporarily unavailable';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockedLoadRemotePages.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function failWith(remote: RemoteName) {
  return Promise.reject(new RemoteLoadError(remote, 'entry answered 404'));
}

describe('RemotePage', () => {
  it('shows a skeleton while the remote loads', async () => {
    mockedLoadRemotePages.mockReturnValue(new Promise(() => {}));
    renderInRouter(<RemotePage remote="admin" path="/site-audit" />, '/site-audit');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading page');
  });

  it('shows the fallback when the remote fails, and Retry loads it again', async () => {
    const user = userEvent.setup();
    mockedLoadRemotePages.mockImplementationOnce(() => failWith('products'));
    renderInRouter(<RemotePage remote="products" path="/products" />, '/products');

    expect(await screen.findByRole('heading', { name: unavailable })).toBeInTheDocument();
    expect(screen.getByTestId('remote-unavailable')).not.toHaveTextContent(/products/i);
    expect(mockedLoadRemotePages).toHaveBeenLastCalledWith('products', 0);

    // Remotes export their pages as lazy components, as each page is its own chunk.
    mockedLoadRemotePages.mockResolvedValueOnce({
      '/products': lazy(async () => ({ default: ProductsPage })),
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Products overview' })).toBeInTheDocument();
    expect(mockedLoadRemotePages).toHaveBeenLastCalledWith('products', 1);
    expect(screen.queryByText(unavailable)).not.toBeInTheDocument();
  });

  it('keeps offering Retry while the remote stays down', async () => {
    const user = userEvent.setup();
    mockedLoadRemotePages.mockImplementation(() => failWith('ratpak'));
    renderInRouter(<RemotePage remote="ratpak" path="/ratpak" />, '/ratpak');
    await screen.findByRole('heading', { name: unavailable });

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: unavailable })).toBeInTheDocument();
    expect(mockedLoadRemotePages.mock.calls).toEqual([
      ['ratpak', 0],
      ['ratpak', 1],
      ['ratpak', 2],
    ]);
  });

  describe('after the server could not load the remote (it sent the fallback panel)', () => {
    function serverMarked(remote: RemoteName) {
      const queryClient = createQueryClient({ retries: 0 });
      markUnavailableOnServer(queryClient, remote);
      return queryClient;
    }

    it("renders that panel first, then the page once the browser's own build has loaded", async () => {
      let arrive: (pages: RemotePages) => void = () => {};
      mockedLoadRemotePages.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
      const queryClient = serverMarked('marketing');
      renderInRouter(<RemotePage remote="marketing" path="/privacy" />, '/privacy', { queryClient });

      // The first render is the server's panel, never a skeleton: that is what hydrates.
      expect(screen.getByRole('heading', { name: unavailable })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(mockedLoadRemotePages).toHaveBeenCalledWith('marketing', expect.any(Number));
      expect(wasUnavailableOnServer(queryClient, 'marketing')).toBe(false);

      arrive({ '/privacy': () => <h1>Privacy Policy</h1> });
      expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
      expect(screen.queryByText(unavailable)).not.toBeInTheDocument();
    });

    it("keeps the panel, with no skeleton between, when the browser's build fails too; Retry still loads", async () => {
      const user = userEvent.setup();
      mockedLoadRemotePages.mockImplementationOnce(() => failWith('admin'));
      renderInRouter(<RemotePage remote="admin" path="/admin" />, '/admin', {
        queryClient: serverMarked('admin'),
      });

      await waitFor(() => expect(mockedLoadRemotePages).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      expect(screen.getByRole('heading', { name: unavailable })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      mockedLoadRemotePages.mockResolvedValueOnce({ '/admin': () => <h1>Administration</h1> });
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
      expect(mockedLoadRemotePages).toHaveBeenCalledTimes(2);
    });
  });

  it('shows the fallback when the remote lacks the page', async () => {
    mockedLoadRemotePages.mockResolvedValue({ '/programs': ProductsPage });
    renderInRouter(
      <RemotePage remote="programs" path="/programs/bci-accelerator" />,
      '/programs/bci-accelerator',
    );
    expect(await screen.findByRole('heading', { name: unavailable })).toBeInTheDocument();
  });

  it('lets a page that fails to render reach the crash screen instead', async () => {
    mockedLoadRemotePages.mockResolvedValue({ '/signal-economy-survey': Broken });
    const { CrashBoundary } = await import('../src/pages/CrashBoundary.js');
    renderInRouter(
      <CrashBoundary>
        <RemotePage remote="survey" path="/signal-economy-survey" />
      </CrashBoundary>,
      '/signal-economy-survey',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(unavailable)).not.toBeInTheDocument();
  });
});
