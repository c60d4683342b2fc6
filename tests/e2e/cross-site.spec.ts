import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentsApi } from '@gbc/contracts/payments';
import { expect, test } from './fixtures.js';

/**
 * Another site's page against the local checkout: it must not be able to press Pay for the visitor,
 * by posting the form itself (CSRF) or by showing the real page in a frame over a decoy (clickjacking).
 */

let evil: Server;
let evilOrigin: string;
let evilPage = '';

test.beforeAll(async () => {
  evil = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(evilPage);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  // `localhost` against the site's 127.0.0.1: another site, as far as the browser is concerned.
  evilOrigin = `http://localhost:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  evil.closeAllConnections();
  await new Promise((resolve) => evil.close(resolve));
});

async function openCheckout(request: import('@playwright/test').APIRequestContext) {
  const created = await request.post(paymentsApi.checkouts.create, {
    data: { type: 'donation', amount: 20, email: `e2e-csrf-${Date.now()}@example.org` },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { checkoutId: string; url: string };
}

test('a form on another site cannot press Pay: 403 and the checkout stays pending', async ({
  page,
  request,
}) => {
  const { checkoutId, url } = await openCheckout(request);
  evilPage = `<!doctype html><title>Win a prize</title>
<form method="post" action="${url}"><input type="hidden" name="action" value="pay"><button>Claim</button></form>`;
  await page.goto(evilOrigin);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === url && response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Claim' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  const state = await request.get(paymentsApi.checkouts.byId(checkoutId));
  expect(await state.json()).toMatchObject({ status: 'pending' });
});

test('another site cannot show the checkout in a frame', async ({ page, request }) => {
  const { url } = await openCheckout(request);
  evilPage = `<!doctype html><title>Decoy</title><iframe src="${url}" title="checkout"></iframe>`;
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(evilOrigin);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('button', { name: /^Pay/ })).toHaveCount(0);
});
