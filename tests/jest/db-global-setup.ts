import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServiceKitTesting from '@gbc/service-kit/testing';
import { require as tsxRequire } from 'tsx/cjs/api';
import type * as ServiceDiscovery from '../../deploy/src/service-discovery.js';

/**
 * Once per Jest run: a PostgreSQL server (DATABASE_URL, else an embedded one under .data/test-pg),
 * a template database with every schema migrated, and its location in the environment that the
 * test workers inherit (read by createTestDatabase()).
 *
 * Jest loads global hooks through plain CommonJS require, which cannot resolve the workspace's
 * `.js`-suffixed TypeScript imports, so the service code is loaded through tsx instead.
 */
export default async function setupTestDatabaseServer(
  _globalConfig: unknown,
  projectConfig: { rootDir: string },
): Promise<void> {
  const here = pathToFileURL(join(projectConfig.rootDir, 'tests', 'jest', 'db-global-setup.ts')).href;
  const { rememberTestRun, startTestRun, testDatabaseEnv }: typeof ServiceKitTesting = tsxRequire(
    '@gbc/service-kit/testing',
    here,
  );
  const { discoverServiceModules }: typeof ServiceDiscovery = tsxRequire(
    '../../deploy/src/service-discovery.ts',
    here,
  );

  const run = await startTestRun({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(projectConfig.rootDir, '.data', 'test-pg'),
    modules: await discoverServiceModules(process.env, {
      loadEntry: async (entryFile) => tsxRequire(entryFile, here),
    }),
  });
  process.env[testDatabaseEnv.adminUrl] = run.adminUrl;
  process.env[testDatabaseEnv.template] = run.template;
  rememberTestRun(run);
}
