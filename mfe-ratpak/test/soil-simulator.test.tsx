import { UiProvider } from '@gbc/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SoilSimulator } from '../src/soil-whisperer/SoilSimulator.js';

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const renderSimulator = () =>
  render(
    <UiProvider>
      <SoilSimulator />
    </UiProvider>,
  );

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('SoilSimulator', () => {
  test('a week every 200 ms while running, Pause stops it, 24 ends it, Reset returns to week 0', () => {
    renderSimulator();
    expect(screen.getByRole('status')).toHaveTextContent('Week 0 of 24');
    expect(screen.getAllByText('Poor')).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('Week 0 of 24');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Week 1 of 24');
    // Nitrogen: 180 + 140 / 24 after one week.
    expect(screen.getByText('186 ppm')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pause Simulation' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Week 1 of 24');

    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    act(() => jest.advanceTimersByTime(200 * 30));
    expect(screen.getByRole('status')).toHaveTextContent('Week 24 of 24');
    expect(screen.getAllByText('Excellent')).toHaveLength(6);
    expect(screen.getByText('Soil health improved by 100% since week 0.')).toBeInTheDocument();
    for (const bar of screen.getAllByRole('progressbar')) expect(bar).toHaveAttribute('value', '100');
    expect(jest.getTimerCount()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('Week 0 of 24');
    expect(screen.getByText('180 ppm')).toBeInTheDocument();
  });

  test('health labels follow the progress: Fair from 0.3, Good from 0.6', () => {
    renderSimulator();
    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    act(() => jest.advanceTimersByTime(200 * 8));
    expect(screen.getAllByText('Fair')).toHaveLength(6);
    act(() => jest.advanceTimersByTime(200 * 7));
    expect(screen.getAllByText('Good')).toHaveLength(6);
  });

  test('under reduced motion Start jumps to week 24 without a timer', () => {
    setReducedMotion(true);
    renderSimulator();
    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    expect(screen.getByRole('status')).toHaveTextContent('Week 24 of 24');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('leaving the page clears the timer', () => {
    const { unmount } = renderSimulator();
    fireEvent.click(screen.getByRole('button', { name: 'Start Simulation' }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
