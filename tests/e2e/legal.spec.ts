import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** Today as the legal pages show it ("March 5, 2026"), in UTC like the site's formatter. */
function todayLongUs(): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
}

const legalPages = [
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'Brain-Computer Interface Data',
      'Data Security',
      'Contact Us',
    ],
  },
  {
    path: '/terms',
    heading: 'Terms of Service',
    sections: [
      'Acceptance of Terms',
      'Use Licence',
      'Membership Terms',
      'BCI Ethics Commitment',
      'Disclaimer',
      'Contact Information',
    ],
  },
];

for (const legal of legalPages) {
  test.describe(legal.path, () => {
    test('shows its title, today as "Last updated", its sections and the contact details', async ({
      page,
    }) => {
      const response = await openPage(page, legal.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${legal.heading} - GBC`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
      await expect(page.getByText(/Last updated:/)).toHaveText(`Last updated: ${todayLongUs()}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(legal.sections);
      await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(page.getByText(/Postal address: To be confirmed/)).toBeVisible();
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await openPage(page, legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
