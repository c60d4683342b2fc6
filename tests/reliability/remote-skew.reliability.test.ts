import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hydratedAttribute, pathTo } from '@gbc/site-map';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { repoRoot, type SiteProcess, startSiteProcess } from './support/site-process.js';

/**
 * Remote skew: the gateway is pointed at a copy of mfe-survey's build whose manifest names entries that
 * are missing or throw when run. Its page must come as the shell's fallback panel inside the layout,
 * in the server HTML and in Chromium, never as a blank page; the other remotes' pages are unaffected.
 */

const unavailableHeading = 'This section is temporarily unavailable';
const surveyPath = pathTo('/signal-economy-survey');
const entries = ['remoteEntry.js', join('server', 'remoteEntry.cjs')];

const brokenBuildMessage = 'this build of the survey is broken';

type Breakage = 'missing entries' | 'throwing entries';

/** Removes (or replaces with code that throws) both entries, and their precompressed copies. */
async function breakBuild(dir: string, breakage: Breakage): Promise<void> {
  const files = await readdir(dir);
  for (const file of files.filter((name) => /^remoteEntry\.js\.(?:br|gz)$/.test(name))) {
    await rm(join(dir, file));
  }
  for (const entry of entries) {
    if (breakage === 'missing entries') await rm(join(dir, entry));
    else await writeFile(join(dir, entry), `throw new Error(${JSON.stringify(brokenBuildMessage)});\n`);
  }
}

function rootOf(html: string): string {
  return html.match(/<div id="root">([\s\S]*)<\/div>\s*(?:<script[\s\S]*)?<\/body>/)?.[1] ?? '';
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

describe.each<Breakage>(['missing entries', 'throwing entries'])('a remote build with %s', (breakage) => {
  let buildDir: string;
  let site: SiteProcess;

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'gbc-skewed-survey-'));
    await cp(join(repoRoot, 'mfe-survey', 'dist'), buildDir, { recursive: true });
    await breakBuild(buildDir, breakage);
    site = await startSiteProcess({ REMOTE_SURVEY_DIR: buildDir });
  });

  afterAll(async () => {
    await site?.stop();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('is served with the fallback panel and the navigation in the server HTML', async () => {
    const response = await fetch(new URL(surveyPath, site.url));
    const root = rootOf(await response.text());

    expect(response.status).toBe(200);
    expect(root).toContain(unavailableHeading);
    expect(root).toContain('data-testid="remote-unavailable"');
    expect(root).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(root).toContain('<footer');
  });

  it('shows the fallback panel in the browser, hydrated, with navigation and footer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    // The broken entry's own throw is the fault under test; any other page error is not.
    page.on('pageerror', (error) => {
      if (!error.message.includes(brokenBuildMessage)) errors.push(error.message);
    });
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) errors.push(message.text());
    });
    try {
      await page.goto(new URL(surveyPath, site.url).href);
      await page.waitForSelector(`html[${hydratedAttribute}="true"]`);
      const heading = page.getByRole('heading', { level: 1, name: unavailableHeading });
      await heading.waitFor({ state: 'visible' });
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
      // The browser tried the remote's own build behind the panel, and the panel stayed.
      await page.waitForLoadState('networkidle');
      expect(await heading.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("leaves the other remotes' pages rendered on the server", async () => {
    const response = await fetch(new URL(pathTo('/about'), site.url));
    const root = rootOf(await response.text());
    expect(response.status).toBe(200);
    expect(root).not.toContain(unavailableHeading);
    expect(root).toMatch(/<h1[^>]*>/);
  });
});
