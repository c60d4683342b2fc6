import { queryStateElementId } from '@gbc/site-map';
import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { asFetchedAt, readPageQueryState } from '../src/behaviours/page-query-state.js';

const renderedAt = Date.UTC(2026, 10, 28, 9, 0, 0);
const receivedAt = renderedAt + 45_000;

/** The state a server render dehydrates: one answered query and one still pending. */
function renderedState(): DehydratedState {
  const client = new QueryClient();
  client.setQueryData(['ratpak', 'demo-slots'], { slots: [] }, { updatedAt: renderedAt });
  const state = dehydrate(client);
  const [answered] = state.queries;
  if (!answered) throw new Error('the answered query was not dehydrated');
  const pending = {
    ...answered,
    queryHash: '["pending"]',
    queryKey: ['pending'],
    state: { ...answered.state, data: undefined, dataUpdatedAt: 0, status: 'pending' as const },
  };
  return { ...state, queries: [answered, pending] };
}

describe('the query state a page arrives with', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts its answers as fetched when the page arrived, so a page from the render cache does not refetch as it hydrates', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(client, asFetchedAt(renderedState(), receivedAt));
    const query = client.getQueryCache().find({ queryKey: ['ratpak', 'demo-slots'] });
    expect(query?.state.dataUpdatedAt).toBe(receivedAt);
    expect(query?.state.data).toEqual({ slots: [] });
  });

  it('leaves a query without an answer as it was', () => {
    const pending = asFetchedAt(renderedState(), receivedAt).queries.find(
      (query) => query.queryHash === '["pending"]',
    );
    expect(pending?.state.dataUpdatedAt).toBe(0);
  });

  it('is read from the page, and a broken one is left out', () => {
    document.body.innerHTML = `<script type="application/json" id="${queryStateElementId}"></script>`;
    const script = document.getElementById(queryStateElementId) as HTMLScriptElement;
    script.textContent = JSON.stringify(renderedState());
    expect(readPageQueryState(receivedAt)?.queries[0]?.state.dataUpdatedAt).toBe(receivedAt);
    script.textContent = '{"queries": [';
    expect(readPageQueryState(receivedAt)).toBeUndefined();
  });
});
