import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the shell's index.html asks for the server's head tags. */
const headMarker = '<!--gbc:head-->';

/** The shell's index.html, ready to receive one page's head tags. */
export interface ShellTemplate {
  render(headTags: string): string;
}
/** The current template, or null while the shell has not been built. */
export type ShellTemplateLoader = () => Promise<ShellTemplate | null>;

const existingTitle = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
/** Tags the gateway writes itself; a build-time copy would otherwise appear twice with stale values. */
const existingManagedTags =
  /<meta\s+(?:name|property)=["'](?:description|robots|og:[\w:]+|twitter:[\w:]+)["'][^>]*>\s*|<link\s+rel=["']canonical["'][^>]*>\s*/gi;

export function compileShellTemplate(html: string): ShellTemplate {
  const cleaned = html.replace(existingTitle, '').replace(existingManagedTags, '');
  const markerAt = cleaned.indexOf(headMarker);
  if (markerAt >= 0) {
    const before = cleaned.slice(0, markerAt);
    const after = cleaned.slice(markerAt + headMarker.length);
    return { render: (headTags) => before + headTags + after };
  }
  const headEndAt = cleaned.search(/<\/head>/i);
  const before = headEndAt >= 0 ? cleaned.slice(0, headEndAt) : '';
  const after = headEndAt >= 0 ? cleaned.slice(headEndAt) : cleaned;
  return { render: (headTags) => `${before}${headTags}\n${after}` };
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Reads `<shellDir>/index.html` lazily and compiles it again only when its modification time or size
 * changes: one `stat` per page view, and a rebuilt shell is served without a restart.
 */
export function createShellTemplateLoader(shellDir: string): ShellTemplateLoader {
  const indexPath = join(shellDir, 'index.html');
  let cached: { version: string; template: ShellTemplate } | null = null;
  return async () => {
    try {
      const { mtimeMs, size } = await stat(indexPath);
      const version = `${mtimeMs}:${size}`;
      if (cached?.version !== version) {
        cached = { version, template: compileShellTemplate(await readFile(indexPath, 'utf8')) };
      }
      return cached.template;
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  };
}
