import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a route plugin must not touch: the database handle or a context holding it, a transaction,
 * a repository, the schema's types. Services own those; route plugins receive service functions.
 */
const databaseUse = [
  /\bdb\b/,
  /\bctx\b/,
  /\.transaction\(/,
  /ServicePluginOptions/,
  /from '[^']*\.repository\.js'/,
  /from '[^']*\/(database|context)\.js'/,
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.routes.ts') ? [path] : [];
  });
}

/** Every line of a `*.routes.ts` under `srcDir` that reaches the database, as `file:line: text`. */
export function routeLinesReachingTheDatabase(srcDir: string): string[] {
  return routeFiles(srcDir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        databaseUse.some((pattern) => pattern.test(line))
          ? [`${relative(srcDir, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}
