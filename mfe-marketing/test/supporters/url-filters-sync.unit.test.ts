import type { DirectoryFilters } from '../../src/supporters/directory-filters.js';
import {
  afterFiltersWritten,
  afterUrlSeen,
  initialUrlFiltersState,
} from '../../src/supporters/url-filters-sync.js';

const none: DirectoryFilters = { search: '' };
const typed = (search: string): DirectoryFilters => ({ search });

describe('the filters kept in step with a URL that arrives late', () => {
  it('keeps what the visitor typed while the URLs it wrote arrive, even when some are skipped', () => {
    let state = initialUrlFiltersState(none);
    state = afterFiltersWritten(state, typed('E'));
    state = afterFiltersWritten(state, typed('EE'));
    state = afterFiltersWritten(state, typed('EEG'));
    // The router commits "E" late, skips "EE", then commits "EEG".
    state = afterUrlSeen(state, typed('E'));
    expect(state.filters).toEqual(typed('EEG'));
    state = afterUrlSeen(state, typed('EEG'));
    expect(state).toEqual({ filters: typed('EEG'), seenQuery: 'q=EEG', written: [] });
  });

  it('builds each change on the latest filters, not on the URL still on its way', () => {
    let state = initialUrlFiltersState(none);
    state = afterFiltersWritten(state, typed('EEG'));
    // A filter chosen before the URL with the search arrives keeps the search.
    state = afterFiltersWritten(state, { ...state.filters, type: 'Non-Invasive' });
    state = afterUrlSeen(state, typed('EEG'));
    expect(state.filters).toEqual({ search: 'EEG', type: 'Non-Invasive' });
  });

  it('takes a URL it did not write (back, forward, the Clear filters link) as the new filters', () => {
    let state = initialUrlFiltersState(typed('neural'));
    state = afterFiltersWritten(state, { search: 'neural', maturity: 'Startup' });
    state = afterUrlSeen(state, { search: 'neural', maturity: 'Startup' });
    state = afterUrlSeen(state, none);
    expect(state).toEqual({ filters: none, seenQuery: '', written: [] });
  });

  it('returns the same state when the URL has not changed, and writes an unchanged query only once', () => {
    const state = initialUrlFiltersState(typed('x'));
    expect(afterUrlSeen(state, typed('x'))).toBe(state);
    expect(afterFiltersWritten(state, typed('x')).written).toEqual([]);
  });
});
