import { screen, within } from '@testing-library/react';
import AdminOverviewPage from '../src/overview/AdminOverviewPage.js';
import { adminScreens } from '../src/overview/content/admin-screens.js';
import { adminVisitor, renderAsVisitor } from './render-admin.js';

describe('/admin', () => {
  it('links every admin screen of the list, with its description', async () => {
    renderAsVisitor(<AdminOverviewPage />, adminVisitor);
    const list = await screen.findByRole('list', { name: 'Admin screens' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(adminScreens.map((screen) => screen.href));
    for (const [index, entry] of adminScreens.entries()) {
      expect(links[index]).toHaveTextContent(entry.label);
      expect(links[index]).toHaveTextContent(entry.description);
    }
  });
});
