import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/**
 * The server's HTML of a page, before any JavaScript runs: the h1 must already be in it. Asked after the
 * page has been opened once, so a cold remote chunk on a busy machine does not push the render past the
 * gateway's budget (it would then rightly serve the client-rendered page).
 */
async function expectServerRenderedHeading(request: APIRequestContext, path: string, heading: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), `status of ${path}`).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
}

function cardTitles(page: Page, region: string) {
  return page.getByRole('region', { name: region }).getByRole('heading', { level: 3 });
}

test.describe('/about', () => {
  test('is server-rendered with the values, the global role and the Global Team', async ({
    page,
    request,
  }) => {
    const response = await openPage(page, '/about');
    expect(response?.status()).toBe(200);
    await expectServerRenderedHeading(request, '/about', 'About');
    await expect(page).toHaveTitle('About - GBC');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our Mission',
      'Our Vision',
      'Our Values',
      'Our Global Role',
      'Global Team',
    ]);
    await expect(cardTitles(page, 'Our Values')).toHaveText([
      'Human-Centric',
      'Ethical Innovation',
      'Accessibility',
      'Collaboration',
    ]);
    await expect(cardTitles(page, 'Global Team')).toHaveText([
      'Research Coalition',
      'Policy Advisors',
      'Technical Steering Committee',
    ]);
    await expect(
      page.getByRole('region', { name: 'Our Global Role' }).getByRole('link', { name: 'Become a Member' }),
    ).toHaveAttribute('href', '/membership');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/focus', () => {
  test('is server-rendered with the focus areas, animal applications, ethical framework and resources link', async ({
    page,
    request,
  }) => {
    const response = await openPage(page, '/focus');
    expect(response?.status()).toBe(200);
    await expectServerRenderedHeading(request, '/focus', 'Focus Areas');
    await expect(page).toHaveTitle('Focus Areas - GBC');
    await expect(cardTitles(page, 'Our Focus Areas')).toHaveText([
      'Brain-Computer Interfaces',
      'Assistive Technology',
      'Neuro-Rights',
      'Standards & Certification',
    ]);
    const animals = page.getByRole('region', { name: 'Animal Applications' }).getByRole('link');
    await expect(animals).toHaveCount(3);
    for (const [index, href] of ['/equinelink', '/pawlink', '/pinnipedlink'].entries()) {
      await expect(animals.nth(index)).toHaveAttribute('href', href);
    }
    await expect(cardTitles(page, 'Ethical Framework')).toHaveText([
      'Animal Welfare First',
      'Non-Invasive Design',
      'Veterinary Oversight',
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/future', () => {
  test('is server-rendered with the timeline, the CEO video placeholder and the membership link', async ({
    page,
    request,
  }) => {
    const response = await openPage(page, '/future');
    expect(response?.status()).toBe(200);
    await expectServerRenderedHeading(request, '/future', 'Future Vision');
    await expect(page).toHaveTitle('Future Vision - GBC');
    const phases = page.getByRole('region', { name: 'The Road Ahead' }).getByRole('listitem');
    await expect(phases).toHaveCount(3);
    for (const [index, era] of ['Past', 'Present', 'Future'].entries()) {
      await expect(phases.nth(index)).toContainText(`${era} ·`);
    }
    const video = page.getByRole('region', { name: 'A Message from Our CEO' });
    await expect(video).toContainText('expected in Q2 2026');
    await expect(video.locator('video, iframe')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
