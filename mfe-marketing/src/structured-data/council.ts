import { brand, logoVariants, pathTo } from '@gbc/site-map';
import type { OrganizationData } from '@gbc/web-kit';

/** The home page's path and the master logo's, which the council's structured data makes absolute. */
export const councilPaths = { home: pathTo('/'), logo: logoVariants.master.image } as const;

/**
 * The council as schema.org `Organization`: the home page's subject and every article's publisher,
 * described as the home page is.
 */
export function councilOrganization(
  urls: { home: string; logo: string },
  description?: string,
): OrganizationData {
  return {
    '@type': 'Organization',
    name: brand.name,
    alternateName: brand.abbreviation,
    url: urls.home,
    logo: urls.logo,
    ...(description === undefined ? {} : { description }),
    email: brand.contactEmail,
  };
}
