import { screen, waitFor, within } from '@testing-library/react';
import ProgramsPage from '../src/programs/ProgramsPage.js';
import { expectNoSkippedHeadingLevels, renderPage } from './render-page.js';

function programCard(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('/programs', () => {
  it('shows one h1 and a heading outline without skipped levels', () => {
    const { container } = renderPage(<ProgramsPage />, '/programs');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectNoSkippedHeadingLevels(container);
  });

  it('shows three program cards, each linking to a route the site serves', () => {
    renderPage(<ProgramsPage />, '/programs');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const expectedTargets = {
      NeuroGovernance: '/programs/neuro-governance',
      'BCI Accelerator': '/programs/bci-accelerator',
      'Share Your Breakthrough': '/submit-story',
    };
    for (const [title, href] of Object.entries(expectedTargets)) {
      const links = within(programCard(title)).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([href]);
    }
  });

  it('describes NeuroGovernance as an 8-week online certification for policymakers and leaders', () => {
    renderPage(<ProgramsPage />, '/programs');
    const card = programCard('NeuroGovernance');
    expect(card).toHaveTextContent(/8-week online certification/);
    expect(card).toHaveTextContent(/policymakers and leaders/);
  });

  it('states the accelerator funding, next cohort and application opening', () => {
    renderPage(<ProgramsPage />, '/programs');
    const card = programCard('BCI Accelerator');
    expect(within(card).getByText('Up to $250K funding')).toBeInTheDocument();
    expect(within(card).getByText('Next cohort: Fall 2026')).toBeInTheDocument();
    expect(within(card).getByText('Applications open June 2026')).toBeInTheDocument();
  });

  it('links to the manifesto and the contact page', () => {
    renderPage(<ProgramsPage />, '/programs');
    expect(screen.getByRole('link', { name: 'Read the Manifesto' })).toHaveAttribute('href', '/manifesto');
    expect(screen.getByRole('link', { name: 'Contact the council' })).toHaveAttribute('href', '/contact');
  });

  it('gives every link a distinct accessible name', () => {
    renderPage(<ProgramsPage />, '/programs');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sets the document title from the site map', async () => {
    renderPage(<ProgramsPage />, '/programs');
    await waitFor(() => expect(document.title).toBe('Programs - GBC'));
  });
});
