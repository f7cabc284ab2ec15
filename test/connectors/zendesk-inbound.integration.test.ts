/**
 * Zendesk's own webhooks, end to end between the connector's `inbound` hooks
 * and the emulator over loopback: `register` creates the webhook through the
 * Webhooks API (and reuses or replaces it when asked again), the emulator
 * sends Zendesk's signed user events when customers change, and the requests
 * it really sent (read back from its control plane) verify and report the
 * right changes. Tampered, re-signed with another secret and stale requests are refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { zendeskInbound } from '../../src/connectors/zendesk/inbound.js';
import { ZENDESK_CUSTOMER_EVENTS } from '../../src/connectors/zendesk/webhook-events.js';
import { ZENDESK_WEBHOOK_NAME } from '../../src/connectors/zendesk/webhook-registration.js';
import { REPLAY_WINDOW_MS, verifyZendeskSignature } from '../../src/connectors/zendesk/webhook-signature.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import { ZENDESK_DEMO_ACCOUNT, startZendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { deliveredTo } from '../helpers/emulator-deliveries.js';

type Json = Record<string, any>;

const SETTINGS = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };
const AGENT_SETTINGS = { ...SETTINGS, email: 'jordan.reyes@acme-demo.example' };

describe('Zendesk inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: ZendeskEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;

  const contextFor = (settings: Record<string, string>): ConnectorContext => ({
    settings,
    http: new DownstreamHttp({ connectorId: 'zendesk', baseUrl: emulator.url, auth: zendesk.auth, values: settings, timeoutMs: 5_000, rateLimit: zendesk.rateLimit, errorMessage: zendesk.errorMessage }),
  });
  const ctx = () => contextFor(SETTINGS);
  const webhooks = () => emulator.kit.records('webhooks');
  const inboundContext = (registration: Record<string, unknown>): InboundContext => ({ settings: SETTINGS, registration });

  /** What the emulator really sent to `url`, read from its control plane over HTTP, as the receiver gets it. */
  const sentTo = (url: string) => deliveredTo(emulator, url);

  const userRequest = async (method: 'POST' | 'PUT' | 'DELETE', path: string, user?: Json) =>
    (await ctx().http.request<Json>({ method, path, ...(user ? { json: { user } } : {}) })).body;

  beforeAll(async () => {
    emulator = await startZendeskEmulator();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/zendesk`;
  });

  it('declares its native events as supported_events, one per Zendesk event type', () => {
    const events = supportedEvents(zendesk, 'customer-support');
    expect(events.map((event) => event.downstream_event_type)).toEqual(ZENDESK_CUSTOMER_EVENTS.map((event) => event.downstream));
    expect(new Set(events.map((event) => event.event_type))).toEqual(new Set(['customer-support.customer.created', 'customer-support.customer.updated', 'customer-support.customer.deleted']));
  });

  it('registers one webhook subscribed to the declared events, keeps its id and signing secret, and reuses it when registered again', async () => {
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    expect(webhooks()).toHaveLength(1);
    const [webhook] = webhooks();
    expect(webhook).toMatchObject({ name: ZENDESK_WEBHOOK_NAME, endpoint: target, status: 'active', httpMethod: 'POST', requestFormat: 'json' });
    expect([...(webhook!.subscriptions as string[])].sort()).toEqual(ZENDESK_CUSTOMER_EVENTS.map((event) => event.downstream).sort());
    expect(registration).toEqual({ webhook_id: webhook!.id, signing_secret: webhook!.signingSecret });

    expect(await zendeskInbound.register!(ctx(), { url: target })).toEqual(registration);
    expect(webhooks()).toHaveLength(1);
  });

  it('replaces a webhook to the same URL that is subscribed to other events, and leaves webhooks to other URLs alone', async () => {
    const stale = await ctx().http.request<Json>({
      method: 'POST',
      path: '/api/v2/webhooks',
      json: { webhook: { name: ZENDESK_WEBHOOK_NAME, status: 'active', endpoint: target, http_method: 'POST', request_format: 'json', subscriptions: ['zen:event-type:user.created'] } },
    });
    const other = `${receiver.url}/elsewhere`;
    await zendeskInbound.register!(ctx(), { url: other });
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    expect(registration.webhook_id).not.toBe(stale.body.webhook.id);
    expect(webhooks().map((webhook) => webhook.endpoint).sort()).toEqual([other, target].sort());
  });

  it('sends signed events for a customer\'s creation, changes and deletion that verify and report the right changes', async () => {
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    const created = await userRequest('POST', '/api/v2/users', { name: 'Webhook Person', email: 'webhook.person@example.com', role: 'end-user' });
    const id = String(created.user.id);
    await userRequest('PUT', `/api/v2/users/${id}`, { name: 'Webhook Renamed', notes: 'likes webhooks', email: 'second.address@example.com' });
    await userRequest('DELETE', `/api/v2/users/${id}`);
    await userRequest('POST', '/api/v2/users', { name: 'New Agent', email: 'new.agent@example.com', role: 'agent' });

    const requests = await sentTo(target);
    await receiver.waitFor(new URL(target).pathname, requests.length);
    for (const request of requests) {
      expect(request.headers['x-zendesk-webhook-id']).toBe(registration.webhook_id);
      expect(zendeskInbound.verify(request, inboundContext(registration))).toBe(true);
    }
    const changes = requests.flatMap((request) => zendeskInbound.changes(request, inboundContext(registration)));
    expect(changes.map(({ action, entityId, downstreamEventType }) => [action, entityId, downstreamEventType])).toEqual([
      ['created', id, 'zen:event-type:user.created'],
      ['updated', id, 'zen:event-type:user.name_changed'],
      ['updated', id, 'zen:event-type:user.notes_changed'],
      ['updated', id, 'zen:event-type:user.identity_created'],
      ['deleted', id, 'zen:event-type:user.deleted'],
      // The agent's user.created reports nothing: agents are not customers.
    ]);
    expect(requests).toHaveLength(6);
    for (const change of changes) {
      expect(change.resource).toBe('customer-support/customers');
      expect(Math.abs(change.occurredAt!.getTime() - Date.now())).toBeLessThan(60_000);
    }
    // One delivery id per event, and the same one for the same event.
    const ids = requests.map((request) => zendeskInbound.deliveryId!(request, inboundContext(registration)));
    expect(new Set(ids).size).toBe(requests.length);
    expect(zendeskInbound.deliveryId!(requests[0]!, inboundContext(registration))).toBe(ids[0]);
  });

  it('refuses a tampered body, a signature made with another secret, a missing header and a stale or future timestamp', async () => {
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    await userRequest('POST', '/api/v2/users', { name: 'Tamper Target', email: 'tamper.target@example.com' });
    const [request] = await sentTo(target);
    const context = inboundContext(registration);
    expect(zendeskInbound.verify(request!, context)).toBe(true);

    const tampered = { ...request!, rawBody: Buffer.from(request!.rawBody.toString('utf8').replace('"end-user"', '"admin"')) };
    expect(zendeskInbound.verify(tampered, context)).toBe(false);
    expect(zendeskInbound.verify(request!, inboundContext({ ...registration, signing_secret: 'another-secret' }))).toBe(false);
    expect(zendeskInbound.verify(request!, inboundContext({}))).toBe(false);
    const { ['x-zendesk-webhook-signature-timestamp']: _timestamp, ...unstamped } = request!.headers;
    expect(zendeskInbound.verify({ ...request!, headers: unstamped }, context)).toBe(false);

    // The replay window: five minutes either way of the signed timestamp.
    const signedAt = Date.parse(request!.headers['x-zendesk-webhook-signature-timestamp']!);
    expect(verifyZendeskSignature(request!, registration.signing_secret, signedAt + REPLAY_WINDOW_MS - 1_000)).toBe(true);
    expect(verifyZendeskSignature(request!, registration.signing_secret, signedAt + REPLAY_WINDOW_MS + 1_000)).toBe(false);
    expect(verifyZendeskSignature(request!, registration.signing_secret, signedAt - REPLAY_WINDOW_MS - 1_000)).toBe(false);
  });

  it('reports nothing for a body that is not a Zendesk event or names an event type it does not subscribe to', () => {
    const request = (body: string): InboundRequest => ({ method: 'POST', url: target, headers: {}, rawBody: Buffer.from(body), query: {} });
    const context = inboundContext({});
    expect(zendeskInbound.changes(request('not json'), context)).toEqual([]);
    expect(zendeskInbound.changes(request('[1]'), context)).toEqual([]);
    const event = { type: 'zen:event-type:user.last_login_changed', detail: { id: '42', role: 'end-user' }, id: 'e1', time: '2026-01-01T00:00:00Z' };
    expect(zendeskInbound.changes(request(JSON.stringify(event)), context)).toEqual([]);
    expect(zendeskInbound.changes(request(JSON.stringify({ ...event, type: 'zen:event-type:user.created', detail: { id: 'x', role: 'end-user' } })), context)).toEqual([]);
  });

  it('unregisters by deleting the webhook, and an already deleted one is no failure', async () => {
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    await zendeskInbound.unregister!(ctx(), registration);
    expect(webhooks()).toEqual([]);
    await expect(zendeskInbound.unregister!(ctx(), registration)).resolves.toBeUndefined();
  });

  it('cannot register with an agent\'s credentials: managing webhooks takes an admin', async () => {
    await expect(zendeskInbound.register!(contextFor(AGENT_SETTINGS), { url: target })).rejects.toMatchObject({ detail: { downstream_status: 403 } });
    expect(webhooks()).toEqual([]);
  });

  // Last: the emulator's clock only goes forward.
  it('refuses what an emulator whose clock runs ten minutes ahead signs', async () => {
    const registration = await zendeskInbound.register!(ctx(), { url: target });
    emulator.kit.advanceClock(10 * 60_000);
    await userRequest('POST', '/api/v2/users', { name: 'Future Person', email: 'future.person@example.com' });
    const [future] = await sentTo(target);
    expect(zendeskInbound.changes(future!, inboundContext(registration))).toHaveLength(1);
    expect(zendeskInbound.verify(future!, inboundContext(registration))).toBe(false);
  });
});
