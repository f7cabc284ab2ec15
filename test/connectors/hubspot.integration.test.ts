/**
 * The HubSpot connector through the real service over HTTP, against the
 * HubSpot emulator: contacts, companies and opportunities (deals), every
 * operation, paging to the end with more than one page size (the plain list
 * and the search), every declared filter and sort, refused filters and
 * sorts, emails, phones, addresses, social links, websites and custom
 * fields both ways, amounts in minor units with their currency, stages and
 * pipelines as ids /crm/pipelines resolves, and HubSpot's errors mapped.
 * Expected sets come from the emulator's own records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
type Props = Record<string, string>;

describe('hubspot connector: contacts, companies, opportunities', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/crm${path}`);
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers('c1') });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers('c1'), json });
  const records = (resource: string) => emulator.kit.records(resource);
  const props = (record: StoredRecord) => record.properties as Props;
  const ids = (items: Json[]) => items.map((item) => item.id as string);

  async function listAll(path: string): Promise<{ items: Json[]; pages: number }> {
    const items: Json[] = [];
    let pages = 0;
    for (let next: string | null = path; next !== null; pages++) {
      const page: CallResult<Json> = await get(next);
      expect(page.status, page.text).toBe(200);
      items.push(...page.body.data);
      next = page.body.links.next;
      if (pages > 200) throw new Error('paging did not end');
    }
    return { items, pages };
  }

  beforeAll(async () => {
    svc = await startTestService({ emulators: [hubspotEmulator] });
    emulator = svc.emulators.hubspot as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  }, 60_000);
  afterAll(() => svc.close());

  describe('contacts', () => {
    it('pages the plain list to the end with more than one page size', async () => {
      const all = records('contacts').map((record) => record.id);
      for (const limit of [7, 50, 200]) {
        const { items, pages } = await listAll(`/contacts?limit=${limit}`);
        expect(ids(items)).toEqual(all);
        expect(pages).toBe(Math.max(1, Math.ceil(all.length / Math.min(limit, 100))));
      }
    });

    it('maps a contact: names, company, emails, phones, address, social links, custom fields, opportunities', async () => {
      const grace = records('contacts').find((record) => props(record).firstname === 'Grace')!;
      const p = props(grace);
      const answer = await get(`/contacts/${grace.id}`);
      expect(answer.status, answer.text).toBe(200);
      const contact = answer.body.data;
      const company = emulator.kit.records('companies').find((record) => props(record).name === p.company)!;
      expect(contact).toMatchObject({
        id: grace.id, name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper', title: p.jobtitle, company_name: p.company, company_id: company.id,
        owner_id: p.hubspot_owner_id, status: p.hs_lead_status, lead_source: 'OFFLINE', email_domain: p.email!.split('@')[1],
        emails: [{ email: p.email, type: 'primary' }],
        phone_numbers: [{ number: p.phone, type: 'primary' }, { number: p.mobilephone, type: 'mobile' }],
        social_links: [{ url: `https://twitter.com/${p.twitterhandle}`, type: 'twitter' }],
        addresses: [expect.objectContaining({ type: 'primary', city: p.city, country: p.country })],
        created_at: new Date(grace.createdAt as number).toISOString(),
      });
      expect(contact.custom_fields).toEqual(expect.arrayContaining([
        { id: 'favorite_color', name: 'Favorite color', description: null, value: p.favorite_color },
        { id: 'customer_tier', name: 'Customer tier', description: null, value: p.customer_tier },
      ]));
      const deals = new Set(records('deals').map((deal) => deal.id));
      const all = (await listAll('/contacts?limit=100')).items;
      expect(all.filter((item) => item.opportunity_ids.length > 0).length).toBeGreaterThan(1);
      expect(all.flatMap((item) => item.opportunity_ids).every((id: string) => deals.has(id))).toBe(true);
      expectErrorEnvelope(await get('/contacts/12345'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/contacts/not-an-id'), 404, 'EntityNotFoundError');
    });

    it('filters through HubSpot\'s search on every declared filter, paging the search to the end', { timeout: 90_000 }, async () => {
      const contacts = records('contacts');
      const grace = contacts.find((record) => props(record).firstname === 'Grace')!;
      const company = records('companies')[0]!;
      const owner = props(contacts[2]!).hubspot_owner_id!;
      const cut = [...contacts].map((record) => record.updatedAt as number).sort((a, b) => a - b)[Math.floor(contacts.length / 2)]!;
      const created = [...contacts].map((record) => record.createdAt as number).sort((a, b) => a - b)[10]!;
      const cases: [string, (record: StoredRecord) => boolean][] = [
        ['filter[name]=Grace%20Hopper', (record) => record.id === grace.id],
        ['filter[name]=grace', (record) => ['grace'].includes(props(record).firstname!.toLowerCase()) || props(record).lastname!.toLowerCase() === 'grace'],
        ['filter[first_name]=GRACE', (record) => props(record).firstname === 'Grace'],
        [`filter[last_name]=${props(contacts[5]!).lastname}`, (record) => props(record).lastname === props(contacts[5]!).lastname],
        [`filter[email]=${encodeURIComponent(props(contacts[6]!).email!)}`, (record) => record.id === contacts[6]!.id],
        [`filter[phone_number]=${encodeURIComponent(props(contacts[7]!).mobilephone!)}`, (record) => props(record).phone === props(contacts[7]!).mobilephone || props(record).mobilephone === props(contacts[7]!).mobilephone],
        [`filter[owner_id]=${owner}`, (record) => props(record).hubspot_owner_id === owner],
        [`filter[updated_since]=${new Date(cut).toISOString()}`, (record) => (record.updatedAt as number) >= cut],
        [`filter[created_since]=${new Date(created).toISOString()}`, (record) => (record.createdAt as number) >= created],
      ];
      for (const [query, matches] of cases) {
        const { items } = await listAll(`/contacts?limit=5&${query}`);
        const expected = contacts.filter(matches).map((record) => record.id);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(ids(items).sort(), query).toEqual(expected.sort());
      }
      const ofCompany = (await listAll(`/contacts?limit=2&filter[company_id]=${company.id}`)).items;
      expect(ofCompany.length).toBeGreaterThan(1);
      expect(ofCompany.every((contact) => contact.company_id === company.id)).toBe(true);
      expect(ofCompany.every((contact) => Array.isArray(contact.opportunity_ids))).toBe(true);
      const both = (await listAll(`/contacts?filter[owner_id]=${owner}&filter[company_id]=${company.id}`)).items;
      expect(ids(both).sort()).toEqual(ofCompany.filter((contact) => contact.owner_id === owner).map((contact) => contact.id).sort());
    });

    it('sorts on each declared field, both ways, and refuses the others', { timeout: 90_000 }, async () => {
      const fields: [string, (item: Json) => string][] = [
        ['created_at', (item) => item.created_at], ['updated_at', (item) => item.updated_at], ['first_name', (item) => (item.first_name ?? '').toLowerCase()],
        ['last_name', (item) => (item.last_name ?? '').toLowerCase()], ['email', (item) => (item.emails[0]?.email ?? '').toLowerCase()],
      ];
      for (const [field, key] of fields) {
        for (const direction of ['asc', 'desc']) {
          const { items } = await listAll(`/contacts?limit=100&sort[by]=${field}&sort[direction]=${direction}`);
          expect(items).toHaveLength(records('contacts').length);
          const keys = items.map(key);
          const sorted = [...keys].sort();
          expect(keys, `${field} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
        }
      }
      expectErrorEnvelope(await get('/contacts?sort[by]=name'), 400, 'UnsupportedSortFieldError');
    });

    it('creates, reads, updates and deletes a contact with every list field and custom fields both ways', async () => {
      const company = records('companies')[3]!;
      const created = await send('POST', '/contacts', {
        first_name: 'Katherine', last_name: 'Johnson', title: 'Mathematician', prefix: 'Dr.', company_id: company.id, company_name: 'NASA', birthday: '1918-08-26',
        emails: [{ email: 'katherine.johnson@example.com', type: 'primary' }],
        phone_numbers: [{ number: '+1 757 555 0100', type: 'work' }, { number: '+1 757 555 0199', type: 'mobile' }],
        addresses: [{ type: 'primary', line1: '1 NASA Dr', city: 'Hampton', state: 'VA', postal_code: '23666', country: 'US' }],
        websites: [{ url: 'https://nasa.example', type: 'primary' }],
        social_links: [{ url: 'https://twitter.com/kjohnson', type: 'twitter' }],
        custom_fields: [{ id: 'favorite_color', value: 'teal' }, { name: 'Customer tier', value: 'silver' }],
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id;
      const read = (await get(`/contacts/${id}`)).body.data;
      expect(read).toMatchObject({
        name: 'Katherine Johnson', title: 'Mathematician', prefix: 'Dr.', company_id: company.id, company_name: 'NASA', birthday: '1918-08-26',
        emails: [{ email: 'katherine.johnson@example.com', type: 'primary' }],
        phone_numbers: [{ number: '+1 757 555 0100', type: 'primary' }, { number: '+1 757 555 0199', type: 'mobile' }],
        addresses: [{ type: 'primary', line1: '1 NASA Dr', city: 'Hampton', state: 'VA', postal_code: '23666', country: 'US' }],
        websites: [{ url: 'https://nasa.example', type: 'primary' }],
        social_links: [{ url: 'https://twitter.com/kjohnson', type: 'twitter' }],
      });
      expect(read.custom_fields).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'favorite_color', value: 'teal' }), expect.objectContaining({ id: 'customer_tier', value: 'silver' })]));

      const other = records('companies')[4]!;
      const updated = await send('PATCH', `/contacts/${id}`, { last_name: 'Goble Johnson', company_id: other.id, custom_fields: [{ id: 'favorite_color', value: null }] });
      expect(updated.status, updated.text).toBe(200);
      const after = (await get(`/contacts/${id}`)).body.data;
      expect(after).toMatchObject({ first_name: 'Katherine', last_name: 'Goble Johnson', company_id: other.id, title: 'Mathematician' });
      expect(after.custom_fields.find((field: Json) => field.id === 'favorite_color').value).toBeNull();

      const unknown = await send('PATCH', `/contacts/${id}`, { custom_fields: [{ id: 'shoe_size', value: 9 }] });
      expectErrorEnvelope(unknown, 400, 'RequestValidationError');
      const invalid = await send('PATCH', `/contacts/${id}`, { custom_fields: [{ id: 'customer_tier', value: 'platinum' }] });
      expectErrorEnvelope(invalid, 400, 'ConnectorExecutionError');
      expect(invalid.body.message).toContain('platinum');
      const twice = await send('POST', '/contacts', { first_name: 'Copy', emails: [{ email: 'katherine.johnson@example.com' }] });
      expectErrorEnvelope(twice, 409, 'ConnectorExecutionError');
      expect(twice.body.message).toContain(`Existing ID: ${id}`);

      expect((await send('DELETE', `/contacts/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/contacts/${id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('PATCH', `/contacts/${id}`, { first_name: 'Gone' }), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('DELETE', `/contacts/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('companies', () => {
    it('pages, maps, filters and sorts companies', async () => {
      const companies = records('companies');
      for (const limit of [5, 100]) expect(ids((await listAll(`/companies?limit=${limit}`)).items)).toEqual(companies.map((record) => record.id));
      const first = companies[0]!;
      const company = (await get(`/companies/${first.id}`)).body.data;
      expect(company).toMatchObject({
        id: first.id, name: props(first).name, industry: props(first).industry, status: props(first).lifecyclestage, number_of_employees: props(first).numberofemployees,
        annual_revenue: props(first).annualrevenue, websites: [{ url: props(first).website, type: 'primary' }], phone_numbers: [{ number: props(first).phone, type: 'primary' }],
        social_links: [{ url: props(first).linkedin_company_page, type: 'linkedin' }], row_type: { id: 'PROSPECT', name: 'PROSPECT' }, deleted: false,
      });
      expect(company.interaction_count).toBe(records('contacts').filter((contact) => props(contact).company === props(first).name).length);
      expect(company.custom_fields).toEqual([{ id: 'account_health', name: 'Account health', description: null, value: props(first).account_health }]);

      expect(ids((await listAll(`/companies?filter[name]=${encodeURIComponent(props(first).name!.toUpperCase())}`)).items)).toEqual([first.id]);
      const cut = [...companies].map((record) => record.updatedAt as number).sort((a, b) => a - b)[5]!;
      expect(ids((await listAll(`/companies?limit=3&filter[updated_since]=${new Date(cut).toISOString()}`)).items).sort()).toEqual(companies.filter((record) => (record.updatedAt as number) >= cut).map((record) => record.id).sort());
      const created = [...companies].map((record) => record.createdAt as number).sort((a, b) => a - b)[4]!;
      expect(ids((await listAll(`/companies?filter[created_since]=${new Date(created).toISOString()}`)).items).sort()).toEqual(companies.filter((record) => (record.createdAt as number) >= created).map((record) => record.id).sort());
      const byName = (await listAll('/companies?sort[by]=name&sort[direction]=desc&limit=4')).items.map((item) => item.name.toLowerCase());
      expect(byName).toEqual([...byName].sort().reverse());
      const byCreated = (await listAll('/companies?sort[by]=created_at')).items.map((item) => item.created_at);
      expect(byCreated).toEqual([...byCreated].sort());
      const byUpdated = (await listAll('/companies?sort[by]=updated_at&sort[direction]=desc')).items.map((item) => item.updated_at);
      expect(byUpdated).toEqual([...byUpdated].sort().reverse());
    });

    it('creates, updates and deletes a company', async () => {
      const created = await send('POST', '/companies', {
        name: 'Initech', industry: 'COMPUTER_SOFTWARE', number_of_employees: '120', annual_revenue: '5000000', description: 'TPS reports',
        addresses: [{ type: 'primary', line1: '4120 Freidrich Ln', line2: 'Suite 100', city: 'Austin', state: 'TX', postal_code: '78744', country: 'US' }],
        social_links: [{ url: 'https://www.linkedin.com/company/initech' }, { url: 'https://twitter.com/initech' }],
        custom_fields: [{ id: 'account_health', value: 'healthy' }],
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id;
      expect((await get(`/companies/${id}`)).body.data).toMatchObject({
        name: 'Initech', number_of_employees: '120', addresses: [expect.objectContaining({ line2: 'Suite 100', city: 'Austin' })],
        social_links: [{ url: 'https://twitter.com/initech', type: 'twitter' }, { url: 'https://www.linkedin.com/company/initech', type: 'linkedin' }],
        custom_fields: [expect.objectContaining({ id: 'account_health', value: 'healthy' })],
      });
      expect((await send('PATCH', `/companies/${id}`, { name: 'Initrode', social_links: [] })).status).toBe(200);
      expect((await get(`/companies/${id}`)).body.data).toMatchObject({ name: 'Initrode', social_links: [], industry: 'COMPUTER_SOFTWARE' });
      expect((await send('DELETE', `/companies/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/companies/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('opportunities', () => {
    const stageMeta = () => {
      const meta = new Map<string, { probability: number; closed: boolean }>();
      for (const pipeline of records('pipelines')) for (const stage of pipeline.stages as Json[]) meta.set(`${pipeline.pipelineId}:${stage.id}`, { probability: Number(stage.metadata.probability), closed: stage.metadata.isClosed === 'true' });
      return meta;
    };
    const statusOf = (deal: StoredRecord) => {
      const stage = stageMeta().get(`${props(deal).pipeline}:${props(deal).dealstage}`)!;
      return stage.closed ? (stage.probability === 1 ? 'won' : 'lost') : 'open';
    };

    it('maps deals with amounts in minor units, stages and pipelines /crm/pipelines resolves, and their company and contacts', async () => {
      const { items } = await listAll('/opportunities?limit=9');
      expect(ids(items)).toEqual(records('deals').map((record) => record.id));
      const pipelines = (await listAll('/pipelines')).items;
      for (const item of items) {
        const deal = records('deals').find((record) => record.id === item.id)!;
        expect(item.monetary_amount).toBe(Math.round(Number(props(deal).amount) * 100));
        expect(item.currency).toBe(HUBSPOT_DEMO_ACCOUNT.currency);
        expect(item.status).toBe(statusOf(deal));
        const pipeline = pipelines.find((candidate) => candidate.id === item.pipeline_id)!;
        expect(pipeline, item.pipeline_id).toBeDefined();
        const stage = pipeline.stages.find((candidate: Json) => candidate.id === item.pipeline_stage_id);
        expect(stage).toBeDefined();
        expect(item.win_probability).toBe(stage.win_probability);
        expect(item.close_date === null).toBe(item.status === 'open');
        expect(item.company_id).toMatch(/^\d+$/);
        expect(item.contact_ids.length).toBeGreaterThan(0);
        expect(item.primary_contact_id).toBe(item.contact_ids[0]);
      }
    });

    it('filters by every declared filter and sorts by the declared fields', { timeout: 90_000 }, async () => {
      const deals = records('deals');
      for (const status of ['open', 'won', 'lost']) {
        const { items } = await listAll(`/opportunities?limit=4&filter[status]=${status}`);
        expect(ids(items).sort(), status).toEqual(deals.filter((deal) => statusOf(deal) === status).map((deal) => deal.id).sort());
      }
      expectErrorEnvelope(await get('/opportunities?filter[status]=Completed'), 400, 'UnsupportedFiltersError');
      const sample = deals[4]!;
      const minor = Math.round(Number(props(sample).amount) * 100);
      const cases: [string, (deal: StoredRecord) => boolean][] = [
        [`filter[title]=${encodeURIComponent(props(sample).dealname!)}`, (deal) => props(deal).dealname === props(sample).dealname],
        [`filter[monetary_amount]=${minor}`, (deal) => Math.round(Number(props(deal).amount) * 100) === minor],
        [`filter[win_probability]=40`, (deal) => stageMeta().get(`${props(deal).pipeline}:${props(deal).dealstage}`)!.probability === 0.4],
        [`filter[owner_id]=${props(sample).hubspot_owner_id}`, (deal) => props(deal).hubspot_owner_id === props(sample).hubspot_owner_id],
        ['filter[pipeline_id]=renewals', (deal) => props(deal).pipeline === 'renewals'],
      ];
      for (const [query, matches] of cases) {
        const expected = deals.filter(matches).map((deal) => deal.id);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(ids((await listAll(`/opportunities?limit=3&${query}`)).items).sort(), query).toEqual(expected.sort());
      }
      const companyId = (await get(`/opportunities/${sample.id}`)).body.data.company_id;
      const ofCompany = (await listAll(`/opportunities?filter[company_id]=${companyId}`)).items;
      expect(ofCompany.map((item) => item.id)).toContain(sample.id);
      expect(ofCompany.every((item) => item.company_id === companyId)).toBe(true);
      const contactId = (await get(`/opportunities/${sample.id}`)).body.data.contact_ids[0];
      const ofContact = (await listAll(`/opportunities?filter[primary_contact_id]=${contactId}`)).items;
      expect(ofContact.map((item) => item.id)).toContain(sample.id);
      expect(ofContact.every((item) => item.contact_ids.includes(contactId))).toBe(true);

      const byAmount = (await listAll('/opportunities?limit=10&sort[by]=monetary_amount&sort[direction]=desc')).items.map((item) => item.monetary_amount);
      expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
      const byChance = (await listAll('/opportunities?sort[by]=win_probability')).items.map((item) => item.win_probability);
      expect(byChance).toEqual([...byChance].sort((a, b) => a - b));
      const byTitle = (await listAll('/opportunities?sort[by]=title')).items.map((item) => item.title.toLowerCase());
      expect(byTitle).toEqual([...byTitle].sort());
      for (const field of ['created_at', 'updated_at']) {
        const keys = (await listAll(`/opportunities?sort[by]=${field}&sort[direction]=desc`)).items.map((item) => item[field]);
        expect(keys).toEqual([...keys].sort().reverse());
      }
      expectErrorEnvelope(await get('/opportunities?sort[by]=status'), 400, 'UnsupportedSortFieldError');
    });

    it('creates a deal in minor units, moves it by status, re-associates it and deletes it', async () => {
      const [company, contactA, contactB] = [records('companies')[5]!, records('contacts')[8]!, records('contacts')[9]!];
      const created = await send('POST', '/opportunities', {
        title: 'Enterprise rollout', monetary_amount: 12_345_67, currency: 'EUR', pipeline_id: 'default', pipeline_stage_id: 'qualifiedtobuy',
        company_id: company.id, contact_ids: [contactA.id], priority: 'HIGH', type: 'newbusiness', description: 'Rollout to 400 seats',
        custom_fields: [{ id: 'deal_source', value: 'Webinar' }],
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id;
      const stored = records('deals').find((deal) => deal.id === id)!;
      expect(props(stored)).toMatchObject({ amount: '12345.67', deal_currency_code: 'EUR', dealstage: 'qualifiedtobuy', hs_priority: 'high' });
      expect((await get(`/opportunities/${id}`)).body.data).toMatchObject({
        title: 'Enterprise rollout', monetary_amount: 1234567, currency: 'EUR', status: 'open', win_probability: 40, expected_revenue: Math.round(1234567 * 0.4),
        company_id: company.id, contact_ids: [contactA.id], primary_contact_id: contactA.id, priority: 'high', close_date: null,
        custom_fields: [expect.objectContaining({ id: 'deal_source', value: 'Webinar' })],
      });

      const won = await send('PATCH', `/opportunities/${id}`, { title: 'Enterprise rollout', status: 'won', monetary_amount: 2_000_00, contact_ids: [contactB.id], close_date: '2030-01-15' });
      expect(won.status, won.text).toBe(200);
      expect((await get(`/opportunities/${id}`)).body.data).toMatchObject({ status: 'won', pipeline_stage_id: 'closedwon', monetary_amount: 200000, currency: 'EUR', contact_ids: [contactB.id], close_date: '2030-01-15', win_probability: 100 });
      expect((await send('PATCH', `/opportunities/${id}`, { title: 'Enterprise rollout', status: 'lost' })).status).toBe(200);
      expect((await get(`/opportunities/${id}`)).body.data).toMatchObject({ status: 'lost', pipeline_stage_id: 'closedlost' });
      expectErrorEnvelope(await send('PATCH', `/opportunities/${id}`, { title: 'X', status: 'maybe' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', `/opportunities/${id}`, { title: 'X', pipeline_stage_id: 'nowhere' }), 400, 'ConnectorExecutionError');

      const usd = await send('POST', '/opportunities', { title: 'Account currency', monetary_amount: 999 });
      expect(usd.status, usd.text).toBe(201);
      expect((await get(`/opportunities/${usd.body.data.id}`)).body.data).toMatchObject({ monetary_amount: 999, currency: 'USD', status: 'open', pipeline_id: 'default', pipeline_stage_id: 'appointmentscheduled' });
      expect((await send('DELETE', `/opportunities/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/opportunities/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('HubSpot\'s errors', () => {
    it('maps a refused token, a rate limit with Retry-After, and a server failure', async () => {
      emulator.failNext('unauthorized');
      expectErrorEnvelope(await get('/companies?limit=1'), 401, 'ConnectorCredentialsError');
      // Leftover faults (the retries took fewer than were queued) are spent before the next check.
      const drain = async () => {
        for (let index = 0; index < 20 && (await get('/companies?limit=1')).status !== 200; index++);
      };
      emulator.failNext('rate_limit', 4);
      const limited = await get('/companies?limit=1');
      expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await drain();
      emulator.failNext('server_error', 4);
      expectErrorEnvelope(await get('/companies?limit=1'), 503, 'ConnectorExecutionError');
      await drain();
    });
  });
});
