import { brand } from '@gbc/brand';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePages } from '../src/remotes/load-remote-pages.js';
import { renderSite, stubRemotePages } from './render-site.js';

jest.mock('../src/remotes/load-remote-pages.js', () => ({ loadRemotePages: jest.fn() }));
const mockedLoadRemotePages = jest.mocked(loadRemotePages);

beforeEach(() => {
  mockedLoadRemotePages.mockReset().mockResolvedValue(stubRemotePages());
  window.scrollTo = jest.fn();
});

describe('routes from the site map', () => {
  it('renders a remote page inside the layout and titles the document', async () => {
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'Stub page About' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(document.title).toBe('About - GBC');
  });

  it('titles the home page with the council name alone', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: `Stub page ${brand.name}` });
    expect(document.title).toBe(brand.name);
  });

  it('renders a parameterised route', async () => {
    renderSite('/vignettes/the-quiet-hour');
    expect(await screen.findByRole('heading', { name: 'Stub page Vignette' })).toBeInTheDocument();
  });

  it('offers a skip link to the main content first', async () => {
    const user = userEvent.setup();
    renderSite('/about');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});

describe('404 page', () => {
  it('shows the spec texts, popular links and both buttons, and logs the path', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSite('/no-such-page');

    // The 404 page loads with its route, as every shell page does.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    const popular = within(screen.getByRole('list', { name: 'Popular pages' }));
    expect(popular.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/products',
      '/resources',
      '/membership',
      '/contact',
    ]);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found - GBC');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
    expect(mockedLoadRemotePages).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    warn.mockRestore();
  });

  it('matches paths case-sensitively, like the gateway', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderSite('/About');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('health page', () => {
  it.each(['/__health', '/__safe'])('%s says the app is running and shows the path', async (path) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'App is Running' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(path);
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Take the Signal Economy Survey' })).toHaveAttribute(
      'href',
      '/signal-economy-survey',
    );
    expect(mockedLoadRemotePages).not.toHaveBeenCalled();
  });
});
