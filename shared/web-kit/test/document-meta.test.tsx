import { renderHook } from '@testing-library/react';
import { useDocumentMeta } from '../src/document-meta.js';

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="old">';
});

describe('useDocumentMeta', () => {
  it('sets the title and creates the social tags, updating the existing description', () => {
    renderHook(() => useDocumentMeta({ title: 'Tides - GBC', description: 'A story' }));
    expect(document.title).toBe('Tides - GBC');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent('meta[name="description"]')).toBe('A story');
    expect(metaContent('meta[property="og:title"]')).toBe('Tides - GBC');
    expect(metaContent('meta[property="og:description"]')).toBe('A story');
    expect(metaContent('meta[name="twitter:title"]')).toBe('Tides - GBC');
    expect(metaContent('meta[name="twitter:description"]')).toBe('A story');
  });

  it('prefers the social title and description for link previews', () => {
    renderHook(() =>
      useDocumentMeta({
        title: 'Tides - GBC',
        description: 'A story',
        socialTitle: 'Tides',
        socialDescription: 'SEO text',
      }),
    );
    expect(metaContent('meta[property="og:title"]')).toBe('Tides');
    expect(metaContent('meta[name="twitter:description"]')).toBe('SEO text');
    expect(metaContent('meta[name="description"]')).toBe('A story');
  });

  it('links the page’s alternates and replaces them on the next page, leaving other links alone', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" hreflang="fr" href="/fr">' +
        '<link rel="alternate" type="application/atom+xml" title="Old" href="/old.xml" data-page-alternate="">',
    );
    const feed = { href: '/vignettes/feed.xml', type: 'application/atom+xml', title: 'Vignettes' };
    const { rerender } = renderHook(
      ({ alternates }: { alternates?: { href: string; type: string; title: string }[] }) =>
        useDocumentMeta({ title: 'Vignettes - GBC', alternates }),
      { initialProps: { alternates: [feed] } as { alternates?: (typeof feed)[] } },
    );
    const declared = () =>
      [...document.head.querySelectorAll('link[data-page-alternate]')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('type'),
        link.getAttribute('title'),
        link.getAttribute('href'),
      ]);
    expect(declared()).toEqual([['alternate', 'application/atom+xml', 'Vignettes', '/vignettes/feed.xml']]);
    rerender({ alternates: undefined });
    expect(declared()).toEqual([]);
    expect(document.head.querySelector('link[hreflang="fr"]')).not.toBeNull();
  });
});
