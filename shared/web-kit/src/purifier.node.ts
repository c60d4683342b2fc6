import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type RichTextSanitizer, sanitizerWith } from './rich-text-sanitizer.js';

/**
 * DOMPurify over one jsdom window for the process (what the marketing service sanitises with on write),
 * so server-rendered rich text is in the HTML and equals what the browser's sanitiser produces.
 */
const sanitizeOnServer = sanitizerWith(
  createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
);

/** Always at hand: a server render never waits for it. */
export function sanitizerAtHand(): RichTextSanitizer {
  return sanitizeOnServer;
}

export function loadSanitizer(): Promise<RichTextSanitizer> {
  return Promise.resolve(sanitizeOnServer);
}
