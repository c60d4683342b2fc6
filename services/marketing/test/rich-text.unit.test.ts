import { richTextAllowedAttributes, richTextAllowedTags } from '@gbc/contracts';
import { richTextLinkCases } from '../../../shared/contracts/test/rich-text-link-cases.js';
import { sanitizeVignetteContent } from '../src/rich-text/rich-text.sanitizer.js';

describe('sanitizeVignetteContent', () => {
  test('removes script elements with their content', () => {
    expect(sanitizeVignetteContent('<p>Hello</p><script>alert("x")</script>')).toBe('<p>Hello</p>');
  });

  test('removes event handler attributes', () => {
    expect(sanitizeVignetteContent('<p onclick="steal()">Hi</p><img src="a.png" onerror="steal()">')).toBe(
      '<p>Hi</p><img src="a.png">',
    );
  });

  test('removes javascript: URLs', () => {
    expect(sanitizeVignetteContent('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeVignetteContent('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  test('removes data and style attributes', () => {
    expect(sanitizeVignetteContent('<p data-track="1" style="color:red" class="lead">Text</p>')).toBe(
      '<p class="lead">Text</p>',
    );
  });

  test('drops tags outside the allowlist but keeps their text', () => {
    expect(sanitizeVignetteContent('<div><span>kept</span></div><iframe src="https://evil"></iframe>')).toBe(
      'kept',
    );
  });

  test.each(richTextLinkCases)('makes links safe: %s', (dirty, clean) => {
    expect(sanitizeVignetteContent(dirty)).toBe(clean);
  });

  test('keeps every allowed tag', () => {
    const html = [
      '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>',
      '<p><strong>s</strong> <em>e</em> <code>c</code><br></p>',
      '<ul><li>u</li></ul><ol><li>o</li></ol>',
      '<blockquote><p>q</p></blockquote><pre>p</pre><hr>',
      '<a href="https://example.org">a</a><img src="https://example.org/i.png">',
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeVignetteContent(html)).toBe(html);
    for (const tag of richTextAllowedTags) expect(html).toMatch(new RegExp(`<${tag}[ >]`));
  });

  test('keeps every allowed attribute', () => {
    const link =
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer" title="t" class="c">a</a>';
    const image = '<img src="https://example.org/i.png" alt="an image" title="t" class="c">';
    expect(sanitizeVignetteContent(link + image)).toBe(link + image);
    for (const attribute of richTextAllowedAttributes) expect(link + image).toContain(` ${attribute}="`);
  });
});
