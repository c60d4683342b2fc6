/** The vignette body allowlist from spec 1 §5, shared by the server (on write) and the browser (on render). */
export const richTextAllowedTags = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export const richTextAllowedAttributes = ['href', 'target', 'rel', 'src', 'alt', 'title', 'class'] as const;

/** DOMPurify options implementing the allowlist; DOMPurify itself drops `javascript:` URLs and handlers. */
export const richTextPurifyConfig = {
  ALLOWED_TAGS: [...richTextAllowedTags],
  ALLOWED_ATTR: [...richTextAllowedAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The part of DOMPurify's API the sanitiser needs; the caller supplies the instance for its environment. */
export interface Purifier {
  sanitize(dirty: string, config: typeof richTextPurifyConfig): string;
}

export function sanitizeRichText(purifier: Purifier, html: string): string {
  return purifier.sanitize(html, richTextPurifyConfig);
}
