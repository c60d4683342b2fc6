import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/** Playwright runs from the repository root, where its config lives. */
export const repoRoot = process.cwd();

/** Rebuilds one front-end app (e.g. 'mfe-programs') into its dist folder, as its own deploy would. */
export function buildApp(app: string): void {
  execFileSync('node', ['scripts/build.mjs', app], { cwd: repoRoot, stdio: 'pipe' });
}

/** Every file below `dir` with its modification time: equal before and after means not rebuilt. */
export function modificationTimes(dir: string): Record<string, number> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, statSync(path).mtimeMs];
      }),
  );
}

/** Status, title, h1 and the whole HTML of a page as the server sends it, before any JavaScript runs. */
export async function serverRenderedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    status: response.status(),
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    heading: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
    html,
  };
}
