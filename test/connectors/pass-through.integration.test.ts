/**
 * `pass_through` on writes, through the service over HTTP against the
 * emulators: platform data merged into the platform's request after mapping
 * (Zendesk, on the connector kit), every refusal answered before any call,
 * and connectors that do not take it yet saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';
import { TWILIO_DEMO_ACCOUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { hubspotEmulator, HUBSPOT_DEMO_ACCOUNT } from '../../src/sandbox/hubspot/index.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

describe('pass_through on writes', () => {
  let svc: TestService;
  let tenant: Tenant;
  let zendesk: ZendeskEmulatorHandle;

  const call = async (path: string, init: { method?: string; body?: unknown; consumer?: string } = {}) => {
    const headers: Record<string, string> = tenant.headers(init.consumer ?? 'consumer-1');
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${svc.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Json };
  };
  const zendeskWrites = () => zendesk.exchanges.filter((exchange) => ['POST', 'PUT', 'DELETE'].includes(exchange.method)).length;
  const storedUser = (id: string) => zendesk.store.users.listed.find((user) => String(user.id) === id) as Json | undefined;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zendeskEmulator, twilioEmulator, hubspotEmulator], record: true });
    zendesk = svc.emulators.zendesk as ZendeskEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('consumer-1', 'customer-support', 'zendesk', { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken });
    await tenant.connect('consumer-1', 'sms', 'twilio', { account_sid: TWILIO_DEMO_ACCOUNT.accountSid, auth_token: TWILIO_DEMO_ACCOUNT.authToken });
    await tenant.connect('consumer-1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  });
  afterAll(() => svc.close());

  it('merges extend_object, then sets extend_paths, into the platform body after mapping, on create and update', async () => {
    const created = await call('/customer-support/customers', {
      method: 'POST',
      body: {
        first_name: 'Grace',
        last_name: 'Hopper',
        pass_through: [
          { service_id: 'zendesk', extend_object: { user: { external_id: 'crm-42', tags: ['vip'] } } },
          { service_id: 'zendesk', operation_id: 'users.create', extend_paths: [{ path: "$.user['alias']", value: 'Amazing Grace' }, { path: '$.user.tags[1]', value: 'navy' }] },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    // Zendesk got the mapped name and the platform's own fields the unified model has no place for.
    expect(storedUser(id)).toMatchObject({ name: 'Grace Hopper', externalId: 'crm-42', alias: 'Amazing Grace', tags: ['vip', 'navy'] });
    // The unified record does not carry it.
    expect((await call(`/customer-support/customers/${id}`)).json.data).not.toHaveProperty('pass_through');

    const updated = await call(`/customer-support/customers/${id}`, {
      method: 'PATCH',
      body: { notes: 'Compiler pioneer', pass_through: [{ service_id: 'zendesk', operation_id: 'users.update', extend_object: { user: { alias: 'Grandma COBOL' } } }] },
    });
    expect(updated.status).toBe(200);
    expect(storedUser(id)).toMatchObject({ notes: 'Compiler pioneer', alias: 'Grandma COBOL', externalId: 'crm-42' });
  });

  it('refuses an entry for another service, an operation the write does not make, or a path it cannot follow, before any call', async () => {
    const before = zendeskWrites();
    const cases: Array<[unknown, string]> = [
      [[{ service_id: 'intercom', extend_object: { role: 'admin' } }], 'pass_through[0].service_id'],
      [[{ service_id: 'zendesk', operation_id: 'users.update', extend_object: {} }], 'pass_through[0].operation_id'],
      [[{ service_id: 'zendesk' }, { service_id: 'zendesk', extend_paths: [{ path: '$..user', value: 1 }] }], 'pass_through[1].extend_paths[0].path'],
      [[{ service_id: 'zendesk', extend_paths: [{ path: '$.__proto__.polluted', value: 1 }] }], 'pass_through[0].extend_paths[0].path'],
    ];
    for (const [passThrough, field] of cases) {
      const answer = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Nobody', pass_through: passThrough } });
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json.type_name).toBe('RequestValidationError');
      expect(Object.keys(answer.json.detail)).toContain(field);
    }
    const polluting = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Nobody', pass_through: [{ service_id: 'zendesk', extend_object: JSON.parse('{"__proto__": {"polluted": true}}') }] } });
    expect(polluting.status).toBe(400);
    expect(({} as Json).polluted).toBeUndefined();
    // The schema's own limits: an entry without its service, or a key it does not declare.
    expect((await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Nobody', pass_through: [{ extend_object: {} }] } })).status).toBe(400);
    expect((await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Nobody', pass_through: [{ service_id: 'zendesk', headers: {} }] } })).status).toBe(400);
    expect(zendeskWrites()).toBe(before);
  });

  it('keeps a form body a form: text values pass, an object is refused before the platform is called', async () => {
    const sent = await call('/sms/messages', {
      method: 'POST',
      body: { from: '+15017122661', to: '+15017122662', body: 'Hello', pass_through: [{ service_id: 'twilio', operation_id: 'Messages.create', extend_object: { ProvideFeedback: 'true' } }] },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const refused = await call('/sms/messages', {
      method: 'POST',
      body: { from: '+15017122661', to: '+15017122662', body: 'Hello', pass_through: [{ service_id: 'twilio', extend_object: { Nested: { a: 1 } } }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.type_name).toBe('RequestValidationError');
  });

  it('answers a connector whose resource does not take pass_through yet with 400, and writes nothing', async () => {
    const before = (await call('/crm/contacts?limit=200')).json.data.length;
    const answer = await call('/crm/contacts', { method: 'POST', body: { first_name: 'Ada', pass_through: [{ service_id: 'hubspot', extend_object: { properties: { hs_lead_status: 'NEW' } } }] } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('does not take pass_through');
    expect((await call('/crm/contacts?limit=200')).json.data.length).toBe(before);
    // Without entries the same write goes through: an empty list is no pass-through.
    expect((await call('/crm/contacts', { method: 'POST', body: { first_name: 'Ada', pass_through: [] } })).status).toBe(201);
  });

  it('adds a read\'s pass_through[...] parameters to the platform\'s query after mapping, and refuses them where they cannot reach it', async () => {
    const created = await call('/customer-support/customers', { method: 'POST', body: { first_name: 'Katherine', last_name: 'Johnson', pass_through: [{ service_id: 'zendesk', extend_object: { user: { external_id: 'nasa-7' } } }] } });
    const id = created.json.data.id as string;

    const listed = await call('/customer-support/customers?limit=50&pass_through[external_id]=nasa-7');
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    expect((listed.json.data as Json[]).map((customer) => customer.id)).toEqual([id]);
    const sent = zendesk.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.query.get('external_id') === 'nasa-7');
    expect(sent.length).toBeGreaterThan(0);

    const one = await call(`/customer-support/customers/${id}?pass_through[include]=identities`);
    expect(one.status).toBe(200);
    expect(zendesk.exchanges.some((exchange) => exchange.path.includes(`/users/${id}`) && exchange.query.get('include') === 'identities')).toBe(true);

    const badName = await call('/customer-support/customers?pass_through[__proto__]=1');
    expect(badName.status).toBe(400);
    expect(badName.json.type_name).toBe('RequestValidationError');
    // HubSpot's CRM objects build their own list calls: the parameters cannot be merged for them, and nothing is read.
    const unsupported = await call('/crm/contacts?pass_through[archived]=true');
    expect(unsupported.status).toBe(400);
    expect(unsupported.json.type_name).toBe('ConnectorOperationUnsupportedError');
  });
});
