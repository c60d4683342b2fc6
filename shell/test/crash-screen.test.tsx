import { UiProvider } from '@gbc/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrashBoundary } from '../src/pages/CrashBoundary.js';
import { loadRemotePages } from '../src/remotes/load-remote-pages.js';
import { renderSite, stubRemotePages } from './render-site.js';

jest.mock('../src/remotes/load-remote-pages.js', () => ({ loadRemotePages: jest.fn() }));
const mockedLoadRemotePages = jest.mocked(loadRemotePages);

function Exploding(): never {
  throw new Error('The widget fell over');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.scrollTo = jest.fn();
});
afterEach(() => consoleError.mockRestore());

describe('crash screen', () => {
  it('shows the spec texts and the error when a child throws, and logs it', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <CrashBoundary>
          <Exploding />
        </CrashBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('The application encountered an error. Please try reloading the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Safe Mode' })).toBeInTheDocument();

    const details = screen.getByText('Error details').closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Error details'));
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent('The widget fell over');

    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('render crash'),
      expect.objectContaining({ error: expect.objectContaining({ message: 'The widget fell over' }) }),
    );
  });

  it('keeps navigation and footer around a crashed page, and clears on navigation', async () => {
    const user = userEvent.setup();
    mockedLoadRemotePages.mockResolvedValue({ ...stubRemotePages(), '/focus': Exploding });
    renderSite('/focus');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'About' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Stub page About' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
