import { JSDOM } from 'jsdom';
import { type AtomFeed, atomDate, atomFeedXml, escapeXml } from '../src/atom-feed.js';

const atomNs = 'http://www.w3.org/2005/Atom';

/** Parses as XML (jsdom throws on a document that is not well-formed) and returns the root. */
function parse(xml: string): Element {
  const { window } = new JSDOM(xml, { contentType: 'application/xml' });
  return window.document.documentElement;
}

function children(parent: Element, name: string): Element[] {
  return [...parent.children].filter((child) => child.localName === name && child.namespaceURI === atomNs);
}

function text(parent: Element, name: string): string | undefined {
  return children(parent, name)[0]?.textContent ?? undefined;
}

const feed: AtomFeed = {
  id: 'https://gbc.example.org/vignettes',
  title: 'Vignettes · Global BCI Council',
  subtitle: 'Stories',
  updated: new Date('2026-03-04T05:06:07.089Z'),
  self: 'https://gbc.example.org/vignettes/feed.xml',
  link: 'https://gbc.example.org/vignettes',
  authors: [{ name: 'Global BCI Council', uri: 'https://gbc.example.org/' }],
  entries: [
    {
      id: 'https://gbc.example.org/vignettes/quiet-signal',
      title: 'The Quiet Signal',
      updated: new Date('2026-03-04T05:06:07.089Z'),
      published: new Date('2026-03-01T00:00:00.000Z'),
      link: 'https://gbc.example.org/vignettes/quiet-signal',
      summary: 'A farmer hears her fields think.',
      authors: [{ name: 'Ada Example' }],
      categories: ['ethics', 'farming'],
    },
    {
      id: 'https://gbc.example.org/vignettes/second',
      title: 'Second',
      updated: new Date('2026-02-01T00:00:00.000Z'),
      link: 'https://gbc.example.org/vignettes/second',
    },
  ],
};

describe('atomFeedXml', () => {
  it('writes a well-formed Atom document with every element RFC 4287 requires', () => {
    const xml = atomFeedXml(feed);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
    const root = parse(xml);
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(atomNs);
    expect(text(root, 'id')).toBe(feed.id);
    expect(text(root, 'title')).toBe(feed.title);
    expect(text(root, 'subtitle')).toBe('Stories');
    expect(text(root, 'updated')).toBe('2026-03-04T05:06:07.089Z');
    const links = children(root, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['self', feed.self],
      ['alternate', feed.link],
    ]);
    const [author] = children(root, 'author');
    expect(author && text(author, 'name')).toBe('Global BCI Council');
    expect(author && text(author, 'uri')).toBe('https://gbc.example.org/');

    const entries = children(root, 'entry');
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      // Each entry has id, title, updated and an alternate link, so none needs content (§4.1.1.1).
      expect(children(entry, 'id')).toHaveLength(1);
      expect(children(entry, 'title')).toHaveLength(1);
      expect(children(entry, 'updated')).toHaveLength(1);
      expect(children(entry, 'link')[0]?.getAttribute('rel')).toBe('alternate');
    }
    const first = entries[0] as Element;
    expect(text(first, 'published')).toBe('2026-03-01T00:00:00.000Z');
    expect(text(first, 'summary')).toBe('A farmer hears her fields think.');
    expect(children(first, 'summary')[0]?.getAttribute('type')).toBe('text');
    expect(children(first, 'category').map((c) => c.getAttribute('term'))).toEqual(['ethics', 'farming']);
    expect(text(children(first, 'author')[0] as Element, 'name')).toBe('Ada Example');
    // An entry without authors inherits the feed's, as the RFC allows.
    expect(children(entries[1] as Element, 'author')).toHaveLength(0);
  });

  it('escapes markup in every text and attribute and drops characters XML cannot hold', () => {
    const hostile = `</title><script>alert("x")</script> & 'Co' \u0000\u0007\uFFFE\uD800`;
    const xml = atomFeedXml({
      ...feed,
      title: hostile,
      entries: [{ ...feed.entries[0], title: hostile, summary: hostile, categories: [`a"b<c>`] } as never],
    });
    expect(xml).not.toContain('<script>');
    const root = parse(xml);
    const expected = `</title><script>alert("x")</script> & 'Co' `;
    expect(text(root, 'title')).toBe(expected);
    const entry = children(root, 'entry')[0] as Element;
    expect(text(entry, 'title')).toBe(expected);
    expect(text(entry, 'summary')).toBe(expected);
    expect(children(entry, 'category')[0]?.getAttribute('term')).toBe('a"b<c>');
  });

  it('keeps characters outside the Basic Multilingual Plane whole', () => {
    expect(escapeXml('brain 🧠 & <wave>')).toBe('brain 🧠 &amp; &lt;wave&gt;');
  });

  it('writes RFC 3339 UTC dates and refuses invalid ones and relative IRIs', () => {
    expect(atomDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(() => atomFeedXml({ ...feed, updated: new Date('not a date') })).toThrow(RangeError);
    expect(() => atomFeedXml({ ...feed, id: '/vignettes' })).toThrow('The feed id must be an absolute IRI');
    expect(() =>
      atomFeedXml({
        ...feed,
        entries: [{ ...(feed.entries[1] as AtomFeed['entries'][number]), link: '/x' }],
      }),
    ).toThrow('An entry link must be an absolute IRI');
  });

  it('writes a valid feed with no entries', () => {
    const root = parse(atomFeedXml({ ...feed, entries: [] }));
    expect(children(root, 'entry')).toHaveLength(0);
    expect(text(root, 'updated')).toBe('2026-03-04T05:06:07.089Z');
  });
});
