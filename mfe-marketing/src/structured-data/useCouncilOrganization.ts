import { type OrganizationData, useAbsoluteUrl, useRouteEntry } from '@gbc/web-kit';
import { councilOrganization, councilPaths } from './council.js';

/** The council's `Organization` with absolute URLs on the site's public origin. */
export function useCouncilOrganization(): OrganizationData {
  const home = useAbsoluteUrl(councilPaths.home);
  const logo = useAbsoluteUrl(councilPaths.logo);
  return councilOrganization({ home, logo }, useRouteEntry(councilPaths.home)?.description);
}
