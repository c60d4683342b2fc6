import { screen } from '@testing-library/react';
import ManifestoPage from '../../src/manifesto/ManifestoPage.js';
import { metaContent, renderInShell } from '../support/render.js';

describe('ManifestoPage', () => {
  it('shows the manifesto under one h1 and sets the document title and description', () => {
    renderInShell(<ManifestoPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Manifesto']);
    expect(screen.getByRole('region', { name: 'What We Stand For' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'The mind is not a data source' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Manifesto - GBC');
    expect(metaContent('description')).toBe('The principles the council stands for in neurotechnology.');
  });

  it('links to the programs and the future vision', () => {
    renderInShell(<ManifestoPage />);
    expect(screen.getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('link', { name: 'Our Vision for the Future' })).toHaveAttribute(
      'href',
      '/future',
    );
  });
});
