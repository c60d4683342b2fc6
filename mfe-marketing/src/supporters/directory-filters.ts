import {
  type CompanyApplication,
  type CompanyInnovation,
  type CompanyMaturity,
  type CompanyType,
  companyApplications,
  companyInnovations,
  companyMaturities,
  companyTypes,
  type EcosystemCompany,
} from './content/companies.js';

/** What the visitor narrowed the directory to; an absent filter means "all". */
export interface DirectoryFilters {
  search: string;
  type?: CompanyType;
  application?: CompanyApplication;
  maturity?: CompanyMaturity;
  innovation?: CompanyInnovation;
}

export type DirectoryFilterKey = Exclude<keyof DirectoryFilters, 'search'>;

export const emptyDirectoryFilters: DirectoryFilters = { search: '' };

/** Query parameter names: short and stable, since shared links carry them. */
export const directoryParams = {
  search: 'q',
  type: 'type',
  application: 'application',
  maturity: 'maturity',
  innovation: 'innovation',
} as const satisfies Record<keyof DirectoryFilters, string>;

/** The values each filter offers, in display order. */
export const directoryFilterValues = {
  type: companyTypes,
  application: companyApplications,
  maturity: companyMaturities,
  innovation: companyInnovations,
} as const satisfies { [K in DirectoryFilterKey]: readonly NonNullable<DirectoryFilters[K]>[] };

export const directoryFilterKeys = Object.keys(directoryFilterValues) as DirectoryFilterKey[];

/** A value as it appears in a URL: "Non-Invasive" → "non-invasive", "Core BCI" → "core-bci". */
export function filterValueSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function valueFromSlug<V extends string>(values: readonly V[], slug: string | null): V | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return values.find((value) => filterValueSlug(value) === wanted);
}

/** Filters from a query string; unknown values are ignored, so an old or mistyped link shows all. */
export function filtersFromSearchParams(params: URLSearchParams): DirectoryFilters {
  return {
    search: (params.get(directoryParams.search) ?? '').trim(),
    type: valueFromSlug(directoryFilterValues.type, params.get(directoryParams.type)),
    application: valueFromSlug(directoryFilterValues.application, params.get(directoryParams.application)),
    maturity: valueFromSlug(directoryFilterValues.maturity, params.get(directoryParams.maturity)),
    innovation: valueFromSlug(directoryFilterValues.innovation, params.get(directoryParams.innovation)),
  };
}

/**
 * The filters written into `base` (other parameters kept); empty ones are removed, so the
 * unfiltered directory has a clean URL.
 */
export function filtersToSearchParams(
  filters: DirectoryFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const search = filters.search.trim();
  if (search) next.set(directoryParams.search, search);
  else next.delete(directoryParams.search);
  for (const key of directoryFilterKeys) {
    const value = filters[key];
    if (value) next.set(directoryParams[key], filterValueSlug(value));
    else next.delete(directoryParams[key]);
  }
  return next;
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return filters.search.trim() !== '' || directoryFilterKeys.some((key) => filters[key] !== undefined);
}

function matchesSearch(company: EcosystemCompany, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [company.name, company.focusArea, company.notableDetails].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The companies that pass the search and every chosen filter (all combined with AND), in order. */
export function filterCompanies(
  companies: readonly EcosystemCompany[],
  filters: DirectoryFilters,
): EcosystemCompany[] {
  return companies.filter(
    (company) =>
      matchesSearch(company, filters.search) &&
      directoryFilterKeys.every((key) => filters[key] === undefined || company[key] === filters[key]),
  );
}

export interface DirectoryStatistics {
  total: number;
  invasive: number;
  nonInvasive: number;
  startups: number;
}

/**
 * The figures above the directory, over the whole directory (they describe the ecosystem, not the
 * current filter). A company that is both invasive and non-invasive counts in neither column.
 */
export function directoryStatistics(companies: readonly EcosystemCompany[]): DirectoryStatistics {
  return {
    total: companies.length,
    invasive: companies.filter((company) => company.type === 'Invasive').length,
    nonInvasive: companies.filter((company) => company.type === 'Non-Invasive').length,
    startups: companies.filter((company) => company.maturity === 'Startup').length,
  };
}

/** Spec 1's count line. */
export function showingCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} companies`;
}
