import { Suspense, use, useMemo, useState } from 'react';
import { styled } from 'styled-components';
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

/**
 * A vignette's body in reading typography: the public vignette page and the editor's draft preview
 * render it through this one component, so a preview looks exactly as the published page will. Only
 * the spec's allowlisted elements can occur in it.
 */
export const ArticleBody = styled(RichText)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;

  & > * + * {
    margin-top: 1.25em;
  }

  h1, h2, h3, h4, h5, h6 {
    margin-top: 1.75em;
    line-height: 1.3;
  }

  ul, ol {
    padding-inline-start: 1.5em;
  }

  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.brandSoft};
    font-style: italic;
  }

  pre, code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  /*
   * The sanitised body has no wrapper to scroll a wide table in, so the table scrolls itself: as a block it
   * is never wider than the column (a narrow one keeps its own width), and its rows and cells keep their
   * table layout and semantics inside it.
   */
  table {
    display: block;
    width: max-content;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
  }

  th, td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
  }

  th > p, td > p {
    margin: 0;
  }
`;
