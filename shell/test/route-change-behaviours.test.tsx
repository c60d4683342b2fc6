import { compiledRouteTable } from '@gbc/site-map';
import { RouteTableProvider } from '@gbc/web-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { installGlobalErrorLogging } from '../src/behaviours/install-global-error-logging.js';
import { fadeInDelayMs, PageFadeIn } from '../src/behaviours/PageFadeIn.js';
import { RouteChangeEffects } from '../src/behaviours/RouteChangeEffects.js';

let navigateTo: (path: string) => void = () => {};
function NavigateProbe() {
  navigateTo = useNavigate();
  return null;
}

function renderWithEffects(path: string) {
  return render(
    <RouteTableProvider value={compiledRouteTable()}>
      <MemoryRouter initialEntries={[path]}>
        <RouteChangeEffects />
        <PageFadeIn>
          <p>Page body</p>
        </PageFadeIn>
        <NavigateProbe />
      </MemoryRouter>
    </RouteTableProvider>,
  );
}

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function fade() {
  return screen.getByText('Page body').parentElement as HTMLElement;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('on every route change', () => {
  it('scrolls smoothly to the top and fades the page in after 50 ms', () => {
    jest.useFakeTimers();
    prefersReducedMotion(false);
    renderWithEffects('/about');
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => navigateTo('/focus'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(fade()).toHaveAttribute('data-page-visible', 'false');
    expect(fade()).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(fadeInDelayMs - 1));
    expect(fade()).toHaveAttribute('data-page-visible', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(fade()).toHaveAttribute('data-page-visible', 'true');
    expect(fade()).toHaveStyle({ opacity: '1', transition: 'opacity 0.3s ease' });
  });

  it('shows the first page at once: it arrived rendered by the server', () => {
    jest.useFakeTimers();
    prefersReducedMotion(false);
    renderWithEffects('/about');
    expect(fade()).toHaveAttribute('data-page-visible', 'true');
    expect(fade()).toHaveStyle({ opacity: '1' });
  });

  it('neither fades nor scrolls smoothly under reduced motion', () => {
    prefersReducedMotion(true);
    renderWithEffects('/about');
    act(() => navigateTo('/future'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    expect(fade()).toHaveAttribute('data-page-visible', 'true');
    expect(fade()).toHaveStyle({ opacity: '1', transition: 'none' });
  });

  it('sets the document title from the site map', () => {
    renderWithEffects('/ratpak/verticals/laser-delight');
    expect(document.title).toBe('Laser Delight - GBC');
    act(() => navigateTo('/programs/bci-accelerator'));
    expect(document.title).toBe('BCI Accelerator - GBC');
  });
});

describe('global error logging', () => {
  it('logs uncaught errors and unhandled rejections', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const uninstall = installGlobalErrorLogging();
    const error = new Error('late failure');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'no answer';
    window.dispatchEvent(rejection);
    uninstall();

    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('uncaught error'), error);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unhandled rejection'), 'no answer');
    consoleError.mockRestore();
  });
});
