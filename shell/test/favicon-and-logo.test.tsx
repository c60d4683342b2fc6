import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { RouteChangeEffects } from '../src/behaviours/RouteChangeEffects.js';
import { Navigation } from '../src/layout/navigation/Navigation.js';
import { renderInRouter } from './render-site.js';

const cases: Array<[path: string, favicon: string, logo: string]> = [
  ['/', '/favicons/default.svg', 'master'],
  ['/about', '/favicons/default.svg', 'master'],
  ['/products', '/favicons/default.svg', 'master'],
  ['/pinnipedlink', '/favicons/default.svg', 'master'],
  ['/no-such-page', '/favicons/default.svg', 'master'],
  ['/neuropak', '/favicons/neuropak.svg', 'master'],
  ['/equinelink', '/favicons/equinelink.svg', 'equinelink'],
  ['/pawlink', '/favicons/pawlink.svg', 'pawlink'],
  ['/ratpak', '/favicons/ratpak.svg', 'ratpak'],
  ['/ratpak/verticals', '/favicons/ratpak.svg', 'ratpak'],
  ['/ratpak/verticals/laser-delight', '/favicons/laser-delight.svg', 'ratpak'],
  ['/ratpak/verticals/soil-whisperer', '/favicons/leaf.svg', 'ratpak'],
  ['/ratpak/verticals/agri-swarm', '/favicons/leaf.svg', 'ratpak'],
  ['/ratpak/verticals/warehouse-bots', '/favicons/warehouse-bots.svg', 'ratpak'],
  ['/ratpak/verticals/coastal-guardian', '/favicons/coastal-guardian.svg', 'ratpak'],
  ['/ratpak/verticals/outback-miner', '/favicons/outback-miner.svg', 'ratpak'],
];

function faviconHref() {
  return document.head.querySelector('link[rel="icon"]')?.getAttribute('href');
}

function headerLogoVariant() {
  return screen.getByRole('banner').querySelector('[data-logo-variant]')?.getAttribute('data-logo-variant');
}

let navigateTo: (path: string) => void = () => {};
function NavigateProbe() {
  navigateTo = useNavigate();
  return null;
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="icon"]')) link.remove();
});

describe('favicon and logo per path', () => {
  it.each(cases)('%s shows favicon %s and the %s logo', (path, favicon, logo) => {
    renderInRouter(
      <>
        <RouteChangeEffects />
        <Navigation />
      </>,
      path,
    );
    expect(faviconHref()).toBe(favicon);
    expect(headerLogoVariant()).toBe(logo);
  });

  it('updates the existing icon link when the path changes', () => {
    const existing = document.createElement('link');
    existing.rel = 'icon';
    existing.href = '/favicons/default.svg';
    document.head.append(existing);
    renderInRouter(
      <>
        <RouteChangeEffects />
        <Navigation />
        <NavigateProbe />
      </>,
      '/',
    );
    act(() => navigateTo('/equinelink'));
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(existing.getAttribute('href')).toBe('/favicons/equinelink.svg');
    expect(headerLogoVariant()).toBe('equinelink');

    act(() => navigateTo('/ratpak/verticals/laser-delight'));
    expect(existing.getAttribute('href')).toBe('/favicons/laser-delight.svg');
    expect(headerLogoVariant()).toBe('ratpak');
  });
});
