import { screen, within } from '@testing-library/react';
import PartnersPage from '../../src/partners/PartnersPage.js';
import { metaContent, renderInShell } from '../support/render.js';

describe('PartnersPage', () => {
  it('shows four partner groups under one h1 and sets the document title and description', () => {
    renderInShell(<PartnersPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Partners']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Research Partners',
      'Industry Partners',
      'Policy and Advocacy Partners',
      'Internal Divisions',
      'Become a Partner',
    ]);
    expect(document.title).toBe('Partners - GBC');
    expect(metaContent('description')).toBe(
      'Organisations working with the council on BCI research, policy and access.',
    );
  });

  it('links the internal divisions to /equinelink and /pawlink', () => {
    renderInShell(<PartnersPage />);
    const divisions = screen.getByRole('region', { name: 'Internal Divisions' });
    expect(within(divisions).getByRole('link', { name: 'Visit EquineLink' })).toHaveAttribute(
      'href',
      '/equinelink',
    );
    expect(within(divisions).getByRole('link', { name: 'Visit PawLink' })).toHaveAttribute(
      'href',
      '/pawlink',
    );
  });

  it('calls visitors to the contact page and the resources', () => {
    renderInShell(<PartnersPage />);
    const callToAction = screen.getByRole('region', { name: 'Become a Partner' });
    expect(within(callToAction).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(callToAction).getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });
});
