/**
 * The HubSpot emulator over HTTP, held to HubSpot's public API reference
 * (its description files are not licensed for our use, so the pages are the
 * contract; src/connectors/hubspot/README.md names them): authentication and
 * the error body, the X-HubSpot-RateLimit-* headers, CRM object lists with
 * `limit`/`after`, `properties` and inline associations, reads, writes and
 * their property checks, archiving, the search endpoint with its operators,
 * limits and own rate limit, v4 associations, owners, pipelines, property
 * definitions, lists, custom object schemas, signed webhooks and tenancy.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT as DEMO, HUBSPOT_OTHER_ACCOUNT as OTHER, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';

type Json = Record<string, any>;
type Props = Record<string, string>;

describe('HubSpot emulator', () => {
  let emulator: KitEmulatorHandle;
  const records = (resource: string) => emulator.kit.records(resource);
  const props = (record: StoredRecord) => record.properties as Props;

  beforeAll(async () => {
    emulator = await hubspotEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  async function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const token = init.token === undefined ? DEMO.privateAppToken : init.token;
    const response = await fetch(`${emulator.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }
  const search = (type: string, body: Json) => api(`/crm/v3/objects/${type}/search`, { method: 'POST', body });
  const expectError = (answer: { status: number; body: Json }, status: number, category: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ status: 'error', category, message: expect.any(String), correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  };
  /** Searches can only go a few a second; tests that make many wait out the second. */
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

  it('takes a private app token or nothing else, and answers HubSpot\'s error body', async () => {
    for (const token of [null, 'pat-na1-00000000-0000-0000-0000-000000000000']) {
      expectError(await api('/crm/v3/objects/contacts', { token }), 401, 'INVALID_AUTHENTICATION');
    }
    expect((await api('/crm/v3/objects/contacts')).status).toBe(200);
    expectError(await api('/crm/v3/objects/contacts/123'), 404, 'OBJECT_NOT_FOUND');
  });

  it('reports the 10-second window on every answer, the daily one for private apps, and answers a 429 as HubSpot does', async () => {
    const first = await api('/crm/v3/owners');
    expect(first.headers.get('x-hubspot-ratelimit-max')).toBe(String(DEMO.burstPer10Seconds));
    expect(first.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
    expect(first.headers.get('x-hubspot-ratelimit-daily')).toBe(String(DEMO.dailyLimit));
    const second = await api('/crm/v3/owners');
    expect(Number(second.headers.get('x-hubspot-ratelimit-remaining'))).toBeLessThanOrEqual(DEMO.burstPer10Seconds - 1);
    expect(Number(second.headers.get('x-hubspot-ratelimit-daily-remaining'))).toBe(Number(first.headers.get('x-hubspot-ratelimit-daily-remaining')) - 1);

    emulator.setRateLimit({ limit: 2, windowMs: 60_000 });
    await api('/crm/v3/owners');
    await api('/crm/v3/owners');
    const refused = await api('/crm/v3/owners');
    expectError(refused, 429, 'RATE_LIMITS');
    expect(refused.body).toMatchObject({ errorType: 'RATE_LIMIT', policyName: 'TEN_SECONDLY_ROLLING' });
    expect(refused.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('lists records 10 at a time by default, up to 100 with limit, and pages with paging.next.after to the end', async () => {
    const all = records('contacts').map((record) => record.id);
    expect((await api('/crm/v3/objects/contacts')).body.results).toHaveLength(10);
    expect((await api('/crm/v3/objects/contacts?limit=101')).status).toBe(400);
    for (const size of [7, 100]) {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await api(`/crm/v3/objects/contacts?limit=${size}${after ? `&after=${after}` : ''}`);
        expect(page.status).toBe(200);
        seen.push(...page.body.results.map((result: Json) => result.id));
        after = page.body.paging?.next?.after;
        if (after) expect(page.body.paging.next.link).toContain(`after=${after}`);
      } while (after);
      expect(seen).toEqual(all);
    }
  });

  it('answers the default properties, or those asked for (unset ones as null), every value a string, and associations inline', async () => {
    const grace = records('contacts').find((record) => props(record).firstname === 'Grace')!;
    const plain = await api(`/crm/v3/objects/contacts/${grace.id}`);
    expect(Object.keys(plain.body.properties).sort()).toEqual(['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname']);
    expect(plain.body).toMatchObject({ id: grace.id, archived: false, createdAt: new Date(grace.createdAt as number).toISOString() });
    const asked = await api(`/crm/v3/objects/contacts/${grace.id}?properties=favorite_color,fax,nonexistent&properties=associatedcompanyid&associations=companies`);
    expect(asked.body.properties).toEqual({ favorite_color: props(grace).favorite_color, fax: null, associatedcompanyid: expect.stringMatching(/^\d+$/) });
    const companyId = asked.body.properties.associatedcompanyid;
    expect(asked.body.associations.companies.results).toEqual(expect.arrayContaining([{ id: companyId, type: 'contact_to_company' }, { id: companyId, type: 'contact_to_company_unlabeled' }]));
    const byEmail = await api(`/crm/v3/objects/contacts/${encodeURIComponent(props(grace).email!.toUpperCase())}?idProperty=email`);
    expect(byEmail.body.id).toBe(grace.id);
  });

  it('creates (201) with associations, checks every value against the property definitions, and refuses a second contact with an email', async () => {
    const company = records('companies')[0]!;
    const created = await api('/crm/v3/objects/contacts', { method: 'POST', body: { properties: { email: 'new.person@example.com', firstname: 'New', customer_tier: 'gold' }, associations: [{ to: { id: company.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 1 }] }] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.properties).toMatchObject({ email: 'new.person@example.com', firstname: 'New', customer_tier: 'gold', hs_object_id: created.body.id });
    expect((await api(`/crm/v3/objects/contacts/${created.body.id}?properties=associatedcompanyid,hs_email_domain`)).body.properties).toEqual({ associatedcompanyid: company.id, hs_email_domain: 'example.com' });

    const bad = await api('/crm/v3/objects/contacts', { method: 'POST', body: { properties: { nope: 'x', lifecyclestage: 'royalty', createdate: '2020-01-01', date_of_birth: 'soon' } } });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.message).toMatch(/^Property values were not valid: \[/);
    expect(bad.body.errors.map((error: Json) => [error.code, error.context.propertyName[0]])).toEqual([
      ['PROPERTY_DOESNT_EXIST', 'nope'], ['INVALID_OPTION', 'lifecyclestage'], ['READ_ONLY_VALUE', 'createdate'], ['INVALID_DATE', 'date_of_birth'],
    ]);
    const twice = await api('/crm/v3/objects/contacts', { method: 'POST', body: { properties: { email: 'NEW.person@example.com' } } });
    expectError(twice, 409, 'CONFLICT');
    expect(twice.body.message).toBe(`Contact already exists. Existing ID: ${created.body.id}`);
  });

  it('keeps a deal\'s stage in its pipeline, derives the probability and closed flags, and wants a lead\'s contact', async () => {
    const bad = await api('/crm/v3/objects/deals', { method: 'POST', body: { properties: { dealname: 'X', dealstage: 'renewal-due' } } });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expectError(await api('/crm/v3/objects/deals', { method: 'POST', body: { properties: { dealname: 'X' } } }), 400, 'VALIDATION_ERROR');
    const deal = await api('/crm/v3/objects/deals', { method: 'POST', body: { properties: { dealname: 'X', dealstage: 'closedwon', amount: '1500.50' } } });
    expect(deal.status).toBe(201);
    const read = await api(`/crm/v3/objects/deals/${deal.body.id}?properties=pipeline,hs_deal_stage_probability,hs_is_closed,hs_is_closed_won,amount`);
    expect(read.body.properties).toEqual({ pipeline: 'default', hs_deal_stage_probability: '1.0', hs_is_closed: 'true', hs_is_closed_won: 'true', amount: '1500.50' });
    expectError(await api('/crm/v3/objects/leads', { method: 'POST', body: { properties: { hs_lead_name: 'Alone' } } }), 400, 'VALIDATION_ERROR');
    const contact = records('contacts')[3]!;
    const lead = await api('/crm/v3/objects/leads', { method: 'POST', body: { properties: { hs_lead_name: 'With contact' }, associations: [{ to: { id: contact.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 578 }] }] } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    expect((await api(`/crm/v3/objects/leads/${lead.body.id}?properties=hs_pipeline,hs_pipeline_stage`)).body.properties).toEqual({ hs_pipeline: 'lead-pipeline-id', hs_pipeline_stage: 'new-stage-id' });
  });

  it('updates only the properties sent, archives on DELETE (204) and lists archived records with archived=true', async () => {
    const company = records('companies')[1]!;
    const patched = await api(`/crm/v3/objects/companies/${company.id}`, { method: 'PATCH', body: { properties: { description: 'Changed', numberofemployees: 42 } } });
    expect(patched.status).toBe(200);
    const read = await api(`/crm/v3/objects/companies/${company.id}?properties=description,numberofemployees,name`);
    expect(read.body.properties).toEqual({ description: 'Changed', numberofemployees: '42', name: props(company).name });
    expect(Date.parse(read.body.updatedAt)).toBeGreaterThan(company.createdAt as number);
    expect((await api(`/crm/v3/objects/companies/${company.id}`, { method: 'DELETE' })).status).toBe(204);
    expectError(await api(`/crm/v3/objects/companies/${company.id}`), 404, 'OBJECT_NOT_FOUND');
    const archived = await api('/crm/v3/objects/companies?archived=true');
    expect(archived.body.results).toEqual([expect.objectContaining({ id: company.id, archived: true, archivedAt: expect.any(String) })]);
  });

  it('searches with filter groups (OR) of filters (AND), its operators, one sort, and its own offset paging', async () => {
    await nextSecond();
    const contacts = records('contacts');
    const grace = contacts.find((record) => props(record).firstname === 'Grace')!;
    const eq = await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'firstname', operator: 'EQ', value: 'GRACE' }] }], properties: ['email'] });
    expect(eq.body).toMatchObject({ total: 1, results: [{ id: grace.id, properties: { email: props(grace).email } }] });
    const [a, b] = [contacts[4]!, contacts[9]!];
    const either = await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: props(a).email }] }, { filters: [{ propertyName: 'email', operator: 'IN', values: [props(b).email] }] }] });
    expect(either.body.results.map((result: Json) => result.id)).toEqual([a.id, b.id]);
    const company = records('companies')[0]!;
    const ofCompany = await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'associations.company', operator: 'EQ', value: company.id }] }], limit: 100 });
    expect(ofCompany.body.total).toBe(contacts.filter((record) => record.createdAt && ofCompany.body.results.some((result: Json) => result.id === record.id)).length);
    expect(ofCompany.body.total).toBeGreaterThan(0);
    const cut = (contacts[10]!.createdAt as number);
    const since = await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'createdate', operator: 'GTE', value: String(cut) }] }], limit: 200 });
    expect(since.body.total).toBe(contacts.filter((record) => (record.createdAt as number) >= cut).length);

    await nextSecond();
    const byAmount = await search('deals', { sorts: [{ propertyName: 'amount', direction: 'DESCENDING' }], limit: 200, properties: ['amount'] });
    const amounts = byAmount.body.results.map((result: Json) => Number(result.properties.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    const between = await search('deals', { filterGroups: [{ filters: [{ propertyName: 'amount', operator: 'BETWEEN', value: '10000', highValue: '50000' }] }], limit: 200, properties: ['amount'] });
    expect(between.body.results.every((result: Json) => Number(result.properties.amount) >= 10000 && Number(result.properties.amount) <= 50000)).toBe(true);
    const won = await search('deals', { filterGroups: [{ filters: [{ propertyName: 'hs_is_closed_won', operator: 'EQ', value: 'true' }] }], limit: 200 });
    expect(won.body.total).toBe(records('deals').filter((deal) => props(deal).dealstage === 'closedwon' || props(deal).dealstage === 'renewal-won').length);

    const seen: string[] = [];
    let after: string | undefined;
    do {
      await nextSecond();
      const page = await search('contacts', { limit: 17, ...(after ? { after } : {}) });
      seen.push(...page.body.results.map((result: Json) => result.id));
      after = page.body.paging?.next?.after;
      if (after) expect(after).toBe(String(seen.length));
    } while (after);
    expect(seen).toEqual(contacts.map((record) => record.id));
  });

  it('refuses what its search cannot do: over 200 a page, an unknown operator or property, too many groups, two sorts', async () => {
    await nextSecond();
    expectError(await search('contacts', { limit: 201 }), 400, 'VALIDATION_ERROR');
    expectError(await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'LIKE', value: 'x' }] }] }), 400, 'VALIDATION_ERROR');
    expectError(await search('contacts', { filterGroups: [{ filters: [{ propertyName: 'shoe_size', operator: 'EQ', value: '9' }] }] }), 400, 'VALIDATION_ERROR');
    await nextSecond();
    const group = { filters: [{ propertyName: 'firstname', operator: 'HAS_PROPERTY' }] };
    expectError(await search('contacts', { filterGroups: [group, group, group, group, group, group] }), 400, 'VALIDATION_ERROR');
    expectError(await search('contacts', { sorts: [{ propertyName: 'email', direction: 'ASCENDING' }, { propertyName: 'firstname', direction: 'ASCENDING' }] }), 400, 'VALIDATION_ERROR');
  });

  it('returns at most 10,000 results a query, naming the page after them and refusing it', async () => {
    const base = records('contacts').length;
    for (let index = base; index < 10_005; index++) {
      emulator.kit.seed('contacts', { id: String(90_000_000_000 + index), properties: { firstname: 'Bulk' }, createdAt: Date.now(), updatedAt: Date.now(), archived: false });
    }
    await nextSecond();
    const last = await search('contacts', { limit: 200, after: '9800' });
    expect(last.body.total).toBe(10_005);
    expect(last.body.results).toHaveLength(200);
    expect(last.body.paging.next.after).toBe('10000');
    expect((await search('contacts', { limit: 200, after: '9900' })).body.results).toHaveLength(100);
    expectError(await search('contacts', { limit: 10, after: '10000' }), 400, 'VALIDATION_ERROR');
  });

  it('limits searches to a few a second per token, with its SECONDLY 429', async () => {
    await nextSecond();
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await search('companies', {}));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expectError(answers[5]!, 429, 'RATE_LIMITS');
    expect(answers[5]!.body).toMatchObject({ errorType: 'RATE_LIMIT', policyName: 'SECONDLY' });
    expect(answers[5]!.headers.get('retry-after')).toBe('1');
  });

  it('reads associations of many records in one v4 batch, and creates and removes them', async () => {
    const contacts = records('contacts').slice(0, 3);
    const batch = await api('/crm/v4/associations/contacts/companies/batch/read', { method: 'POST', body: { inputs: contacts.map((contact) => ({ id: contact.id })) } });
    expect(batch.body.status).toBe('COMPLETE');
    expect(batch.body.results).toHaveLength(3);
    const first = batch.body.results[0];
    expect(first.to[0]).toEqual({ toObjectId: expect.any(Number), associationTypes: expect.arrayContaining([{ category: 'HUBSPOT_DEFINED', typeId: 1, label: 'Primary' }, { category: 'HUBSPOT_DEFINED', typeId: 279, label: null }]) });
    const [contact, deal] = [contacts[0]!, records('deals').at(-1)!];
    const made = await api(`/crm/v4/objects/contacts/${contact.id}/associations/default/deals/${deal.id}`, { method: 'PUT' });
    expect(made.body).toMatchObject({ status: 'COMPLETE', results: [{ from: { id: contact.id }, to: { id: deal.id }, associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 4 } }] });
    const fromDeal = await api(`/crm/v4/objects/deals/${deal.id}/associations/contacts`);
    expect(fromDeal.body.results).toEqual(expect.arrayContaining([{ toObjectId: Number(contact.id), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 3, label: null }] }]));
    const labeled = await api(`/crm/v4/objects/deals/${deal.id}/associations/companies/${records('companies')[2]!.id}`, { method: 'PUT', body: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 5 }] });
    expect(labeled.status).toBe(201);
    expect(labeled.body.labels).toEqual(['Primary']);
    expect((await api(`/crm/v4/objects/contacts/${contact.id}/associations/deals/${deal.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/crm/v4/objects/deals/${deal.id}/associations/contacts`)).body.results.some((result: Json) => result.toObjectId === Number(contact.id))).toBe(false);
    expectError(await api(`/crm/v4/objects/contacts/${contact.id}/associations/default/deals/1`, { method: 'PUT' }), 404, 'OBJECT_NOT_FOUND');
  });

  it('lists owners with email and limit, and reads one by id or user id', async () => {
    const owners = await api('/crm/v3/owners?limit=2');
    expect(owners.body.results).toHaveLength(2);
    expect(owners.body.results[0]).toMatchObject({ email: DEMO.userEmail, firstName: DEMO.userFirstName, userId: DEMO.userId, archived: false, teams: expect.any(Array) });
    expect((await api(`/crm/v3/owners?email=${DEMO.userEmail.toUpperCase()}`)).body.results).toHaveLength(1);
    const id = owners.body.results[0].id;
    expect((await api(`/crm/v3/owners/${id}`)).body.id).toBe(id);
    expect((await api(`/crm/v3/owners/${DEMO.userId}?idProperty=userId`)).body.id).toBe(id);
    expect((await api('/crm/v3/owners?limit=501')).status).toBe(400);
  });

  it('serves deal pipelines with their stages, whole: create (probabilities required), PUT, PATCH, delete', async () => {
    const all = await api('/crm/v3/pipelines/deals');
    expect(all.body).not.toHaveProperty('paging');
    expect(all.body.results.map((pipeline: Json) => pipeline.id)).toEqual(['default', 'renewals']);
    expect(all.body.results[0].stages.find((stage: Json) => stage.id === 'closedwon').metadata).toEqual({ probability: '1.0', isClosed: 'true' });
    expectError(await api('/crm/v3/pipelines/deals', { method: 'POST', body: { label: 'P', displayOrder: 3, stages: [{ label: 'One', displayOrder: 0 }] } }), 400, 'VALIDATION_ERROR');
    const created = await api('/crm/v3/pipelines/deals', { method: 'POST', body: { label: 'Partners', displayOrder: 2, stages: [{ label: 'Talking', displayOrder: 0, metadata: { probability: '0.3' } }, { label: 'Signed', displayOrder: 1, metadata: { probability: '1.0', isClosed: 'true' } }] } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.stages.map((stage: Json) => stage.metadata.isClosed)).toEqual(['false', 'true']);
    const keep = created.body.stages[0].id;
    const put = await api(`/crm/v3/pipelines/deals/${id}`, { method: 'PUT', body: { label: 'Partners', displayOrder: 2, stages: [{ id: keep, label: 'Talking', displayOrder: 0, metadata: { probability: '0.4' } }] } });
    expect(put.body.stages).toEqual([expect.objectContaining({ id: keep, metadata: { probability: '0.4', isClosed: 'false' } })]);
    expect((await api(`/crm/v3/pipelines/deals/${id}`, { method: 'PATCH', body: { label: 'Partner deals' } })).body.label).toBe('Partner deals');
    expect((await api(`/crm/v3/pipelines/deals/${id}/stages`)).body.results).toHaveLength(1);
    expect((await api(`/crm/v3/pipelines/deals/${id}`, { method: 'DELETE' })).status).toBe(204);
    expectError(await api(`/crm/v3/pipelines/deals/${id}`), 404, 'OBJECT_NOT_FOUND');
    expectError(await api('/crm/v3/pipelines/contacts'), 400, 'VALIDATION_ERROR');
  });

  it('lists property definitions, HubSpot\'s and the account\'s, and makes new ones', async () => {
    const contacts = await api('/crm/v3/properties/contacts');
    const byName = new Map(contacts.body.results.map((property: Json) => [property.name, property]));
    expect(byName.get('email')).toMatchObject({ type: 'string', fieldType: 'text', hubspotDefined: true });
    expect(byName.get('customer_tier')).toMatchObject({ type: 'enumeration', hubspotDefined: false, options: [expect.objectContaining({ value: 'bronze' }), expect.anything(), expect.anything()] });
    expect((await api('/crm/v3/properties/0-1/createdate')).body.modificationMetadata).toEqual({ archivable: false, readOnlyDefinition: true, readOnlyValue: true });
    const made = await api('/crm/v3/properties/contacts', { method: 'POST', body: { name: 'shoe_size', label: 'Shoe size', type: 'number', fieldType: 'number', groupName: 'contactinformation' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'shoe_size', hubspotDefined: false });
    expectError(await api('/crm/v3/properties/contacts', { method: 'POST', body: { name: 'shoe_size', label: 'Again', type: 'number', fieldType: 'number', groupName: 'x' } }), 409, 'CONFLICT');
    expect((await api('/crm/v3/objects/contacts', { method: 'POST', body: { properties: { shoe_size: '9.5' } } })).status).toBe(201);
    expectError(await api('/crm/v3/properties/contacts/email', { method: 'DELETE' }), 400, 'VALIDATION_ERROR');
  });

  it('finds lists and pages their memberships', async () => {
    const found = await api('/crm/v3/lists/search', { method: 'POST', body: { count: 1 } });
    expect(found.body).toMatchObject({ hasMore: true, offset: 1, total: 2, lists: [{ listId: '101', processingType: 'MANUAL', objectTypeId: '0-1' }] });
    const list = await api('/crm/v3/lists/102');
    expect(list.body.list).toMatchObject({ listId: '102', name: 'Customers', processingType: 'DYNAMIC' });
    const size = Number(list.body.list.additionalProperties.hs_list_size);
    const members: string[] = [];
    let after: string | undefined;
    do {
      const page = await api(`/crm/v3/lists/102/memberships?limit=5${after ? `&after=${after}` : ''}`);
      members.push(...page.body.results.map((member: Json) => member.recordId));
      after = page.body.paging?.next?.after;
    } while (after);
    expect(members).toHaveLength(size);
    expect(members.every((id) => records('contacts').some((contact) => contact.id === id))).toBe(true);
  });

  it('defines custom objects by schema and serves their records under the schema\'s object type id', async () => {
    const schemas = await api('/crm/v3/schemas');
    expect(schemas.body.results[0]).toMatchObject({ name: 'projects', objectTypeId: expect.stringMatching(/^2-\d+$/), fullyQualifiedName: `p${DEMO.portalId}_projects`, primaryDisplayProperty: 'project_name' });
    const made = await api('/crm/v3/schemas', { method: 'POST', body: { name: 'cars', labels: { singular: 'Car', plural: 'Cars' }, primaryDisplayProperty: 'model', requiredProperties: ['model'], properties: [{ name: 'model', label: 'Model', type: 'string', fieldType: 'text' }, { name: 'year', label: 'Year', type: 'number', fieldType: 'number' }], associatedObjects: ['CONTACT'] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const type = made.body.objectTypeId;
    expect(made.body.properties.map((property: Json) => property.name)).toEqual(expect.arrayContaining(['model', 'year', 'hs_object_id']));
    expectError(await api(`/crm/v3/objects/${type}`, { method: 'POST', body: { properties: { year: '2020' } } }), 400, 'VALIDATION_ERROR');
    const car = await api(`/crm/v3/objects/${type}`, { method: 'POST', body: { properties: { model: 'Roadster', year: 2008 } } });
    expect(car.status).toBe(201);
    expect((await api(`/crm/v3/objects/p${DEMO.portalId}_cars/${car.body.id}?properties=model,year`)).body.properties).toEqual({ model: 'Roadster', year: '2008' });
    expectError(await api(`/crm/v3/objects/${schemas.body.results[0].objectTypeId}/${car.body.id}`), 404, 'OBJECT_NOT_FOUND');
    expectError(await api(`/crm/v3/schemas/${type}`, { method: 'DELETE' }), 409, 'CONFLICT');
    expect((await api(`/crm/v3/objects/${type}/${car.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/crm/v3/schemas/${type}`, { method: 'DELETE' })).status).toBe(204);
    expectError(await api(`/crm/v3/objects/${type}`), 400, 'VALIDATION_ERROR');
  });

  it('gives each account its own records', async () => {
    const other = await api('/crm/v3/objects/contacts?limit=100', { token: OTHER.privateAppToken });
    const demo = new Set(records('contacts').map((record) => record.id));
    expect(other.body.results.length).toBeGreaterThan(0);
    expect(other.body.results.some((result: Json) => demo.has(result.id))).toBe(false);
    expectError(await api(`/crm/v3/objects/contacts/${[...demo][0]}`, { token: OTHER.privateAppToken }), 404, 'OBJECT_NOT_FOUND');
    expect((await api('/crm/v3/owners', { token: OTHER.privateAppToken })).headers.get('x-hubspot-ratelimit-max')).toBe(String(OTHER.burstPer10Seconds));
  });

  describe('webhooks', () => {
    let receiver: Server;
    let url: string;
    const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

    beforeAll(async () => {
      receiver = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          response.end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hubspot`;
    });
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

    it('sends contact.creation and one contact.propertyChange per property, signed with X-HubSpot-Signature-v3', async () => {
      received.length = 0;
      const secret = 'e2c7a9f4-1b6d-4e3a-9c8f-5d0b7a2e4c61';
      emulator.kit.subscribe({ url, secret });
      const created = await api('/crm/v3/objects/contacts', { method: 'POST', body: { properties: { email: 'hook@example.com' } } });
      await api(`/crm/v3/objects/contacts/${created.body.id}`, { method: 'PATCH', body: { properties: { firstname: 'Hook', lastname: 'Test' } } });
      await emulator.kit.settled();
      expect(received).toHaveLength(2);
      for (const delivery of received) {
        const timestamp = String(delivery.headers['x-hubspot-request-timestamp']);
        const expected = createHmac('sha256', secret).update(`POST${url}${delivery.body}${timestamp}`).digest('base64');
        expect(delivery.headers['x-hubspot-signature-v3']).toBe(expected);
      }
      const [creation, changes] = received.map((delivery) => JSON.parse(delivery.body));
      expect(creation).toEqual([expect.objectContaining({ subscriptionType: 'contact.creation', objectId: Number(created.body.id), portalId: DEMO.portalId, changeFlag: 'NEW', attemptNumber: 0 })]);
      expect(changes.map((event: Json) => [event.subscriptionType, event.propertyName, event.propertyValue])).toEqual([
        ['contact.propertyChange', 'firstname', 'Hook'], ['contact.propertyChange', 'lastname', 'Test'],
      ]);
    });
  });
});
