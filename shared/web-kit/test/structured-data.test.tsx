import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  type ArticleData,
  CspNonceProvider,
  StructuredData,
  structuredDataJson,
} from '../src/structured-data.js';

const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & ';
const article: ArticleData = {
  '@type': 'Article',
  headline: hostile,
  datePublished: '2026-01-02T03:04:05.000Z',
  author: { '@type': 'Person', name: 'Ada' },
  mainEntityOfPage: 'https://gbc.example.org/vignettes/x',
  keywords: ['ethics'],
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('structuredDataJson', () => {
  it('leaves no way out of the script element and decodes to the same data', () => {
    const json = structuredDataJson(article);
    for (const breakOut of ['</script', '<!--', '<', '>', '&', '\u2028', '\u2029']) {
      expect(json).not.toContain(breakOut);
    }
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', ...article });
  });

  it('puts several things in one graph', () => {
    const organization = { '@type': 'Organization', name: 'GBC', url: 'https://gbc.example.org/' } as const;
    expect(JSON.parse(structuredDataJson([organization, article]))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [organization, article],
    });
  });
});

describe('StructuredData', () => {
  it('renders one JSON-LD script with the server render’s nonce and nothing executable', () => {
    const html = renderToString(
      <CspNonceProvider value="nonce-token">
        <StructuredData data={article} />
      </CspNonceProvider>,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.startsWith('<script type="application/ld+json" nonce="nonce-token">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const container = document.createElement('div');
    container.innerHTML = html;
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ headline: hostile });
  });

  it('hydrates the server HTML without errors, though the browser renders no nonce', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <CspNonceProvider value="nonce-token">
        <StructuredData data={article} />
      </CspNonceProvider>,
    );
    document.body.append(container);
    const errors = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        root = hydrateRoot(container, <StructuredData data={article} />, { onRecoverableError: errors });
      });
      expect(errors).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });
});
