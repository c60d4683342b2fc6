import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMessages, errorCodes } from '@gbc/contracts';
import {
  comingSoonResources,
  marketingApi,
  resourceDownloadLinkTtlSeconds,
  resourceItems,
  resourceMessages,
} from '@gbc/contracts/marketing';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import { createMarketingModule } from '../src/app.js';
import type { Database } from '../src/database.js';
import { writeResourceFiles } from '../src/resources/resources.files.js';
import { signingKeyNames } from '../src/signing-keys.js';

// The PDFs as the build writes them, into a folder of this file's own.
const filesDir = await mkdtemp(join(tmpdir(), 'gbc-resources-'));
await writeResourceFiles(filesDir);
afterAll(() => rm(filesDir, { recursive: true, force: true }));

/** The service's clock, moved forward by tests that need a link to expire. */
let clockOffsetMs = 0;
beforeEach(() => {
  clockOffsetMs = 0;
});

const bed = useServiceTestBed<Database>({
  host: () => ({
    modules: [
      createMarketingModule({
        publicOrigin: 'https://gbc.example',
        consentRetention: false,
        resourceFilesDir: filesDir,
        now: () => new Date(Date.now() + clockOffsetMs),
      }),
    ],
    auth: { publicKey: testAuthKeys().publicKey },
  }),
  clientAddressPerRequest: true,
  freshRateLimitsPerTest: true,
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const member = bearer(signTestToken({ sub: 'member-1', email: 'member@example.org', roles: ['member'] }));
const visitorAccount = bearer(signTestToken({ sub: 'visitor-1', email: 'visitor@example.org', roles: [] }));

const [report] = resourceItems;
const [positionStatements, ethicsToolkit] = comingSoonResources;

const requestLink = (headers: Record<string, string>, resourceId: string = report.id) =>
  bed.post(marketingApi.resources.downloadLink, { resourceId }, headers);

async function issuedUrl(): Promise<string> {
  const response = await requestLink(member);
  expect(response.statusCode).toBe(200);
  return response.json().url;
}

const notify = (headers: Record<string, string>, itemId: string) =>
  bed.post(marketingApi.resources.notify, { itemId }, headers);

const notifyRows = () =>
  bed.db.selectFrom('marketing.resource_notify_requests').selectAll().orderBy('created_at').execute();

describe('members-only downloads', () => {
  it('refuses a forged link without writing a row: the signing keys come with the schema', async () => {
    const keys = () =>
      bed.db.selectFrom('marketing.secrets').select(['name', 'value']).orderBy('name').execute();
    const before = await keys();
    expect(before.map((row) => row.name)).toEqual([
      signingKeyNames.newsletter,
      signingKeyNames.resourceDownload,
    ]);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const forged = await bed.get(
      `${marketingApi.resources.file(report.id)}?expires=${expires}&signature=${'A'.repeat(43)}`,
    );
    expect(forged.statusCode).toBe(403);
    expect(await keys()).toEqual(before);
  });

  it('refuses a link to an anonymous visitor (401) and to a signed-in account that is not a member (403)', async () => {
    const anonymous = await requestLink({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { code: errorCodes.unauthorized } });

    const notMember = await requestLink(visitorAccount);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json()).toMatchObject({
      error: { code: errorCodes.forbidden, message: authMessages.forbidden },
    });
  });

  it('gives a member a short-lived link on the site that serves the PDF', async () => {
    const before = Date.now();
    const response = await requestLink(member);
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(url.startsWith(`${marketingApi.resources.file(report.id)}?`)).toBe(true);
    const lifetimeMs = new Date(expiresAt).getTime() - before;
    expect(lifetimeMs).toBeGreaterThan((resourceDownloadLinkTtlSeconds - 5) * 1000);
    expect(lifetimeMs).toBeLessThanOrEqual(resourceDownloadLinkTtlSeconds * 1000);

    // The link is followed without the Bearer token, as a browser does.
    const file = await bed.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${report.id}.pdf"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('refuses an expired link with 410 and its message', async () => {
    const url = await issuedUrl();
    clockOffsetMs = (resourceDownloadLinkTtlSeconds + 1) * 1000;
    const response = await bed.get(url);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      error: { code: errorCodes.gone, message: resourceMessages.linkExpired },
    });
  });

  it('refuses a tampered link with 403: another signature, a later expiry, another document', async () => {
    const url = new URL(await issuedUrl(), 'https://gbc.example');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));

    const otherSignature = new URL(url);
    otherSignature.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    const laterExpiry = new URL(url);
    laterExpiry.searchParams.set('expires', String(expires + 3600));
    const otherDocument = new URL(url);
    otherDocument.pathname = marketingApi.resources.file(resourceItems[1].id);

    for (const tampered of [otherSignature, laterExpiry, otherDocument]) {
      const response = await bed.get(`${tampered.pathname}${tampered.search}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: errorCodes.forbidden, message: resourceMessages.linkInvalid },
      });
    }
    // The untouched link still works.
    expect((await bed.get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
  });

  it('answers 400 for a link without a signature and for an unknown document, never 500', async () => {
    const unsigned = await bed.get(`${marketingApi.resources.file(report.id)}?expires=1`);
    expect(unsigned.statusCode).toBe(400);
    const unknown = await requestLink(member, 'no-such-report');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(resourceMessages.unknownResource);
  });

  it('limits how often one client asks for links', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await bed.http.request({
            method: 'POST',
            url: marketingApi.resources.downloadLink,
            payload: { resourceId: report.id },
            headers: { ...member, 'x-forwarded-for': '198.51.100.7' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('Notify Me', () => {
  it('stores a signed-in visitor request once per account and item, answering with the toast text', async () => {
    await bed.db.deleteFrom('marketing.resource_notify_requests').execute();
    const first = await notify(visitorAccount, positionStatements.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: resourceMessages.notifyDescription(positionStatements.title) });
    const again = await notify(visitorAccount, positionStatements.id);
    expect(again.statusCode).toBe(200);
    await notify(visitorAccount, ethicsToolkit.id);
    await notify(member, positionStatements.id);

    const rows = await notifyRows();
    expect(rows.map(({ user_id, email, item_id }) => ({ user_id, email, item_id }))).toEqual([
      { user_id: 'visitor-1', email: 'visitor@example.org', item_id: positionStatements.id },
      { user_id: 'visitor-1', email: 'visitor@example.org', item_id: ethicsToolkit.id },
      { user_id: 'member-1', email: 'member@example.org', item_id: positionStatements.id },
    ]);
  });

  it('needs a signed-in account (401) and a known item (400)', async () => {
    await bed.db.deleteFrom('marketing.resource_notify_requests').execute();
    expect((await notify({}, positionStatements.id)).statusCode).toBe(401);
    const unknown = await notify(visitorAccount, 'no-such-item');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(resourceMessages.unknownComingSoon);
    expect(await notifyRows()).toEqual([]);
  });

  it('is rate limited per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await bed.http.request({
            method: 'POST',
            url: marketingApi.resources.notify,
            payload: { itemId: ethicsToolkit.id },
            headers: { ...visitorAccount, 'x-forwarded-for': '198.51.100.8' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
