import { sanitizeRichText as sanitizeWith } from '@gbc/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Sanitises rich text with the browser's DOMPurify and the shared allowlist. Where there is no DOM
 * (DOMPurify unsupported) it returns an empty string: failing closed beats rendering unsanitised HTML.
 */
export function sanitizeRichText(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return sanitizeWith(DOMPurify, html);
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
