import {
  directoryCompiledOn,
  type EcosystemCompany,
  ecosystemCompanies,
} from '../../src/supporters/content/companies.js';
import {
  type DirectoryFilters,
  directoryStatistics,
  emptyDirectoryFilters,
  filterCompanies,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  showingCountText,
} from '../../src/supporters/directory-filters.js';

function company(overrides: Partial<EcosystemCompany>): EcosystemCompany {
  return {
    id: overrides.name?.toLowerCase() ?? 'x',
    name: 'Example',
    website: 'https://example.com',
    focusArea: 'Implants',
    type: 'Invasive',
    notableDetails: 'Details',
    application: 'Medical',
    maturity: 'Startup',
    innovation: 'Core BCI',
    ...overrides,
  };
}

const alpha = company({ id: 'alpha', name: 'Alpha', focusArea: 'Cortical arrays' });
const beta = company({
  id: 'beta',
  name: 'Beta',
  type: 'Non-Invasive',
  application: 'Consumer',
  maturity: 'Growth',
  innovation: 'Wellness',
  notableDetails: 'EEG headphones',
});
const gamma = company({
  id: 'gamma',
  name: 'Gamma',
  type: 'Both',
  maturity: 'Established',
  innovation: 'Research',
  notableDetails: 'EEG and ECoG amplifiers',
});
const sample = [alpha, beta, gamma];

describe('the directory data', () => {
  it('holds the 35 companies of the spec, each with a unique id and an https website', () => {
    expect(ecosystemCompanies).toHaveLength(35);
    expect(new Set(ecosystemCompanies.map((entry) => entry.id)).size).toBe(35);
    for (const entry of ecosystemCompanies) expect(new URL(entry.website).protocol).toBe('https:');
  });

  it('states a valid compilation date', () => {
    expect(directoryCompiledOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(directoryCompiledOn))).toBe(false);
  });
});

describe('filterCompanies', () => {
  it('returns everything for empty filters', () => {
    expect(filterCompanies(sample, emptyDirectoryFilters)).toEqual(sample);
  });

  it('searches name, focus area and details, case-insensitively and trimmed', () => {
    expect(filterCompanies(sample, { search: '  ALPHA ' })).toEqual([alpha]);
    expect(filterCompanies(sample, { search: 'cortical' })).toEqual([alpha]);
    expect(filterCompanies(sample, { search: 'eeg' })).toEqual([beta, gamma]);
  });

  it('combines search and every filter with AND', () => {
    expect(filterCompanies(sample, { search: 'eeg', type: 'Both' })).toEqual([gamma]);
    expect(filterCompanies(sample, { search: '', application: 'Medical' })).toEqual([alpha, gamma]);
    expect(filterCompanies(sample, { search: '', application: 'Medical', maturity: 'Startup' })).toEqual([
      alpha,
    ]);
    expect(
      filterCompanies(sample, { search: '', application: 'Medical', innovation: 'Research', type: 'Both' }),
    ).toEqual([gamma]);
    expect(filterCompanies(sample, { search: 'eeg', type: 'Invasive' })).toEqual([]);
  });

  it('narrows the real directory consistently with its statistics', () => {
    const stats = directoryStatistics(ecosystemCompanies);
    expect(filterCompanies(ecosystemCompanies, { search: '', type: 'Invasive' })).toHaveLength(
      stats.invasive,
    );
    expect(filterCompanies(ecosystemCompanies, { search: '', maturity: 'Startup' })).toHaveLength(
      stats.startups,
    );
  });
});

describe('directoryStatistics and the count line', () => {
  it('counts total, invasive, non-invasive and startups; "Both" counts in neither type column', () => {
    expect(directoryStatistics(sample)).toEqual({ total: 3, invasive: 1, nonInvasive: 1, startups: 1 });
  });

  it('reads "Showing N of total companies"', () => {
    expect(showingCountText(4, 35)).toBe('Showing 4 of 35 companies');
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters: DirectoryFilters = {
      search: 'neural dust',
      type: 'Non-Invasive',
      application: 'Wellness',
      maturity: 'Growth',
      innovation: 'Core BCI',
    };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe(
      'q=neural+dust&type=non-invasive&application=wellness&maturity=growth&innovation=core-bci',
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves empty filters out and keeps unrelated parameters', () => {
    const params = filtersToSearchParams(
      { search: '  ', type: 'Both' },
      new URLSearchParams('utm_source=partner&q=old&maturity=growth'),
    );
    expect(params.toString()).toBe('utm_source=partner&type=both');
  });

  it('ignores unknown values and reads slugs case-insensitively', () => {
    expect(filtersFromSearchParams(new URLSearchParams('type=cyborg&maturity=STARTUP&q=%20x%20'))).toEqual({
      search: 'x',
      type: undefined,
      application: undefined,
      maturity: 'Startup',
      innovation: undefined,
    });
  });

  it('knows when any filter is active', () => {
    expect(hasActiveFilters(emptyDirectoryFilters)).toBe(false);
    expect(hasActiveFilters({ search: ' ' })).toBe(false);
    expect(hasActiveFilters({ search: '', innovation: 'Gaming' })).toBe(true);
    expect(hasActiveFilters({ search: 'a' })).toBe(true);
  });
});
