import { brand } from '@gbc/brand';
import { errorCodes } from '@gbc/contracts';
import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { productsApi } from '@gbc/contracts/products';
import { databaseUnavailableMessage, type MailDatabase, openServiceDatabases } from '@gbc/service-kit';
import { startTcpProxy, testRoleSecret, useServiceTestBed } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import {
  accessRequestAcknowledgementTemplate,
  accessRequestNotificationTemplate,
} from '../src/access-requests/access-requests.mails.js';
import { createProductsModule, productsEnvSchema } from '../src/app.js';
import type { ProductsDatabase } from '../src/database.js';

const salesInbox = 'sales@gbc.example';

const bed = useServiceTestBed<ProductsDatabase & MailDatabase>({
  host: () => ({ modules: [createProductsModule({ salesInbox })] }),
  clientAddressPerRequest: true,
});
const db = () => bed.db;

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.org',
  company: 'Analytical Engines',
  interestLevel: 'high',
  productPage: 'equinelink',
  message: 'We train eventing horses and would like a demo.',
};

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  bed.post(productsApi.accessRequests, payload, headers);

const stored = () => db().selectFrom('products.access_requests').selectAll().orderBy('created_at').execute();
const mails = () => db().selectFrom('mail.outbox').selectAll().orderBy('created_at').execute();
const counts = async () => ({ requests: (await stored()).length, mail: (await mails()).length });

beforeEach(async () => {
  await db().deleteFrom('products.access_requests').execute();
  await db().deleteFrom('mail.outbox').execute();
});

describe('early-access requests', () => {
  test('stores the request and queues the sales copy and a fixed acknowledgement', async () => {
    const response = await send(valid);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: earlyAccessMessages.succeeded });
    expect(await stored()).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'Ada@Example.org',
        company: 'Analytical Engines',
        interest_level: 'high',
        product_page: 'equinelink',
        message: valid.message,
      }),
    ]);
    const [notification, acknowledgement, ...more] = await mails();
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      template: accessRequestNotificationTemplate,
      to_address: salesInbox,
      reply_to: 'Ada@Example.org',
    });
    expect(notification?.text_body).toContain(valid.message);
    expect(notification?.text_body).toContain('Interest level: High - Ready to purchase/implement');
    expect(acknowledgement).toMatchObject({
      template: accessRequestAcknowledgementTemplate,
      to_address: 'Ada@Example.org',
      reply_to: brand.contactEmail,
    });
    // Our words only: nothing the visitor typed reaches the address they gave.
    for (const typed of ['Ada Lovelace', 'Analytical', 'eventing']) {
      expect(acknowledgement?.text_body).not.toContain(typed);
    }
  });

  test('optional company and message left empty are stored as null; pinnipedlink is its own page', async () => {
    const response = await send({ ...valid, company: '', message: '', productPage: 'pinnipedlink' });
    expect(response.statusCode).toBe(202);
    expect(await stored()).toEqual([
      expect.objectContaining({ company: null, message: null, product_page: 'pinnipedlink' }),
    ]);
  });

  test('a repeat for the same address and page within a day is one row', async () => {
    const answers = await Promise.all([
      send(valid),
      send({ ...valid, email: 'ada@example.org' }),
      send(valid),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(await counts()).toEqual({ requests: 1, mail: 2 });

    // Another page is another request, and so is the same page a day later.
    await send({ ...valid, productPage: 'pawlink' });
    expect(await counts()).toEqual({ requests: 2, mail: 4 });
    await sql`update products.access_requests set created_at = created_at - interval '25 hours'`.execute(
      db(),
    );
    await send(valid);
    expect(await counts()).toEqual({ requests: 3, mail: 6 });
  });

  test.each([
    ['no name', { name: undefined }, 'name', earlyAccessMessages.required],
    ['an empty name', { name: '  ' }, 'name', earlyAccessMessages.required],
    ['no email', { email: '' }, 'email', earlyAccessMessages.required],
    ['an invalid email', { email: 'ada@example' }, 'email', earlyAccessMessages.emailInvalid],
    ['no interest level', { interestLevel: undefined }, 'interestLevel', earlyAccessMessages.required],
    ['an unknown interest level', { interestLevel: 'urgent' }, 'interestLevel', earlyAccessMessages.required],
    [
      "ratpak's page (another service's)",
      { productPage: 'ratpak' },
      'productPage',
      earlyAccessMessages.productInvalid,
    ],
    ['an unknown page', { productPage: 'neuropak' }, 'productPage', earlyAccessMessages.productInvalid],
    [
      'a link in the company',
      { company: 'https://spam.example/' },
      'company',
      earlyAccessMessages.companyInvalid,
    ],
    ['an oversize message', { message: 'x'.repeat(2001) }, 'message', earlyAccessMessages.messageTooLong],
  ])('%s is a 400 on that field and writes nothing', async (_case, override, field, message) => {
    const response = await send({ ...valid, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: errorCodes.badRequest,
      fields: { [field]: message },
    });
    expect(await counts()).toEqual({ requests: 0, mail: 0 });
  });

  test('a NUL byte in any field is a 400, never a 500', async () => {
    for (const field of ['name', 'email', 'company', 'message']) {
      const response = await send({ ...valid, [field]: 'a\u0000b@example.org' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect(await counts()).toEqual({ requests: 0, mail: 0 });
  });

  test('a 10 MB body is a 413', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(await counts()).toEqual({ requests: 0, mail: 0 });
  });

  test('the database itself refuses a page outside its list', async () => {
    await expect(
      sql`insert into products.access_requests (name, email, interest_level, product_page)
          values ('Eve', 'eve@example.org', 'low', 'ratpak')`.execute(db()),
    ).rejects.toThrow(/check constraint/);
  });

  test('is rate limited like every public write', async () => {
    const client = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await send({}, client)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('a database outage', () => {
  test('a request while the database is cut off is a 503 with Retry-After, and is stored once it is back', async () => {
    const { hostname, port } = new URL(bed.connectionString);
    const proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    const databases = openServiceDatabases({
      serverUrl: proxy.via(bed.connectionString),
      secret: testRoleSecret(),
      // The cut drops idle pooled connections: expected here.
      onIdleError: () => {},
    });
    try {
      const host = await bed.startHost({ databases, modules: [createProductsModule({ salesInbox })] });
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' };
      const post = () =>
        host.request({ method: 'POST', url: productsApi.accessRequests, payload: valid, headers });

      proxy.cut();
      const down = await post();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toEqual({
        error: { code: errorCodes.unavailable, message: databaseUnavailableMessage },
      });
      expect(await counts()).toEqual({ requests: 0, mail: 0 });

      proxy.restore();
      expect((await post()).statusCode).toBe(202);
      expect(await counts()).toEqual({ requests: 1, mail: 2 });
    } finally {
      await databases.destroy();
      await proxy.close();
    }
  });
});

describe('SALES_INBOX', () => {
  test('defaults to the council address and must be an e-mail address', () => {
    expect(productsEnvSchema.parse({}).SALES_INBOX).toBe(brand.contactEmail);
    expect(productsEnvSchema.parse({ SALES_INBOX: 'sales@example.org' }).SALES_INBOX).toBe(
      'sales@example.org',
    );
    expect(productsEnvSchema.safeParse({ SALES_INBOX: 'not an address' }).success).toBe(false);
  });
});
