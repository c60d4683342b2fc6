import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { renderedDataComplete } from '../src/server/data-complete.js';

describe('a rendered page is complete (cacheable)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => queryClient.clear());

  it('when every prefetched query succeeded', async () => {
    await queryClient.prefetchQuery({ queryKey: ['list'], queryFn: async () => ['item'] });
    expect(renderedDataComplete(queryClient)).toBe(true);
  });

  it('when a query was never run on the server (disabled: the page renders the same every time)', async () => {
    await queryClient.prefetchQuery({ queryKey: ['list'], queryFn: async () => ['item'] });
    // What a component's disabled useQuery leaves in the cache.
    new QueryObserver(queryClient, { queryKey: ['checkout', ''], enabled: false });
    expect(queryClient.getQueryState(['checkout', ''])?.status).toBe('pending');
    expect(renderedDataComplete(queryClient)).toBe(true);
  });

  it('not when a data call failed', async () => {
    await queryClient.prefetchQuery({ queryKey: ['list'], queryFn: async () => ['item'] });
    await queryClient.prefetchQuery({
      queryKey: ['broken'],
      queryFn: async () => {
        throw new Error('503');
      },
    });
    expect(renderedDataComplete(queryClient)).toBe(false);
  });

  it('not while a data call is still under way', () => {
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    expect(renderedDataComplete(queryClient)).toBe(false);
  });
});
