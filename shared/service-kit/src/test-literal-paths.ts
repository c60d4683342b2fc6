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
