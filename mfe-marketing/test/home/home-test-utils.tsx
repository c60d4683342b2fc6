import type { HeroVignette, VignetteSummary } from '@gbc/contracts/marketing';
import { compiledRouteTable } from '@gbc/site-map';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider, RouteTableProvider } from '@gbc/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { VignetteListState } from '../../src/vignettes/api.js';

/** Renders a home piece the way the shell does: inside UiProvider and a router. */
export function renderWithShell(ui: ReactElement) {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <RouteTableProvider value={compiledRouteTable()}>
          <MemoryRouter>{ui}</MemoryRouter>
        </RouteTableProvider>
      </UiProvider>
    </QueryProvider>,
  );
}

export function makeVignette(n: number): VignetteSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Vignette number ${n}`,
    slug: `vignette-${n}`,
    excerpt: `Excerpt of vignette ${n}.`,
    tags: ['future'],
    readTime: 4,
    createdAt: '2025-01-15T10:00:00.000Z',
    author: 'Council Writers',
  };
}

export function makeVignettes(count: number): VignetteSummary[] {
  return Array.from({ length: count }, (_, index) => makeVignette(index + 1));
}

export const heroVignette: HeroVignette = {
  id: '00000000-0000-4000-8000-000000000099',
  title: 'The Quiet Subscription',
  slug: 'the-quiet-subscription',
};

/** What the mocked `useVignetteList` returns; the real hook reports a failed call as an empty ready list. */
export function listResult(
  status: 'loading' | 'ready',
  vignettes: VignetteSummary[] = [],
): VignetteListState {
  return { status, vignettes };
}
