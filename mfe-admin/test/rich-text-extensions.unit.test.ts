import { richTextAllowedAttributes, richTextAllowedTags } from '@gbc/contracts';
import { DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Editor, getSchema } from '@tiptap/react';
import {
  isAllowedImageSrc,
  isAllowedLinkHref,
  vignetteEditorExtensions,
} from '../src/publishing/rich-text-extensions.js';

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
      'img',
      'table',
      'tr',
      'th',
      'td',
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

/** Every tag and attribute name in `html`, as a browser parses it. */
function tagsAndAttributes(html: string): { tags: Set<string>; attributes: Set<string> } {
  const container = document.createElement('div');
  container.innerHTML = html;
  const elements = [...container.querySelectorAll('*')];
  return {
    tags: new Set(elements.map((element) => element.tagName.toLowerCase())),
    attributes: new Set(elements.flatMap((element) => element.getAttributeNames())),
  };
}

describe('the HTML the editor writes for tables and images', () => {
  let editor: Editor;
  beforeEach(() => {
    editor = new Editor({ extensions: vignetteEditorExtensions, content: '<p>Intro</p>' });
  });
  afterEach(() => editor.destroy());

  it('uses only allowlisted tags and attributes, with no style, data-* or span attributes', () => {
    editor.chain().focus('end').insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run();
    // One command at a time: prosemirror-tables' commands read the state, not a chain's transaction.
    editor.commands.addRowAfter();
    editor.commands.addColumnAfter();
    editor
      .chain()
      .focus('end')
      .setImage({ src: '/images/room.jpg', alt: 'An empty room', title: 'The room' })
      .run();
    const html = editor.getHTML();
    const { tags, attributes } = tagsAndAttributes(html);
    expect([...tags].filter((tag) => !(richTextAllowedTags as readonly string[]).includes(tag))).toEqual([]);
    expect(
      [...attributes].filter((name) => !(richTextAllowedAttributes as readonly string[]).includes(name)),
    ).toEqual([]);
    expect(tags).toEqual(new Set(['p', 'table', 'tbody', 'tr', 'th', 'td', 'img']));
    // A header row of three columns, then four body rows (three made, one added).
    const container = document.createElement('div');
    container.innerHTML = html;
    const rows = [...container.querySelectorAll('tr')];
    expect(rows.map((row) => [...row.children].map((cell) => cell.tagName.toLowerCase()).join())).toEqual([
      'th,th,th',
      'td,td,td',
      'td,td,td',
      'td,td,td',
    ]);
    expect(html).toContain('<img src="/images/room.jpg" alt="An empty room" title="The room">');
  });

  it('keeps its own table and image HTML as it is (the marketing service keeps the same HTML)', () => {
    const html =
      '<table><tbody><tr><th><p>Signal</p></th><th><p>Meaning</p></th></tr>' +
      '<tr><td><p>Blink</p></td><td><p>Yes</p></td></tr></tbody></table>' +
      '<img src="https://example.org/room.jpg" alt="An empty listening room" title="The room"><p>After the image.</p>';
    editor.commands.setContent(html);
    expect(editor.getHTML()).toBe(html);
  });

  it('writes a link opening in a new tab with its title, target and rel only', () => {
    editor.commands.selectAll();
    editor.commands.setLink({
      href: 'https://example.org',
      title: 'The charter',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(editor.getHTML()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.org" title="The charter">Intro</a></p>',
    );
  });

  it('drops widths, spans, alignment styles and refused image addresses from loaded HTML', () => {
    editor.commands.setContent(
      '<table style="width: 300px"><colgroup><col style="width: 120px"></colgroup><tbody>' +
        '<tr><th colwidth="120" style="text-align: right" data-x="1">A</th><th>B</th></tr>' +
        '<tr><td colspan="2">C</td></tr></tbody></table>' +
        '<img src="data:image/png;base64,AAAA" alt="inline data">' +
        '<img src="javascript:alert(1)" alt="script">' +
        '<img src="//evil.example/x.png" alt="elsewhere">' +
        '<img src="https://example.org/a.png" alt="kept" width="20" height="10">',
    );
    const html = editor.getHTML();
    const { tags, attributes } = tagsAndAttributes(html);
    expect(tags).not.toContain('colgroup');
    expect([...attributes].sort()).toEqual(['alt', 'src']);
    expect(html).not.toMatch(/data:|javascript:|evil\.example/);
    expect(html).toContain('<img src="https://example.org/a.png" alt="kept">');
  });
});

describe('isAllowedImageSrc', () => {
  it.each(['https://example.org/a.png', 'http://example.org/a.png?x=1', '/images/a.png', ' /a.png '])(
    'accepts %s',
    (src) => expect(isAllowedImageSrc(src)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    'mailto:ada@example.org',
    'images/a.png',
    'https://',
    '',
  ])('refuses %s', (src) => expect(isAllowedImageSrc(src)).toBe(false));
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
