import { routes } from '@gbc/site-map';
import pages from '../src/pages.js';

describe('exposed pages', () => {
  it('covers only site-map routes owned by the marketing remote', () => {
    for (const path of Object.keys(pages)) {
      expect(routes.find((route) => route.path === path)?.owner).toBe('marketing');
    }
  });

  it('includes the home, about, focus, future, vignette, legal and newsletter pages', () => {
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/focus',
        '/future',
        '/vignettes',
        '/vignettes/:slug',
        '/privacy',
        '/terms',
        '/newsletter/confirm',
        '/newsletter/unsubscribe',
        '/manifesto',
        '/board',
        '/partners',
        '/donations',
      ]),
    );
  });
});
