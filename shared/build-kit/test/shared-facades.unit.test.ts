import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * React Router and TanStack Query are shared through facades that re-export only the names the apps
 * use (router-facade.mjs, query-facade.mjs). The bundler does not check names imported from a shared
 * module, so a name missing from a facade would be `undefined` in the browser with a green build:
 * this test is that check, over every source file of the shell, the remotes and the shared packages.
 */
const repoRoot = join(__dirname, '..', '..', '..');
const facades = {
  'react-router-dom': 'router-facade.mjs',
  '@tanstack/react-query': 'query-facade.mjs',
} as const;
type SharedPackage = keyof typeof facades;

/** Value names a source imports (or re-exports) from `pkg`; type-only names need nothing at run time. */
function importedValueNames(source: string, pkg: SharedPackage): string[] {
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const statement = new RegExp(
    `(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  const names: string[] = [];
  for (const [, , typeOnly, list] of source.matchAll(statement)) {
    if (typeOnly || !list) continue;
    for (const entry of list.split(',')) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function facadeExports(file: string): Set<string> {
  const source = readFileSync(join(repoRoot, 'shared', 'build-kit', 'src', file), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appSourceDirs = readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mfe-')))
  .map((entry) => join(repoRoot, entry.name, 'src'))
  .concat(
    readdirSync(join(repoRoot, 'shared'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(repoRoot, 'shared', entry.name, 'src')),
  );

describe('shared-module facades', () => {
  it('reads value names and skips type-only ones', () => {
    const source = `import { type QueryKey, useMutation, useQueryClient as useClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
export { Link } from 'react-router-dom';`;
    expect(importedValueNames(source, '@tanstack/react-query')).toEqual(['useMutation', 'useQueryClient']);
    expect(importedValueNames(source, 'react-router-dom')).toEqual(['Link']);
  });

  it.each(Object.entries(facades) as [SharedPackage, string][])(
    'every name the apps import from %s is one its facade exports',
    (pkg, facade) => {
      const exported = facadeExports(facade);
      expect(exported.size).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const dir of appSourceDirs) {
        let files: string[];
        try {
          files = sourceFiles(dir);
        } catch {
          continue;
        }
        for (const file of files) {
          for (const name of importedValueNames(readFileSync(file, 'utf8'), pkg)) {
            if (!exported.has(name)) missing.push(`${name} (${file.slice(repoRoot.length + 1)})`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
