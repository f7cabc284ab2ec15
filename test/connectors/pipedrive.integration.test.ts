/**
 * The Pipedrive CRM connector through the service over HTTP, against the
 * Pipedrive emulator: every operation of contacts, companies, opportunities,
 * leads, pipelines, notes, users and activities; paging to the end with
 * several page sizes; every declared filter and sort; emails, phones,
 * addresses and custom fields both ways; amounts in minor units; stage and
 * pipeline ids that /crm/pipelines resolves; and errors (404, 401, 400, 429).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('Pipedrive CRM connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const headers = () => tenant.headers('pd-consumer');
  const api = (path: string) => `${svc.url}/crm${path}`;
  const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers: headers() });
  const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers: headers(), json });
  const records = (resource: string) => emulator.kit.records(resource);
  const customField = (table: string, name: string) => records(table).find((field) => field.name === name) as StoredRecord;

  const collect = (path: string, limit: number) => collectPages(get, api(path), limit);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator], record: true });
    emulator = svc.emulators.pipedrive as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('pd-consumer', 'crm', 'pipedrive', { api_token: DEMO.apiToken });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('pages contacts, companies, opportunities, leads, notes and activities to the end with several page sizes', async () => {
    const lists: [string, string][] = [['/contacts', 'persons'], ['/companies', 'organizations'], ['/opportunities', 'deals'], ['/leads', 'leads'], ['/notes', 'notes'], ['/activities', 'activities']];
    for (const [path, table] of lists) {
      const expected = records(table).map((record) => String(record.id));
      for (const limit of [1, 7, 200]) {
        const ids = (await collect(path, limit)).map((item) => item.id);
        expect(ids, `${path} limit=${limit}`).toEqual(expected);
      }
    }
    const pipelines = await collect('/pipelines', 1);
    expect(pipelines.map((pipeline) => pipeline.id)).toEqual(records('pipelines').map((pipeline) => pipeline.id));
    // Pipedrive answers its users whole; the service cuts the pages.
    for (const limit of [1, 2, 200]) expect((await collect('/users', limit)).map((user) => user.id)).toEqual(records('users').map((user) => user.id));
  });

  it('maps a person with emails, phones, address, title and custom fields', async () => {
    const contact = (await get('/contacts/1')).body.data;
    const ada = records('persons')[0]!;
    const source = customField('personFields', 'Lead source');
    expect(contact).toMatchObject({
      id: '1', name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', company_id: '1', owner_id: String(ada.owner_id),
      emails: [{ email: (ada.emails as Json[])[0]!.value, type: 'work' }],
      phone_numbers: [{ number: (ada.phones as Json[])[0]!.value, type: 'work' }, { type: 'mobile' }],
      addresses: [{ type: 'primary', city: (ada.postal_address as Json).locality, postal_code: (ada.postal_address as Json).postal_code, line1: (ada.postal_address as Json).route }],
      title: ada.job_title,
    });
    expect(contact.created_at).toMatch(ISO);
    const option = (source.options as Json[]).find((entry) => entry.id === (ada.custom_fields as Json)[source.key as string]);
    expect(contact.custom_fields).toContainEqual({ id: source.key, name: 'Lead source', value: option!.label });
  });

  it('creates, reads, updates and deletes a contact, custom fields by name both ways', async () => {
    const linkedin = customField('personFields', 'LinkedIn profile');
    const created = await send('POST', '/contacts', {
      first_name: 'Grace', last_name: 'Hopper', company_id: '2', title: 'Rear Admiral',
      emails: [{ email: 'grace@navy.example', type: 'work' }, { email: 'grace@home.example', type: 'personal' }],
      phone_numbers: [{ number: '555-0100', country_code: '1', type: 'mobile' }],
      addresses: [{ line1: 'Main Street', street_number: '1', city: 'Arlington', state: 'VA', postal_code: '22201', country: 'United States' }],
      custom_fields: [{ name: 'lead source', value: 'Referral' }, { id: linkedin.key, value: 'https://linkedin.example/grace' }],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const stored = records('persons').find((person) => person.id === id)!;
    expect(stored).toMatchObject({ name: 'Grace Hopper', org_id: 2, job_title: 'Rear Admiral', emails: [{ value: 'grace@navy.example', primary: true, label: 'work' }, { value: 'grace@home.example', primary: false, label: 'home' }], phones: [{ value: '+1 555-0100', label: 'mobile' }] });
    expect((stored.postal_address as Json)).toMatchObject({ route: 'Main Street', locality: 'Arlington', value: '1 Main Street, Arlington, VA 22201, United States' });
    const source = customField('personFields', 'Lead source');
    expect(stored.custom_fields).toMatchObject({ [source.key as string]: (source.options as Json[]).find((option) => option.label === 'Referral')!.id, [linkedin.key as string]: 'https://linkedin.example/grace' });
    const read = (await get(`/contacts/${id}`)).body.data;
    expect(read).toMatchObject({ name: 'Grace Hopper', emails: [{ email: 'grace@navy.example', type: 'work' }, { email: 'grace@home.example', type: 'personal' }] });
    expect(read.custom_fields).toEqual(expect.arrayContaining([{ id: source.key, name: 'Lead source', value: 'Referral' }, { id: linkedin.key, name: 'LinkedIn profile', value: 'https://linkedin.example/grace' }]));
    // The reference's contactsOne declares the list's filter: accepted, and the get still answers the contact its id names.
    const filtered = await get(`/contacts/${id}?filter[email]=someone-else@example.com&filter[first_name]=Ada`);
    expect(filtered.status, filtered.text).toBe(200);
    expect(filtered.body.data).toEqual(read);

    expect((await send('PATCH', `/contacts/${id}`, { last_name: 'Murray Hopper' })).status).toBe(200);
    expect(records('persons').find((person) => person.id === id)).toMatchObject({ name: 'Grace Murray Hopper', emails: [{ value: 'grace@navy.example' }, { value: 'grace@home.example' }] });
    expectErrorEnvelope(await send('PATCH', `/contacts/${id}`, { custom_fields: [{ name: 'No such field', value: 'x' }] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', `/contacts/${id}`, { custom_fields: [{ name: 'Lead source', value: 'Carrier pigeon' }] }), 400, 'RequestValidationError');
    expect((await send('DELETE', `/contacts/${id}`)).body.data).toEqual({ id });
    expectErrorEnvelope(await get(`/contacts/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/contacts/not-a-number'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('PATCH', '/contacts/99999', { name: 'Nobody' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', '/contacts/99999'), 404, 'EntityNotFoundError');
  });

  it('filters contacts by email, phone, name, first and last name, company, owner and updated_since, and sorts them', async () => {
    const persons = records('persons');
    const ada = persons[0]!;
    const byEmail = await get(`/contacts?filter[email]=${encodeURIComponent((ada.emails as Json[])[0]!.value.toUpperCase())}`);
    expect(byEmail.body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    const byPhone = await get(`/contacts?filter[phone_number]=${encodeURIComponent((ada.phones as Json[])[0]!.value)}`);
    expect(byPhone.body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    expect((await get('/contacts?filter[name]=ada%20lovelace')).body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    expect((await get('/contacts?filter[name]=Ada')).body.data).toEqual([]);
    expect((await get('/contacts?filter[first_name]=Ada')).body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    expect((await get('/contacts?filter[last_name]=lovelace')).body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    const company = await collect('/contacts?filter[company_id]=3', 2);
    expect(company.map((contact) => contact.id)).toEqual(persons.filter((person) => person.org_id === 3).map((person) => person.id));
    const owner = String(ada.owner_id);
    const owned = await collect(`/contacts?filter[owner_id]=${owner}`, 5);
    expect(owned.map((contact) => contact.id)).toEqual(persons.filter((person) => String(person.owner_id) === owner).map((person) => person.id));
    const times = persons.map((person) => Number(person.update_time)).sort((a, b) => a - b);
    const since = new Date(times[Math.floor(times.length / 2)]!).toISOString();
    const recent = await collect(`/contacts?filter[updated_since]=${since}`, 10);
    expect(recent.length).toBe(persons.filter((person) => Number(person.update_time) >= Math.floor(Date.parse(since) / 1000) * 1000).length);
    expect(recent.every((contact) => contact.updated_at >= since.slice(0, 19))).toBe(true);
    const combined = await get(`/contacts?filter[company_id]=1&filter[first_name]=Ada&filter[owner_id]=${owner}`);
    expect(combined.body.data.map((contact: Json) => contact.id)).toEqual(['1']);
    for (const [by, field] of [['created_at', 'add_time'], ['updated_at', 'update_time']] as const) {
      const sorted = await collect(`/contacts?sort[by]=${by}&sort[direction]=desc`, 50);
      const expected = [...persons].sort((a, b) => Number(b[field]) - Number(a[field]) || Number(a.id) - Number(b.id)).map((person) => person.id);
      expect(sorted.map((contact) => contact.id), by).toEqual(expected);
    }
    expectErrorEnvelope(await get('/contacts?filter[created_since]=2020-01-01T00:00:00.000Z'), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get('/contacts?sort[by]=email'), 400, 'UnsupportedSortFieldError');
  });

  it('maps deals to opportunities with minor-unit amounts and pipeline and stage ids /crm/pipelines resolves', async () => {
    const pipelines = (await get('/pipelines')).body.data as Json[];
    const deals = await collect('/opportunities', 100);
    for (const opportunity of deals) {
      const pipeline = pipelines.find((candidate) => candidate.id === opportunity.pipeline_id);
      expect(pipeline, opportunity.id).toBeDefined();
      expect(pipeline!.stages.map((stage: Json) => stage.id)).toContain(opportunity.pipeline_stage_id);
    }
    const stored = records('deals').find((deal) => Number(deal.value) % 1 !== 0)!;
    const opportunity = deals.find((deal) => deal.id === stored.id)!;
    expect(opportunity.monetary_amount).toBe(Math.round(Number(stored.value) * 100));
    expect(opportunity.currency).toBe('USD');
    expect(deals.some((deal) => deal.status === 'won' && /^\d{4}-\d{2}-\d{2}$/.test(deal.close_date))).toBe(true);
    const stage = (pipelines[1]!.stages as Json[])[1]!;
    const created = await send('POST', '/opportunities', {
      title: 'Reseller agreement', monetary_amount: 1234567, currency: 'EUR', pipeline_id: pipelines[1]!.id, pipeline_stage_id: stage.id,
      primary_contact_id: '2', company_id: '1', win_probability: 35, custom_fields: [{ name: 'Deal type', value: 'Upsell' }],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    expect(records('deals').find((deal) => deal.id === id)).toMatchObject({ value: 12345.67, currency: 'EUR', stage_id: Number(stage.id), person_id: 2, org_id: 1, probability: 35 });
    expect((await send('PATCH', `/opportunities/${id}`, { title: 'Reseller agreement', monetary_amount: 500, status: 'won' })).status).toBe(200);
    const won = (await get(`/opportunities/${id}`)).body.data;
    expect(won).toMatchObject({ monetary_amount: 500, currency: 'EUR', status: 'won', custom_fields: expect.arrayContaining([expect.objectContaining({ name: 'Deal type', value: 'Upsell' })]) });
    expect(won.close_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const yen = await send('POST', '/opportunities', { title: 'Tokyo', monetary_amount: 5000, currency: 'JPY' });
    expect(records('deals').find((deal) => deal.id === yen.body.data.id)).toMatchObject({ value: 5000, currency: 'JPY' });
    // An amount without a currency, which the reference allows, is in the user's default currency: Pipedrive's own default for a new deal.
    const me = records('users').find((user) => String(user.id) === String(DEMO.userId))!;
    const plain = await send('POST', '/opportunities', { title: 'No currency', monetary_amount: 1250 });
    expect(plain.status, plain.text).toBe(201);
    expect(records('deals').find((deal) => deal.id === plain.body.data.id)).toMatchObject({ value: 12.5, currency: me.default_currency });
    expect((await get(`/opportunities/${plain.body.data.id}`)).body.data).toMatchObject({ monetary_amount: 1250, currency: me.default_currency });
    expectErrorEnvelope(await send('PATCH', `/opportunities/${id}`, { title: 'x', status: 'pending' }), 400, 'RequestValidationError');
    expect((await send('DELETE', `/opportunities/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/opportunities/${id}`), 404, 'EntityNotFoundError');
  });

  it('filters opportunities by status, company, owner, contact, pipeline and title, and sorts them', async () => {
    const deals = records('deals');
    const checks: [string, (deal: StoredRecord) => boolean][] = [
      ['filter[status]=won', (deal) => deal.status === 'won'],
      ['filter[company_id]=3', (deal) => deal.org_id === 3],
      [`filter[owner_id]=${deals[0]!.owner_id}`, (deal) => deal.owner_id === deals[0]!.owner_id],
      [`filter[primary_contact_id]=${deals[0]!.person_id}`, (deal) => deal.person_id === deals[0]!.person_id],
      ['filter[pipeline_id]=2&filter[status]=open', (deal) => deal.pipeline_id === 2 && deal.status === 'open'],
    ];
    for (const [query, keep] of checks) {
      const found = await collect(`/opportunities?${query}`, 4);
      expect(found.map((deal) => deal.id), query).toEqual(deals.filter(keep).map((deal) => deal.id));
      expect(found.length, query).toBeGreaterThan(0);
    }
    const titled = await get(`/opportunities?filter[title]=${encodeURIComponent(String(deals[3]!.title).toUpperCase())}`);
    expect(titled.body.data.map((deal: Json) => deal.id)).toContain(deals[3]!.id);
    expect(titled.body.data.every((deal: Json) => deal.title.toLowerCase() === String(deals[3]!.title).toLowerCase())).toBe(true);
    const sorted = await collect('/opportunities?sort[by]=updated_at&sort[direction]=asc', 100);
    expect(sorted.map((deal) => deal.id)).toEqual([...deals].sort((a, b) => Number(a.update_time) - Number(b.update_time) || Number(a.id) - Number(b.id)).map((deal) => deal.id));
    expectErrorEnvelope(await get('/opportunities?filter[monetary_amount]=100'), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get('/opportunities?filter[status]=maybe'), 400, 'RequestValidationError');
  });

  it('writes companies with their address and custom fields, filters them by name and updated_since', async () => {
    const org = records('organizations')[0]!;
    const read = (await get('/companies/1')).body.data;
    expect(read).toMatchObject({ name: 'Northwind Traders', addresses: [{ type: 'office', city: (org.address as Json).locality, string: (org.address as Json).formatted_address }], deleted: false });
    const industry = customField('organizationFields', 'Industry');
    const created = await send('POST', '/companies', { name: 'Initech', addresses: [{ string: '4120 Freidrich Lane, Austin, TX 78744', city: 'Austin', state: 'TX' }], custom_fields: [{ name: 'Industry', value: 'Software' }, { name: 'Employees', value: 120 }] });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    expect(records('organizations').find((record) => record.id === id)).toMatchObject({ name: 'Initech', address: { value: '4120 Freidrich Lane, Austin, TX 78744', locality: 'Austin' } });
    expect((await get(`/companies/${id}`)).body.data.custom_fields).toEqual(expect.arrayContaining([{ id: industry.key, name: 'Industry', value: 'Software' }, expect.objectContaining({ name: 'Employees', value: 120 })]));
    expect((await get('/companies?filter[name]=initech')).body.data.map((company: Json) => company.id)).toEqual([id]);
    expect((await send('PATCH', `/companies/${id}`, { name: 'Initrode' })).status).toBe(200);
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await get(`/companies?filter[updated_since]=${since}`)).body.data.map((company: Json) => company.id)).toEqual([id]);
    const sorted = await collect('/companies?sort[by]=created_at&sort[direction]=desc', 5);
    expect(sorted[0]!.id).toBe(id);
    expect((await send('DELETE', `/companies/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/companies/${id}`), 404, 'EntityNotFoundError');
  });

  it('writes leads with their value and custom fields, linked to a contact or company', async () => {
    const competitor = customField('dealFields', 'Competitor');
    const created = await send('POST', '/leads', { name: 'Inbound from webinar', company_id: '2', monetary_amount: 250050, currency: 'USD', custom_fields: [{ name: 'Competitor', value: 'Initech' }] });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    expect(records('leads').find((lead) => lead.id === id)).toMatchObject({ title: 'Inbound from webinar', organization_id: 2, value: { amount: 2500.5, currency: 'USD' } });
    expect((await get(`/leads/${id}`)).body.data).toMatchObject({ name: 'Inbound from webinar', company_id: '2', monetary_amount: 250050, currency: 'USD', status: 'open', lead_source: 'API', custom_fields: [{ id: competitor.key, name: 'Competitor', value: 'Initech' }] });
    expect((await send('PATCH', `/leads/${id}`, { name: 'Webinar lead', status: 'archived', monetary_amount: 1000 })).status).toBe(200);
    expect((await get(`/leads/${id}`)).body.data).toMatchObject({ name: 'Webinar lead', status: 'archived', monetary_amount: 1000, currency: 'USD' });
    const newest = await get('/leads?sort[by]=created_at&sort[direction]=desc&limit=1');
    expect(newest.body.data[0].id).toBe(id);
    expectErrorEnvelope(await send('POST', '/leads', { name: 'Floating' }), 400, 'RequestValidationError');
    expect((await send('DELETE', `/leads/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/leads/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/leads/12'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/leads?filter[email]=a@b.example'), 400, 'UnsupportedFiltersError');
  });

  it('reads pipelines with their ordered stages, and writes both', async () => {
    const sales = (await get('/pipelines/1')).body.data;
    expect(sales).toMatchObject({ id: '1', name: 'Sales pipeline', win_probability_enabled: true });
    expect(sales.stages.map((stage: Json) => stage.name)).toEqual(['Qualified', 'Contact made', 'Demo scheduled', 'Proposal made', 'Negotiations started']);
    expect(sales.stages[2]).toMatchObject({ win_probability: 40, display_order: 3 });
    const created = await send('POST', '/pipelines', { name: 'Renewals', stages: [{ name: 'Due', win_probability: 50 }, { name: 'Quoted', win_probability: 80 }] });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const stages = (await get(`/pipelines/${id}`)).body.data.stages as Json[];
    expect(stages.map((stage) => [stage.name, stage.win_probability])).toEqual([['Due', 50], ['Quoted', 80]]);
    expect((await send('PATCH', `/pipelines/${id}`, { name: 'Renewals 2026', stages: [{ id: stages[0]!.id, name: 'Due soon' }, { name: 'Signed', win_probability: 100 }] })).status).toBe(200);
    const updated = (await get(`/pipelines/${id}`)).body.data;
    expect(updated.name).toBe('Renewals 2026');
    expect(updated.stages.map((stage: Json) => stage.name)).toEqual(['Due soon', 'Quoted', 'Signed']);
    expect((await send('DELETE', `/pipelines/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/pipelines/${id}`), 404, 'EntityNotFoundError');
  });

  it('writes notes on contacts, companies, opportunities and leads, and filters them by owner and updated_since', async () => {
    const lead = records('leads')[0]!;
    const created = await send('POST', '/notes', { content: '<p>Budget approved</p>', opportunity_id: '4', contact_id: '2', lead_id: lead.id });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    expect((await get(`/notes/${id}`)).body.data).toMatchObject({ content: '<p>Budget approved</p>', opportunity_id: '4', contact_id: '2', lead_id: lead.id, owner_id: String(DEMO.userId), active: true });
    expect((await send('PATCH', `/notes/${id}`, { company_id: '1' })).status).toBe(200);
    expect(records('notes').find((note) => note.id === id)).toMatchObject({ content: '<p>Budget approved</p>', org_id: 1 });
    const mine = await collect(`/notes?filter[owner_id]=${DEMO.userId}`, 3);
    expect(mine.map((note) => note.id)).toEqual(records('notes').filter((note) => note.user_id === DEMO.userId).map((note) => note.id));
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await get(`/notes?filter[updated_since]=${since}`)).body.data.map((note: Json) => note.id)).toEqual([id]);
    expectErrorEnvelope(await send('POST', '/notes', { content: 'Nowhere' }), 400, 'RequestValidationError');
    expect((await send('DELETE', `/notes/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/notes/${id}`), 404, 'EntityNotFoundError');
  });

  it('reads users and finds them by email and name', async () => {
    const me = (await get(`/users/${DEMO.userId}`)).body.data;
    expect(me).toMatchObject({ id: String(DEMO.userId), name: DEMO.userName, emails: [{ email: DEMO.userEmail, type: 'work' }], status: 'active', language: 'en' });
    expect((await get(`/users?filter[email]=${encodeURIComponent(DEMO.userEmail.toUpperCase())}`)).body.data.map((user: Json) => user.id)).toEqual([String(DEMO.userId)]);
    expect((await get(`/users?filter[name]=${encodeURIComponent(DEMO.userName)}`)).body.data.map((user: Json) => user.id)).toEqual([String(DEMO.userId)]);
    expect((await get('/users?filter[name]=Morgan')).body.data).toEqual([]);
    expectErrorEnvelope(await send('POST', '/users', { emails: [{ email: 'new@acme-demo.example' }] }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get('/users/424242'), 404, 'EntityNotFoundError');
  });

  it('writes activities with their times and links, and filters them', async () => {
    const created = await send('POST', '/activities', {
      type: 'meeting', title: 'Quarterly review', start_datetime: '2031-03-04T15:30:00.000Z', end_datetime: '2031-03-04T16:45:00.000Z',
      contact_id: '1', company_id: '1', opportunity_id: '2', show_as: 'busy', location: 'Head office', note: 'Bring numbers',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    expect(records('activities').find((activity) => activity.id === id)).toMatchObject({ type: 'meeting', subject: 'Quarterly review', due_date: '2031-03-04', due_time: '15:30', duration: '01:15', busy: true, person_id: 1, deal_id: 2 });
    expect((await get(`/activities/${id}`)).body.data).toMatchObject({
      type: 'meeting', title: 'Quarterly review', start_datetime: '2031-03-04T15:30:00.000Z', end_datetime: '2031-03-04T16:45:00.000Z', duration_seconds: 4500,
      contact_id: '1', company_id: '1', opportunity_id: '2', location: 'Head office', show_as: 'busy', done: false, all_day_event: false,
    });
    expect((await send('PATCH', `/activities/${id}`, { type: 'meeting', done: true })).status).toBe(200);
    expect((await get(`/activities/${id}`)).body.data.done).toBe(true);
    expectErrorEnvelope(await send('POST', '/activities', { type: 'send-letter' }), 400, 'RequestValidationError');
    const activities = records('activities');
    for (const [query, keep] of [
      ['filter[contact_id]=8', (activity: StoredRecord) => activity.person_id === 8],
      ['filter[company_id]=3', (activity: StoredRecord) => activity.org_id === 3],
      [`filter[owner_id]=${DEMO.userId}`, (activity: StoredRecord) => activity.owner_id === DEMO.userId],
    ] as const) {
      expect((await collect(`/activities?${query}`, 5)).map((activity) => activity.id), query).toEqual(activities.filter(keep).map((activity) => activity.id));
    }
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await get(`/activities?filter[updated_since]=${since}`)).body.data.map((activity: Json) => activity.id)).toEqual([id]);
    const sorted = await collect('/activities?sort[by]=created_at&sort[direction]=desc', 100);
    expect(sorted[0]!.id).toBe(id);
    expectErrorEnvelope(await get('/activities?filter[type]=call'), 400, 'UnsupportedFiltersError');
    expect((await send('DELETE', `/activities/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/activities/${id}`), 404, 'EntityNotFoundError');
  });

  it('maps Pipedrive\'s failures: 401, 429 with Retry-After, 400 and the unsupported resources', async () => {
    emulator.failNext('unauthorized');
    expectErrorEnvelope(await get('/contacts/1'), 401, 'ConnectorCredentialsError');
    const badStage = await send('POST', '/opportunities', { title: 'x', pipeline_stage_id: '999' });
    expectErrorEnvelope(badStage, 400, 'ConnectorExecutionError');
    expect(badStage.body.message).toContain('stage_id');
    expectErrorEnvelope(await get('/lists'), 400, 'ConnectorOperationUnsupportedError');
    // A time budget too short for a retry: the first 429 is reported, with the wait Pipedrive asked for.
    emulator.failNext('rate_limit');
    const limited = await call(api('/pipelines/1'), { headers: { ...headers(), 'x-svc-timeout': '100' } });
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Request over limit');
  });
});
