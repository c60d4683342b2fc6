import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Shared packages every front-end build bundles; a change in any of them makes every app stale. */
const sharedInputs = [
  'shared/brand',
  'shared/ui',
  'shared/web-kit',
  'shared/site-map',
  'shared/contracts',
  'shared/build-kit',
];
const stampFile = '.build-stamp';

const remotePagesModule = './src/pages.ts';

/** The shell and every remote: `shell`, and each top-level `mfe-*` folder with an rspack config or `src/pages.ts`. */
export function listFrontendApps() {
  return readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .filter(
      (name) =>
        existsSync(join(repoRoot, name, 'rspack.config.mjs')) ||
        (name !== 'shell' && existsSync(join(repoRoot, name, remotePagesModule))),
    )
    .sort((a, b) => (a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b)));
}

function collectFiles(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** Content hash of everything that goes into an app's build. */
function sourceHash(app) {
  const hash = createHash('sha256');
  const files = [app, ...sharedInputs].flatMap((dir) => collectFiles(join(repoRoot, dir), [])).sort();
  for (const file of [...files, join(repoRoot, 'package-lock.json')]) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function isBuildCurrent(app, hash) {
  const stamp = join(repoRoot, app, 'dist', stampFile);
  return existsSync(stamp) && statSync(stamp).isFile() && readFileSync(stamp, 'utf8') === hash;
}

/**
 * The rspack config of a remote without its own: named after its folder (`mfe-<name>`), exposing `./pages`.
 */
async function defaultRemoteConfig(app) {
  const { remoteConfig } = await import('@gbc/build-kit');
  return remoteConfig({
    name: app.slice('mfe-'.length),
    dir: join(repoRoot, app),
    exposes: { './pages': remotePagesModule },
  });
}

/** An app's rspack configuration for `mode`; configs may be functions of (env, argv), as the CLI calls them. */
export async function loadFrontendConfig(app, mode) {
  const configFile = join(repoRoot, app, 'rspack.config.mjs');
  const exported = existsSync(configFile)
    ? (await import(configFile)).default
    : await defaultRemoteConfig(app);
  return typeof exported === 'function' ? await exported({}, { mode }) : exported;
}

/**
 * Builds the given apps (default: all) with rspack in this process.
 * Unless `force`, an app whose sources hash to its dist stamp is skipped.
 */
export async function buildFrontendApps({
  apps = listFrontendApps(),
  force = false,
  log = console.info,
} = {}) {
  const pending = apps
    .map((app) => ({ app, hash: sourceHash(app) }))
    .filter(({ app, hash }) => force || !isBuildCurrent(app, hash));
  if (pending.length === 0) return [];
  const { rspack } = await import('@rspack/core');
  for (const { app, hash } of pending) {
    log(`Building ${app} ...`);
    const started = Date.now();
    const config = await loadFrontendConfig(app, 'production');
    const stats = await new Promise((resolve, reject) => {
      rspack(config).run((error, result) => (error ? reject(error) : resolve(result)));
    });
    if (stats.hasErrors()) {
      throw new Error(`Build of ${app} failed:\n${stats.toString({ all: false, errors: true })}`);
    }
    writeFileSync(join(repoRoot, app, 'dist', stampFile), hash);
    log(`Built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return pending.map(({ app }) => app);
}
