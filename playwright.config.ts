import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { e2eMailCatcherPort } from './tests/e2e/mail-inbox.js';

/**
 * End-to-end tests drive Debian's Chromium against the site exactly as `npm start` serves it, or as
 * `npm run start:cluster` does with `E2E_SHAPE=cluster` (every service, the gateway and each remote's
 * origin as processes of their own). `E2E_BASE_URL` points them at a site that already runs instead
 * (its mail catcher's inbox port in `E2E_MAIL_CATCHER_PORT`); then nothing is started.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const cluster = process.env.E2E_SHAPE === 'cluster';
const runningSite = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: runningSite ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: runningSite
    ? undefined
    : {
        command: cluster ? 'node scripts/start-cluster.mjs' : 'node scripts/start.mjs',
        // Ready: the shell and the server builds are loaded (the gateway's /readyz).
        url: `http://127.0.0.1:${port}/readyz`,
        timeout: cluster ? 300_000 : 180_000,
        reuseExistingServer: false,
        // SIGTERM lets the site drain and stop its embedded PostgreSQL (it runs detached, so a SIGKILL of
        // the site would leave it running until the next start clears it).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // The origin the browser uses, so return URLs (payments) stay on it.
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          DATA_DIR: process.env.E2E_DATA_DIR ?? (cluster ? '.data/e2e-cluster' : '.data/e2e'),
          // The cluster's services on free ports, so suites side by side do not meet on the declared ones.
          ...(cluster ? { CLUSTER_FREE_PORTS: 'true' } : {}),
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // The tests check what the server renders, not how fast: a first render on a busy 2-core machine
          // may pass the spec'd 300 ms, and the page would then rightly be rendered in the browser instead.
          RENDER_BUDGET_MS: '3000',
          // Tests send X-Forwarded-For from the loopback, each as its own visitor (tests/e2e/fixtures.ts).
          TRUSTED_PROXIES: 'loopback',
          // Mail goes to the embedded catcher, whose API the tests read.
          SMTP_URL: '',
          MAIL_CATCHER_PORT: String(e2eMailCatcherPort),
          ...(process.env.DATABASE_URL
            ? {
                DATABASE_URL: process.env.DATABASE_URL,
                // A test server's URL often has no password to derive the service roles' passwords from.
                DB_ROLE_SECRET: process.env.DB_ROLE_SECRET ?? randomBytes(24).toString('hex'),
              }
            : {}),
        },
      },
});
