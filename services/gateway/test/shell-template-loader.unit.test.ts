import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellTemplateLoader, shellTemplateCheckMs } from '../src/shell-template.js';

const page = (title: string) =>
  `<!doctype html><html><head><!--gbc:head--></head><body><div id="root"></div><p>${title}</p></body></html>`;

let dir: string;
let clock = 0;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gbc-shell-template-'));
  clock = 1_000_000;
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function rebuild(title: string, mtimeSeconds: number) {
  const file = join(dir, 'index.html');
  await writeFile(file, page(title));
  await utimes(file, mtimeSeconds, mtimeSeconds);
}

test('a rebuilt index.html is served once the check interval has passed, not on every page view', async () => {
  const load = createShellTemplateLoader(dir, () => clock);
  expect(await load()).toBeNull();
  // The shell was missing: the next call looks again at once.
  await rebuild('first', 1000);
  expect((await load())?.render('')).toContain('first');

  await rebuild('second build', 2000);
  clock += shellTemplateCheckMs - 1;
  expect((await load())?.render('')).toContain('first');
  clock += 1;
  expect((await load())?.render('')).toContain('second build');
});

test('concurrent page views share one look at the file', async () => {
  await rebuild('only', 1000);
  const load = createShellTemplateLoader(dir, () => clock);
  const [a, b] = await Promise.all([load(), load()]);
  expect(a).toBe(b);
  expect(a?.render('')).toContain('only');
});
