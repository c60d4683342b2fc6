import { readFile } from 'node:fs/promises';
import { brand } from '@gbc/brand';
import {
  bciAcceleratorFacts,
  neuroGovernanceFacts,
  programsApi,
  storyMessages,
} from '@gbc/contracts/programs';
import { hydratedAttribute, pathTo, withSearch } from '@gbc/site-map';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, expectNoSeriousA11yViolations, openPage, test, waitForHydration } from './fixtures.js';
import { mailText } from './mail-inbox.js';

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

const coursePath = pathTo('/programs/neuro-governance');
const acceleratorPath = pathTo('/programs/bci-accelerator');
const contactWith = (subject: string) => withSearch(pathTo('/contact'), { subject });

test.describe(coursePath, () => {
  test('states the course facts and dates in the server HTML and on the page', async ({ page, request }) => {
    const html = await (await request.get(coursePath, { headers: { accept: 'text/html' } })).text();
    for (const fact of ['25-30 participants', 'AUD $2,500', 'Q2 2025', 'April 30, 2025', 'May 2025']) {
      expect(html).toContain(fact);
    }

    await openPage(page, coursePath);
    await expect(page).toHaveTitle('NeuroGovernance - GBC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NeuroGovernance Certification');
    const facts = page.getByRole('list', { name: 'The course at a glance' });
    for (const fact of neuroGovernanceFacts.facts) await expect(facts).toContainText(fact.value);
    await expect(page.getByText('6-8 hours per week').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Eight-week curriculum' }).getByRole('listitem')).toHaveCount(
      8,
    );
  });

  test('Apply Now leads to the contact page with the application subject', async ({ page }) => {
    await openPage(page, coursePath);
    await expect(page.getByRole('link', { name: 'Ask About the Course' })).toHaveAttribute(
      'href',
      contactWith('NeuroGovernance Inquiry'),
    );
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(contactWith('NeuroGovernance Application'));
  });

  test('the FAQ keeps one answer open, by keyboard too', async ({ page }) => {
    await openPage(page, coursePath);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(5);
    await expect(faq.locator('details[open]')).toHaveCount(0);

    const first = items.nth(0).locator('summary');
    const second = items.nth(1).locator('summary');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText(/starts from the foundations/)).toBeVisible();

    await second.click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(items.nth(0).getByText(/starts from the foundations/)).toBeHidden();

    await second.focus();
    await page.keyboard.press('Space');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('the brochure button downloads a real PDF', async ({ page }) => {
    await openPage(page, coursePath);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Brochure' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('neuro-governance-brochure.pdf');
    expect(download.url()).toContain(programsApi.brochure('neuro-governance'));
    const pdf = await PDFDocument.load(await readFile(await download.path()));
    expect(pdf.getTitle()).toBe('NeuroGovernance brochure');
    expect(pdf.getPageCount()).toBe(1);
  });

  test('has no serious accessibility violations, with an answer open', async ({ page }) => {
    await openPage(page, coursePath);
    await page.getByRole('region', { name: 'Frequently asked questions' }).locator('summary').first().click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(acceleratorPath, () => {
  test('shows both funding readings apart, each with its cohort and dates', async ({ page }) => {
    await openPage(page, acceleratorPath);
    await expect(page).toHaveTitle('BCI Accelerator - GBC');
    const cohort = page.getByRole('list', { name: 'Cohort structure' });
    for (const fact of bciAcceleratorFacts.facts) await expect(cohort).toContainText(fact.value);

    const seed = page.getByRole('listitem', { name: 'Seed investment up to $50K equity-free' });
    await expect(seed).toContainText('Cohort 2');
    for (const date of [
      'January 1, 2025',
      'February 15, 2025',
      'February 16-28, 2025',
      'March 1, 2025',
      'March 15, 2025',
      'June 7, 2025',
    ]) {
      await expect(seed).toContainText(date);
    }
    await expect(seed).not.toContainText('$250K');
    const fall = page.getByRole('listitem', { name: 'Funding up to $250K' });
    await expect(fall).toContainText('Fall 2026 cohort');
    await expect(fall).toContainText('June 2026');
    await expect(fall).not.toContainText('$50K');
  });

  test('has six benefits, six criteria, six curriculum blocks and three alumni stories', async ({ page }) => {
    await openPage(page, acceleratorPath);
    await expect(page.getByRole('list', { name: 'What teams receive' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Who can apply' }).getByRole('listitem')).toHaveCount(6);
    await expect(
      page.getByRole('list', { name: 'Twelve-week curriculum' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Alumni stories' }).getByRole('listitem')).toHaveCount(3);
  });

  test('links the application and the questions to the contact page with their subjects', async ({
    page,
  }) => {
    await openPage(page, acceleratorPath);
    await expect(page.getByRole('link', { name: 'Ask a Question' })).toHaveAttribute(
      'href',
      contactWith('BCI Accelerator Questions'),
    );
    await page.getByRole('link', { name: 'Apply for Cohort 2' }).click();
    await expect(page).toHaveURL(contactWith('BCI Accelerator Application'));
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openPage(page, acceleratorPath);
    await expectNoSeriousA11yViolations(page);
  });
});

const storyPath = pathTo('/submit-story');
const storyText = (marker: string) =>
  `${marker} The trial team fitted the headset, and within weeks I was writing messages again without my hands. It changed how I work, how I talk to my family and what I expect from the companies that build this technology.`;
const uniqueAddress = () => `story-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

function storyForm(page: Page) {
  const form = page.getByRole('form', { name: 'Story submission' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name *' }),
    email: form.getByRole('textbox', { name: 'Email *' }),
    type: form.getByRole('combobox', { name: 'Story Type *' }),
    title: form.getByRole('textbox', { name: 'Story Title *' }),
    content: form.getByRole('textbox', { name: storyMessages.contentLabel }),
    consentPublish: form.getByRole('checkbox', { name: /consent to my story being published/ }),
    consentContact: form.getByRole('checkbox', { name: /may contact me about my story/ }),
    submit: form.getByRole('button', { name: 'Submit Story' }),
  };
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Holds the story POST until `release()`, so the submitting state can be seen. */
async function holdStoryRequest(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${programsApi.stories.submit}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe(storyPath, () => {
  test('shows the form with its limits; an empty submit names every required field and sends nothing', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(programsApi.stories.submit))
        posts.push(request.url());
    });
    await openPage(page, storyPath);
    await expect(page).toHaveTitle('Submit Your Story - GBC');
    const form = storyForm(page);
    await expect(form.content).toHaveAttribute('rows', '8');
    await expectNoSeriousA11yViolations(page);

    await form.submit.click();
    await expect(form.name).toHaveAccessibleDescription(storyMessages.nameRequired);
    await expect(form.name).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription(storyMessages.emailInvalid);
    await expect(form.type).toHaveAccessibleDescription(storyMessages.storyType);
    await expect(form.title).toHaveAccessibleDescription(storyMessages.titleTooShort);
    await expect(form.content).toHaveAccessibleDescription(storyMessages.contentTooShort);
    await expectNoSeriousA11yViolations(page);
    expect(posts).toEqual([]);
  });

  test('caps the title at 100 and the story at 2,000 characters as they are typed', async ({ page }) => {
    await openPage(page, storyPath);
    const form = storyForm(page);
    await form.title.pressSequentially('T'.repeat(105));
    await expect(form.title).toHaveValue('T'.repeat(100));
    await form.content.fill('S'.repeat(1998));
    await form.content.press('End');
    await form.content.pressSequentially('SSSSS');
    await expect(form.content).toHaveValue('S'.repeat(2000));
  });

  test('submits: Submitting... on a disabled button, the toast, the thank-you panel and a fixed-text mail', async ({
    page,
  }) => {
    const address = uniqueAddress();
    const marker = `Story ${Date.now()}.`;
    await openPage(page, storyPath);
    const form = storyForm(page);
    const release = await holdStoryRequest(page);
    await form.name.fill('Ada Example');
    await form.email.fill(address);
    await form.type.selectOption({ label: 'Personal experience' });
    await form.title.fill('Finding my words again');
    await form.content.fill(storyText(marker));
    await form.consentPublish.check();
    await form.submit.click();

    await expect(form.form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    await expect(notifications(page).getByText(storyMessages.submitted)).toBeVisible();
    const panel = page.getByRole('status', { name: storyMessages.thankYouTitle });
    await expect(panel).toContainText(storyMessages.thankYouText);
    await expect(panel).toBeFocused();
    await expect(form.form).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const mail = await mailText(address, 'story-received');
    expect(mail).toContain('under review');
    for (const typed of [marker, 'Ada', 'Finding my words']) expect(mail).not.toContain(typed);
  });

  test('a failure shows the failure toast and keeps what was typed', async ({ page }) => {
    await page.route(`**${programsApi.stories.submit}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The service is unavailable.' } }),
      }),
    );
    await openPage(page, storyPath);
    const form = storyForm(page);
    await form.name.fill('Ada Example');
    await form.email.fill('ada@example.org');
    await form.type.selectOption('research');
    await form.title.fill('Decoding motor intent');
    await form.content.fill(storyText('Failure.'));
    await form.submit.click();

    await expect(notifications(page).getByText(storyMessages.failed)).toBeVisible();
    await expect(form.form.getByRole('alert')).toContainText(storyMessages.failed);
    await expect(form.title).toHaveValue('Decoding motor intent');
    await expect(form.submit).toBeEnabled();
  });

  test('works with the keyboard alone, typing straight into the server-rendered fields', async ({ page }) => {
    const address = uniqueAddress();
    await openPage(page, storyPath);
    const form = storyForm(page);
    await form.name.focus();
    await page.keyboard.type('Grace Example');
    await page.keyboard.press('Tab');
    await expect(form.email).toBeFocused();
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    await expect(form.type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.type).toHaveValue('personal');
    await page.keyboard.press('Tab');
    await expect(form.title).toBeFocused();
    await page.keyboard.type('Typing with my thoughts');
    await page.keyboard.press('Tab');
    await expect(form.content).toBeFocused();
    await page.keyboard.type(storyText('Keyboard.'));
    await page.keyboard.press('Tab');
    await expect(form.consentPublish).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.consentPublish).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status', { name: storyMessages.thankYouTitle })).toBeFocused();
    await mailText(address, 'story-received');
  });
});

test.describe(`${storyPath} before hydration`, () => {
  // These tests need the server's HTML; a cold server may answer its first requests with the client page.
  test.beforeEach(async ({ request }) => {
    await expect.poll(async () => (await request.get(storyPath)).text()).toContain('data-not-ready');
  });

  test('without its scripts, Submit Story is visibly not ready and nothing submits natively', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(storyPath);
    const form = storyForm(page);
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAttribute('data-not-ready', '');
    await form.name.fill('Ada Example');
    await form.name.press('Enter');
    await form.submit.click({ force: true });
    await expect(page).toHaveURL(storyPath);
    await expect(form.name).toHaveValue('Ada Example');
  });

  test('what is typed while the page hydrates is kept and sent', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route('**/remotes/programs/**', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto(storyPath, { waitUntil: 'domcontentloaded' });
    const form = storyForm(page);
    await form.name.fill('Early Typist');
    await form.title.fill('Typed before the scripts came');
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute(hydratedAttribute, /.*/);
    release();
    await waitForHydration(page);

    const address = uniqueAddress();
    await form.email.fill(address);
    await form.type.selectOption('innovation');
    await form.content.fill(storyText('Early.'));
    await expect(form.name).toHaveValue('Early Typist');
    await expect(form.title).toHaveValue('Typed before the scripts came');
    const posted = page.waitForRequest(`**${programsApi.stories.submit}`);
    await form.submit.click();
    expect((await posted).postDataJSON()).toMatchObject({
      name: 'Early Typist',
      storyTitle: 'Typed before the scripts came',
      storyType: 'innovation',
    });
    await expect(page.getByRole('status', { name: storyMessages.thankYouTitle })).toBeVisible();
  });
});
