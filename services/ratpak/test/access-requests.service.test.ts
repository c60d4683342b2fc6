import { earlyAccessMessages } from '@gbc/contracts/early-access';
import { ratpakApi } from '@gbc/contracts/ratpak';
import {
  accessRequestAcknowledgementTemplate,
  accessRequestNotificationTemplate,
} from '../src/access-requests/access-requests.mails.js';
import { testSalesInbox, useRatpakTestBed } from './ratpak-test-kit.js';

const bed = useRatpakTestBed();

const request = (email: string) => ({
  name: 'Rae Fleet',
  email,
  company: 'Fleet Ops',
  interestLevel: 'high',
  productPage: 'ratpak',
  message: 'We run 300 drones.',
});

const rowsOf = (email: string) =>
  bed.db.selectFrom('ratpak.access_requests').selectAll().where('email', '=', email).execute();

describe('POST access requests (the /ratpak gate)', () => {
  test('stores the request for the product ratpak, acknowledges it and tells the sales inbox', async () => {
    const response = await bed.post(ratpakApi.accessRequests, request('rae@fleet.example'));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: earlyAccessMessages.succeeded });
    expect(await rowsOf('rae@fleet.example')).toEqual([
      expect.objectContaining({ product_page: 'ratpak', interest_level: 'high', company: 'Fleet Ops' }),
    ]);
    const [ack] = await bed.mailsTo('rae@fleet.example', accessRequestAcknowledgementTemplate);
    expect(ack?.text_body).not.toContain('300 drones');
    const sales = await bed.mailsTo(testSalesInbox, accessRequestNotificationTemplate);
    expect(sales.at(-1)?.text_body).toContain('We run 300 drones.');
  });

  test('empty company and message are stored as null', async () => {
    const response = await bed.post(ratpakApi.accessRequests, {
      ...request('bare@fleet.example'),
      company: '',
      message: '',
    });
    expect(response.statusCode).toBe(202);
    expect((await rowsOf('bare@fleet.example'))[0]).toMatchObject({ company: null, message: null });
  });

  test('another product page is refused here: the products service stores those', async () => {
    const response = await bed.post(ratpakApi.accessRequests, {
      ...request('other@fleet.example'),
      productPage: 'equinelink',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ productPage: earlyAccessMessages.productInvalid });
    expect(await rowsOf('other@fleet.example')).toEqual([]);
  });

  test.each([
    ['name', { name: '' }, earlyAccessMessages.required],
    ['email', { email: 'nope' }, earlyAccessMessages.emailInvalid],
    ['interestLevel', { interestLevel: 'urgent' }, earlyAccessMessages.required],
  ])('the gate’s rules: an invalid %s is a 400 with the spec’s message', async (field, override, message) => {
    const response = await bed.post(ratpakApi.accessRequests, {
      ...request('bad@fleet.example'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });

  test('a repeat of the same address within a day is one row; NUL and oversize bodies are refused', async () => {
    await Promise.all([
      bed.post(ratpakApi.accessRequests, request('again@fleet.example')),
      bed.post(ratpakApi.accessRequests, { ...request('AGAIN@fleet.example'), interestLevel: 'low' }),
    ]);
    const rows = await bed.db
      .selectFrom('ratpak.access_requests')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'again@fleet.example'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(
      (await bed.post(ratpakApi.accessRequests, { ...request('nul@fleet.example'), name: 'R\u0000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await bed.post(ratpakApi.accessRequests, {
          ...request('big@fleet.example'),
          message: 'x'.repeat(10 * 1024 * 1024),
        })
      ).statusCode,
    ).toBe(413);
  });
});
