import { pathTo } from '@gbc/site-map';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useRedirect } from '../src/redirect.js';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/sign-in']}>{children}</MemoryRouter>
);

describe('useRedirect', () => {
  it('sends the visitor to a path built by pathTo(), with its state', () => {
    const { result } = renderHook(() => ({ redirect: useRedirect(), location: useLocation() }), { wrapper });
    act(() => result.current.redirect(pathTo('/account'), { state: { notice: 'Signed in' } }));
    expect(result.current.location.pathname).toBe('/account');
    expect(result.current.location.state).toEqual({ notice: 'Signed in' });
  });

  it('takes no hand-written path (checked by tsc)', () => {
    const { result } = renderHook(() => ({ redirect: useRedirect(), location: useLocation() }), { wrapper });
    // @ts-expect-error a literal path is not a SitePath: redirects go through pathTo(), as links do
    act(() => result.current.redirect('/account'));
    expect(result.current.location.pathname).toBe('/account');
  });
});
