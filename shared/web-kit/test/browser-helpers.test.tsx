import { act, renderHook } from '@testing-library/react';
import { copyText } from '../src/clipboard.js';
import { logError } from '../src/log-error.js';
import { useMediaQuery, usePrefersReducedMotion } from '../src/media-query.js';

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function installMatchMedia(initiallyMatches: boolean) {
  let matches = initiallyMatches;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

describe('useMediaQuery', () => {
  it('is false where matchMedia does not exist', () => {
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)')).result.current).toBe(false);
  });

  it('follows the query as it changes and unsubscribes on unmount', () => {
    const media = installMatchMedia(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });
});

describe('copyText', () => {
  it('writes to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyText('https://example.org/vignettes/tides');
    expect(writeText).toHaveBeenCalledWith('https://example.org/vignettes/tides');
  });

  it('rejects when the Clipboard API is missing', async () => {
    await expect(copyText('x')).rejects.toThrow('Clipboard is not available');
  });
});

describe('logError', () => {
  it('logs the context with the error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    logError('vignette detail', error);
    expect(consoleError).toHaveBeenCalledWith('[gbc] vignette detail', error);
  });
});
