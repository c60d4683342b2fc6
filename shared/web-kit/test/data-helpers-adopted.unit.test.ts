import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');
const appSourceDirs = readdirSync(repoRoot)
  .filter((name) => name === 'shell' || name.startsWith('mfe-'))
  .map((name) => join(repoRoot, name, 'src'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Calls that bypass the web kit's helpers: pages read, write and build forms one way only. */
const bypasses = [
  { pattern: /\buse(Infinite)?Query\(/, instead: 'useApiQuery / useApiInfiniteQuery' },
  { pattern: /\bapiSend\(/, instead: 'useApiMutation' },
  { pattern: /\buse(Zod)?Form\(/, instead: 'useContractForm from @gbc/web-kit/forms' },
];

describe('pages of the shell and every remote', () => {
  it('read through useApiQuery, write through useApiMutation and build forms with useContractForm', () => {
    const found = appSourceDirs.flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return bypasses
          .filter(({ pattern }) => pattern.test(text))
          .map(({ instead }) => `${relative(repoRoot, file)}: use ${instead}`);
      }),
    );
    expect(found).toEqual([]);
  });
});
