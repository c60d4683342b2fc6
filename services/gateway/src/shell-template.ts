import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the shell's index.html asks for the server's head tags. */
const headMarker = '<!--gbc:head-->';

/** The shell's index.html, ready to receive one page's head tags. */
export interface ShellTemplate {
  render(headTags: string): string;
  /**
   * With a server-rendered `#root` and without the template's "needs JavaScript" notice: the page
   * works without JavaScript.
   */
  renderWithRoot(headTags: string, rootHtml: string): string;
}
/** The current template, or null while the shell has not been built. */
export type ShellTemplateLoader = () => Promise<ShellTemplate | null>;

const existingTitle = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
/** Tags the gateway writes itself; a build-time copy would otherwise appear twice with stale values. */
const existingManagedTags =
  /<meta\s+(?:name|property)=["'](?:description|robots|og:[\w:]+|twitter:[\w:]+)["'][^>]*>\s*|<link\s+rel=["']canonical["'][^>]*>\s*/gi;

const emptyRoot = /<div id="root"><\/div>/;
const noScriptNotice = /<noscript>[\s\S]*?<\/noscript>\s*/gi;

function splitAtHead(cleaned: string): { before: string; after: string; separator: string } {
  const markerAt = cleaned.indexOf(headMarker);
  if (markerAt >= 0) {
    return {
      before: cleaned.slice(0, markerAt),
      after: cleaned.slice(markerAt + headMarker.length),
      separator: '',
    };
  }
  const headEndAt = cleaned.search(/<\/head>/i);
  return {
    before: headEndAt >= 0 ? cleaned.slice(0, headEndAt) : '',
    after: headEndAt >= 0 ? cleaned.slice(headEndAt) : cleaned,
    separator: '\n',
  };
}

export function compileShellTemplate(html: string): ShellTemplate {
  const cleaned = html.replace(existingTitle, '').replace(existingManagedTags, '');
  const { before, after, separator } = splitAtHead(cleaned);
  const [beforeRoot, afterRoot = ''] = after.replace(noScriptNotice, '').split(emptyRoot);
  const hasRoot = emptyRoot.test(after);
  return {
    render: (headTags) => before + headTags + separator + after,
    renderWithRoot: (headTags, rootHtml) =>
      hasRoot
        ? `${before}${headTags}${separator}${beforeRoot}<div id="root">${rootHtml}</div>${afterRoot}`
        : before + headTags + separator + after,
  };
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** How often the loader looks at index.html again: a rebuilt shell is picked up within this. */
export const shellTemplateCheckMs = 1000;

/**
 * Reads `<shellDir>/index.html` lazily and compiles it again only when its modification time or size
 * changes, looked at no more than once every `shellTemplateCheckMs` (a `stat` per page view was a
 * tenth of the gateway's work on cached pages): a rebuilt shell is served without a restart.
 */
export function createShellTemplateLoader(
  shellDir: string,
  now: () => number = Date.now,
): ShellTemplateLoader {
  const indexPath = join(shellDir, 'index.html');
  let cached: { version: string; template: ShellTemplate } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<ShellTemplate | null> | null = null;
  const check = async () => {
    try {
      const { mtimeMs, size } = await stat(indexPath);
      const version = `${mtimeMs}:${size}`;
      if (cached?.version !== version) {
        cached = { version, template: compileShellTemplate(await readFile(indexPath, 'utf8')) };
      }
      checkedAt = now();
      return cached.template;
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      cached = null;
      return null;
    }
  };
  return () => {
    if (cached && now() - checkedAt < shellTemplateCheckMs) return Promise.resolve(cached.template);
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };
}
