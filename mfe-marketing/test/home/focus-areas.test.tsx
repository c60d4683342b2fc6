import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusAreas } from '../../src/home/content/focus-areas.js';
import { FocusAreasSection } from '../../src/home/sections/FocusAreasSection.js';

function toggles() {
  return screen.getAllByRole('button', { name: /learn more|show less/i });
}

describe('FocusAreasSection', () => {
  it('renders six collapsed cards with "Learn more" buttons', () => {
    render(<FocusAreasSection />);
    expect(toggles()).toHaveLength(6);
    for (const button of toggles()) {
      expect(button).toHaveTextContent('Learn more');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByText(focusAreas[0]!.fullDescription)).not.toBeVisible();
  });

  it('opens one card at a time and reads "Show less" on the open one', async () => {
    const user = userEvent.setup();
    render(<FocusAreasSection />);

    await user.click(toggles()[0]!);
    expect(toggles()[0]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles()[0]).toHaveTextContent('Show less');
    expect(screen.getByText(focusAreas[0]!.fullDescription)).toBeVisible();

    await user.click(toggles()[1]!);
    expect(toggles()[0]).toHaveAttribute('aria-expanded', 'false');
    expect(toggles()[0]).toHaveTextContent('Learn more');
    expect(toggles()[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(focusAreas[0]!.fullDescription)).not.toBeVisible();
    expect(screen.getByText(focusAreas[1]!.fullDescription)).toBeVisible();

    await user.click(toggles()[1]!);
    expect(toggles().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('points each button at the panel it controls and describes it by the card title', () => {
    render(<FocusAreasSection />);
    const button = toggles()[2]!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent(focusAreas[2]!.fullDescription);
    expect(button).toHaveAccessibleDescription(focusAreas[2]!.title);
  });
});
