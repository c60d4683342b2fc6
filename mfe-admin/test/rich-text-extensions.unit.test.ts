import { richTextAllowedTags } from '@gbc/contracts';
import { DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { getSchema } from '@tiptap/react';
import { isAllowedLinkHref, vignetteEditorExtensions } from '../src/publishing/rich-text-extensions.js';

const schema = getSchema(vignetteEditorExtensions);
const serializer = DOMSerializer.fromSchema(schema);

/** Every element the editor can write: each node type filled, and text carrying each mark. */
function everyElementTag(): Set<string> {
  const text = (marks = schema.marks) =>
    schema.text(
      'x',
      Object.values(marks).map((mark) =>
        mark.create(mark.name === 'link' ? { href: 'https://example.org' } : {}),
      ),
    );
  const nodes: ProseMirrorNode[] = [];
  for (const type of Object.values(schema.nodes)) {
    if (type.isText || type.name === 'doc') continue;
    const levels = type.name === 'heading' ? [2, 3] : [undefined];
    for (const level of levels) {
      const node = type.createAndFill(level ? { level } : null);
      if (node) nodes.push(node);
    }
  }
  nodes.push(schema.nodes.paragraph?.create(null, text()) as ProseMirrorNode);
  const container = document.createElement('div');
  for (const node of nodes) container.append(serializer.serializeNode(node));
  return new Set([...container.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));
}

describe('the vignette editor schema', () => {
  it('can write only elements of the rich-text allowlist', () => {
    const tags = everyElementTag();
    expect([...tags].filter((tag) => !(richTextAllowedTags as readonly string[]).includes(tag))).toEqual([]);
    // What the toolbar offers is all there.
    for (const tag of [
      'p',
      'h2',
      'h3',
      'strong',
      'em',
      'code',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'hr',
      'br',
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it('has no strike or underline marks and no h1', () => {
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link']);
    expect(schema.nodes.heading?.spec.parseDOM?.map((rule) => rule.tag)).toEqual(['h2', 'h3']);
  });

  it('writes links with their address only', () => {
    const link = schema.marks.link?.create({ href: 'https://example.org' });
    const paragraph = schema.nodes.paragraph?.create(null, schema.text('x', link ? [link] : []));
    const container = document.createElement('div');
    if (paragraph) container.append(serializer.serializeNode(paragraph));
    expect(container.innerHTML).toBe('<p><a href="https://example.org">x</a></p>');
  });
});

describe('isAllowedLinkHref', () => {
  it.each([
    'https://example.org/a?b=c',
    'http://example.org',
    'mailto:ada@example.org',
    '/vignettes',
    ' /about ',
  ])('accepts %s', (href) => expect(isAllowedLinkHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'vignettes',
    '',
    'https://',
  ])('refuses %s', (href) => expect(isAllowedLinkHref(href)).toBe(false));
});
