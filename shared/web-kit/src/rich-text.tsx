import { sanitizeRichText as sanitizeWith } from '@gbc/contracts';
import { useMemo } from 'react';
// Resolved by package.json `imports`: DOMPurify on a jsdom window in server builds, the browser's otherwise.
import { purifier } from '#purifier';

/**
 * Sanitises rich text with DOMPurify and the shared allowlist, in the browser and in server renders
 * alike. Without any DOM it returns an empty string: failing closed beats rendering unsanitised HTML.
 */
export function sanitizeRichText(html: string): string {
  return purifier ? sanitizeWith(purifier, html) : '';
}

export interface RichTextProps {
  html: string;
  className?: string;
}

/** Renders server-provided rich text, sanitised again in the browser. */
export function RichText({ html, className }: RichTextProps) {
  const safeHtml = useMemo(() => sanitizeRichText(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised with the shared allowlist
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
