import { type DirectoryFilters, directoryParams, filtersFromSearchParams } from '../directory-filters.js';

/**
 * What a partner may pass to `GBC.mountDirectory(element, options)`: the starting filters under the
 * same names and values as the /supporters page's URL (`{ type: 'non-invasive', q: 'eeg' }`), and
 * the site the widget links back to (by default the origin the script was loaded from).
 */
export type DirectoryEmbedOptions = Partial<
  Record<(typeof directoryParams)[keyof typeof directoryParams], string>
> & {
  siteOrigin?: string;
};

/** The widget's starting filters; unknown names and values are ignored, as on the page. */
export function initialFiltersOf(options: DirectoryEmbedOptions | undefined): DirectoryFilters {
  const params = new URLSearchParams();
  for (const name of Object.values(directoryParams)) {
    const value = options?.[name];
    if (typeof value === 'string') params.set(name, value);
  }
  return filtersFromSearchParams(params);
}
