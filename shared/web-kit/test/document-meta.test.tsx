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
});
