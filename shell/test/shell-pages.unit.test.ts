import { routes } from '@gbc/site-map';
import { shellPages } from '../src/routes/shell-pages.js';

describe('shell pages', () => {
  it('has a page for every route the site map gives to the shell, and no other', () => {
    const shellRoutes = routes.filter((route) => route.owner === 'shell').map((route) => route.path);
    expect(Object.keys(shellPages).sort()).toEqual([...shellRoutes].sort());
  });
});
