import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServiceKitTesting from '@gbc/service-kit/testing';
import { require as tsxRequire } from 'tsx/cjs/api';

/** Drops leftover test databases and stops the embedded server if the setup started one. */
export default async function teardownTestDatabaseServer(
  _globalConfig: unknown,
  projectConfig: { rootDir: string },
): Promise<void> {
  const here = pathToFileURL(join(projectConfig.rootDir, 'tests', 'jest', 'db-global-teardown.ts')).href;
  const { takeTestRun }: typeof ServiceKitTesting = tsxRequire('@gbc/service-kit/testing', here);
  await takeTestRun()?.stop();
}
