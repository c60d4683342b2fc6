import {
  allEvents,
  eventFeed,
  eventMessages,
  eventRecords,
  shownEvents,
  summitEvent,
  webinarRecords,
} from '@gbc/contracts/marketing';
import type { Page } from '@playwright/test';
import { signUpAndVerify, uniqueEmail } from './accounts.js';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';
import { mailAttachments, mailText } from './mail-inbox.js';

/** /events (spec 1 "/events", §8): the summit, the events grid, the webinars, Register and More Info. */

const [firstWebinar, secondWebinar, thirdWebinar] = webinarRecords;
const [forum] = eventRecords;
if (!firstWebinar || !secondWebinar || !thirdWebinar || !forum) throw new Error('the event records changed');

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const registerButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Register: ${title}` });

// Signing up walks identity's whole flow (form, mail, link) before the page under test.
test.describe.configure({ timeout: 90_000 });

test('shows the summit, three of the four events with one highlighted, and three webinars', async ({
  page,
}) => {
  await openPage(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const summit = page.getByRole('region', { name: summitEvent.title });
  await expect(summit.getByText('March 17–19, 2026')).toBeVisible();
  await expect(summit.getByText(summitEvent.location)).toBeVisible();
  await expect(summit.getByRole('list', { name: 'Summit at a glance' }).getByRole('listitem')).toHaveCount(4);

  const grid = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
  await expect(grid).toHaveCount(3);
  await expect(grid.filter({ hasText: 'Featured' })).toHaveCount(1);
  await expect(grid.filter({ hasText: 'Featured' })).toContainText(forum.title);
  await expect(page.getByText(eventRecords[3]?.title ?? '')).toHaveCount(0);

  const webinars = page.getByRole('region', { name: 'Upcoming Webinars' });
  await expect(webinars.getByRole('heading', { level: 3 })).toHaveText(webinarRecords.map((w) => w.title));
  await expect(webinars.getByRole('button', { name: /^Register: / })).toHaveCount(3);
  await expect(webinars.getByRole('button', { name: /^More Info: / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('signed out: one press confirms, then the optional address gets the confirmation with the .ics', async ({
  page,
}) => {
  const email = uniqueEmail('visitor');
  await openPage(page, '/events');
  await registerButton(page, summitEvent.title).click();

  await expect(toasts(page).getByText(eventMessages.registered(summitEvent.title))).toBeVisible();
  const confirmation = page.getByRole('status').filter({ hasText: eventMessages.confirmationOffer });
  await expect(confirmation).toContainText(eventMessages.registered(summitEvent.title));
  const form = page.getByRole('form', { name: `Confirmation for ${summitEvent.title}` });
  await expect(form.getByLabel('Email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(form.getByText('Please enter your email address')).toBeVisible();
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(toasts(page).getByText(eventMessages.confirmationSent(summitEvent.title))).toBeVisible();
  await expect(form).toHaveCount(0);

  const [calendar, ...others] = await mailAttachments(email, 'event-registration');
  expect(others).toEqual([]);
  expect(calendar).toMatchObject({ filename: `${summitEvent.id}.ics`, contentType: 'text/calendar' });
  expect(calendar?.text).toContain('BEGIN:VCALENDAR');
  expect(calendar?.text).toContain(`SUMMARY:${summitEvent.title}`);
  expect(calendar?.text).toContain('DTSTART:20260316T220000Z');
  expect(await mailText(email, 'event-registration')).toContain('March 17–19, 2026');
});

test("signed in: one press registers the account's address and mails the confirmation", async ({ page }) => {
  const email = uniqueEmail('member');
  await signUpAndVerify(page, email);
  await openPage(page, '/events');
  await registerButton(page, firstWebinar.title).click();

  await expect(toasts(page).getByText(eventMessages.registered(firstWebinar.title))).toBeVisible();
  await expect(toasts(page).getByText(eventMessages.registeredDescription)).toBeVisible();
  await expect(page.getByRole('form', { name: `Confirmation for ${firstWebinar.title}` })).toHaveCount(0);
  const [calendar] = await mailAttachments(email, 'event-registration');
  expect(calendar?.filename).toBe(`${firstWebinar.id}.ics`);
  expect(calendar?.text).toContain(`SUMMARY:${firstWebinar.title}`);

  await registerButton(page, firstWebinar.title).click();
  await expect(toasts(page).getByText(eventMessages.alreadyRegistered(firstWebinar.title))).toBeVisible();

  await page.getByRole('button', { name: `More Info: ${summitEvent.title}` }).click();
  await expect(toasts(page).getByText(eventMessages.informationSent(summitEvent.title))).toBeVisible();
  expect(await mailText(email, 'event-information')).toContain(summitEvent.description);
});

test('More Info signed out asks where to send it, then mails the information', async ({ page }) => {
  const email = uniqueEmail('curious');
  await openPage(page, '/events');
  await page.getByRole('button', { name: `More Info: ${forum.title}` }).click();
  const form = page.getByRole('form', { name: `Information about ${forum.title}` });
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: 'Send information' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send information' }).click();
  await expect(toasts(page).getByText(eventMessages.informationSent(forum.title))).toBeVisible();
  await expect(toasts(page).getByText(eventMessages.spamHint)).toBeVisible();
  const text = await mailText(email, 'event-information');
  expect(text).toContain(forum.title);
  expect(text).toContain(forum.location);
});

test('keyboard only: Register, then the optional address, without a pointer', async ({ page }) => {
  const email = uniqueEmail('keys');
  await openPage(page, '/events');
  const register = registerButton(page, thirdWebinar.title);
  await register.focus();
  await expect(register).toBeFocused();
  await page.keyboard.press('Enter');

  const confirmation = page.getByRole('status').filter({ hasText: eventMessages.confirmationOffer });
  await expect(confirmation).toBeFocused();
  const form = page.getByRole('form', { name: `Confirmation for ${thirdWebinar.title}` });
  // The form's chunk loads after the press; a person tabs on once they see the field.
  await expect(form.getByLabel('Email address')).toBeVisible();
  await expect(confirmation).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText(eventMessages.confirmationSent(thirdWebinar.title))).toBeVisible();
  const [calendar] = await mailAttachments(email, 'event-registration');
  expect(calendar?.filename).toBe(`${thirdWebinar.id}.ics`);
});

test('links its Atom feed from the head, and the gateway serves it with every event', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/events', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(
    new RegExp(
      `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="https?://[^"/]+${eventFeed.path}"`,
    ),
  );
  const feed = await request.get(eventFeed.path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  for (const event of allEvents) expect(xml).toContain(`<title>${event.title}</title>`);

  await openPage(page, '/events');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new RegExp(`${eventFeed.path}$`),
  );
});

test('describes each event it shows as schema.org Event in the server HTML', async ({ request }) => {
  const html = await (await request.get('/events', { headers: { accept: 'text/html' } })).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  const graphs = scripts.map((match) => JSON.parse(match[1] ?? '{}'));
  const events = graphs
    .flatMap((graph) => graph['@graph'] ?? [graph])
    .filter((thing) => thing['@type'] === 'Event');
  expect(events.map((event) => event.name)).toEqual(shownEvents.map((event) => event.title));
  const summit = events[0];
  expect(summit).toMatchObject({
    startDate: summitEvent.start,
    endDate: summitEvent.end,
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: [{ '@type': 'Place', name: 'Sydney, Australia' }, { '@type': 'VirtualLocation' }],
    organizer: { '@type': 'Organization' },
  });
  expect(events.at(-1)?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
});

test('loads no zod before the first press: schemas come with the e-mail form', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openPage(page, '/events');
  // zod's core names its classes in strings that survive minification.
  const zodIn = async (loaded: Promise<string>[]) =>
    (await Promise.all(loaded)).filter((source) => source.includes('$ZodType')).length;
  expect(await zodIn(scripts)).toBe(0);

  await page.getByRole('button', { name: `More Info: ${forum.title}` }).click();
  await expect(page.getByRole('form', { name: `Information about ${forum.title}` })).toBeVisible();
  expect(await zodIn(scripts)).toBeGreaterThan(0);
});
