import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A quoted string starting with `/api/`: an API path spelled out instead of taken from the contracts. */
const literalApiPath = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every line under `dir` that spells out an API path, as `file:line: text`. Paths come from
 * `shared/contracts` (the `*Api` builders), the one place that names them.
 */
export function literalApiPathsIn(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        literalApiPath.test(line) ? [`${relative(dir, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

/** A quoted absolute path, and the text just before it (to tell `pathTo('/x')` from a bare `'/x'`). */
const quotedPath = /(pathTo\(\s*)?(['"`])(\/[^'"`\s]+)\2/g;

/** A line of a comment, where paths are prose. */
const commentLine = /^\s*(\/\/|\*|\/\*)/;

/**
 * Every code line under `dir` that spells out one of `sitePaths` (the site map's page paths; patterns
 * with parameters are matched, not linked, so they are left out) instead of building it with
 * `pathTo()`, as `file:line: text`; so a renamed page is a type error, not a dead link.
 */
export function literalSitePathsIn(dir: string, sitePaths: readonly string[]): string[] {
  const pages = new Set(sitePaths.filter((path) => path !== '/' && !path.includes(':')));
  return sourceFiles(dir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        !commentLine.test(line) &&
        [...line.matchAll(quotedPath)].some(
          ([, viaPathTo, , path]) => !viaPathTo && pages.has(path as string),
        )
          ? [`${relative(dir, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}
