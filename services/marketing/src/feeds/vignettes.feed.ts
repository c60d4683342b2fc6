import { brand } from '@gbc/brand';
import { vignetteFeed, vignettePageSize } from '@gbc/contracts/marketing';
import type { AtomFeed, ServiceFeed } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';
import type { VignetteService } from '../vignettes/vignettes.service.js';

/** Before anything is published the feed still needs an `updated`: the start of the site's records. */
const emptyFeedUpdated = new Date('2025-01-01T00:00:00.000Z');

/**
 * The vignettes feed (`vignetteFeed.path`): the first page of the vignettes list, read with the very
 * query the list page makes (newest first, compact fields), each entry linking to its page.
 */
export function vignettesFeed(vignettes: VignetteService, publicOrigin: string): ServiceFeed {
  const listUrl = siteUrl(publicOrigin, pathTo('/vignettes'));
  return {
    path: vignetteFeed.path,
    title: vignetteFeed.title,
    async build(): Promise<AtomFeed> {
      const { items } = await vignettes.listPublished({ limit: vignettePageSize, fields: 'compact' });
      const entries = items.map((vignette) => {
        const url = siteUrl(publicOrigin, pathTo('/vignettes/:slug', { slug: vignette.slug }));
        const published = new Date(vignette.createdAt);
        return {
          id: url,
          title: vignette.title,
          updated: published,
          published,
          link: url,
          summary: vignette.excerpt,
          authors: [{ name: vignette.author }],
          categories: vignette.tags,
        };
      });
      const newest = Math.max(emptyFeedUpdated.getTime(), ...entries.map((entry) => entry.updated.getTime()));
      return {
        id: listUrl,
        title: `${vignetteFeed.title} · ${brand.name}`,
        subtitle: vignetteFeed.subtitle,
        updated: new Date(newest),
        self: new URL(vignetteFeed.path, publicOrigin).href,
        link: listUrl,
        authors: [{ name: brand.name, uri: siteUrl(publicOrigin, pathTo('/')) }],
        entries,
      };
    },
  };
}
