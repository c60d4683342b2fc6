import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');
const depcruise = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(repoRoot, '.dependency-cruiser.cjs');

/** A miniature repository with the real folder names; each file imports what its name says. */
const files: Record<string, string> = {
  'mfe-alpha/src/imports-other-remote.ts': "export { page } from '../../mfe-beta/src/page.js';",
  'mfe-alpha/src/imports-service.ts': "export { handler } from '../../services/marketing/src/ok.js';",
  'mfe-alpha/src/imports-shared-ui.ts': "export { Button } from '../../shared/ui/src/index.js';",
  'mfe-beta/src/page.ts': 'export const page = 1;',
  'services/marketing/src/ok.ts':
    "export { brand } from '../../../shared/brand/src/index.js';\nexport const handler = 1;",
  'services/marketing/src/imports-other-service.ts': "export { proxy } from '../../gateway/src/proxy.js';",
  'services/marketing/src/imports-remote.ts': "export { page } from '../../../mfe-beta/src/page.js';",
  'services/marketing/src/imports-react.ts': "export { useState } from 'react';",
  'services/marketing/src/imports-ui.ts': "export { Button } from '../../../shared/ui/src/index.js';",
  'services/marketing/src/reaches-react-through-shared.ts':
    "export { Widget } from '../../../shared/leaky/src/index.js';",
  'services/gateway/src/proxy.ts': 'export const proxy = 1;',
  'services/gateway/src/renders-pages.ts': "export { createElement } from 'react';",
  'shared/brand/src/index.ts': "export const brand = 'x';",
  'shared/leaky/src/index.ts': "export { createElement as Widget } from 'react';",
  'shared/ui/src/index.ts': "export { createElement as Button } from 'react';",
  'shared/service-kit/src/imports-web-kit.ts': "export { q } from '../../web-kit/src/index.js';",
  'shared/web-kit/src/index.ts': 'export const q = 1;',
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }),
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let fixture: string;
beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'gbc-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), `${text}\n`);
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

async function violations(): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [depcruise, '--config', config, '--output-type', 'json', 'mfe-alpha', 'mfe-beta', 'services', 'shared'],
    { cwd: fixture, maxBuffer: 32 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const result = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map(({ from, rule }) => `${rule.name}: ${from}`).sort();
}

describe('dependency boundaries (npm run lint)', () => {
  it('fails every forbidden import and only those', async () => {
    expect(await violations()).toEqual(
      [
        'back-end-imports-front-end: services/marketing/src/imports-remote.ts',
        'back-end-imports-front-end: services/marketing/src/imports-ui.ts',
        'back-end-imports-front-end: shared/service-kit/src/imports-web-kit.ts',
        'back-end-reaches-front-end-package: services/marketing/src/imports-react.ts',
        'back-end-reaches-front-end-package: services/marketing/src/imports-ui.ts',
        'back-end-reaches-front-end-package: services/marketing/src/reaches-react-through-shared.ts',
        'remote-imports-remote-shell-or-service: mfe-alpha/src/imports-other-remote.ts',
        'remote-imports-remote-shell-or-service: mfe-alpha/src/imports-service.ts',
        'service-imports-front-end-app-or-other-service: services/marketing/src/imports-other-service.ts',
        'service-imports-front-end-app-or-other-service: services/marketing/src/imports-remote.ts',
      ].sort(),
    );
  }, 60_000);
});
