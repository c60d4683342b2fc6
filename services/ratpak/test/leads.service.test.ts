import { errorCodes, genericMessages } from '@gbc/contracts';
import { leadConsentText, leadMessages, ratpakApi } from '@gbc/contracts/ratpak';
import { leadAcknowledgementTemplate, leadNotificationTemplate } from '../src/leads/leads.mails.js';
import { testSalesInbox, useRatpakTestBed } from './ratpak-test-kit.js';

const bed = useRatpakTestBed();

const laserLead = (email: string) => ({
  name: 'Ada Grid',
  email,
  company: 'Northern Transmission',
  role: 'operations-manager',
  phone: '+61 2 5550 1234',
  corridorLength: '42',
  currentMethod: 'herbicide',
  annualBudget: '100k-500k',
  timeline: '3-6-months',
  challenges: 'Regrowth under 330 kV lines.',
  consent: true,
});

const soilLead = (email: string) => ({
  name: 'Sam Field',
  email,
  company: 'Field Farms',
  role: 'agronomist',
  phone: '',
  acreage: 1200,
  cropType: 'wheat',
  currentMethod: 'lab-sampling',
  budget: '5k-20k',
  timeline: 'immediately',
  goals: 'Raise organic matter.',
  consent: true,
});

const leadsOf = (email: string) =>
  bed.db.selectFrom('ratpak.leads').selectAll().where('email', '=', email).execute();
const countLeads = async () => (await bed.db.selectFrom('ratpak.leads').select('id').execute()).length;

describe('POST Laser Delight leads', () => {
  test('stores the lead with its consent proof, acknowledges it and tells the sales inbox', async () => {
    const response = await bed.post(ratpakApi.leads.laserDelight, laserLead('ada@grid.example'), {
      'user-agent': 'LeadTest/1.0',
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: leadMessages.demoRequested });
    const [lead] = await leadsOf('ada@grid.example');
    expect(lead).toMatchObject({
      kind: 'laser-delight',
      name: 'Ada Grid',
      company: 'Northern Transmission',
      role: 'operations-manager',
      phone: '+61 2 5550 1234',
      details: {
        corridorLength: 42,
        currentMethod: 'herbicide',
        annualBudget: '100k-500k',
        timeline: '3-6-months',
        challenges: 'Regrowth under 330 kV lines.',
      },
      source_page: '/ratpak/verticals/laser-delight',
      user_agent: 'LeadTest/1.0',
      consent_text: leadConsentText,
    });
    expect(lead?.ip_address).toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(lead?.consented_at).toBeInstanceOf(Date);

    const [ack] = await bed.mailsTo('ada@grid.example', leadAcknowledgementTemplate);
    expect(ack?.subject).toBe('Your RATPAK Laser Delight demo request');
    for (const typed of ['Ada', 'Northern', 'Regrowth']) expect(ack?.text_body).not.toContain(typed);
    const sales = (await bed.mailsTo(testSalesInbox, leadNotificationTemplate)).at(-1);
    const salesRow = await bed.db
      .selectFrom('mail.outbox')
      .select('reply_to')
      .where('to_address', '=', testSalesInbox)
      .where('template', '=', leadNotificationTemplate)
      .executeTakeFirst();
    expect(salesRow?.reply_to).toBe('ada@grid.example');
    expect(sales?.text_body).toContain('Corridor length (miles): 42');
    expect(sales?.text_body).toContain('Current method: Herbicide spraying');
    expect(sales?.text_body).toContain('Regrowth under 330 kV lines.');
  });

  test('only name, email, company and consent are required; empty optional boxes are "not given"', async () => {
    const response = await bed.post(ratpakApi.leads.laserDelight, {
      name: 'Min Imal',
      email: 'min@grid.example',
      company: 'Tiny Utility',
      role: '',
      phone: '',
      corridorLength: '',
      currentMethod: '',
      annualBudget: '',
      timeline: '',
      challenges: '',
      consent: true,
    });
    expect(response.statusCode).toBe(202);
    const [lead] = await leadsOf('min@grid.example');
    expect(lead).toMatchObject({ role: null, phone: null, details: {} });
  });

  test('consent is required by the service too: unticked is a 400 with the spec’s message, nothing stored', async () => {
    const before = await countLeads();
    const response = await bed.post(ratpakApi.leads.laserDelight, {
      ...laserLead('noconsent@grid.example'),
      consent: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ consent: leadMessages.consentRequired });
    expect(await countLeads()).toBe(before);
    expect(await bed.mailsTo('noconsent@grid.example')).toEqual([]);
  });

  test.each([
    ['name', { name: '' }, leadMessages.nameRequired],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['company', { company: '' }, leadMessages.companyRequired],
    ['role', { role: 'farm-owner' }, leadMessages.optionInvalid],
    ['currentMethod', { currentMethod: 'goats' }, leadMessages.optionInvalid],
    ['annualBudget', { annualBudget: 'lots' }, leadMessages.optionInvalid],
    ['timeline', { timeline: 'never' }, leadMessages.optionInvalid],
    ['corridorLength', { corridorLength: 'ten' }, leadMessages.numberInvalid],
    ['corridorLength', { corridorLength: -3 }, leadMessages.numberInvalid],
    ['phone', { phone: 'call me maybe' }, leadMessages.phoneInvalid],
  ])('an invalid %s is a 400 on that field and stores nothing', async (field, override, message) => {
    const before = await countLeads();
    const response = await bed.post(ratpakApi.leads.laserDelight, {
      ...laserLead('invalid@grid.example'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCodes.badRequest);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await countLeads()).toBe(before);
  });

  test.each([
    ['name', { name: 'Ada\u0000' }],
    ['company', { company: 'Grid\u0000Co' }],
    ['challenges', { challenges: 'Weeds\u0000' }],
  ])('a NUL byte in %s is a 400 and stores nothing', async (_field, override) => {
    const before = await countLeads();
    const response = await bed.post(ratpakApi.leads.laserDelight, {
      ...laserLead('nul@grid.example'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(await countLeads()).toBe(before);
  });

  test('an oversize body is a 413 and stores nothing', async () => {
    const before = await countLeads();
    const response = await bed.post(ratpakApi.leads.laserDelight, {
      ...laserLead('big@grid.example'),
      challenges: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(genericMessages.payloadTooLarge);
    expect(await countLeads()).toBe(before);
  });

  test('the same lead within a minute collapses into one row and one pair of mails', async () => {
    const lead = laserLead('twice@grid.example');
    const responses = await Promise.all([
      bed.post(ratpakApi.leads.laserDelight, lead),
      bed.post(ratpakApi.leads.laserDelight, { ...lead, email: 'TWICE@grid.example' }),
      bed.post(ratpakApi.leads.laserDelight, lead),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202]);
    const rows = await bed.db
      .selectFrom('ratpak.leads')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'twice@grid.example'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(await bed.mailsTo('twice@grid.example', leadAcknowledgementTemplate)).toHaveLength(1);

    // A changed answer is a new lead.
    await bed.post(ratpakApi.leads.laserDelight, { ...lead, timeline: 'immediately' });
    expect(await leadsOf('twice@grid.example')).toHaveLength(2);
  });

  test('is rate limited like every public write', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await bed.post(ratpakApi.leads.laserDelight, {}, headers)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('POST Soil Whisperer leads', () => {
  test('stores the trial request with its answers and consent proof and mails both sides', async () => {
    const response = await bed.post(ratpakApi.leads.soilWhisperer, soilLead('sam@farm.example'));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: leadMessages.trialRequested });
    const [lead] = await leadsOf('sam@farm.example');
    expect(lead).toMatchObject({
      kind: 'soil-whisperer',
      role: 'agronomist',
      phone: null,
      details: {
        acreage: 1200,
        cropType: 'wheat',
        currentMethod: 'lab-sampling',
        budget: '5k-20k',
        timeline: 'immediately',
        goals: 'Raise organic matter.',
      },
      source_page: '/ratpak/verticals/soil-whisperer',
      consent_text: leadConsentText,
    });
    const [ack] = await bed.mailsTo('sam@farm.example', leadAcknowledgementTemplate);
    expect(ack?.subject).toBe('Your RATPAK Soil Whisperer free trial request');
    const sales = await bed.mailsTo(testSalesInbox, leadNotificationTemplate);
    expect(sales.at(-1)?.text_body).toContain('Crop type: Wheat');
  });

  test.each([
    ['role', { role: 'procurement' }],
    ['cropType', { cropType: 'hemp' }],
    ['budget', { budget: '100k-500k' }],
    ['acreage', { acreage: 1.5 }],
  ])('an unknown or invalid %s is a 400 on that field', async (field, override) => {
    const response = await bed.post(ratpakApi.leads.soilWhisperer, {
      ...soilLead('bad@farm.example'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  test('consent is required', async () => {
    const { consent: _consent, ...withoutConsent } = soilLead('noconsent@farm.example');
    const response = await bed.post(ratpakApi.leads.soilWhisperer, withoutConsent);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ consent: leadMessages.consentRequired });
  });
});
