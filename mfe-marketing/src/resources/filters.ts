import { type ResourceType, resourceItems } from '@gbc/contracts/marketing';

/** The query parameter that keeps the chosen filter (left out for All). */
export const filterParam = 'filter';

export interface ResourceFilter {
  /** The `?filter=` value; `all` is the page without one. */
  id: 'all' | 'policy-briefs' | 'research' | 'standards' | 'position';
  /** The tab's name, exactly as spec 1 gives it. */
  label: string;
  /** The document type it shows; none for All. */
  type?: ResourceType | 'Position Statement';
}

/** Spec 1 "/resources": the five tabs in order. No published document is a position statement yet. */
export const resourceFilters: readonly ResourceFilter[] = [
  { id: 'all', label: 'All' },
  { id: 'policy-briefs', label: 'Policy Briefs', type: 'Policy Brief' },
  { id: 'research', label: 'Research', type: 'Research Report' },
  { id: 'standards', label: 'Standards', type: 'Standards Document' },
  { id: 'position', label: 'Position', type: 'Position Statement' },
];

const allFilter = resourceFilters[0] as ResourceFilter;

/** The filter a `?filter=` value names; All for none or an unknown value. */
export function filterFromParam(value: string | null): ResourceFilter {
  return resourceFilters.find((filter) => filter.id === value) ?? allFilter;
}

/** The `?filter=` value of a filter, or null for All (the page's plain URL). */
export function paramOfFilter(filter: ResourceFilter): string | null {
  return filter.id === 'all' ? null : filter.id;
}

export type ResourceListItem = (typeof resourceItems)[number];

/** The Knowledge Hub's documents a filter shows, in catalogue order. */
export function filterResources(
  filter: ResourceFilter,
  items: readonly ResourceListItem[] = resourceItems,
): readonly ResourceListItem[] {
  return filter.type ? items.filter((item) => item.type === filter.type) : items;
}
