import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm ci` installs only what package-lock.json lists: a native package whose per-platform builds
 * were resolved on Linux alone (npm keeps just the installed platform's entries when it updates a
 * lock over an existing node_modules) breaks a fresh clone on macOS or Windows.
 */

interface LockEntry {
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}
interface Platform {
  os: string;
  cpu: string;
}

/** The platforms a fresh clone must install on besides Linux x64, where this runs. */
const requiredPlatforms: Platform[] = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
];

/** The lock entry Node would load `name` from when required by the package at `from` (a lock key). */
function resolveLockEntry(lock: Lockfile, from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`];
    if (entry) return entry;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** npm's `os`/`cpu` rule: a list of allowed values, or of `!`-negated excluded ones. */
function allows(list: string[] | undefined, value: string): boolean {
  if (!list) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((item) => !item.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

/**
 * What the lock lacks for `platforms`: each optional dependency it does not hold at all, and each
 * platform that a package with builds for several operating systems has no build for.
 */
function missingPlatformBuilds(lock: Lockfile, platforms: readonly Platform[]): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    const builds: LockEntry[] = [];
    for (const name of optional) {
      const dependency = resolveLockEntry(lock, key, name);
      if (!dependency) problems.push(`${key || 'root'}: optional dependency ${name} is not in the lockfile`);
      else if (dependency.os || dependency.cpu) builds.push(dependency);
    }
    // One operating system only (fsevents for macOS, say) is an optional extra, not a native build set.
    const systems = new Set(builds.flatMap((build) => build.os ?? []));
    if (systems.size < 2) continue;
    for (const { os, cpu } of platforms) {
      if (!builds.some((build) => allows(build.os, os) && allows(build.cpu, cpu))) {
        problems.push(`${key}: no build for ${os}-${cpu}`);
      }
    }
  }
  return problems;
}

describe('missingPlatformBuilds', () => {
  const nativePackage = (builds: Record<string, LockEntry>): Lockfile => ({
    packages: {
      '': {},
      'node_modules/native': {
        optionalDependencies: Object.fromEntries(Object.keys(builds).map((name) => [name, '1.0.0'])),
      },
      ...Object.fromEntries(Object.entries(builds).map(([name, build]) => [`node_modules/${name}`, build])),
    },
  });
  const linux = { os: ['linux'], cpu: ['x64'] };
  const darwinArm = { os: ['darwin'], cpu: ['arm64'] };
  const darwinX64 = { os: ['darwin'], cpu: ['x64'] };
  const windows = { os: ['win32'], cpu: ['x64'] };

  it('accepts a package with a build for every platform', () => {
    const lock = nativePackage({ 'n-linux': linux, 'n-da': darwinArm, 'n-dx': darwinX64, 'n-w': windows });
    expect(missingPlatformBuilds(lock, requiredPlatforms)).toEqual([]);
  });

  it('names an optional build the lock does not hold', () => {
    const lock = nativePackage({ 'n-linux': linux, 'n-da': darwinArm, 'n-dx': darwinX64 });
    lock.packages['node_modules/native']!.optionalDependencies!['n-w'] = '1.0.0';
    expect(missingPlatformBuilds(lock, requiredPlatforms)).toEqual([
      'node_modules/native: optional dependency n-w is not in the lockfile',
      'node_modules/native: no build for win32-x64',
    ]);
  });

  it('names a platform no build covers', () => {
    const lock = nativePackage({ 'n-linux': linux, 'n-da': darwinArm, 'n-w': windows });
    expect(missingPlatformBuilds(lock, requiredPlatforms)).toEqual([
      'node_modules/native: no build for darwin-x64',
    ]);
  });

  it('finds builds hoisted above a nested package', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/a/node_modules/native': { optionalDependencies: { 'n-linux': '1', 'n-any': '1' } },
        'node_modules/n-linux': linux,
        'node_modules/a/node_modules/n-any': { os: ['darwin', 'win32'] },
      },
    };
    expect(missingPlatformBuilds(lock, requiredPlatforms)).toEqual([]);
  });
});

describe('package-lock.json', () => {
  it('holds the native builds for macOS (arm64, x64) and Windows x64', () => {
    const lock: Lockfile = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../package-lock.json', import.meta.url)), 'utf8'),
    );
    expect(missingPlatformBuilds(lock, requiredPlatforms)).toEqual([]);
  });
});
