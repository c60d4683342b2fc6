import { adminRecordsApi, personalDataApi } from '@gbc/contracts';
import { earlyAccessRecordsKind } from '@gbc/contracts/early-access';
import { productsApi } from '@gbc/contracts/products';
import type { AuditDatabase } from '@gbc/service-kit';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import { createProductsModule } from '../src/app.js';
import type { ProductsDatabase } from '../src/database.js';

const internalApiToken = 'internal-token-for-products-tests-0123456789';
const bed = useServiceTestBed<ProductsDatabase & AuditDatabase>({
  host: () => ({
    modules: [
      createProductsModule({ salesInbox: 'sales@gbc.example', internalApiToken: () => internalApiToken }),
    ],
    auth: { publicKey: testAuthKeys().publicKey },
  }),
  clientAddressPerRequest: true,
});
const admin = {
  authorization: `Bearer ${signTestToken({ email: 'sales-admin@example.org', roles: ['admin'] })}`,
};
const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };
const internal = { authorization: `Bearer ${internalApiToken}` };
const subjectHash = 'd'.repeat(64);

const request = (email: string, productPage: string, interestLevel = 'high') => ({
  name: 'Ada Lovelace',
  email,
  company: 'Analytical Engines',
  interestLevel,
  productPage,
  message: 'We would like a demo.',
});
const send = async (...args: Parameters<typeof request>) =>
  expect((await bed.post(productsApi.accessRequests, request(...args))).statusCode).toBe(202);

describe('early-access requests for the admin', () => {
  test('lists by product and interest with cursor pages, audits reads as BCI access, refuses members', async () => {
    await send('horse@list.example', 'equinelink');
    await send('dog@list.example', 'pawlink', 'low');
    await send('seal@list.example', 'pinnipedlink');
    const first = await bed.get(
      adminRecordsApi.list('products', earlyAccessRecordsKind, { search: 'list.example', limit: '2' }),
      admin,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((r: { productPage: string }) => r.productPage)).toEqual([
      'pinnipedlink',
      'pawlink',
    ]);
    const second = await bed.get(
      adminRecordsApi.list('products', earlyAccessRecordsKind, {
        search: 'list.example',
        limit: '2',
        cursor: first.json().nextCursor,
      }),
      admin,
    );
    expect(second.json()).toMatchObject({ items: [{ email: 'horse@list.example' }], nextCursor: null });
    const paws = await bed.get(
      adminRecordsApi.list('products', earlyAccessRecordsKind, {
        productPage: 'pawlink',
        interestLevel: 'low',
      }),
      admin,
    );
    expect(paws.json().items).toEqual([
      expect.objectContaining({ email: 'dog@list.example', interestLevel: 'low' }),
    ]);
    const audits = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', 'bci_records_read')
      .where('resource_type', '=', earlyAccessRecordsKind)
      .execute();
    expect(audits).toHaveLength(3);
    expect((await bed.get(adminRecordsApi.list('products', earlyAccessRecordsKind), member)).statusCode).toBe(
      403,
    );
    expect((await bed.get(adminRecordsApi.export('products', earlyAccessRecordsKind))).statusCode).toBe(401);
    expect(
      (
        await bed.get(
          adminRecordsApi.list('products', earlyAccessRecordsKind, { productPage: 'ratpak' }),
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  test('exports the filtered requests as CSV', async () => {
    await send('csv@export.example', 'products');
    const response = await bed.get(
      adminRecordsApi.export('products', earlyAccessRecordsKind, { search: 'csv@export' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,company,interest_level,product_page,message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      'Ada Lovelace,csv@export.example,Analytical Engines,high,products,We would like a demo.',
    );
  });
});

describe('personal data', () => {
  test('exports and erases the requests of an address in any case, auditing only the subject hash', async () => {
    await send('Gone@Products.example', 'equinelink');
    await send('gone@products.example', 'pawlink');
    const exported = await bed.post(
      personalDataApi.exportOf('products'),
      { email: 'GONE@products.example', subjectHash },
      internal,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.json().records.accessRequests).toHaveLength(2);
    const erased = await bed.post(
      personalDataApi.eraseOf('products'),
      { email: 'gone@PRODUCTS.example', subjectHash },
      internal,
    );
    expect(erased.json()).toEqual({ erased: { accessRequests: 2 } });
    expect(
      (
        await bed.post(
          personalDataApi.exportOf('products'),
          { email: 'gone@products.example', subjectHash },
          internal,
        )
      ).json().records.accessRequests,
    ).toEqual([]);
    const [audit] = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('event_type', '=', 'bci_personal_data_erasure')
      .execute();
    expect(audit?.details).toMatchObject({ subjectHash, accessRequests: 2 });
    expect(JSON.stringify(audit)).not.toContain('gone@products');
    expect(
      (await bed.post(personalDataApi.eraseOf('products'), { email: 'gone@products.example', subjectHash }))
        .statusCode,
    ).toBe(401);
  });
});
