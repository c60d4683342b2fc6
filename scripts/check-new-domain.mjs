// `npm test`'s check of `npm run new:domain`: scaffolds a domain in a temporary copy of the repository, then
// lints, type-checks and runs the generated tests there; then scaffolds it again with only its remote left, which
// must be kept as it is while the service and contracts come back the same. Exits non-zero when any of them
// fails, or when the domain touches more than `maxTouchedFiles` files. The copy is removed afterwards.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/frontend-apps.mjs';

const domain = 'sample';
const maxTouchedFiles = 20;
const skippedFolders = new Set(['node_modules', '.git', '.data', 'dist']);

function run(cwd, command, args, env = {}) {
  console.info(`\n--- ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The working tree as git sees it (tracked and new files, ignored ones left out). */
function copyWorkingTree(target) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(join(repoRoot, file))) cpSync(join(repoRoot, file), join(target, file));
  }
}

/**
 * The installed packages, linked: the workspaces' own links (`@gbc/*`) point into the copy, everything
 * else at this repository's install. Workspaces' nested node_modules are linked as they are.
 */
function linkNodeModules(target) {
  const modules = join(repoRoot, 'node_modules');
  mkdirSync(join(target, 'node_modules', '@gbc'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@gbc') symlinkSync(join(modules, entry), join(target, 'node_modules', entry));
  }
  for (const entry of readdirSync(join(modules, '@gbc'))) {
    const workspace = relative(repoRoot, realpathSync(join(modules, '@gbc', entry)));
    symlinkSync(join(target, workspace), join(target, 'node_modules', '@gbc', entry));
    const nested = join(repoRoot, workspace, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, join(target, workspace, 'node_modules'));
  }
}

function listFiles(root, dir = root, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, full, out);
    else if (entry.isFile()) out.push(relative(root, full));
  }
  return out;
}

/** Files of the copy that are new or differ from the copied working tree. */
function touchedFiles(copy, before) {
  return listFiles(copy).filter((file) => {
    const original = before.get(file);
    return original === undefined || !original.equals(readFileSync(join(copy, file)));
  });
}

const started = Date.now();
const copy = mkdtempSync(join(tmpdir(), 'gbc-new-domain-'));
// The embedded PostgreSQL runs as another user when the check runs as root: it must reach its data folder.
chmodSync(copy, 0o755);
try {
  copyWorkingTree(copy);
  linkNodeModules(copy);
  const before = new Map(listFiles(copy).map((file) => [file, readFileSync(join(copy, file))]));

  run(copy, 'node', ['scripts/new-domain.mjs', domain]);
  const touched = touchedFiles(copy, before);
  console.info(`\nThe ${domain} domain touches ${touched.length} files (at most ${maxTouchedFiles}).`);
  if (touched.length > maxTouchedFiles) throw new Error(`Too many files touched:\n  ${touched.join('\n  ')}`);

  run(copy, 'npx', ['biome', 'check', ...touched.filter((file) => statSync(join(copy, file)).size > 0)]);
  run(copy, 'npx', ['tsc', '-p', 'tsconfig.json']);
  run(copy, 'npx', ['jest', '--maxWorkers=2', `mfe-${domain}/`, `services/${domain}/`], {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
  });

  // A remote that exists already (its pages came first) is kept: the scaffold writes the service and
  // contracts only, the same as before.
  const remoteDir = join(copy, `mfe-${domain}`);
  const remoteBefore = new Map(
    listFiles(remoteDir).map((file) => [file, readFileSync(join(remoteDir, file))]),
  );
  const serviceFiles = [`services/${domain}`, `shared/contracts/src/${domain}`].flatMap((dir) =>
    listFiles(join(copy, dir)).map((file) => join(dir, file)),
  );
  const serviceBefore = new Map(serviceFiles.map((file) => [file, readFileSync(join(copy, file))]));
  rmSync(join(copy, 'services', domain), { recursive: true });
  rmSync(join(copy, 'shared/contracts/src', domain), { recursive: true });
  run(copy, 'node', ['scripts/new-domain.mjs', domain]);
  const remoteChanged = listFiles(remoteDir).filter(
    (file) => !remoteBefore.get(file)?.equals(readFileSync(join(remoteDir, file))),
  );
  if (remoteChanged.length > 0 || listFiles(remoteDir).length !== remoteBefore.size)
    throw new Error(`The existing remote was changed: ${remoteChanged.join(', ')}`);
  const serviceMissing = serviceFiles.filter(
    (file) =>
      !existsSync(join(copy, file)) || !serviceBefore.get(file)?.equals(readFileSync(join(copy, file))),
  );
  if (serviceMissing.length > 0)
    throw new Error(`The service was not scaffolded again: ${serviceMissing.join(', ')}`);
  console.info(`\nnew:domain check passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(`\nnew:domain check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
