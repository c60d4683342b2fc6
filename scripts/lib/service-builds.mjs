import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './frontend-apps.mjs';

/** Every `services/*` workspace whose package.json has a `build` script (files a service serves, such as PDFs). */
export function listServiceBuilds() {
  const servicesDir = join(repoRoot, 'services');
  return readdirSync(servicesDir)
    .filter((name) => existsSync(join(servicesDir, name, 'package.json')))
    .filter(
      (name) => JSON.parse(readFileSync(join(servicesDir, name, 'package.json'), 'utf8')).scripts?.build,
    )
    .map((name) => `services/${name}`);
}

/** Runs each service's build script; they are quick and write only generated files under its `dist/`. */
export function buildServices() {
  for (const workspace of listServiceBuilds()) {
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}
