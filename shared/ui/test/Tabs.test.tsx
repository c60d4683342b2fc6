import { pathTo, withSearch } from '@gbc/site-map';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { Tabs } from '../src/Tabs.js';

const base = pathTo('/resources');
const filters = [
  { id: 'all', label: 'All', to: base },
  { id: 'research', label: 'Research', to: withSearch(base, { filter: 'research' }) },
  { id: 'standards', label: 'Standards', to: withSearch(base, { filter: 'standards' }) },
];

/** A page whose selected tab comes from the URL, as the resources page does it. */
function FilteredPage() {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('filter') ?? 'all';
  return (
    <Tabs label="Filter resources" tabs={filters} selectedId={selected}>
      <p>Showing {selected}</p>
    </Tabs>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/resources" element={<FilteredPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Tabs', () => {
  it('is a labelled tablist of link tabs, the selected one controlling the panel', () => {
    renderAt('/resources?filter=research');
    const list = screen.getByRole('tablist', { name: 'Filter resources' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0] ?? null);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Research', 'Standards']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/resources',
      '/resources?filter=research',
      '/resources?filter=standards',
    ]);
    const research = screen.getByRole('tab', { name: 'Research' });
    expect(research).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Research' });
    expect(research).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Showing research');
  });

  it('is one tab stop once hydrated: only the selected tab is in the tab order', async () => {
    renderAt('/resources');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Research' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus with the arrow keys (wrapping), Home and End, and opens the focused tab with Enter or Space', async () => {
    renderAt('/resources');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Research' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Standards' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Standards' })).toHaveFocus();
    // Moving focus alone does not choose the tab.
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'Standards' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing standards');

    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing research');
  });

  it('leaves every tab a plain link in the tab order in server HTML, for use without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/resources?filter=standards']}>
        <Routes>
          <Route path="/resources" element={<FilteredPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const tabs = Array.from(container.querySelectorAll('[role="tab"]'));
    expect(tabs.map((tab) => tab.tagName)).toEqual(['A', 'A', 'A']);
    expect(tabs.every((tab) => !tab.hasAttribute('tabindex'))).toBe(true);
    expect(container.querySelector('[aria-selected="true"]')).toHaveTextContent('Standards');
  });
});
