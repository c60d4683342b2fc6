import { adminRecordsApi, personalDataApi } from '@gbc/contracts';
import { ratpakApi, ratpakRecordKinds } from '@gbc/contracts/ratpak';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { testInternalApiToken, useRatpakTestBed } from './ratpak-test-kit.js';

// Wednesday 2 December 2026 in Sydney: Thursday 3 December is a bookable business day.
const now = new Date('2026-12-02T00:00:00Z');
const bed = useRatpakTestBed({ now: () => now });
const db = () => bed.db;
const admin = {
  authorization: `Bearer ${signTestToken({ email: 'sales-admin@example.org', roles: ['admin'] })}`,
};
const member = { authorization: `Bearer ${signTestToken({ roles: ['member'] })}` };
const internal = { authorization: `Bearer ${testInternalApiToken}` };
const subjectHash = 'c'.repeat(64);

const laserLead = (name: string, email: string) => ({
  name,
  email,
  company: 'Northern Transmission',
  corridorLength: '42',
  consent: true,
});
const soilLead = (name: string, email: string) => ({
  name,
  email,
  company: 'Field Farms',
  acreage: 1200,
  consent: true,
});
const accessRequest = (email: string) => ({
  name: 'Rae Fleet',
  email,
  company: 'Fleet Ops',
  interestLevel: 'medium',
  productPage: 'ratpak',
  message: '=HYPERLINK("http://evil.example")',
});

const bciAudits = (kind: string, eventType: string) =>
  db()
    .selectFrom('audit.audit_logs')
    .selectAll()
    .where('event_type', '=', eventType)
    .where('resource_type', '=', kind)
    .execute();

describe('leads (demo and trial)', () => {
  test('lists both forms newest first with a kind filter and cursor pages; every read is audited as BCI access', async () => {
    expect(
      (await bed.post(ratpakApi.leads.laserDelight, laserLead('Demo One', 'one@grid.example'))).statusCode,
    ).toBe(202);
    expect(
      (await bed.post(ratpakApi.leads.soilWhisperer, soilLead('Trial Two', 'two@farm.example'))).statusCode,
    ).toBe(202);
    expect(
      (await bed.post(ratpakApi.leads.soilWhisperer, soilLead('Trial Three', 'three@farm.example')))
        .statusCode,
    ).toBe(202);

    const trials = await bed.get(
      adminRecordsApi.list('ratpak', ratpakRecordKinds.leads, { kind: 'soil-whisperer', limit: '1' }),
      admin,
    );
    expect(trials.statusCode).toBe(200);
    expect(trials.json().items).toEqual([
      expect.objectContaining({
        name: 'Trial Three',
        kind: 'soil-whisperer',
        details: expect.objectContaining({ acreage: 1200 }),
      }),
    ]);
    const next = await bed.get(
      adminRecordsApi.list('ratpak', ratpakRecordKinds.leads, {
        kind: 'soil-whisperer',
        limit: '1',
        cursor: trials.json().nextCursor,
      }),
      admin,
    );
    expect(next.json().items.map((l: { name: string }) => l.name)).toEqual(['Trial Two']);
    const demos = await bed.get(
      adminRecordsApi.list('ratpak', ratpakRecordKinds.leads, { kind: 'laser-delight' }),
      admin,
    );
    expect(demos.json()).toMatchObject({
      items: [{ name: 'Demo One', email: 'one@grid.example' }],
      nextCursor: null,
    });
    expect(await bciAudits(ratpakRecordKinds.leads, 'bci_records_read')).toHaveLength(3);

    expect((await bed.get(adminRecordsApi.list('ratpak', ratpakRecordKinds.leads), member)).statusCode).toBe(
      403,
    );
    expect((await bed.get(adminRecordsApi.export('ratpak', ratpakRecordKinds.leads))).statusCode).toBe(401);
    expect(
      (
        await bed.get(
          adminRecordsApi.list('ratpak', ratpakRecordKinds.leads, { kind: 'carrier-pigeon' }),
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  test('exports the filtered leads as CSV, audited as a BCI export', async () => {
    expect(
      (await bed.post(ratpakApi.leads.laserDelight, laserLead('Csv Demo', 'csv@grid.example'))).statusCode,
    ).toBe(202);
    const response = await bed.get(
      adminRecordsApi.export('ratpak', ratpakRecordKinds.leads, { search: 'csv@grid' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,kind,name,email,company,role,phone,details,source_page');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('laser-delight,Csv Demo,csv@grid.example,Northern Transmission');
    expect(await bciAudits(ratpakRecordKinds.leads, 'bci_records_export')).toHaveLength(1);
  });
});

describe('demo bookings and early-access requests', () => {
  test('lists demo bookings with their slot and whether the booker was signed in', async () => {
    const booker = {
      authorization: `Bearer ${signTestToken({ sub: 'user-demo', email: 'Booker@Example.org', roles: [] })}`,
    };
    expect(
      (await bed.post(ratpakApi.demo.book, { date: '2026-12-03', time: '10:30' }, booker)).statusCode,
    ).toBe(201);
    const response = await bed.get(
      adminRecordsApi.list('ratpak', ratpakRecordKinds.demoBookings, { search: 'booker@' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        slotDate: '2026-12-03',
        slotTime: '10:30',
        email: 'booker@example.org',
        signedIn: true,
      }),
    ]);
    expect(
      (await bed.get(adminRecordsApi.list('ratpak', ratpakRecordKinds.demoBookings), member)).statusCode,
    ).toBe(403);
  });

  test('lists and exports early-access requests, with formulas neutralised in the CSV', async () => {
    expect((await bed.post(ratpakApi.accessRequests, accessRequest('gate@fleet.example'))).statusCode).toBe(
      202,
    );
    const listed = await bed.get(
      adminRecordsApi.list('ratpak', ratpakRecordKinds.accessRequests, { interestLevel: 'medium' }),
      admin,
    );
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        email: 'gate@fleet.example',
        productPage: 'ratpak',
        interestLevel: 'medium',
      }),
    ]);
    expect(
      (
        await bed.get(
          adminRecordsApi.list('ratpak', ratpakRecordKinds.accessRequests, { interestLevel: 'low' }),
          admin,
        )
      ).json().items,
    ).toEqual([]);
    const exported = await bed.get(adminRecordsApi.export('ratpak', ratpakRecordKinds.accessRequests), admin);
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,company,interest_level,product_page,message');
    expect(lines[1]).toContain(
      `Rae Fleet,gate@fleet.example,Fleet Ops,medium,ratpak,"'=HYPERLINK(""http://evil.example"")"`,
    );
  });
});

describe('personal data', () => {
  test('exports and erases leads, demo bookings and access requests of an address in any case; the slot is free again', async () => {
    const address = 'Gone@Ratpak.example';
    const booker = {
      authorization: `Bearer ${signTestToken({ sub: 'user-gone', email: address, roles: [] })}`,
    };
    expect((await bed.post(ratpakApi.leads.laserDelight, laserLead('Gone Person', address))).statusCode).toBe(
      202,
    );
    expect(
      (await bed.post(ratpakApi.demo.book, { date: '2026-12-03', time: '15:30' }, booker)).statusCode,
    ).toBe(201);
    expect((await bed.post(ratpakApi.accessRequests, accessRequest(address))).statusCode).toBe(202);

    const exported = await bed.post(
      personalDataApi.exportOf('ratpak'),
      { email: 'gone@ratpak.example', subjectHash },
      internal,
    );
    expect(exported.statusCode).toBe(200);
    const { records } = exported.json();
    expect(records.leads).toHaveLength(1);
    expect(records.demoBookings).toHaveLength(1);
    expect(records.accessRequests).toHaveLength(1);
    expect(typeof records.leads[0].created_at).toBe('string');

    const erased = await bed.post(
      personalDataApi.eraseOf('ratpak'),
      { email: 'GONE@ratpak.EXAMPLE', subjectHash },
      internal,
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toEqual({ leads: 1, demoBookings: 1, accessRequests: 1 });
    const left = await sql<{ n: number }>`
      select (select count(*) from ratpak.leads where lower(email) = 'gone@ratpak.example')
           + (select count(*) from ratpak.demo_bookings where lower(email) = 'gone@ratpak.example')
           + (select count(*) from ratpak.access_requests where lower(email) = 'gone@ratpak.example') as n
    `.execute(db());
    expect(Number(left.rows[0]?.n)).toBe(0);
    const slots = (await bed.get(ratpakApi.demo.slots)).json().slots as {
      time: string;
      date: string;
      available: boolean;
    }[];
    expect(slots.find((slot) => slot.time === '15:30')).toMatchObject({
      date: '2026-12-03',
      available: true,
    });
    const [audit] = await bciAudits('ratpak', 'bci_personal_data_erasure');
    expect(JSON.stringify(audit)).not.toContain('gone@ratpak');
    expect(audit?.details).toMatchObject({ subjectHash });
    // Idempotent: a second erasure finds nothing.
    expect(
      (await bed.post(personalDataApi.eraseOf('ratpak'), { email: address, subjectHash }, internal)).json()
        .erased,
    ).toEqual({
      leads: 0,
      demoBookings: 0,
      accessRequests: 0,
    });
    expect(
      (await bed.post(personalDataApi.eraseOf('ratpak'), { email: address, subjectHash })).statusCode,
    ).toBe(401);
  });
});
