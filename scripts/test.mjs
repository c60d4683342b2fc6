// `npm test`: every check the project has, in order, doing its own set-up. Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';
import { buildFrontendApps, repoRoot } from './lib/frontend-apps.mjs';

function run(title, command, args, env = {}) {
  console.info(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** End-to-end tests need Debian's Chromium; Playwright's own browser download does not work here. */
function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it (Debian: sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  run('Install Chromium', 'apt-get', ['update', '-qq']);
  run('Install Chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

ensureChromium();
run('Lint, format and boundaries', 'npm', ['run', 'lint']);
run('Type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
console.info('\n=== Build stale front-end apps');
await buildFrontendApps();
// Service tests run as native ESM (see jest.config.mjs), which Node 20 gates behind this flag.
run('Unit and service tests', 'npx', ['jest', '--maxWorkers=2'], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
});
run('New-domain scaffold in a temporary copy', 'node', ['scripts/check-new-domain.mjs']);
run('End-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
