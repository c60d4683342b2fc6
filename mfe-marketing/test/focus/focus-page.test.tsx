import { screen, within } from '@testing-library/react';
import FocusPage from '../../src/focus/FocusPage.js';
import { metaContent, renderInShell } from '../support/render.js';

function cardTitles(regionName: string): string[] {
  return within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('FocusPage', () => {
  it('shows one h1 and its sections in order', () => {
    renderInShell(<FocusPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Focus Areas']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Focus Areas',
      'Animal Applications',
      'Ethical Framework',
    ]);
  });

  it('lists the four focus areas', () => {
    renderInShell(<FocusPage />);
    expect(cardTitles('Our Focus Areas')).toEqual([
      'Brain-Computer Interfaces',
      'Assistive Technology',
      'Neuro-Rights',
      'Standards & Certification',
    ]);
  });

  it('links each animal application card to its product page', () => {
    renderInShell(<FocusPage />);
    const animals = screen.getByRole('region', { name: 'Animal Applications' });
    expect(cardTitles('Animal Applications')).toEqual(['EquineLink', 'PawLink', 'PinnipedLink']);
    expect(
      within(animals)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/equinelink', '/pawlink', '/pinnipedlink']);
  });

  it('states the three conditions of the ethical framework', () => {
    renderInShell(<FocusPage />);
    expect(cardTitles('Ethical Framework')).toEqual([
      'Animal Welfare First',
      'Non-Invasive Design',
      'Veterinary Oversight',
    ]);
  });

  it('links to /resources and sets the document title and description', () => {
    renderInShell(<FocusPage />);
    expect(screen.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    expect(document.title).toBe('Focus Areas - GBC');
    expect(metaContent('description')).toBe(
      'Brain-computer interfaces, assistive technology, neuro-rights and standards: where the council works.',
    );
  });
});
