import { type Purifier, sanitizeRichText as sanitizeWith } from '@gbc/contracts';
import { Suspense, use, useMemo, useState } from 'react';
// Resolved by package.json `imports`: DOMPurify on a jsdom window in server builds, the browser's otherwise.
import { currentPurifier } from '#purifier';
import { useHydrated } from './hydrated.js';

function sanitizeWithPurifier(purifier: Purifier | null, html: string): string {
  return purifier ? sanitizeWith(purifier, html) : '';
}

/**
 * Sanitises rich text with DOMPurify and the shared allowlist, in the browser and in server renders
 * alike. Without any DOM it returns an empty string: failing closed beats rendering unsanitised HTML.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  return sanitizeWithPurifier(await currentPurifier(), html);
}

export interface RichTextProps {
  html: string;
  className?: string;
}

function SanitizedHtml({ html, className, purifier }: RichTextProps & { purifier: Purifier | null }) {
  const safeHtml = useMemo(() => sanitizeWithPurifier(purifier, html), [purifier, html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised with the shared allowlist
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}

function SanitizedHtmlOnceLoaded({
  purifier,
  ...props
}: RichTextProps & { purifier: Promise<Purifier | null> }) {
  return <SanitizedHtml {...props} purifier={use(purifier)} />;
}

/**
 * Renders server-provided rich text, sanitised again where it is rendered (at once on the server). Rich text that arrived in
 * server HTML was sanitised by the server render, so the browser keeps those nodes as they are (an
 * unchanged empty `__html` never touches them) instead of loading DOMPurify with the page; it sanitises
 * and renders the text itself once the text changes, e.g. on the way to another vignette.
 */
export function RichText({ html, className }: RichTextProps) {
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [serverHtml] = useState(() => (hydrating ? html : null));
  if (serverHtml === html) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React leaves the server's sanitised nodes in place
    return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  const purifier = currentPurifier();
  if (!(purifier instanceof Promise))
    return <SanitizedHtml html={html} className={className} purifier={purifier} />;
  return (
    <Suspense fallback={null}>
      <SanitizedHtmlOnceLoaded html={html} className={className} purifier={purifier} />
    </Suspense>
  );
}
