import { type Purifier, sanitizeRichText } from '@gbc/contracts';

/** Rich text to HTML that is safe to render. */
export type RichTextSanitizer = (html: string) => string;

/** The shared allowlist over `purifier`; without one (no DOM) every text is empty: failing closed. */
export function sanitizerWith(purifier: Purifier | null): RichTextSanitizer {
  return (html) => (purifier ? sanitizeRichText(purifier, html) : '');
}
