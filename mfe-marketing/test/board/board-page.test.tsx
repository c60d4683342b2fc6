import { screen, within } from '@testing-library/react';
import BoardPage from '../../src/board/BoardPage.js';
import { metaContent, renderInShell } from '../support/render.js';

describe('BoardPage', () => {
  it('announces the board as to be announced, with nominations through the contact page', () => {
    renderInShell(<BoardPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Board']);
    const announcement = screen.getByRole('region', { name: 'Board To Be Announced' });
    expect(within(announcement).getByRole('link', { name: 'Nominate a Board Member' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.title).toBe('Board - GBC');
    expect(metaContent('description')).toBe('Board and committees of the council.');
  });

  it('lists the three committees: Technical, Ethics, Policy', () => {
    renderInShell(<BoardPage />);
    const committees = screen.getByRole('region', { name: 'Committees' });
    expect(
      within(within(committees).getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Technical Committee', 'Ethics Committee', 'Policy Committee']);
  });
});
