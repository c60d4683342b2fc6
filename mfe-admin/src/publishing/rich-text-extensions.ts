import StarterKit from '@tiptap/starter-kit';

/** Link targets the editor accepts: web and mail addresses, and paths on this site. */
const allowedHref = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

/** Whether `href` may become a link: never `javascript:`, `data:` or a protocol-relative `//host`. */
export function isAllowedLinkHref(href: string): boolean {
  return allowedHref.test(href.trim());
}

/**
 * The editor's schema, cut to the spec's rich-text allowlist (`richTextAllowedTags`): StarterKit's
 * strike (`<s>`) and underline (`<u>`) are left out because the allowlist has no such tags, so the
 * toolbar, shortcuts and paste cannot produce them. Headings start at h2: the page's title is its h1.
 * Links open in the same tab with no extra attributes; the server sanitises whatever arrives anyway.
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
];
