import { brand } from '@gbc/site-map';
import { escapeMarkup } from './escape-markup.js';
import type { PageMeta } from './page-meta.js';
import { absoluteUrl } from './public-origin.js';

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
}

/** The head tags the server injects into the shell's index.html for one page; every value is escaped. */
export function headTagsFor(page: PageMeta, origin: string): string {
  const url = `${origin}${page.path}`;
  const tags = [
    `<title>${escapeMarkup(page.title)}</title>`,
    metaTag('name', 'description', page.description),
    page.indexable ? '' : metaTag('name', 'robots', 'noindex'),
    // A canonical link on a 404 would point search engines at a page that does not exist.
    page.status === 200 ? `<link rel="canonical" href="${escapeMarkup(url)}" />` : '',
    metaTag('property', 'og:title', page.title),
    metaTag('property', 'og:description', page.description),
    metaTag('property', 'og:type', page.ogType),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:site_name', brand.name),
    page.image ? metaTag('property', 'og:image', absoluteUrl(origin, page.image)) : '',
    metaTag('name', 'twitter:card', 'summary'),
    metaTag('name', 'twitter:title', page.title),
    metaTag('name', 'twitter:description', page.description),
    // Marked as the browser marks them, so the next page's declaration replaces them after navigation.
    ...(page.alternates ?? []).map(
      ({ href, type, title }) =>
        `<link rel="alternate" type="${escapeMarkup(type)}" title="${escapeMarkup(title)}" href="${escapeMarkup(absoluteUrl(origin, href))}" data-page-alternate="" />`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
