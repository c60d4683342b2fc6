import { renderHook } from '@testing-library/react';
import { useFirstVisitFlag } from '../src/first-visit.js';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('useFirstVisitFlag', () => {
  it('is true on the first visit and false on every later one', () => {
    const first = renderHook(() => useFirstVisitFlag('gbc:welcome'));
    expect(first.result.current).toBe(true);
    expect(window.localStorage.getItem('gbc:welcome')).not.toBeNull();
    first.rerender();
    expect(first.result.current).toBe(true);

    const second = renderHook(() => useFirstVisitFlag('gbc:welcome'));
    expect(second.result.current).toBe(false);
  });

  it('keeps separate flags per key', () => {
    renderHook(() => useFirstVisitFlag('gbc:a'));
    expect(renderHook(() => useFirstVisitFlag('gbc:b')).result.current).toBe(true);
  });

  it('is false when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(renderHook(() => useFirstVisitFlag('gbc:welcome')).result.current).toBe(false);
  });
});
