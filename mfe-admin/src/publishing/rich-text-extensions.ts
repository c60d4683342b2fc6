import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** Link targets the editor accepts: web and mail addresses, and paths on this site. */
const allowedHref = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

/** Whether `href` may become a link: never `javascript:`, `data:` or a protocol-relative `//host`. */
export function isAllowedLinkHref(href: string): boolean {
  return allowedHref.test(href.trim());
}

/** Image sources the editor accepts: web addresses and paths on this site. */
const allowedImageSrc = /^(?:https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i;

/** Whether `src` may be an image's address: never `data:`, `javascript:` or a protocol-relative `//host`. */
export function isAllowedImageSrc(src: string): boolean {
  return allowedImageSrc.test(src.trim());
}

/**
 * prosemirror-tables needs colspan, rowspan and colwidth on every cell, but the allowlist has none of
 * them: they stay at their defaults (pasted spans and widths are read as 1 and none, and no tool merges
 * cells) and are never written. TipTap's `align` (a `style`) is left out altogether.
 */
const unwrittenCellAttributes = {
  colspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  rowspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};

/** Tables written as plain `<table><tbody>`: TipTap's `<colgroup>` and width `style` are not allowlisted. */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', HTMLAttributes, ['tbody', 0]];
  },
});

/**
 * Block images with an address, alternative text and optional title only (no width, height or base64
 * data); an `<img>` whose address the editor would refuse is dropped when HTML is loaded or pasted.
 */
const PlainImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isAllowedImageSrc(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

/**
 * The editor's schema, cut to the spec's rich-text allowlist (`richTextAllowedTags`): StarterKit's
 * strike (`<s>`) and underline (`<u>`) are left out because the allowlist has no such tags, so the
 * toolbar, shortcuts and paste cannot produce them. Headings start at h2: the page's title is its h1.
 * Links carry their address, and a title and a new-tab target (with `rel="noopener noreferrer"`) only when
 * the Link tool sets them; the server sanitises whatever arrives anyway.
 */
export const vignetteEditorExtensions = [
  StarterKit.configure({
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
  PlainImage.configure({ inline: false, allowBase64: false }),
  PlainTable.configure({ resizable: false }),
  TableRow,
  TableHeader.extend({ addAttributes: () => unwrittenCellAttributes }),
  TableCell.extend({ addAttributes: () => unwrittenCellAttributes }),
];
