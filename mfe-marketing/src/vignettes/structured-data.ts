import { type Vignette, vignetteDescription } from '@gbc/contracts/marketing';
import type { ArticleData, OrganizationData } from '@gbc/web-kit';

/** A vignette as schema.org `Article`, from the same record the page shows. */
export function vignetteArticle(
  vignette: Vignette,
  { pageUrl, publisher }: { pageUrl: string; publisher: OrganizationData },
): ArticleData {
  return {
    '@type': 'Article',
    headline: vignette.title,
    description: vignetteDescription(vignette),
    datePublished: vignette.createdAt,
    author: { '@type': 'Person', name: vignette.author },
    publisher,
    mainEntityOfPage: pageUrl,
    keywords: vignette.tags,
  };
}
