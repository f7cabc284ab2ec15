/**
 * Real answers of the running service, against the emulators, validate
 * against the OpenAPI documents it serves: for every unified API each
 * operation's success (lists paged, projected with `fields`) and a few of its
 * errors, and the Vault, Connector, Proxy and Webhook APIs' answers. A document that
 * says less, or otherwise, than the service does fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { call, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { ResponseCheck } from './openapi-response-check.js';

type Json = Record<string, any>;

const CONSUMER = 'documented-consumer';
const JIRA_PROJECT = '10003';

describe('answers of the service match its OpenAPI documents', () => {
  let svc: TestService;
  let tenant: Tenant;
  let check: ResponseCheck;

  /** Calls the service and checks the answer against the operation `METHOD /documented/{path}` of a document. */
  async function documented(
    apiId: string,
    operation: string,
    url: string,
    options: { json?: unknown; headers?: Record<string, string>; consumer?: string | null } = {},
  ): Promise<CallResult> {
    const [method, path] = operation.split(' ') as [string, string];
    const headers = options.consumer === null ? { ...options.headers } : tenant.headers(options.consumer ?? CONSUMER, options.headers);
    const result = await call(url.startsWith('http') ? url : `${svc.url}${url}`, { method, headers, json: options.json });
    check.expect(apiId, method, path, result);
    return result;
  }

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator, zendeskEmulator, jiraEmulator] });
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'sms', 'twilio', twilioSettings);
    await tenant.connect(CONSUMER, 'customer-support', 'zendesk', {
      subdomain: ZENDESK_DEMO_ACCOUNT.subdomain,
      email: ZENDESK_DEMO_ACCOUNT.email,
      api_token: ZENDESK_DEMO_ACCOUNT.apiToken,
    });
    await tenant.connect(CONSUMER, 'issue-tracking', 'jira', { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken });
    const documents: Record<string, Json> = {};
    for (const id of svc.service.openApi.ids()) documents[id] = (await call(`${svc.url}/openapi/${id}.json`)).body;
    check = new ResponseCheck(documents);
  });
  afterAll(() => svc.close());

  it('checks what it claims to: an answer unlike its document is reported', () => {
    const fake = (status: number, body: unknown): CallResult => ({
      status,
      headers: new Headers({ 'content-type': 'application/json', 'request-id': 'r' }),
      body,
      text: JSON.stringify(body),
    });
    expect(check.problems('sms', 'GET', '/sms/messages/{id}', fake(200, { status_code: 200, status: 'OK', data: { id: 1 } })).length).toBeGreaterThan(0);
    const wrongType = { status_code: 404, error: 'Not Found', type_name: 'UnsupportedFiltersError', message: 'x', ref: 'http://x/errors/y' };
    expect(check.problems('sms', 'GET', '/sms/messages/{id}', fake(404, wrongType))).not.toEqual([]);
    expect(check.problems('sms', 'GET', '/sms/messages/{id}', fake(404, { ...wrongType, type_name: 'ConnectionNotFoundError' }))).toEqual([]);
  });

  describe('SMS', () => {
    it('lists, pages, projects, creates, reads, updates and deletes messages as documented', async () => {
      const first = await documented('sms', 'GET /sms/messages', '/sms/messages?limit=3');
      expect(first.body.data).toHaveLength(3);
      await documented('sms', 'GET /sms/messages', first.body.links.next as string);
      await documented('sms', 'GET /sms/messages', '/sms/messages?limit=2&fields=id,body,price.currency&raw=true');
      const created = await documented('sms', 'POST /sms/messages', '/sms/messages', {
        json: { from: '+15005550006', to: '+15005550001', body: 'Documented' },
        headers: { 'idempotency-key': 'documented-1' },
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      await documented('sms', 'GET /sms/messages/{id}', `/sms/messages/${id}`);
      await documented('sms', 'PATCH /sms/messages/{id}', `/sms/messages/${id}`, { json: { from: '+15005550006', to: '+15005550001', body: '' } });
      await documented('sms', 'DELETE /sms/messages/{id}', `/sms/messages/${id}`);
    });

    it('answers its errors as documented', async () => {
      expect((await documented('sms', 'GET /sms/messages', '/sms/messages?limit=0')).status).toBe(400);
      expect((await documented('sms', 'GET /sms/messages', '/sms/messages', { consumer: null })).status).toBe(401);
      expect((await documented('sms', 'GET /sms/messages', '/sms/messages', { consumer: 'nobody' })).status).toBe(404);
      expect((await documented('sms', 'GET /sms/messages', '/sms/messages?cursor=forged')).status).toBe(400);
      const body = { from: '+15005550006', to: '+15005550001', body: 'x'.repeat(1601) };
      expect((await documented('sms', 'POST /sms/messages', '/sms/messages', { json: body })).status).toBe(400);
      const unhonoured = await documented('sms', 'PATCH /sms/messages/{id}', '/sms/messages/SM0', {
        json: { from: '+1', to: '+1', body: '' },
        headers: { 'x-unique-transaction-id': 'k' },
      });
      expect(unhonoured.body.type_name).toBe('IdempotencyKeyNotSupportedError');
      expect((await documented('sms', 'GET /sms/messages/{id}', '/sms/messages/SM00000000000000000000000000000000')).status).toBe(404);
      const reused = await documented('sms', 'POST /sms/messages', '/sms/messages', {
        json: { from: '+15005550006', to: '+15005550001', body: 'Another body' },
        headers: { 'idempotency-key': 'documented-1' },
      });
      expect(reused.body.type_name).toBe('IdempotencyKeyReusedError');
    });
  });

  describe('Customer Support', () => {
    it('serves every customer operation as documented', async () => {
      const list = await documented('customer-support', 'GET /customer-support/customers', '/customer-support/customers?limit=5');
      await documented('customer-support', 'GET /customer-support/customers', list.body.links.next as string);
      await documented('customer-support', 'GET /customer-support/customers', '/customer-support/customers?fields=id,emails.type,addresses.city');
      const created = await documented('customer-support', 'POST /customer-support/customers', '/customer-support/customers', {
        json: { first_name: 'Ada', last_name: 'Lovelace', emails: [{ email: 'ada.documented@example.com', type: 'primary' }] },
      });
      const id = created.body.data.id as string;
      const one = await documented('customer-support', 'GET /customer-support/customers/{id}', `/customer-support/customers/${id}`);
      expect(one.body.data.emails[0].email).toBe('ada.documented@example.com');
      await documented('customer-support', 'PATCH /customer-support/customers/{id}', `/customer-support/customers/${id}`, { json: { notes: 'Documented' } });
      await documented('customer-support', 'DELETE /customer-support/customers/{id}', `/customer-support/customers/${id}`);
    });

    it('answers its errors as documented', async () => {
      const invalid = await documented('customer-support', 'POST /customer-support/customers', '/customer-support/customers', {
        json: { emails: [{ type: 'primary' }] },
      });
      expect(invalid.status).toBe(400);
      expect((await documented('customer-support', 'GET /customer-support/customers', '/customer-support/customers?fields=nope')).status).toBe(400);
      expect((await documented('customer-support', 'GET /customer-support/customers/{id}', '/customer-support/customers/999999999')).status).toBe(404);
    });
  });

  describe('Issue Tracking', () => {
    it('serves collections and every ticket operation as documented', async () => {
      const collections = await documented('issue-tracking', 'GET /issue-tracking/collections', '/issue-tracking/collections?limit=2&sort[by]=name');
      await documented('issue-tracking', 'GET /issue-tracking/collections', collections.body.links.next as string);
      await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}', `/issue-tracking/collections/${JIRA_PROJECT}`);
      const base = `/issue-tracking/collections/${JIRA_PROJECT}/tickets`;
      const tickets = await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/tickets', `${base}?limit=3&filter[status]=open&sort[by]=updated_at`);
      expect(tickets.status).toBe(200);
      const created = await documented('issue-tracking', 'POST /issue-tracking/collections/{collection_id}/tickets', base, {
        json: { subject: 'Documented ticket', priority: 'high' },
      });
      const path = `${base}/${created.body.data.id as string}`;
      await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/tickets/{ticket_id}', path);
      await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/tickets/{ticket_id}', `${path}?fields=id,assignees.username`);
      await documented('issue-tracking', 'PATCH /issue-tracking/collections/{collection_id}/tickets/{ticket_id}', path, { json: { status: 'in_progress' } });
      await documented('issue-tracking', 'DELETE /issue-tracking/collections/{collection_id}/tickets/{ticket_id}', path);
    });

    it('serves comments, users and tags as documented', async () => {
      const tickets = `/issue-tracking/collections/${JIRA_PROJECT}/tickets`;
      const ticket = (await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/tickets', `${tickets}?limit=1`)).body.data[0].id as string;
      const comments = `${tickets}/${ticket}/comments`;
      const commentsPath = '/issue-tracking/collections/{collection_id}/tickets/{ticket_id}/comments';
      await documented('issue-tracking', `GET ${commentsPath}`, `${comments}?limit=2&sort[by]=created_at&sort[direction]=desc`);
      const created = await documented('issue-tracking', `POST ${commentsPath}`, comments, { json: { body: '<p>Documented comment</p>' } });
      const comment = `${comments}/${created.body.data.id as string}`;
      await documented('issue-tracking', `GET ${commentsPath}/{id}`, comment);
      await documented('issue-tracking', `PATCH ${commentsPath}/{id}`, comment, { json: { body: 'Edited' } });
      await documented('issue-tracking', `DELETE ${commentsPath}/{id}`, comment);
      expect((await documented('issue-tracking', `GET ${commentsPath}/{id}`, comment)).status).toBe(404);
      expect((await documented('issue-tracking', `POST ${commentsPath}`, comments, { json: {} })).status).toBe(400);
      const users = await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/users', `/issue-tracking/collections/${JIRA_PROJECT}/users?limit=2`);
      await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/users/{id}', `/issue-tracking/collections/${JIRA_PROJECT}/users/${users.body.data[0].id as string}`);
      await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}/tags', `/issue-tracking/collections/${JIRA_PROJECT}/tags?limit=2`);
    });

    it('answers its errors as documented', async () => {
      const sort = await documented('issue-tracking', 'GET /issue-tracking/collections', '/issue-tracking/collections?sort[by]=created_at');
      expect(sort.body.type_name).toBe('UnsupportedSortFieldError');
      expect((await documented('issue-tracking', 'GET /issue-tracking/collections/{collection_id}', '/issue-tracking/collections/99999')).status).toBe(404);
      const badPriority = await documented('issue-tracking', 'POST /issue-tracking/collections/{collection_id}/tickets', `/issue-tracking/collections/${JIRA_PROJECT}/tickets`, {
        json: { subject: 'x', priority: 'whenever' },
      });
      expect(badPriority.status).toBe(400);
    });
  });

  describe('Vault', () => {
    it('answers consumers, connections and sessions as documented', async () => {
      const vaultHeaders = { consumer: null, headers: tenant.headers() };
      await documented('vault', 'POST /vault/consumers', '/vault/consumers', { ...vaultHeaders, json: { consumer_id: 'vault-doc', metadata: { user_name: 'Ada' } } });
      await documented('vault', 'GET /vault/consumers', '/vault/consumers?limit=1', vaultHeaders);
      await documented('vault', 'GET /vault/consumers/{consumer_id}', `/vault/consumers/${CONSUMER}`, vaultHeaders);
      await documented('vault', 'PATCH /vault/consumers/{consumer_id}', '/vault/consumers/vault-doc', { ...vaultHeaders, json: { metadata: { account_name: 'ACME' } } });
      expect((await documented('vault', 'GET /vault/consumers/{consumer_id}', '/vault/consumers/missing', vaultHeaders)).status).toBe(404);

      const connections = await documented('vault', 'GET /vault/connections', '/vault/connections');
      expect(connections.body.data.length).toBeGreaterThan(2);
      await documented('vault', 'GET /vault/connections/{unified_api}/{service_id}', '/vault/connections/customer-support/zendesk');
      await documented('vault', 'PATCH /vault/connections/{unified_api}/{service_id}', '/vault/connections/sms/twilio', { consumer: 'vault-doc', json: { settings: twilioSettings } });
      await documented('vault', 'POST /vault/connections/{unified_api}/{service_id}/validate', '/vault/connections/sms/twilio/validate', { consumer: 'vault-doc', json: {} });
      const token = await documented('vault', 'POST /vault/connections/{unified_api}/{service_id}/token', '/vault/connections/sms/twilio/token', { consumer: 'vault-doc', json: {} });
      expect(token.body.type_name).toBe('ConnectorOperationUnsupportedError');
      await documented('vault', 'POST /vault/sessions', '/vault/sessions', { consumer: 'vault-doc', json: { settings: { unified_apis: ['sms'] } } });
      await documented('vault', 'DELETE /vault/connections/{unified_api}/{service_id}', '/vault/connections/sms/twilio', { consumer: 'vault-doc' });
      expect((await documented('vault', 'GET /vault/connections', '/vault/connections', { headers: tenant.headers(), consumer: null })).status).toBe(400);
      await documented('vault', 'DELETE /vault/consumers/{consumer_id}', '/vault/consumers/vault-doc', vaultHeaders);
    });

    it('answers the OAuth browser endpoints as documented', async () => {
      const callback = await documented('vault', 'GET /vault/callback', '/vault/callback?state=forged&code=x', { consumer: null });
      expect(callback.body.type_name).toBe('OAuthInvalidStateError');
    });
  });

  describe('Connector API and Proxy API', () => {
    it('answers the catalog as documented', async () => {
      const own = { consumer: null, headers: tenant.headers() };
      const connectors = await documented('connector', 'GET /connector/connectors', '/connector/connectors?limit=1', own);
      await documented('connector', 'GET /connector/connectors', connectors.body.links.next as string, own);
      await documented('connector', 'GET /connector/connectors/{id}', '/connector/connectors/zendesk', own);
      const doc = connectors.body.data[0].docs[0].url as string;
      expect((await documented('connector', 'GET /connector/connectors/{id}/docs/{doc_id}', doc, own)).headers.get('content-type')).toContain('text/markdown');
      await documented('connector', 'GET /connector/connectors/{id}/resources/{resource_id}', '/connector/connectors/jira/resources/tickets', own);
      await documented('connector', 'GET /connector/apis', '/connector/apis', own);
      await documented('connector', 'GET /connector/apis/{id}', '/connector/apis/sms', own);
      await documented('connector', 'GET /connector/apis/{id}/resources/{resource_id}', '/connector/apis/customer-support/resources/customers', own);
      await documented('connector', 'GET /connector/apis/{id}/resources/{resource_id}/coverage', '/connector/apis/issue-tracking/resources/tickets/coverage', own);
      expect((await documented('connector', 'GET /connector/connectors/{id}', '/connector/connectors/nope', own)).status).toBe(404);
      expect((await documented('connector', 'GET /connector/apis', '/connector/apis?cursor=forged', own)).status).toBe(400);
    });

    it('passes the platform\'s answers through, and answers its own errors as documented', async () => {
      const proxied = await documented('proxy', 'GET /proxy', '/proxy', {
        headers: { 'x-svc-service-id': 'twilio', 'x-svc-downstream-url': `/2010-04-01/Accounts/${twilioSettings.account_sid}/Messages.json?PageSize=1` },
      });
      expect(proxied.status).toBe(200);
      const missing = await documented('proxy', 'POST /proxy', '/proxy', { headers: { 'x-svc-service-id': 'twilio' }, json: {} });
      expect(missing.body.type_name).toBe('RequestHeadersValidationError');
      const platformError = await documented('proxy', 'GET /proxy', '/proxy', {
        headers: { 'x-svc-service-id': 'twilio', 'x-svc-downstream-url': `/2010-04-01/Accounts/${twilioSettings.account_sid}/Messages/SM0.json` },
      });
      expect(platformError.status).toBe(404);
      expect(platformError.headers.get('x-svc-downstream-error')).toBe('true');
    });
  });

  describe('Webhook API', () => {
    it('answers subscriptions as documented', async () => {
      const own = { consumer: null, headers: tenant.headers() };
      const body = { unified_api: 'issue-tracking', delivery_url: 'http://127.0.0.1:9/hooks', events: ['*'], status: 'enabled', description: 'Documented' };
      const created = await documented('webhook', 'POST /webhook/webhooks', '/webhook/webhooks', { ...own, json: body });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      // Saved disabled for its URL: the same record, documented too.
      const refused = await documented('webhook', 'POST /webhook/webhooks', '/webhook/webhooks', { ...own, json: { ...body, delivery_url: 'https://10.0.0.1/hooks' } });
      expect(refused.body.data.disabled_reason).toBe('delivery_url_validation_failed');
      const page = await documented('webhook', 'GET /webhook/webhooks', '/webhook/webhooks?limit=1', own);
      await documented('webhook', 'GET /webhook/webhooks', page.body.links.next as string, own);
      await documented('webhook', 'GET /webhook/webhooks/{id}', `/webhook/webhooks/${id}`, own);
      await documented('webhook', 'PATCH /webhook/webhooks/{id}', `/webhook/webhooks/${id}`, { ...own, json: { description: null, events: ['issue-tracking.ticket.created'] } });
      expect((await documented('webhook', 'POST /webhook/webhooks/{id}/rotate-secret', `/webhook/webhooks/${id}/rotate-secret`, own)).body.data.secret).toMatch(/^whsec_/);
      await documented('webhook', 'DELETE /webhook/webhooks/{id}', `/webhook/webhooks/${id}`, own);
      expect((await documented('webhook', 'GET /webhook/webhooks/{id}', `/webhook/webhooks/${id}`, own)).status).toBe(404);
      expect((await documented('webhook', 'POST /webhook/webhooks', '/webhook/webhooks', { ...own, json: { ...body, events: ['sms.message.created'] } })).status).toBe(400);
      expect((await documented('webhook', 'GET /webhook/webhooks', '/webhook/webhooks?cursor=forged', own)).status).toBe(400);
    });
  });
});
