import type { RichTextSanitizer } from './rich-text-sanitizer.js';

let loaded: RichTextSanitizer | null = null;
let loading: Promise<RichTextSanitizer> | undefined;

/** The browser's sanitiser once its chunk has loaded, else null (nothing is fetched). */
export function sanitizerAtHand(): RichTextSanitizer | null {
  return loaded;
}

/**
 * The browser's sanitiser (DOMPurify and the shared allowlist), fetched as a chunk of its own by the
 * first rich text the browser renders itself, so it stays out of a server-rendered page's first load.
 * One promise for the page, so React reads it synchronously once settled.
 */
export function loadSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('./rich-text-sanitizer.browser.js').then((module) => {
    loaded = module.sanitizeInBrowser;
    return loaded;
  });
  return loading;
}
