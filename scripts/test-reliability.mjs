// `npm run test:reliability`: builds what is stale, as `npm start` does (the front-ends and the files
// services serve, such as the prospectus PDF), then runs tests/reliability one file at a time (each
// starts its own site and PostgreSQL on free ports, and load runs need the cores to themselves).
import { spawnSync } from 'node:child_process';
import { buildFrontendApps, repoRoot } from './lib/frontend-apps.mjs';
import { buildServices } from './lib/service-builds.mjs';

await buildFrontendApps();
buildServices();
const result = spawnSync(
  'npx',
  ['jest', '-c', 'tests/reliability/jest.config.mjs', '--runInBand', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
    },
  },
);
process.exit(result.status ?? 1);
