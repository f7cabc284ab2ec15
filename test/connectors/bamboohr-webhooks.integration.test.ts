/**
 * BambooHR's own webhooks on loopback: the connector registers one at the
 * emulator (POST /api/v1/webhooks, its privateKey kept), the emulator sends
 * employee.created / .updated / .deleted signed as BambooHR documents
 * (X-BambooHR-Signature: HMAC-SHA256 of the body and X-BambooHR-Timestamp),
 * the inbound hooks verify them (a changed byte or timestamp fails) and read
 * each as a change of hris/employees; unregister deletes the webhook. Every
 * exchange is checked against public.yaml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bamboohr } from '../../src/connectors/bamboohr/definition.js';
import { bamboohrInbound } from '../../src/connectors/bamboohr/inbound.js';
import type { ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { downstreamSpecsDir, formatViolations, loadContract } from '../contract/openapi-contract.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';

describe('BambooHR webhooks: register, signed deliveries, verify, changes, unregister', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let ctx: ConnectorContext;
  const settings = { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey };

  const requestOf = (webhook: ReceivedWebhook, change: Partial<{ body: string; timestamp: string }> = {}): InboundRequest => ({
    method: 'POST',
    url: `${receiver.url}${webhook.path}`,
    headers: { ...(webhook.headers as Record<string, string>), ...(change.timestamp ? { 'x-bamboohr-timestamp': change.timestamp } : {}) },
    rawBody: Buffer.from(change.body ?? webhook.body, 'utf8'),
    query: {},
  });

  beforeAll(async () => {
    emulator = await bamboohrEmulator.start({ record: true });
    receiver = await startWebhookReceiver();
    ctx = {
      settings,
      http: new DownstreamHttp({ connectorId: 'bamboohr', baseUrl: emulator.url, auth: bamboohr.auth, values: settings, timeoutMs: 5_000, rateLimit: bamboohr.rateLimit, errorMessage: bamboohr.errorMessage }),
    };
  });
  afterAll(async () => {
    await emulator?.close();
    await receiver?.close();
  });

  it('turns created, updated (a monitored field, a termination row) and deleted employees into verified changes', async () => {
    const registration = await bamboohrInbound.register!(ctx, { url: `${receiver.url}/bamboohr` });
    expect(registration).toMatchObject({ webhookId: expect.stringMatching(/^\d+$/), privateKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const context = { settings, registration };

    const created = await ctx.http.request({ method: 'POST', path: '/api/v1/employees', json: { firstName: 'Grace', lastName: 'Hopper' } });
    const id = /id=(\d+)/.exec(String(created.headers.location))?.[1] as string;
    await ctx.http.request({ method: 'POST', path: `/api/v1/employees/${id}`, json: { jobTitle: 'Rear Admiral' } });
    // A change of a field nobody monitors sends nothing.
    await ctx.http.request({ method: 'POST', path: `/api/v1/employees/${id}`, json: { linkedIn: 'https://www.linkedin.com/in/grace' } });
    await ctx.http.request({ method: 'POST', path: `/api/v1/employees/${id}/tables/employmentStatus`, json: { date: new Date().toISOString().slice(0, 10), employmentStatus: 'Terminated' } });
    emulator.kit.trigger('employee.deleted', 'employees', id, DEMO.id);
    const received = await receiver.waitFor('/bamboohr', 5, 10_000);
    await emulator.kit.settled();
    expect(receiver.received).toHaveLength(5);

    const changes = received.map((webhook) => {
      expect(bamboohrInbound.verify(requestOf(webhook), context), webhook.body).toBe(true);
      return bamboohrInbound.changes(requestOf(webhook), context);
    });
    // BambooHR fires employee.created then employee.updated for a new employee (the create-then-initialize pattern).
    expect(changes.map((list) => list.map((change) => [change.action, change.entityId, change.downstreamEventType]))).toEqual([
      [['created', id, 'employee.created']],
      [['updated', id, 'employee.updated']],
      [['updated', id, 'employee.updated']],
      [['updated', id, 'employee.updated']],
      [['deleted', id, 'employee.deleted']],
    ]);
    expect(received[2]!.json).toMatchObject({ type: 'employee.updated', data: { employeeId: id, changedFields: ['jobTitle'] } });
    expect(received[3]!.json).toMatchObject({ data: { changedFields: expect.arrayContaining(['employmentHistoryStatus', 'status']) } });
    // Ids only: no personal value travels in BambooHR's events.
    expect(received.map((webhook) => webhook.body).join('')).not.toContain('Hopper');

    // The signature covers the bytes and the timestamp, and the key is the webhook's own.
    const first = received[0]!;
    expect(bamboohrInbound.verify(requestOf(first, { body: first.body.replace(id, String(Number(id) + 1)) }), context)).toBe(false);
    expect(bamboohrInbound.verify(requestOf(first, { timestamp: String(Number(first.headers['x-bamboohr-timestamp']) + 1) }), context)).toBe(false);
    expect(bamboohrInbound.verify(requestOf(first), { settings, registration: { ...registration, privateKey: 'f'.repeat(64) } })).toBe(false);
    expect(bamboohrInbound.verify(requestOf(first), { settings, registration: {} })).toBe(false);

    await bamboohrInbound.unregister!(ctx, registration);
    expect(emulator.kit.records('webhooks', DEMO.id)).toEqual([]);
    // Gone already: nothing to undo.
    await bamboohrInbound.unregister!(ctx, registration);
  });

  it.skipIf(!downstreamSpecsDir())('every webhook exchange conforms to public.yaml', async () => {
    const contract = await loadContract('bamboohr', 'public.yaml');
    const exchanges = emulator.exchanges.filter((exchange) => exchange.path.startsWith('/api/v1/webhooks'));
    expect(exchanges.length).toBeGreaterThan(0);
    expect(formatViolations(contract.checkAll(exchanges))).toBe('');
  }, 120_000);
});
