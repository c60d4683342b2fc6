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

/**
 * The `rel` a sanitised element keeps: any `opener` token is dropped (it hands the opened page a
 * handle on ours), and `target="_blank"` always gets `noopener noreferrer`. Null means no `rel`.
 */
export function richTextLinkRel(rel: string | null, target: string | null): string | null {
  const tokens = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => token && token !== 'opener'),
  );
  if (target?.trim().toLowerCase() === '_blank') {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return tokens.size > 0 ? [...tokens].join(' ') : null;
}

/** The attribute methods of a DOM element that `enforceLinkRel` uses. */
interface AttributeHolder {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

const holdsAttributes = (node: unknown): node is AttributeHolder =>
  typeof (node as Partial<AttributeHolder> | null)?.getAttribute === 'function';

/** DOMPurify `afterSanitizeAttributes` hook applying `richTextLinkRel` to every element. */
export function enforceLinkRel(node: unknown): void {
  if (!holdsAttributes(node)) return;
  const rel = richTextLinkRel(node.getAttribute('rel'), node.getAttribute('target'));
  if (rel === null) node.removeAttribute('rel');
  else node.setAttribute('rel', rel);
}

/** The part of DOMPurify's API the sanitiser needs; the caller supplies the instance for its environment. */
export interface Purifier {
  sanitize(dirty: string, config: typeof richTextPurifyConfig): string;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Node) => void): void;
  removeHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Node) => void): unknown;
}

/**
 * HTML reduced to the allowlist with links made safe. The hook is added for this call only, so an
 * instance shared with other code keeps its own behaviour; sanitising is synchronous, so no other
 * call can run in between.
 */
export function sanitizeRichText(purifier: Purifier, html: string): string {
  purifier.addHook('afterSanitizeAttributes', enforceLinkRel);
  try {
    return purifier.sanitize(html, richTextPurifyConfig);
  } finally {
    purifier.removeHook('afterSanitizeAttributes', enforceLinkRel);
  }
}
