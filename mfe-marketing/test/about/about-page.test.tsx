import { screen, within } from '@testing-library/react';
import AboutPage from '../../src/about/AboutPage.js';
import { metaContent, renderInShell } from '../support/render.js';

function headingsInside(region: HTMLElement, level: number): string[] {
  return within(region)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

describe('AboutPage', () => {
  it('shows one h1 and the mission, vision, values, global role and Global Team sections in order', () => {
    renderInShell(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Mission',
      'Our Vision',
      'Our Values',
      'Our Global Role',
      'Global Team',
    ]);
  });

  it('lists the four values', () => {
    renderInShell(<AboutPage />);
    expect(headingsInside(screen.getByRole('region', { name: 'Our Values' }), 3)).toEqual([
      'Human-Centric',
      'Ethical Innovation',
      'Accessibility',
      'Collaboration',
    ]);
  });

  it('links the global role to /membership and states the research network', () => {
    renderInShell(<AboutPage />);
    const role = screen.getByRole('region', { name: 'Our Global Role' });
    expect(within(role).getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(within(role).getByText(/200 researchers in 45 countries/)).toBeInTheDocument();
  });

  it('lists the three Global Team groups', () => {
    renderInShell(<AboutPage />);
    expect(headingsInside(screen.getByRole('region', { name: 'Global Team' }), 3)).toEqual([
      'Research Coalition',
      'Policy Advisors',
      'Technical Steering Committee',
    ]);
  });

  it('sets the document title and description from the site map', () => {
    renderInShell(<AboutPage />);
    expect(document.title).toBe('About - GBC');
    expect(metaContent('description')).toBe(
      'Our mission, vision, values and the global team behind the council.',
    );
  });
});
