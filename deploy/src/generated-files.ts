import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** How the committed copy of generated files differs from what the generator writes now. */
export interface GeneratedFilesDiff {
  /** Generated now but missing or different on disk. */
  stale: string[];
  /** On disk, written by the generator earlier, but generated no more (e.g. for a removed service). */
  orphaned: string[];
}

/**
 * Compares `expected` (path relative to `repoRoot`, content) with the files on disk; `previous` lists the
 * files the generator wrote before (found by its header or its folder), so leftovers are found too.
 */
export function diffGeneratedFiles(
  repoRoot: string,
  expected: ReadonlyMap<string, string>,
  previous: readonly string[],
): GeneratedFilesDiff {
  const stale = [...expected].flatMap(([path, content]) => {
    const file = join(repoRoot, path);
    return existsSync(file) && readFileSync(file, 'utf8') === content ? [] : [path];
  });
  const orphaned = previous.filter((path) => !expected.has(path));
  return { stale, orphaned };
}

/** Writes what is stale and deletes what is orphaned; returns what changed. */
export function writeGeneratedFiles(
  repoRoot: string,
  expected: ReadonlyMap<string, string>,
  previous: readonly string[],
): GeneratedFilesDiff {
  const diff = diffGeneratedFiles(repoRoot, expected, previous);
  for (const path of diff.stale) {
    mkdirSync(dirname(join(repoRoot, path)), { recursive: true });
    writeFileSync(join(repoRoot, path), expected.get(path)!);
  }
  for (const path of diff.orphaned) rmSync(join(repoRoot, path));
  return diff;
}

/**
 * A generator's command line: writes the files, or with `--check` only reports them and exits 1 when
 * the committed copy is not what `command` writes (what CI and the tests run).
 */
export function runGeneratorCli(
  command: string,
  repoRoot: string,
  expected: ReadonlyMap<string, string>,
  previous: readonly string[],
  args: readonly string[] = process.argv.slice(2),
): void {
  if (args.includes('--check')) {
    const { stale, orphaned } = diffGeneratedFiles(repoRoot, expected, previous);
    if (stale.length + orphaned.length === 0) return;
    console.error(
      `Out of date: run \`${command}\` and commit the result.\n${[...stale, ...orphaned.map((path) => `${path} (to delete)`)].map((path) => `  ${path}`).join('\n')}`,
    );
    process.exitCode = 1;
    return;
  }
  const { stale, orphaned } = writeGeneratedFiles(repoRoot, expected, previous);
  for (const path of stale) console.info(`  wrote    ${path}`);
  for (const path of orphaned) console.info(`  deleted  ${path}`);
  console.info(`${expected.size} files generated, ${stale.length + orphaned.length} changed.`);
}
