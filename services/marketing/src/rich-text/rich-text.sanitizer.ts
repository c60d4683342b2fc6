import { sanitizeRichText } from '@gbc/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** One DOMPurify over one jsdom window for the process: creating a window costs milliseconds. */
const purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** Vignette body reduced to the spec's allowlist (tags, attributes, no data-*, no scripts or `javascript:`). */
export function sanitizeVignetteContent(html: string): string {
  return sanitizeRichText(purifier, html);
}
