import { routes } from '@gbc/site-map';
import pages from '../src/pages.js';

describe('exposed pages', () => {
  it('are keyed by site-map paths that this remote owns', () => {
    const ownPaths = routes.filter((route) => route.owner === 'programs').map((route) => route.path);
    expect(Object.keys(pages).sort()).toEqual([
      '/programs',
      '/programs/bci-accelerator',
      '/programs/neuro-governance',
      '/research/neuro-ai-effects',
      '/submit-story',
    ]);
    for (const path of Object.keys(pages)) expect(ownPaths).toContain(path);
  });
});
