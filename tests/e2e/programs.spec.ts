import { brand } from '@gbc/brand';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

const reportPath = '/research/neuro-ai-effects';

test.describe('/programs', () => {
  test('shows the three programs, each linking to a route of the site', async ({ page }) => {
    await openPage(page, '/programs');
    await expect(page).toHaveTitle('Programs - GBC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(3);

    // The program pages are separate issues, so only the targets are checked here.
    const cardTargets = [
      ['NeuroGovernance', '/programs/neuro-governance'],
      ['BCI Accelerator', '/programs/bci-accelerator'],
      ['Share Your Breakthrough', '/submit-story'],
    ] as const;
    for (const [title, href] of cardTargets) {
      await expect(page.getByRole('article', { name: title }).getByRole('link')).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('states the accelerator funding and dates', async ({ page }) => {
    await openPage(page, '/programs');
    const accelerator = page.getByRole('article', { name: 'BCI Accelerator' });
    await expect(accelerator).toContainText('Up to $250K funding');
    await expect(accelerator).toContainText('Next cohort: Fall 2026');
    await expect(accelerator).toContainText('Applications open June 2026');
  });

  test('links to the manifesto and the contact page', async ({ page }) => {
    await openPage(page, '/programs');
    await expect(page.getByRole('link', { name: 'Read the Manifesto' })).toHaveAttribute(
      'href',
      '/manifesto',
    );
    await expect(page.getByRole('link', { name: 'Contact the council' })).toHaveAttribute('href', '/contact');
  });

  test('leads to the research report without a page reload', async ({ page }) => {
    await openPage(page, '/programs');
    await page.getByRole('link', { name: 'Read the research report' }).click();
    await expect(page).toHaveURL(reportPath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Effects of AI in Neurodivergent Populations' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Effects of AI in Neurodivergent Populations - GBC');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, '/programs');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(reportPath, () => {
  test('shows the title block and the document title', async ({ page }) => {
    await openPage(page, reportPath);
    await expect(page).toHaveTitle('Effects of AI in Neurodivergent Populations - GBC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Effects of AI in Neurodivergent Populations',
    );
    await expect(page.locator('time')).toHaveText('October 2025');
    await expect(page.getByText(`min read · ${brand.name} Research`, { exact: false })).toBeVisible();
  });

  test('has a table of contents whose links reach their sections', async ({ page }) => {
    await openPage(page, reportPath);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    await expect(links).not.toHaveCount(0);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? ''),
    )) {
      await expect(page.locator(`section${href}`)).toHaveCount(1);
    }

    await contents.getByRole('link', { name: 'Recommendations for policymakers' }).click();
    await expect(page).toHaveURL(`${reportPath}#policy-recommendations`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Recommendations for policymakers' }),
    ).toBeInViewport();
  });

  test("shows the report's claimed gains, each labelled as claimed", async ({ page }) => {
    await openPage(page, reportPath);
    const keyFigures = page.getByRole('region', { name: 'Key figures' });
    await expect(keyFigures.getByRole('listitem')).toHaveCount(3);
    await expect(keyFigures.getByRole('listitem').locator('p').first()).toHaveText('78%');
    await expect(keyFigures.getByRole('listitem').locator('p').nth(1)).toHaveText('92%');
    await expect(keyFigures.getByRole('listitem').locator('p').nth(2)).toHaveText('156%');
    await expect(keyFigures).toContainText('does not say what each figure measures');
    await expect(keyFigures.getByRole('listitem').filter({ hasNotText: 'Claimed' })).toHaveCount(0);
  });

  test('links to the survey, NeuroPAK and the resources page', async ({ page }) => {
    await openPage(page, reportPath);
    await expect(page.getByRole('link', { name: 'Take the Signal Economy survey' })).toHaveAttribute(
      'href',
      '/signal-economy-survey',
    );
    await expect(page.getByRole('link', { name: 'Explore NeuroPAK' })).toHaveAttribute('href', '/neuropak');
    await expect(page.getByRole('link', { name: 'Browse council resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, reportPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
