/**
 * A small writer of Atom 1.0 feed documents (RFC 4287). The types require what the RFC requires
 * (feed and entry `id`, `title`, `updated`; an author for the feed, which its entries inherit; a link
 * to each entry's page, so no entry needs `content`), and every text is escaped for XML.
 */

export interface AtomPerson {
  name: string;
  /** An absolute IRI, such as the person's or the organisation's home page. */
  uri?: string;
}

export interface AtomEntry {
  /** A permanent, absolute IRI that never changes for this entry, e.g. its page's URL. */
  id: string;
  title: string;
  /** Last significant change. */
  updated: Date;
  /** First publication. */
  published?: Date;
  /** Absolute URL of the entry's page (`rel="alternate"`). */
  link: string;
  /** Plain text. */
  summary?: string;
  /** Defaults to the feed's authors. */
  authors?: readonly AtomPerson[];
  /** Category terms (`<category term="...">`), such as tags. */
  categories?: readonly string[];
}

export interface AtomFeed {
  /** A permanent, absolute IRI, usually the URL of the page the feed follows. */
  id: string;
  title: string;
  subtitle?: string;
  /** Last significant change of the feed or any entry (the newest entry's, as a rule). */
  updated: Date;
  /** Absolute URL of the feed document itself (`rel="self"`). */
  self: string;
  /** Absolute URL of the page the feed follows (`rel="alternate"`). */
  link: string;
  /** At least one, so that every entry has an author (RFC 4287 §4.1.1). */
  authors: readonly [AtomPerson, ...AtomPerson[]];
  /** Absolute URL of a square icon. */
  icon?: string;
  entries: readonly AtomEntry[];
}

/** XML 1.0's `Char` production: anything else may not appear in a document at all, even escaped. */
function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Drops what XML cannot hold (control characters, lone surrogates); iterating by code point keeps pairs whole. */
function xmlCharactersOnly(text: string): string {
  let kept = '';
  for (const character of text) if (isXmlCharacter(character.codePointAt(0) ?? 0)) kept += character;
  return kept;
}

/** Text for an element's content or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return xmlCharactersOnly(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An RFC 3339 date-time in UTC, as Atom's date constructs require (§3.3). */
export function atomDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('An Atom date must be a valid date');
  return date.toISOString();
}

function absoluteIri(value: string, what: string): string {
  try {
    return new URL(value).href;
  } catch {
    throw new TypeError(`${what} must be an absolute IRI, got "${value}"`);
  }
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

function link(rel: 'self' | 'alternate', href: string, type: string): string {
  return `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;
}

function person(kind: 'author', { name, uri }: AtomPerson): string {
  const parts = [element('name', name), uri ? element('uri', absoluteIri(uri, 'An author uri')) : ''];
  return `<${kind}>${parts.join('')}</${kind}>`;
}

function entryXml(entry: AtomEntry): string {
  const lines = [
    element('id', absoluteIri(entry.id, 'An entry id')),
    element('title', entry.title),
    element('updated', atomDate(entry.updated)),
    entry.published ? element('published', atomDate(entry.published)) : '',
    link('alternate', absoluteIri(entry.link, 'An entry link'), 'text/html'),
    ...(entry.authors ?? []).map((author) => person('author', author)),
    ...(entry.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`),
    entry.summary === undefined ? '' : `<summary type="text">${escapeXml(entry.summary)}</summary>`,
  ];
  return `  <entry>\n${lines
    .filter(Boolean)
    .map((line) => `    ${line}`)
    .join('\n')}\n  </entry>`;
}

/** The feed as an Atom document, UTF-8, entries in the order given. */
export function atomFeedXml(feed: AtomFeed): string {
  const head = [
    element('id', absoluteIri(feed.id, 'The feed id')),
    element('title', feed.title),
    feed.subtitle === undefined ? '' : element('subtitle', feed.subtitle),
    element('updated', atomDate(feed.updated)),
    link('self', absoluteIri(feed.self, 'The feed self link'), 'application/atom+xml'),
    link('alternate', absoluteIri(feed.link, 'The feed link'), 'text/html'),
    ...feed.authors.map((author) => person('author', author)),
    feed.icon ? element('icon', absoluteIri(feed.icon, 'The feed icon')) : '',
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    ...head.filter(Boolean).map((line) => `  ${line}`),
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
