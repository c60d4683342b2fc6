import { render, waitFor } from '@testing-library/react';
import { richTextLinkCases } from '../../contracts/test/rich-text-link-cases.js';
import { RichText, sanitizeRichText } from '../src/rich-text.js';

describe('sanitizeRichText (browser build)', () => {
  it('removes scripts, event handlers, javascript: links and data attributes', async () => {
    const dirty = [
      '<p data-track="1">Hello<script>alert(1)</script></p>',
      '<img src="x.png" onerror="alert(2)" alt="x">',
      '<a href="javascript:alert(3)">bad link</a>',
    ].join('');
    const clean = await sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|javascript:|data-track/i);
    expect(clean).toContain('<p>Hello</p>');
    expect(clean).toContain('<img src="x.png" alt="x">');
    expect(clean).toContain('<a>bad link</a>');
  });

  it('keeps allowed tags and attributes', async () => {
    const html =
      '<h2 class="lead">Title</h2><blockquote><em>quote</em></blockquote><ul><li><strong>one</strong></li></ul>' +
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer" title="t">link</a>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><pre><code>x</code></pre>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it.each(richTextLinkCases)('makes links safe: %s', async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
  });

  it('drops tags outside the allowlist but keeps their text', async () => {
    expect(await sanitizeRichText('<div><span>text</span></div><iframe src="https://x"></iframe>')).toBe(
      'text',
    );
  });
});

describe('RichText', () => {
  it('renders the sanitised HTML', async () => {
    const { container } = render(
      <RichText className="body" html={'<p>Safe<img src="a.png" onerror="alert(1)"></p>'} />,
    );
    await waitFor(() => expect(container.firstElementChild).not.toBeNull());
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('body');
    expect(root.innerHTML).toBe('<p>Safe<img src="a.png"></p>');
  });
});
