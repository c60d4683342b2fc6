import { brand } from '@gbc/site-map';
import { screen, waitFor, within } from '@testing-library/react';
import NeuroAiEffectsPage from '../src/research/NeuroAiEffectsPage.js';
import { expectNoSkippedHeadingLevels, renderPage } from './render-page.js';

const path = '/research/neuro-ai-effects';

describe('/research/neuro-ai-effects', () => {
  it('shows the title block: title, date, reading time and authorship', () => {
    renderPage(<NeuroAiEffectsPage />, path);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Effects of AI in Neurodivergent Populations' }),
    ).toBeInTheDocument();
    const date = screen.getByText('October 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2025-10');
    expect(date.parentElement).toHaveTextContent(/\d+ min read/);
    expect(date.parentElement).toHaveTextContent(`${brand.name} Research`);
  });

  it('has a heading outline with one h1 and no skipped levels', () => {
    const { container } = renderPage(<NeuroAiEffectsPage />, path);
    expectNoSkippedHeadingLevels(container);
  });

  it('has a labelled table of contents whose links each target a section of the page', () => {
    renderPage(<NeuroAiEffectsPage />, path);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('has an executive summary and the methods, findings and recommendation sections', () => {
    renderPage(<NeuroAiEffectsPage />, path);
    for (const name of [
      'Executive summary',
      'A note on scope and methods',
      'Findings: where assistive AI helps',
      'Findings: risks and open questions',
      'Recommendations for designers and developers',
      'Recommendations for policymakers',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it("shows the report's claimed gains of 78%, 92% and 156%, each labelled as claimed, and its date", () => {
    renderPage(<NeuroAiEffectsPage />, path);
    const keyFigures = screen.getByRole('region', { name: 'Key figures' });
    const figures = within(keyFigures).getAllByRole('listitem');
    expect(figures.map((figure) => figure.querySelector('p')?.textContent)).toEqual(['78%', '92%', '156%']);
    for (const figure of figures) {
      expect(within(figure).getByText('Claimed')).toBeInTheDocument();
      expect(figure).toHaveTextContent(/^\d+%Claimed gainClaimed$/);
    }
    expect(keyFigures).toHaveTextContent(/does not say what each figure measures/);
    expect(screen.getByText('October 2025')).toHaveAttribute('datetime', '2025-10');
  });

  it('links to the survey, NeuroPAK and the resources page', () => {
    renderPage(<NeuroAiEffectsPage />, path);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/signal-economy-survey', '/neuropak', '/resources']));
  });

  it('sets the document title from the site map', async () => {
    renderPage(<NeuroAiEffectsPage />, path);
    await waitFor(() => expect(document.title).toBe('Effects of AI in Neurodivergent Populations - GBC'));
  });
});
