import { compiledRouteTable, type RouteTable, routeTableElementId } from '@gbc/site-map';
import { screen } from '@testing-library/react';
import { RouteChangeEffects } from '../src/behaviours/RouteChangeEffects.js';
import { loadRemotePages } from '../src/remotes/load-remote-pages.js';
import { Site } from '../src/Site.js';
import { renderInRouter, renderSite } from './render-site.js';

jest.mock('../src/remotes/load-remote-pages.js', () => ({ loadRemotePages: jest.fn() }));

/** The table a gateway inlines after the programs remote was redeployed with a page this shell never saw. */
const merged: RouteTable = {
  routes: [
    ...compiledRouteTable().routes,
    {
      path: '/programs/open-call',
      owner: 'programs',
      title: 'Open Call',
      description: 'A page the programs remote added on its own.',
      indexed: true,
      favicon: '/remotes/programs/favicons/default.svg',
      logo: '/remotes/programs/logos/master.svg',
    },
  ],
  redirects: [{ from: '/programs/call', to: '/programs/open-call', owner: 'programs' }],
};

beforeAll(() => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = routeTableElementId;
  script.textContent = JSON.stringify(merged);
  document.head.append(script);
});

beforeEach(() => {
  jest
    .mocked(loadRemotePages)
    .mockReset()
    .mockResolvedValue({ '/programs/open-call': () => <h1>Open Call</h1> });
  window.scrollTo = jest.fn();
});

describe('routes from the route table the gateway put in the page', () => {
  it('route a page the shell was not built with to its remote, titled, with its favicon and logo', async () => {
    renderInRouter(
      <>
        <RouteChangeEffects />
        <Site />
      </>,
      '/programs/open-call',
      { routeTable: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Call' })).toBeInTheDocument();
    expect(loadRemotePages).toHaveBeenCalledWith('programs', expect.any(Number));
    expect(document.title).toBe('Open Call - GBC');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/remotes/programs/favicons/default.svg',
    );
    expect(screen.getByRole('banner').querySelector('[data-logo-mark] img')?.getAttribute('src')).toBe(
      '/remotes/programs/logos/master.svg',
    );
  });

  it('send a moved address to its new path, query kept', async () => {
    renderSite('/programs/call?from=mail', { routeTable: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Call' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/programs/open-call?from=mail');
  });
});
