import { routes } from '@gbc/site-map';
import pages from '../src/pages.js';

describe('exposed pages', () => {
  it('are keyed by site-map paths that this remote owns', () => {
    const ownPaths = routes.filter((route) => route.owner === 'products').map((route) => route.path);
    expect(Object.keys(pages).length).toBeGreaterThan(0);
    for (const path of Object.keys(pages)) expect(ownPaths).toContain(path);
  });
});
