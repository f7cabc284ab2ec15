/**
 * Custom mappings, custom fields and resource config through the Vault API,
 * and what unified calls make of them, over HTTP against the Zendesk
 * emulator: an application's mapping for every consumer, a consumer's own
 * overriding it, mapped values on list and get and written back on create and
 * update, refusals before any platform call, tenancy between applications,
 * and create defaults checked against the field table and the model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

describe('custom mappings and resource config', () => {
  let svc: TestService;
  let tenant: Tenant;
  let other: Tenant;
  let zendesk: ZendeskEmulatorHandle;
  const settings = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };

  const call = async (path: string, init: { method?: string; body?: unknown; consumer?: string | null; as?: Tenant } = {}) => {
    const headers: Record<string, string> = (init.as ?? tenant).headers(init.consumer === null ? undefined : (init.consumer ?? 'consumer-1'));
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${svc.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Json };
  };
  const mapping = (key: string, value: string, consumer: string | null) =>
    call(`/vault/custom-mappings/customer-support/zendesk/customer-support+customers+${key}`, { method: 'POST', body: { value }, consumer });
  const writes = () => zendesk.exchanges.filter((exchange) => ['POST', 'PUT', 'DELETE'].includes(exchange.method)).length;
  const storedUser = (id: string) => zendesk.store.users.listed.find((user) => String(user.id) === id) as Json | undefined;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zendeskEmulator, hubspotEmulator], record: true });
    zendesk = svc.emulators.zendesk as ZendeskEmulatorHandle;
    tenant = await svc.tenant();
    other = await svc.tenant();
    await tenant.connect('consumer-1', 'customer-support', 'zendesk', settings);
    await tenant.connect('consumer-2', 'customer-support', 'zendesk', settings);
    await other.connect('consumer-1', 'customer-support', 'zendesk', settings);
    await tenant.connect('consumer-1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  });
  afterAll(() => svc.close());

  it('reads and writes an application mapping for every consumer; a consumer\'s own mapping of the key wins for that consumer only', async () => {
    const set = await mapping('nickname', "$.root['alias']", null);
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.data).toMatchObject({ id: 'customer-support+customers+nickname', key: 'nickname', label: 'Nickname', value: "$.root['alias']", custom_field: true, consumer_id: null });

    const created = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Grace', last_name: 'Hopper', custom_mappings: { nickname: 'Amazing Grace' } } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.id as string;
    expect(storedUser(id)).toMatchObject({ name: 'Grace Hopper', alias: 'Amazing Grace' });

    const one = await call(`/customer-support/customers/${id}`);
    expect(one.json.data.custom_mappings).toEqual({ nickname: 'Amazing Grace' });
    const seenBySecond = await call(`/customer-support/customers/${id}`, { consumer: 'consumer-2' });
    expect(seenBySecond.json.data.custom_mappings).toEqual({ nickname: 'Amazing Grace' });
    const list = await call('/customer-support/customers?limit=50');
    expect(list.status).toBe(200);
    const projected = await call(`/customer-support/customers/${id}?fields=id,custom_mappings`);
    expect(projected.json.data).toEqual({ id, custom_mappings: { nickname: 'Amazing Grace' } });
    for (const item of list.json.data as Json[]) expect(item.custom_mappings).toHaveProperty('nickname');

    const updated = await call(`/customer-support/customers/${id}`, { method: 'PATCH', body: { custom_mappings: { nickname: 'Grandma COBOL' } } });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(storedUser(id)).toMatchObject({ alias: 'Grandma COBOL' });

    // consumer-1 maps the key elsewhere: its calls read its own path; consumer-2 keeps the application's.
    const own = await mapping('nickname', '$.root.external_id', 'consumer-1');
    expect(own.json.data).toMatchObject({ consumer_id: 'consumer-1', value: '$.root.external_id' });
    await call(`/customer-support/customers/${id}`, { method: 'PATCH', body: { custom_mappings: { nickname: 'crm-42' } } });
    expect(storedUser(id)).toMatchObject({ alias: 'Grandma COBOL', externalId: 'crm-42' });
    expect((await call(`/customer-support/customers/${id}`)).json.data.custom_mappings).toEqual({ nickname: 'crm-42' });
    expect((await call(`/customer-support/customers/${id}`, { consumer: 'consumer-2' })).json.data.custom_mappings).toEqual({ nickname: 'Grandma COBOL' });

    const listed = await call('/vault/custom-mappings/customer-support/zendesk');
    expect(listed.json.data).toEqual([expect.objectContaining({ key: 'nickname', consumer_id: 'consumer-1', value: '$.root.external_id' })]);
    const ofApplication = await call('/vault/custom-mappings/customer-support/zendesk', { consumer: null });
    expect(ofApplication.json.data).toEqual([expect.objectContaining({ key: 'nickname', consumer_id: null, value: "$.root['alias']" })]);
    const ofConnection = await call('/vault/connections/customer-support/zendesk/customers/custom-mappings', { consumer: 'consumer-2' });
    expect(ofConnection.json.data).toEqual([expect.objectContaining({ key: 'nickname', consumer_id: null })]);

    // Removing the consumer's own brings back the application's.
    const removed = await call('/vault/custom-mappings/customer-support/zendesk/customer-support+customers+nickname', { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await call(`/customer-support/customers/${id}`)).json.data.custom_mappings).toEqual({ nickname: 'Grandma COBOL' });
    expect((await call('/vault/custom-mappings/customer-support/zendesk/customer-support+customers+nickname', { method: 'DELETE' })).status).toBe(404);
    const patchMissing = await call('/vault/custom-mappings/customer-support/zendesk/customer-support+customers+nickname', { method: 'PATCH', body: { value: '$.root.notes' } });
    expect(patchMissing.status).toBe(404);
  });

  it('keeps one application\'s mappings from another', async () => {
    await mapping('tier', '$.root.details', null);
    const theirs = await call('/vault/custom-mappings/customer-support/zendesk', { consumer: null, as: other });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data).toEqual([]);
    expect((await call('/vault/custom-mappings/customer-support/zendesk/customer-support+customers+tier', { consumer: null, as: other })).status).toBe(404);
    const list = await call('/customer-support/customers?limit=5', { as: other });
    for (const item of list.json.data as Json[]) expect(item).not.toHaveProperty('custom_mappings');
  });

  it('refuses a write naming an unmapped key, and a mapping it cannot read, before any platform call', async () => {
    const before = writes();
    const unmapped = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Nobody', custom_mappings: { shoe_size: 42 } } });
    expect(unmapped.status).toBe(400);
    expect(unmapped.json.type_name).toBe('RequestValidationError');
    expect(unmapped.json.detail).toHaveProperty(['custom_mappings.shoe_size']);
    expect(writes()).toBe(before);

    const cases: Array<[string, unknown, number, string]> = [
      ['customer-support+customers+nickname', { value: '$..alias' }, 400, 'RequestValidationError'],
      ['customer-support+customers+nickname', { value: '$.root.__proto__.x' }, 400, 'RequestValidationError'],
      ['customer-support+customers+nickname', { value: 'alias' }, 400, 'RequestValidationError'],
      ['crm+customers+nickname', { value: '$.root.alias' }, 400, 'RequestValidationError'],
      ['customer-support+customers+Bad-Key', { value: '$.root.alias' }, 400, 'RequestValidationError'],
      ['customer-support+widgets+nickname', { value: '$.root.alias' }, 404, 'EntityNotFoundError'],
      ['customer-support+customers+nickname', { value: '$.root.alias', extra: 1 }, 400, 'RequestValidationError'],
    ];
    for (const [target, body, status, type] of cases) {
      const answer = await call(`/vault/custom-mappings/customer-support/zendesk/${target}`, { method: 'POST', body, consumer: null });
      expect(answer.status, `${target} ${JSON.stringify(body)}: ${JSON.stringify(answer.json)}`).toBe(status);
      expect(answer.json.type_name).toBe(type);
    }
    expect((await call('/vault/custom-mappings/customer-support/twilio', { consumer: null })).json.type_name).toBe('ConnectorNotFoundError');
    expect((await call('/vault/custom-mappings/customer-support/zendesk', { consumer: 'nobody-yet' })).status).toBe(404);
  });

  it('shows the platform record\'s fields beyond the unified model as finders, its schema and an example', async () => {
    const created = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace' } });
    const id = created.json.data.id as string;
    await call(`/customer-support/customers/${id}`, { method: 'PATCH', body: { custom_mappings: { nickname: 'Countess' } } });

    const fields = await call(`/vault/connections/customer-support/zendesk/customers/custom-fields?resource_id=${id}`);
    expect(fields.status, JSON.stringify(fields.json)).toBe(200);
    const finders = (fields.json.data as Json[]).map((field) => field.finder);
    expect(fields.json.data).toContainEqual(expect.objectContaining({ id: 'alias', name: 'alias', finder: '$.root.alias', value: 'Countess' }));
    // Fields the unified customer already carries are not offered.
    expect(finders).not.toContain('$.root.name');
    expect(finders).not.toContain('$.root.id');
    const sampledFirst = await call('/vault/connections/customer-support/zendesk/customers/custom-fields');
    expect(sampledFirst.status).toBe(200);
    expect((sampledFirst.json.data as Json[]).length).toBeGreaterThan(0);

    const schema = await call(`/vault/connections/customer-support/zendesk/customers/schema?resource_id=${id}`);
    expect(schema.json.data).toMatchObject({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, alias: { type: 'string' } } });
    const example = await call(`/vault/connections/customer-support/zendesk/customers/example?resource_id=${id}`);
    expect(example.json.data).toMatchObject({ unified_api: 'customer-support', service_id: 'zendesk', example_response: { id: Number(id), name: 'Ada Lovelace', alias: 'Countess' } });

    expect((await call('/vault/connections/customer-support/zendesk/customers/example?resource_id=999999999')).json.type_name).toBe('EntityNotFoundError');
    expect((await call('/vault/connections/customer-support/zendesk/customers/custom-fields', { as: other, consumer: 'consumer-9' })).json.type_name).toBe('ConnectionNotFoundError');
  });

  it('gives a create the consumer\'s defaults for the fields it leaves out, checked against the field table and the model', async () => {
    const connection = await call('/vault/connections/customer-support/zendesk');
    expect(connection.json.data.configurable_resources).toEqual(['customers']);

    const set = await call('/vault/connections/customer-support/zendesk/customers/config', {
      method: 'PATCH',
      body: { configuration: [{ resource: 'customers', defaults: [{ id: 'notes', value: 'Imported from the shop' }] }] },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.data.configuration).toEqual([{ resource: 'customers', defaults: [{ target: 'resource', id: 'notes', value: 'Imported from the shop' }] }]);
    expect((await call('/vault/connections/customer-support/zendesk/customers/config')).json.data.configuration).toEqual(set.json.data.configuration);

    const defaulted = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Alan', last_name: 'Turing' } });
    expect(storedUser(defaulted.json.data.id)).toMatchObject({ notes: 'Imported from the shop' });
    const given = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Joan', last_name: 'Clarke', notes: 'Cryptanalyst' } });
    expect(storedUser(given.json.data.id)).toMatchObject({ notes: 'Cryptanalyst' });
    // Another consumer has no defaults.
    const plain = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Tommy', last_name: 'Flowers' }, consumer: 'consumer-2' });
    expect(storedUser(plain.json.data.id)?.notes).toBe('');

    const refusals: Array<[unknown, string]> = [
      [{ configuration: [{ resource: 'customers', defaults: [{ id: 'id', value: '1' }] }] }, 'RequestValidationError'],
      [{ configuration: [{ resource: 'customers', defaults: [{ id: 'shoe_size', value: 42 }] }] }, 'RequestValidationError'],
      [{ configuration: [{ resource: 'customers', defaults: [{ id: 'notes', value: 42 }] }] }, 'RequestValidationError'],
      [{ configuration: [{ resource: 'tickets', defaults: [] }] }, 'RequestValidationError'],
    ];
    for (const [body, type] of refusals) {
      const answer = await call('/vault/connections/customer-support/zendesk/customers/config', { method: 'PATCH', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.type_name).toBe(type);
    }
    const cleared = await call('/vault/connections/customer-support/zendesk/customers/config', { method: 'PATCH', body: { configuration: [{ resource: 'customers', defaults: [{ id: 'notes', value: null }] }] } });
    expect(cleared.json.data.configuration).toEqual([]);
  });

  it('maps a HubSpot property the contact table does not read: asked for on reads, written among the properties', async () => {
    expect((await call('/vault/custom-mappings/crm/hubspot/crm+contacts+lead_status', { method: 'POST', body: { value: '$.root.properties.hs_lead_status' }, consumer: null })).status).toBe(200);
    const created = await call('/crm/contacts', { method: 'POST', body: { first_name: 'Mary', last_name: 'Jackson', custom_mappings: { lead_status: 'IN_PROGRESS' } } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.id as string;
    expect((await call(`/crm/contacts/${id}`)).json.data.custom_mappings).toEqual({ lead_status: 'IN_PROGRESS' });
    const listed = await call('/crm/contacts?limit=100');
    expect((listed.json.data as Json[]).find((contact) => contact.id === id)?.custom_mappings).toEqual({ lead_status: 'IN_PROGRESS' });

    // Only properties can be written: a mapping elsewhere in the record is refused on write, before any call.
    await call('/vault/custom-mappings/crm/hubspot/crm+contacts+created', { method: 'POST', body: { value: '$.root.createdAt' }, consumer: null });
    const refused = await call(`/crm/contacts/${id}`, { method: 'PATCH', body: { custom_mappings: { created: 'yesterday' } } });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toHaveProperty(['custom_mappings.created']);
    expect((await call(`/crm/contacts/${id}`)).json.data.custom_mappings).toMatchObject({ lead_status: 'IN_PROGRESS', created: expect.any(String) });
  });
});
