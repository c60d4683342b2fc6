import { surveyApi, surveyConstants } from '@gbc/contracts/survey';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, reloadPage, test } from './fixtures.js';

const surveyPath = '/signal-economy-survey';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const forward = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

/** Answers every radio group of the step by keyboard: Tab into the group, an arrow key chooses. */
async function rateEveryItem(page: Page): Promise<void> {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(groups.nth(index).getByRole('radio').nth(1)).toBeChecked();
  }
}

/** Presses the forward button by keyboard and waits for the next step's heading. */
async function pressForward(page: Page, name: string, nextHeading: string | RegExp): Promise<void> {
  await forward(page, name).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(nextHeading);
}

async function begin(page: Page): Promise<void> {
  await openPage(page, surveyPath);
  await expect(forward(page, 'Begin Survey')).toBeEnabled();
  await pressForward(page, 'Begin Survey', 'Consent');
}

async function consent(page: Page): Promise<void> {
  await expect(forward(page, 'Continue')).toBeDisabled();
  for (const name of [/18 years of age or older/, /consent to take part/]) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await pressForward(page, 'Continue', 'Overview');
  await pressForward(page, "I'm Ready", 'General attitudes');
}

const ratedSteps = [
  ['General attitudes', 'Device functionality'],
  ['Device functionality', 'Data practices'],
  ['Data practices', 'Autonomy'],
  ['Autonomy', 'Societal impact'],
  ['Societal impact', 'Business and market'],
  ['Business and market', 'Final feedback'],
  ['Final feedback', 'About you'],
] as const;

async function rateSteps(page: Page, steps: readonly (readonly [string, string])[]): Promise<void> {
  for (const [, next] of steps) {
    await expect(forward(page, 'Continue')).toBeDisabled();
    await rateEveryItem(page);
    await pressForward(page, 'Continue', next);
  }
}

async function demographics(page: Page): Promise<void> {
  await rateEveryItem(page);
  await page.getByRole('textbox', { name: 'Country *' }).fill('Australia');
}

test.describe(surveyPath, () => {
  // Every step is answered item by item by keyboard: far more actions than the default allows for.
  test.describe.configure({ timeout: 120_000 });

  test('the whole survey by keyboard alone: progress, every step, submit and thank-you, axe on each step', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, surveyPath);
    await expect(heading(page)).toHaveText('Signal Economy Trust Study');
    await expectNoSeriousA11yViolations(page);
    await pressForward(page, 'Begin Survey', 'Consent');
    await expect(page.getByText('Step 1 of 11')).toBeVisible();
    await expect(page.getByText('9%', { exact: true })).toBeVisible();
    await expect(saveStatus(page)).toHaveText('Saved');
    await expectNoSeriousA11yViolations(page);
    await consent(page);
    for (const [title, next] of ratedSteps) {
      await expect(heading(page)).toHaveText(title);
      await expectNoSeriousA11yViolations(page);
      await rateSteps(page, [[title, next]]);
    }
    await expectNoSeriousA11yViolations(page);
    await demographics(page);
    const submit = forward(page, 'Submit Survey');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Thank you!');
    await expectNoSeriousA11yViolations(page);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), surveyConstants.storageKey),
    ).toBeNull();
  });

  test('Back returns a step and never below the welcome step', async ({ page }) => {
    await begin(page);
    await pressForward(page, 'Back', 'Signal Economy Trust Study');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('a refresh mid-way restores the step and the answers', async ({ page }) => {
    await begin(page);
    await consent(page);
    await rateSteps(page, ratedSteps.slice(0, 1));
    await page.getByRole('radiogroup').first().getByRole('radio').nth(4).check();
    await expect(saveStatus(page)).toHaveText('Saved');

    await reloadPage(page);
    await expect(heading(page)).toHaveText('Device functionality');
    await expect(page.getByRole('radiogroup').first().getByRole('radio').nth(4)).toBeChecked();
    await expect(page.getByText('Step 4 of 11')).toBeVisible();
  });

  test('resumes on a second browser via the code, at the same step with the same answers', async ({
    page,
    browser,
  }) => {
    await begin(page);
    await consent(page);
    await rateSteps(page, ratedSteps.slice(0, 1));
    await expect(saveStatus(page)).toHaveText('Saved');
    await page.getByText('Continue on another device', { exact: true }).click();
    const code = (await page.locator('[data-resume-code]').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const other = await browser.newContext();
    const second = await other.newPage();
    await openPage(second, surveyPath);
    await second.getByRole('textbox', { name: 'Resume code' }).fill(code);
    await second.getByRole('button', { name: 'Resume' }).click();
    await expect(heading(second)).toHaveText('Device functionality');
    await pressForward(second, 'Back', 'General attitudes');
    const firstGroup = second.getByRole('radiogroup').first();
    await expect(firstGroup.getByRole('radio').nth(1)).toBeChecked();
    await other.close();
  });

  test('offline mid-way: answers stay on the device, the status says so, and everything syncs once back', async ({
    page,
    context,
  }) => {
    await begin(page);
    await consent(page);
    await expect(saveStatus(page)).toHaveText('Saved');

    await context.setOffline(true);
    await rateSteps(page, ratedSteps.slice(0, 2));
    await expect(saveStatus(page)).toHaveText('Offline: Saved on this device, will sync');
    const stored = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
      surveyConstants.storageKey,
    );
    expect(stored.currentStep).toBe(5);
    expect(Object.keys(stored.deviceFunctionality)).toHaveLength(19);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(surveyApi.progress) && response.ok(),
    );
    await context.setOffline(false);
    await saved;
    await expect(saveStatus(page)).toHaveText('Saved');

    // The server has it all: a fresh browser resumes at the same step.
    await page.getByText('Continue on another device', { exact: true }).click();
    const code = (await page.locator('[data-resume-code]').textContent()) ?? '';
    const resumed = await page.request.post(surveyApi.resume, { data: { sessionId: code } });
    const body = await resumed.json();
    expect(body.currentStep).toBe(5);
    expect(Object.keys(body.sections.deviceFunctionality)).toHaveLength(19);
  });
});
