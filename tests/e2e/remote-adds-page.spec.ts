import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { buildApp, modificationTimes, repoRoot, serverRenderedPage } from './remote-builds.js';

/**
 * Issue 23 §2: a remote that adds a page deploys alone. The page's route is declared in the site map
 * and its component in the programs remote; only that remote is rebuilt. The running site (the shell's
 * build and the gateway process, both from before the route existed) serves the page with 200, rendered
 * on the server with its title, because the gateway learns the route from the remote's mf-manifest.json.
 * Like remote-redeploy.spec.ts, it edits the sources in place and restores them afterwards.
 */
const routesFile = join(repoRoot, 'shared/site-map/src/routes.ts');
const pagesFile = join(repoRoot, 'mfe-programs/src/pages.ts');
const pageDir = join(repoRoot, 'mfe-programs/src/open-call');
const pagePath = '/programs/open-call';
const pageTitle = 'Open Call';
const pageDescription = 'Proposals for the next council programme, open until the end of the quarter.';

const programsRoute = "    r(\n      '/programs',\n";
const programsPage = "  '/programs': lazy(() => import('./programs/ProgramsPage.js')),\n";
const openCallPage = `import { routeMeta } from '@gbc/site-map';
import { Container, Heading, Lead, Section, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';

const meta = routeMeta('${pagePath}');

export default function OpenCallPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <Section>
      <Container>
        <Stack gap="md">
          <Heading level={1}>{meta.heading}</Heading>
          <Lead>{meta.description}</Lead>
        </Stack>
      </Container>
    </Section>
  );
}
`;

test('a page added to one rebuilt remote is served, server-rendered, with no shell or gateway rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const routesSource = readFileSync(routesFile, 'utf8');
  const pagesSource = readFileSync(pagesFile, 'utf8');
  expect(routesSource).toContain(programsRoute);
  expect(pagesSource).toContain(programsPage);
  expect((await serverRenderedPage(request, pagePath)).status).toBe(404);
  const shellBefore = modificationTimes(join(repoRoot, 'shell/dist'));
  const marketingBefore = modificationTimes(join(repoRoot, 'mfe-marketing/dist'));

  try {
    writeFileSync(
      routesFile,
      routesSource.replace(
        programsRoute,
        `    r('${pagePath}', 'programs', '${pageTitle}', '${pageDescription}'),\n${programsRoute}`,
      ),
    );
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(join(pageDir, 'OpenCallPage.tsx'), openCallPage);
    writeFileSync(
      pagesFile,
      pagesSource.replace(
        programsPage,
        `${programsPage}  '${pagePath}': lazy(() => import('./open-call/OpenCallPage.js')),\n`,
      ),
    );
    buildApp('mfe-programs');

    // The gateway reads the remotes' manifests and server builds again at most once a second.
    await expect
      .poll(
        async () => {
          const { status, title, heading } = await serverRenderedPage(request, pagePath);
          return { status, title, heading };
        },
        { timeout: 15_000 },
      )
      .toEqual({ status: 200, title: `${pageTitle} - GBC`, heading: pageTitle });
    await openPage(page, pagePath);
    await expect(page.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${pageTitle} - GBC`);
    await expectNoSeriousA11yViolations(page);
    expect(modificationTimes(join(repoRoot, 'shell/dist'))).toEqual(shellBefore);
    expect(modificationTimes(join(repoRoot, 'mfe-marketing/dist'))).toEqual(marketingBefore);
  } finally {
    writeFileSync(routesFile, routesSource);
    writeFileSync(pagesFile, pagesSource);
    rmSync(pageDir, { recursive: true, force: true });
    buildApp('mfe-programs');
  }
  await expect
    .poll(async () => (await serverRenderedPage(request, pagePath)).status, { timeout: 15_000 })
    .toBe(404);
});
