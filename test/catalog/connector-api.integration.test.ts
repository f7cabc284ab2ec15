/**
 * The Connector API over HTTP: every route, paging through the lists with
 * cursors, filters, 404s, authentication, docs content, the published JSON
 * Schema against real records, and the records against the reference API's
 * own response schemas. Expected values are read from the declarations.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_API_VERSION } from '../../src/catalog/api-version.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { defineConnector, supportedEvents, supportedOperations } from '../../src/connectors/framework/define.js';
import { ticketFields } from '../../src/connectors/jira/ticket-fields.js';
import { jiraTickets } from '../../src/connectors/jira/tickets.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { ZENDESK_CUSTOMER_EVENTS } from '../../src/connectors/zendesk/webhook-events.js';
import { INTERCOM_CUSTOMER_EVENTS } from '../../src/connectors/intercom/webhook-events.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { referenceAvailable, referenceValidators, REFERENCE_FILE } from './reference-shapes.js';

type Json = Record<string, any>;

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** A beta connector, so the status filter has something to find. */
const twilioBeta = defineConnector({ ...twilio, id: 'twilio-beta', name: 'Twilio (beta channel)', status: 'beta' });
const REGISTRY = [...CONNECTORS, twilioBeta];

/** Each API's `events`, written out: derived from the resources' operations, created/updated/deleted. */
const API_EVENTS: Record<string, string[]> = {
  sms: ['sms.message.created', 'sms.message.updated', 'sms.message.deleted'],
  'customer-support': ['customer-support.customer.created', 'customer-support.customer.updated', 'customer-support.customer.deleted'],
  'issue-tracking': [
    'issue-tracking.ticket.created',
    'issue-tracking.ticket.updated',
    'issue-tracking.ticket.deleted',
    'issue-tracking.comment.created',
    'issue-tracking.comment.updated',
    'issue-tracking.comment.deleted',
  ],
  crm: ['contact', 'company', 'opportunity', 'lead', 'note', 'activity'].flatMap((singular) =>
    ['created', 'updated', 'deleted'].map((action) => `crm.${singular}.${action}`),
  ),
  // The reference's accounting events, with SPEC.md's sales receipts and refunds, in declaration order.
  accounting: [
    'invoice', 'bill', 'customer', 'supplier', 'ledger_account', 'tax_rate', 'payment', 'invoice_item', 'credit_note', 'bill_payment',
    'purchase_order', 'quote', 'salesreceipt', 'refund', 'expense', 'project', 'tracking_category',
    // Part 2 (issue 14): sales orders.
    'sales_order',
  ].flatMap((singular) => ['created', 'updated', 'deleted'].map((action) => `accounting.${singular}.${action}`)),
  // The reference's HrisEventType, in its order: an employee's termination apart from its deletion.
  hris: [
    'hris.employee.created', 'hris.employee.updated', 'hris.employee.terminated', 'hris.employee.deleted',
    'hris.company.created', 'hris.company.updated', 'hris.company.deleted',
    'hris.time-off-request.created', 'hris.time-off-request.updated', 'hris.time-off-request.deleted',
  ],
  ats: ['job', 'applicant', 'application'].flatMap((singular) => ['created', 'updated', 'deleted'].map((action) => `ats.${singular}.${action}`)),
  ecommerce: ['order', 'product', 'customer'].flatMap((singular) => ['created', 'updated', 'deleted'].map((action) => `ecommerce.${singular}.${action}`)),
  'file-storage': ['file-storage.file.created', 'file-storage.file.updated', 'file-storage.file.deleted', 'file-storage.drive.updated'],
  pos: ['order', 'payment', 'merchant', 'location', 'item', 'modifier', 'modifier-group'].flatMap((singular) => ['created', 'updated', 'deleted'].map((action) => `pos.${singular}.${action}`)),
};
const sortedIds = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();

for (const backend of BACKENDS) {
  describe(`Connector API (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let publicKey: string;
    const headers = () => ({ authorization: `Bearer ${tenant.key}`, 'x-svc-app-id': tenant.appId });
    const get = (path: string, extra: Record<string, string> = {}) =>
      call<Json>(path.startsWith('http') ? path : `${svc.url}${path}`, { headers: { ...headers(), ...extra } });

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [twilioEmulator], connectors: new ConnectorRegistry(REGISTRY) });
      tenant = await svc.tenant();
      publicKey = (await svc.service.admin.createKey(tenant.appId, 'public', 'sandbox')).key;
    });
    afterAll(() => svc.close());

    describe('authentication', () => {
      it('needs a key of the application and x-svc-app-id', async () => {
        expectErrorEnvelope(await call(`${svc.url}/connector/connectors`), 401, 'UnauthorizedError');
        expectErrorEnvelope(await call(`${svc.url}/connector/apis`, { headers: { 'x-svc-app-id': tenant.appId } }), 401, 'UnauthorizedError');
        expectErrorEnvelope(
          await call(`${svc.url}/connector/connectors/twilio`, { headers: { authorization: `Bearer ${tenant.key}` } }),
          401,
          'UnauthorizedError',
        );
        const other = await svc.tenant();
        expectErrorEnvelope(await get('/connector/apis', { 'x-svc-app-id': other.appId }), 401, 'UnauthorizedError');
      });

      it('takes public keys too: the catalog holds no consumer data', async () => {
        const viaPublic = await call<Json>(`${svc.url}/connector/connectors/twilio`, {
          headers: { authorization: `Bearer ${publicKey}`, 'x-svc-app-id': tenant.appId },
        });
        expect(viaPublic.status).toBe(200);
        expect(viaPublic.body.data.id).toBe('twilio');
        // While data endpoints still refuse them.
        const data = await call(`${svc.url}/sms/messages`, {
          headers: { authorization: `Bearer ${publicKey}`, 'x-svc-app-id': tenant.appId, 'x-svc-consumer-id': 'c' },
        });
        expectErrorEnvelope(data, 401, 'UnauthorizedError');
      });
    });

    describe('connectors list', () => {
      it('lists every connector, sorted by id, in the list envelope', async () => {
        const page = await get('/connector/connectors?limit=200');
        expect(page.status).toBe(200);
        expect(page.headers.get('request-id')).toBeTruthy();
        expect(page.body).toMatchObject({ status_code: 200, status: 'OK' });
        expect(page.body.data.map((c: Json) => c.id)).toEqual(sortedIds(REGISTRY));
        expect(page.body.meta).toEqual({ items_on_page: REGISTRY.length, cursors: { previous: null, current: null, next: null } });
        expect(page.body.links).toEqual({ previous: null, current: `${svc.url}/connector/connectors?limit=200`, next: null });
      });

      it('pages one connector at a time to the end and back through cursors and links', async () => {
        const seen: string[] = [];
        const pages: CallResult<Json>[] = [];
        let next: string | null = '/connector/connectors?limit=1';
        while (next !== null) {
          const page = await get(next);
          expect(page.status).toBe(200);
          expect(page.body.data).toHaveLength(1);
          expect(page.body.meta.items_on_page).toBe(1);
          seen.push(page.body.data[0].id);
          pages.push(page);
          // links.next and meta.cursors.next lead to the same page.
          if (page.body.meta.cursors.next !== null) {
            expect(page.body.links.next).toBe(`${svc.url}/connector/connectors?limit=1&cursor=${encodeURIComponent(page.body.meta.cursors.next)}`);
          }
          next = page.body.links.next;
          expect(pages.length).toBeLessThanOrEqual(REGISTRY.length);
        }
        expect(seen).toEqual(sortedIds(REGISTRY));
        expect(pages[0]!.body.meta.cursors.previous).toBeNull();

        // Backwards from the last page, by cursor.
        const last = pages.at(-1)!;
        const back = await get(`/connector/connectors?limit=1&cursor=${encodeURIComponent(last.body.meta.cursors.previous)}`);
        expect(back.body.data[0].id).toBe(seen.at(-2));
        expect(back.body.meta.cursors.current).toBe(last.body.meta.cursors.previous);
        const first = await get(pages[1]!.body.links.previous);
        expect(first.body.data[0].id).toBe(seen[0]);
        expect(first.body.meta.cursors.previous).toBeNull();
      });

      it('filters by unified API and by status, and pages within a filter', async () => {
        let served = 0;
        for (const api of UNIFIED_APIS) {
          const page = await get(`/connector/connectors?filter[unified_api]=${api.id}`);
          const expected = REGISTRY.filter((connector) => connector.resources.some((binding) => binding.declaration.api === api.id));
          expect(page.body.data.map((c: Json) => c.id)).toEqual(sortedIds(expected));
          if (expected.length > 0) served += 1;
        }
        // A unified API may be declared before its connectors land; most have some.
        expect(served).toBeGreaterThan(1);
        const beta = await get('/connector/connectors?filter[status]=beta');
        expect(beta.body.data.map((c: Json) => c.id)).toEqual(sortedIds(REGISTRY.filter((c) => c.status === 'beta')));
        const live = await get('/connector/connectors?filter[status]=live');
        expect(live.body.data.map((c: Json) => c.id)).toEqual(sortedIds(REGISTRY.filter((c) => c.status === 'live')));
        // A status of the reference no connector has yet, and an API nobody serves: valid, empty.
        expect((await get('/connector/connectors?filter[status]=development')).body.data).toEqual([]);
        expect((await get('/connector/connectors?filter[unified_api]=telepathy')).body.data).toEqual([]);

        const smsIds = sortedIds(REGISTRY.filter((c) => c.resources.some((b) => b.declaration.api === 'sms')));
        // One connector a page, following links.next to the last page.
        const paged: string[] = [];
        let next: string | null = '/connector/connectors?filter[unified_api]=sms&limit=1';
        while (next !== null && paged.length < 20) {
          const page = await get(next);
          expect(page.body.data).toHaveLength(1);
          paged.push(page.body.data[0].id);
          next = page.body.links.next;
        }
        expect(paged).toEqual(smsIds);
      });

      it('refuses unknown filters, bad values and bad limits with RequestValidationError', async () => {
        for (const query of ['filter[name]=twilio', 'filter[status]=gone', 'filter[unified_api]=Not%20An%20Id', 'limit=0', 'limit=201', 'limit=x', 'sort[by]=name']) {
          expectErrorEnvelope(await get(`/connector/connectors?${query}`), 400, 'RequestValidationError');
        }
      });

      it('refuses cursors it did not issue for this list', async () => {
        const apis = await get('/connector/apis?limit=1');
        const connectors = await get('/connector/connectors?limit=1');
        const cursor: string = connectors.body.meta.cursors.next;
        const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`;
        for (const bad of ['garbage', tampered, apis.body.meta.cursors.next]) {
          expectErrorEnvelope(await get(`/connector/connectors?cursor=${encodeURIComponent(bad)}`), 400, 'InvalidCursorError');
        }
      });
    });

    describe('one connector', () => {
      it('describes an OAuth connector from its declaration', async () => {
        const { status, body } = await get('/connector/connectors/zendesk');
        expect(status).toBe(200);
        const record = body.data;
        const oauth = zendesk.oauth!;
        const zendeskEvents = supportedEvents(zendesk);
        expect(record).toMatchObject({
          id: zendesk.id,
          service_id: zendesk.id,
          name: zendesk.name,
          status: zendesk.status,
          description: zendesk.description,
          website_url: zendesk.websiteUrl,
          auth_type: 'oauth2',
          auth_only: false,
          oauth_grant_type: 'authorization_code',
          oauth_credentials_source: 'integration',
          has_sandbox_credentials: true,
          custom_scopes: false,
          settings_required_for_authorization: oauth.settingsRequiredForAuthorization,
          configurable_resources: ['customers'],
          supported_events: zendeskEvents,
        });
        expect(record.oauth_scopes).toEqual(
          oauth.scopes.map((scope) => ({ id: scope.id, label: scope.label, default_apis: oauth.defaultScopes.includes(scope.id) ? ['customer-support'] : [] })),
        );
        expect(record.settings.map((s: Json) => [s.id, s.label, s.type, s.required, s.sensitive])).toEqual(
          zendesk.settings.map((s) => [s.id, s.label, s.type, s.required, s.sensitive]),
        );
        expect(record.unified_apis).toEqual([
          {
            id: 'customer-support',
            name: UNIFIED_APIS.find((api) => api.id === 'customer-support')!.name,
            auth_only: false,
            oauth_scopes: oauth.scopes.filter((s) => oauth.defaultScopes.includes(s.id)).map((s) => ({ id: s.id, label: s.label })),
            supported_resources: record.supported_resources,
            supported_events: zendeskEvents,
          },
        ]);
        expect(record.supported_resources).toEqual(
          zendesk.resources.map((b) => ({
            id: b.declaration.id,
            name: b.declaration.name,
            status: 'live',
            downstream_id: b.implementation.downstream.id,
            downstream_name: b.implementation.downstream.name,
          })),
        );
        expect(record.docs.map((doc: Json) => doc.id)).toEqual(['consumer+connection', 'application_owner+oauth_credentials', 'application_owner+rate_limits']);
      });

      it('leaves the OAuth fields out for a connector without OAuth', async () => {
        const { body } = await get('/connector/connectors/twilio');
        expect(body.data.auth_type).toBe(twilio.authType);
        expect(body.data.oauth_scopes).toEqual([]);
        expect(body.data.has_sandbox_credentials).toBe(false);
        for (const field of ['oauth_grant_type', 'oauth_credentials_source', 'settings_required_for_authorization']) {
          expect(body.data).not.toHaveProperty(field);
        }
        expect(body.data.docs.map((doc: Json) => doc.id)).not.toContain('application_owner+oauth_credentials');
      });

      it('points icon_url and logo_url at the monogram the service serves', async () => {
        const { body } = await get('/connector/connectors/jira');
        expect(body.data.icon_url.startsWith(`${svc.url}/`)).toBe(true);
        const logo = await call(body.data.logo_url);
        expect(logo.status).toBe(200);
        expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(logo.text).toContain('>J</text>');
      });

      it('lists the events a platform sends by itself, with its own name for them, and none where it sends none', async () => {
        const statusCallback = { event_type: 'sms.message.updated', downstream_event_type: 'StatusCallback', resource_id: 'messages' };
        const vonageEvents = [
          { event_type: 'sms.message.created', downstream_event_type: 'inbound-sms', resource_id: 'messages' },
          { event_type: 'sms.message.updated', downstream_event_type: 'delivery-receipt', resource_id: 'messages' },
        ];
        const twilioRecord = (await get('/connector/connectors/twilio')).body.data;
        expect(twilioRecord.supported_events).toEqual([statusCallback]);
        expect(twilioRecord.unified_apis.map((api: Json) => [api.id, api.supported_events])).toEqual([['sms', [statusCallback]]]);
        const vonageRecord = (await get('/connector/connectors/vonage')).body.data;
        expect(vonageRecord.supported_events).toEqual(vonageEvents);
        expect(vonageRecord.unified_apis.map((api: Json) => [api.id, api.supported_events])).toEqual([['sms', vonageEvents]]);
        // Zendesk and Intercom: one row per native event type, several of them reporting `updated` (Zendesk's per-attribute events).
        for (const [id, events] of [['zendesk', ZENDESK_CUSTOMER_EVENTS], ['intercom', INTERCOM_CUSTOMER_EVENTS]] as const) {
          const record = (await get(`/connector/connectors/${id}`)).body.data;
          expect(record.supported_events).toEqual(events.map((event) => ({ event_type: `customer-support.customer.${event.action}`, downstream_event_type: event.downstream, resource_id: 'customers' })));
        }
        // Jira and Asana: ticket and comment events under the platform's own names.
        const jiraRecord = (await get('/connector/connectors/jira')).body.data;
        expect(jiraRecord.supported_events).toContainEqual({ event_type: 'issue-tracking.ticket.created', downstream_event_type: 'jira:issue_created', resource_id: 'tickets' });
        expect(jiraRecord.supported_events).toContainEqual({ event_type: 'issue-tracking.comment.deleted', downstream_event_type: 'comment_deleted', resource_id: 'comments' });
        const asanaRecord = (await get('/connector/connectors/asana')).body.data;
        expect(asanaRecord.supported_events).toContainEqual({ event_type: 'issue-tracking.ticket.deleted', downstream_event_type: 'task.removed', resource_id: 'tickets' });
        expect(asanaRecord.supported_events).toContainEqual({ event_type: 'issue-tracking.comment.created', downstream_event_type: 'story.added', resource_id: 'comments' });
        for (const silent of CONNECTORS.filter((connector) => supportedEvents(connector).length === 0)) {
          const record = (await get(`/connector/connectors/${silent.id}`)).body.data;
          expect(record.supported_events).toEqual([]);
          for (const api of record.unified_apis) expect(api.supported_events).toEqual([]);
        }
      });

      it('answers ConnectorNotFoundError for an unknown id, and refuses unknown parameters', async () => {
        expectErrorEnvelope(await get('/connector/connectors/nope'), 404, 'ConnectorNotFoundError');
        expectErrorEnvelope(await get('/connector/connectors/twilio?verbose=1'), 400, 'RequestValidationError');
      });
    });

    describe('connector docs', () => {
      it('serves each listed doc as Markdown written from the declaration', async () => {
        for (const connector of CONNECTORS) {
          const { body } = await get(`/connector/connectors/${connector.id}`);
          for (const doc of body.data.docs as Json[]) {
            expect(doc).toMatchObject({ format: 'markdown', url: `${svc.url}/connector/connectors/${connector.id}/docs/${doc.id}` });
            expect(doc.id).toBe(`${doc.audience}+${doc.name}`);
            const content = await get(doc.url);
            expect(content.status).toBe(200);
            expect(content.headers.get('content-type')).toMatch(/^text\/markdown/);
            expect(content.text).toMatch(new RegExp(`^# .*${connector.name}`));
          }
        }
      });

      it('tells the consumer every setting, and the owner the redirect URI, scopes and limits', async () => {
        const connection = await get('/connector/connectors/zendesk/docs/consumer+connection');
        for (const field of zendesk.settings) expect(connection.text).toContain(`| ${field.label} |`);
        expect(connection.text).toContain(`Sign in with ${zendesk.name}`);

        const oauth = await get('/connector/connectors/zendesk/docs/application_owner+oauth_credentials');
        expect(oauth.text).toContain(`\`${svc.url}/vault/callback\``);
        for (const scope of zendesk.oauth!.scopes) expect(oauth.text).toContain(`\`${scope.id}\``);
        expect(oauth.text).toContain('--service zendesk');

        const limits = await get('/connector/connectors/jira/docs/application_owner+rate_limits');
        expect(limits.text).toContain(CONNECTORS.find((c) => c.id === 'jira')!.rateLimit.documented);
        expect(limits.text).toContain('ConnectorRateLimitError');
      });

      it('404s a doc the connector does not have, in the JSON error envelope', async () => {
        const missing = await get('/connector/connectors/twilio/docs/application_owner+oauth_credentials');
        expectErrorEnvelope(missing, 404, 'EntityNotFoundError');
        expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
        expectErrorEnvelope(await get('/connector/connectors/twilio/docs/unknown'), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await get('/connector/connectors/nope/docs/consumer+connection'), 404, 'ConnectorNotFoundError');
      });
    });

    describe('connector resources', () => {
      it('reports what the implementation offers', async () => {
        const { status, body } = await get('/connector/connectors/jira/resources/tickets');
        expect(status).toBe(200);
        expect(body.data).toEqual({
          id: 'tickets',
          name: 'Tickets',
          status: 'live',
          downstream_id: jiraTickets.implementation.downstream.id,
          downstream_name: jiraTickets.implementation.downstream.name,
          pagination_supported: true,
          pagination: { mode: 'native', paging_support: true, limit_support: true },
          supported_operations: supportedOperations(jiraTickets),
          supported_filters: jiraTickets.implementation.list!.filters,
          supported_sort_by: jiraTickets.implementation.list!.sortBy,
          supported_fields: ticketFields.fields.map((name) => ({ unified_property: name })),
        });
      });

      it('is beta when the connector is', async () => {
        expect((await get('/connector/connectors/twilio-beta/resources/messages')).body.data.status).toBe('beta');
        expect((await get('/connector/connectors/twilio/resources/messages')).body.data.status).toBe('live');
      });

      it('takes unified_api to pick the API, and 404s resources the connector does not serve', async () => {
        expect((await get('/connector/connectors/jira/resources/tickets?unified_api=issue-tracking')).status).toBe(200);
        expectErrorEnvelope(await get('/connector/connectors/jira/resources/tickets?unified_api=sms'), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await get('/connector/connectors/jira/resources/customers'), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await get('/connector/connectors/nope/resources/tickets'), 404, 'ConnectorNotFoundError');
      });
    });

    describe('APIs', () => {
      it('lists every unified API, pages with cursors and filters by status', async () => {
        const all = await get('/connector/apis');
        expect(all.body.data.map((api: Json) => api.id)).toEqual(sortedIds(UNIFIED_APIS));
        const ids: string[] = [];
        let next: string | null = '/connector/apis?limit=1';
        while (next !== null) {
          const page = await get(next);
          ids.push(...page.body.data.map((api: Json) => api.id));
          next = page.body.links.next;
        }
        expect(ids).toEqual(sortedIds(UNIFIED_APIS));
        expect((await get('/connector/apis?filter[status]=live')).body.data).toHaveLength(UNIFIED_APIS.filter((api) => api.status === 'live').length);
        expect((await get('/connector/apis?filter[status]=beta')).body.data).toHaveLength(UNIFIED_APIS.filter((api) => api.status === 'beta').length);
        expectErrorEnvelope(await get('/connector/apis?filter[unified_api]=sms'), 400, 'RequestValidationError');
        expectErrorEnvelope(await get('/connector/apis?filter[status]=early-access'), 400, 'RequestValidationError');
      });

      it('describes an API from its declaration', async () => {
        for (const api of UNIFIED_APIS) {
          const { body } = await get(`/connector/apis/${api.id}`);
          expect(body.data).toEqual({
            id: api.id,
            type: 'unified',
            name: api.name,
            description: api.description,
            status: api.status,
            version: REFERENCE_API_VERSION,
            spec_url: `${svc.url}/openapi/${api.id}.json`,
            api_reference_url: `${svc.url}/docs/${api.id}`,
            postman_collection_id: null,
            categories: api.categories,
            resources: api.resources.map((r) => ({ id: r.id, name: r.name, status: r.status, excluded_from_coverage: false })),
            events: API_EVENTS[api.id],
          });
        }
        expectErrorEnvelope(await get('/connector/apis/telepathy'), 404, 'EntityNotFoundError');
      });

      it('publishes the JSON Schema of a resource, which accepts real records and refuses wrong ones', async () => {
        const resource = await get('/connector/apis/sms/resources/messages');
        expect(resource.status).toBe(200);
        expect(resource.body.data).toMatchObject({ id: 'messages', name: 'Messages', status: 'live', linked_resources: [] });
        const schema = resource.body.data.schema;
        expect(schema).toMatchObject({ type: 'object', additionalProperties: false, required: ['from', 'to', 'body'] });
        expect(JSON.stringify(schema)).not.toContain('~kind');

        const ajv = new Ajv({ strict: false, allErrors: true });
        addFormats(ajv);
        const validate = ajv.compile(schema);
        await tenant.connect('schema-check', 'sms', 'twilio', twilioSettings);
        const messages = await call<Json>(`${svc.url}/sms/messages?limit=30`, { headers: tenant.headers('schema-check', { 'x-svc-service-id': 'twilio' }) });
        expect(messages.body.data.length).toBeGreaterThan(0);
        for (const message of messages.body.data) expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
        const [sample] = messages.body.data;
        expect(validate({ ...sample, body: 'x'.repeat(1601) })).toBe(false);
        expect(validate({ ...sample, unheard_of: true })).toBe(false);
        expect(validate({ ...sample, type: 'fax' })).toBe(false);
      });

      it('links nested resources to their parent and lists personal data fields', async () => {
        const tickets = await get('/connector/apis/issue-tracking/resources/tickets');
        expect(tickets.body.data.linked_resources).toEqual([{ id: 'collections', unified_property: 'collection_id' }]);
        const customers = await get('/connector/apis/customer-support/resources/customers');
        expect(customers.body.data.schema['x-pii']).toEqual(['first_name', 'last_name']);
        expectErrorEnvelope(await get('/connector/apis/sms/resources/calls'), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await get('/connector/apis/telepathy/resources/invoices'), 404, 'EntityNotFoundError');
        // A path parameter named like the record's own id is not a link: a list member's id is the member's.
        const members = await get('/connector/apis/crm/resources/list-members');
        expect(members.body.data.linked_resources).toEqual([]);
      });

      it('gives the coverage of a resource by every connector serving it', async () => {
        const { body } = await get('/connector/apis/sms/resources/messages/coverage');
        expect(body.data).toMatchObject({ id: 'messages', name: 'Messages', status: 'live' });
        const serving = REGISTRY.filter((c) => c.resources.some((b) => b.declaration.key === 'sms/messages'));
        expect(body.data.coverage.map((entry: Json) => entry.service_id)).toEqual(sortedIds(serving));
        for (const entry of body.data.coverage as Json[]) {
          const { data } = (await get(`/connector/connectors/${entry.service_id}/resources/messages`)).body;
          const { id: _id, name: _name, status: _status, ...support } = data;
          expect(entry).toEqual({ service_id: entry.service_id, ...support });
        }
        expectErrorEnvelope(await get('/connector/apis/sms/resources/calls/coverage'), 404, 'EntityNotFoundError');
      });
    });

    describe.skipIf(!referenceAvailable())(`records against the reference's response schemas (${REFERENCE_FILE})`, () => {
      it('every route answers in the shape connector.yml describes', async () => {
        const validator = await referenceValidators();
        const checks: [string, string][] = [
          ['/connector/connectors', 'GetConnectorsResponse'],
          ['/connector/connectors?limit=1', 'GetConnectorsResponse'],
          ...CONNECTORS.map((c): [string, string] => [`/connector/connectors/${c.id}`, 'GetConnectorResponse']),
          ...CONNECTORS.flatMap((c) =>
            c.resources.map((b): [string, string] => [`/connector/connectors/${c.id}/resources/${b.declaration.id}`, 'GetConnectorResourceResponse']),
          ),
          ['/connector/apis', 'GetApisResponse'],
          ...UNIFIED_APIS.map((api): [string, string] => [`/connector/apis/${api.id}`, 'GetApiResponse']),
          ...UNIFIED_APIS.flatMap((api) =>
            api.resources.flatMap((r): [string, string][] => [
              [`/connector/apis/${api.id}/resources/${r.id}`, 'GetApiResourceResponse'],
              [`/connector/apis/${api.id}/resources/${r.id}/coverage`, 'GetApiResourceCoverageResponse'],
            ]),
          ),
        ];
        for (const [path, schemaName] of checks) {
          const response = await get(path);
          expect(response.status, path).toBe(200);
          expect(validator(schemaName)(response.body), `${path} as ${schemaName}`).toEqual([]);
        }
        // The checker is not vacuous: a record off the reference's shape is reported.
        const wrong = (await get('/connector/connectors/twilio')).body;
        expect(validator('GetConnectorResponse')({ ...wrong, data: { ...wrong.data, auth_type: 'magic' } })).not.toEqual([]);
      });
    });
  });
}
