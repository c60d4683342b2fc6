import { Suspense, use, useMemo, useState } from 'react';
// Resolved by package.json `imports`: DOMPurify on a jsdom window in server builds, the browser's otherwise.
import { loadSanitizer, sanitizerAtHand } from '#purifier';
import { useHydrated } from './hydrated.js';
import type { RichTextSanitizer } from './rich-text-sanitizer.js';

/**
 * Sanitises rich text with DOMPurify and the shared allowlist, in the browser and in server renders
 * alike. Without any DOM it returns an empty string: failing closed beats rendering unsanitised HTML.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  return (sanitizerAtHand() ?? (await loadSanitizer()))(html);
}

export interface RichTextProps {
  html: string;
  className?: string;
}

function SanitizedHtml({ html, className, sanitize }: RichTextProps & { sanitize: RichTextSanitizer }) {
  const safeHtml = useMemo(() => sanitize(html), [sanitize, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised with the shared allowlist
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}

function SanitizedHtmlOnceLoaded({
  sanitizer,
  ...props
}: RichTextProps & { sanitizer: Promise<RichTextSanitizer> }) {
  return <SanitizedHtml {...props} sanitize={use(sanitizer)} />;
}

/**
 * Renders server-provided rich text, sanitised again where it is rendered (at once on the server). Rich
 * text that arrived in server HTML was sanitised by the server render, so the browser keeps those nodes
 * as they are (an unchanged empty `__html` never touches them) instead of loading DOMPurify with the
 * page; it sanitises and renders the text itself once the text changes, e.g. on the way to another
 * vignette.
 */
export function RichText({ html, className }: RichTextProps) {
  // The server's sanitiser is always at hand; the browser's only once something loaded it.
  const sanitizer = sanitizerAtHand();
  const keepsServerHtml = !useHydrated() && sanitizer === null;
  const [serverHtml] = useState(() => (keepsServerHtml ? html : null));
  if (serverHtml === html) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React leaves the server's sanitised nodes in place
    return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  if (sanitizer) return <SanitizedHtml html={html} className={className} sanitize={sanitizer} />;
  return (
    <Suspense fallback={null}>
      <SanitizedHtmlOnceLoaded html={html} className={className} sanitizer={loadSanitizer()} />
    </Suspense>
  );
}
