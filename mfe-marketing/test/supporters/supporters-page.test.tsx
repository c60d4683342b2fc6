import { act, fireEvent, screen, within } from '@testing-library/react';
import { ecosystemCompanies } from '../../src/supporters/content/companies.js';
import { directoryStatistics, filterCompanies } from '../../src/supporters/directory-filters.js';
import SupportersPage from '../../src/supporters/SupportersPage.js';
import { currentUrl, renderPage } from '../support/render.js';

const total = ecosystemCompanies.length;
const companyCards = () =>
  within(screen.getByRole('region', { name: 'Companies' })).queryAllByRole('listitem');

function renderAt(url: string) {
  return renderPage(SupportersPage, { path: '/supporters', url });
}

describe('SupportersPage', () => {
  it('shows every company, the count line and the statistics of the whole directory', () => {
    renderAt('/supporters');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BCI Ecosystem Directory');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${total} of ${total} companies`);
    expect(companyCards()).toHaveLength(total);
    const stats = directoryStatistics(ecosystemCompanies);
    const figures = within(screen.getByRole('region', { name: 'The ecosystem at a glance' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual([
      `${stats.total}Total companies`,
      `${stats.invasive}Invasive`,
      `${stats.nonInvasive}Non-invasive`,
      `${stats.startups}Startups`,
    ]);
  });

  it('applies the filters of the URL and shows them in the controls', () => {
    renderAt('/supporters?type=invasive&maturity=startup');
    const expected = filterCompanies(ecosystemCompanies, {
      search: '',
      type: 'Invasive',
      maturity: 'Startup',
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of ${total} companies`);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('invasive');
    expect(screen.getByRole('combobox', { name: 'Maturity' })).toHaveValue('startup');
    expect(companyCards().map((card) => card.getAttribute('data-company'))).toEqual(
      expected.map((company) => company.id),
    );
  });

  it('writes search and filters into the URL as they change, combining them with AND', () => {
    renderAt('/supporters');
    fireEvent.change(screen.getByRole('combobox', { name: 'Application' }), {
      target: { value: 'consumer' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), {
      target: { value: 'earbuds ' },
    });
    expect(currentUrl()).toBe('/supporters?application=consumer&q=earbuds');
    // The typed trailing space stays in the box while the URL holds the trimmed text.
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('earbuds ');
    const expected = filterCompanies(ecosystemCompanies, { search: 'earbuds', application: 'Consumer' });
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of ${total} companies`);
    expect(companyCards()).toHaveLength(expected.length);
  });

  it('shows the empty state when nothing matches, and clearing brings everything back', () => {
    renderAt('/supporters?q=no+such+company+anywhere');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 0 of ${total} companies`);
    expect(screen.getByText('No companies match your search')).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    });
    expect(currentUrl()).toBe('/supporters');
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('');
    expect(companyCards()).toHaveLength(total);
  });

  it('is a GET search form to /supporters, links each website in a new tab and calls to membership and contact', () => {
    renderAt('/supporters');
    const form = screen.getByRole('form', { name: 'Search and filter' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/supporters');
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeEnabled();
    const neuralink = screen.getByRole('link', { name: 'Visit Neuralink website (opens in a new tab)' });
    expect(neuralink).toHaveAttribute('href', 'https://neuralink.com');
    expect(neuralink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/^Data compiled November 26, 2026/)).toBeInTheDocument();
  });
});
