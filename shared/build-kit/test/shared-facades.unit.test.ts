import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * React Router, TanStack Query and (in the browser) styled-components are shared through facades that
 * re-export only the names the apps use (router-facade.mjs, query-facade.mjs, styled-facade.mjs; a
 * `.server.mjs` beside one adds what only server code imports). The bundler does not check names
 * imported from a shared module, so a name missing from a facade would be `undefined` with a green
 * build: this test is that check, over every source file of the shell, the remotes and the shared
 * packages. Server code is what lies in a `server` folder; it reads the server facade where there is one.
 */
const repoRoot = join(__dirname, '..', '..', '..');
const facades = {
  'react-router-dom': { browser: 'router-facade.mjs', server: 'router-facade.server.mjs' },
  '@tanstack/react-query': { browser: 'query-facade.mjs', server: 'query-facade.server.mjs' },
  'styled-components': { browser: 'styled-facade.mjs', server: null },
} as const;
type SharedPackage = keyof typeof facades;

/**
 * Value names a source imports (or re-exports) from `pkg`, `default` for a default or namespace import
 * (which a facade of named exports cannot serve); type-only names need nothing at run time.
 */
function importedValueNames(source: string, pkg: SharedPackage): string[] {
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const whole = new RegExp(
    `import\\s+(?!type\\s)(\\*\\s+as\\s+)?[A-Za-z_$][\\w$]*\\s*(,|from)[^;]*['"]${quoted}['"]`,
    'g',
  );
  const statement = new RegExp(
    `(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  const names: string[] = [...source.matchAll(whole)].map(() => 'default');
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

/** The names a facade file exports, following its `export * from './other.mjs'`. */
function facadeExports(file: string): Set<string> {
  const source = readFileSync(join(repoRoot, 'shared', 'build-kit', 'src', file), 'utf8');
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const name of (list ?? '').split(',')) if (name.trim()) names.add(name.trim());
  }
  for (const [, inner] of source.matchAll(/export\s*\*\s*from\s*'\.\/([^']+)'/g)) {
    for (const name of facadeExports(inner as string)) names.add(name);
  }
  return names;
}

const isServerSource = (file: string) => /[\\/]server[\\/]/.test(file.slice(repoRoot.length));

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
export { Link } from 'react-router-dom';
import styled from 'styled-components';
import type Query from '@tanstack/react-query';`;
    expect(importedValueNames(source, '@tanstack/react-query')).toEqual(['useMutation', 'useQueryClient']);
    expect(importedValueNames(source, 'react-router-dom')).toEqual(['Link']);
    expect(importedValueNames(source, 'styled-components')).toEqual(['default']);
  });

  it('reads the names a facade re-exports from another', () => {
    const server = facadeExports('router-facade.server.mjs');
    expect(server.has('StaticRouter')).toBe(true);
    expect(server.has('BrowserRouter')).toBe(true);
    expect(facadeExports('router-facade.mjs').has('StaticRouter')).toBe(false);
  });

  it.each(Object.keys(facades) as SharedPackage[])(
    'every name the apps import from %s is one its facade exports',
    (pkg) => {
      const browserExports = facadeExports(facades[pkg].browser);
      const serverFacade = facades[pkg].server;
      // Without a server facade, Node shares the package itself, which has every name.
      const serverExports = serverFacade ? facadeExports(serverFacade) : null;
      expect(browserExports.size).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const dir of appSourceDirs) {
        let files: string[];
        try {
          files = sourceFiles(dir);
        } catch {
          continue;
        }
        for (const file of files) {
          const exported = isServerSource(file) ? serverExports : browserExports;
          for (const name of importedValueNames(readFileSync(file, 'utf8'), pkg)) {
            if (exported && !exported.has(name)) missing.push(`${name} (${file.slice(repoRoot.length + 1)})`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
