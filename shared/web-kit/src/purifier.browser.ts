import type { RichTextSanitizer } from './rich-text-sanitizer.js';

let loading: Promise<RichTextSanitizer> | undefined;

/**
 * The browser's sanitiser (DOMPurify and the shared allowlist), fetched as a chunk of its own by the
 * first rich text the browser renders itself, so it stays out of a server-rendered page's first load.
 * One promise for the page, so React reads it synchronously once settled.
 */
export function currentSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('./rich-text-sanitizer.browser.js').then((module) => module.sanitizeInBrowser);
  return loading;
}
