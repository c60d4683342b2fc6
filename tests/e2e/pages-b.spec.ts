import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** Each page answers 200 with its h1 already in the server's HTML, before any script runs. */
async function expectServerRenderedHeading(request: APIRequestContext, path: string, heading: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
}

test.describe('/manifesto', () => {
  test('shows the manifesto with links to /programs and /future', async ({ page, request }) => {
    await expectServerRenderedHeading(request, '/manifesto', 'Manifesto');
    const response = await openPage(page, '/manifesto');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Manifesto - GBC');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Manifesto');
    await expect(main.getByRole('region', { name: 'What We Stand For' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(main.getByRole('link', { name: 'Our Vision for the Future' })).toHaveAttribute(
      'href',
      '/future',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/board', () => {
  test('announces the board, takes nominations via contact and lists three committees', async ({
    page,
    request,
  }) => {
    await expectServerRenderedHeading(request, '/board', 'Board');
    const response = await openPage(page, '/board');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Board - GBC');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Board');
    await expect(main.getByRole('heading', { level: 2, name: 'Board To Be Announced' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Nominate a Board Member' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      main.getByRole('region', { name: 'Committees' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Technical Committee', 'Ethics Committee', 'Policy Committee']);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/partners', () => {
  test('shows four partner groups, the divisions linked and the calls to action', async ({
    page,
    request,
  }) => {
    await expectServerRenderedHeading(request, '/partners', 'Partners');
    const response = await openPage(page, '/partners');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Partners - GBC');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Partners');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Research Partners',
      'Industry Partners',
      'Policy and Advocacy Partners',
      'Internal Divisions',
      'Become a Partner',
    ]);
    const divisions = main.getByRole('region', { name: 'Internal Divisions' });
    await expect(divisions.getByRole('link', { name: 'Visit EquineLink' })).toHaveAttribute(
      'href',
      '/equinelink',
    );
    await expect(divisions.getByRole('link', { name: 'Visit PawLink' })).toHaveAttribute('href', '/pawlink');
    const callToAction = main.getByRole('region', { name: 'Become a Partner' });
    await expect(callToAction.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(callToAction.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
