import { render, screen, within } from '@testing-library/react';
import { milestoneScrollerLabel, milestones } from '../../src/home/content/milestones.js';
import { MilestonesSection } from '../../src/home/sections/MilestonesSection.js';

describe('MilestonesSection', () => {
  it('lists the seven milestones with their status labels', () => {
    render(<MilestonesSection />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      milestones.map((milestone) => milestone.title),
    );
    expect(screen.getAllByText('Completed')).toHaveLength(2);
    expect(screen.getAllByText('In Progress')).toHaveLength(2);
    expect(screen.getAllByText('Upcoming')).toHaveLength(3);
    expect(within(items[0]!).getByText('Q1 2024')).toBeInTheDocument();
  });

  it('makes the sideways scroller a labelled, keyboard-focusable region on small screens', () => {
    render(<MilestonesSection />);
    expect(screen.getByRole('region', { name: milestoneScrollerLabel })).toHaveAttribute('tabindex', '0');
  });
});
