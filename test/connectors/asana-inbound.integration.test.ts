/**
 * Asana's own webhooks, between the connector's `inbound` hooks and the
 * emulator over loopback: `register` creates one webhook per project of the
 * workspace, each through Asana's handshake (answered here by the
 * connector's own `handshake` hook) and keeps the secret Asana's answer
 * carries; the emulator sends task and comment events signed with
 * X-Hook-Signature, and the requests it really sent verify and report the
 * right changes; tampered requests, other projects' secrets and handshakes
 * are refused; renew follows projects and webhooks Asana dropped.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asana } from '../../src/connectors/asana/definition.js';
import { asanaInbound } from '../../src/connectors/asana/inbound.js';
import { targetFor } from '../../src/connectors/asana/project-webhooks.js';
import { ASANA_COMMENT_EVENTS, ASANA_TICKET_EVENTS } from '../../src/connectors/asana/webhook-events.js';
import { asanaRenewAt } from '../../src/connectors/asana/webhook-registration.js';
import { CREATES_PER_TURN, type AsanaRegistration } from '../../src/connectors/asana/webhook-sync.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import { ASANA_DEMO_ACCOUNT as DEMO, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const SETTINGS = { workspace_gid: DEMO.workspaceGid, personal_access_token: DEMO.token };
const DAY = 86_400_000;

/** The receiver's view of a request, as the service's route hands it to the hooks. */
function inboundOf(webhook: ReceivedWebhook, base: string): InboundRequest {
  const url = new URL(webhook.path, base);
  const headers = Object.fromEntries(Object.entries(webhook.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
  return { method: webhook.method as 'POST', url: url.href, headers, rawBody: Buffer.from(webhook.body), query: Object.fromEntries(url.searchParams) };
}

describe('Asana inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;
  let project: string;

  const ctx = (): ConnectorContext => ({
    settings: SETTINGS,
    http: new DownstreamHttp({ connectorId: 'asana', baseUrl: `${emulator.url}/api/1.0`, auth: asana.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: asana.rateLimit, errorMessage: asana.errorMessage }),
  });
  const inboundContext = (registration: Record<string, unknown>): InboundContext => ({ settings: SETTINGS, registration });
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: Json) => (await ctx().http.request<Json>({ method, path, ...(data ? { json: { data } } : {}) })).body;
  const projects = () => emulator.kit.records('projects').map((record) => record.id);
  const webhooks = () => emulator.kit.records('webhooks');

  /** Requests with a body that reached this test's endpoint, for one project (handshakes have none). */
  async function eventsFor(projectGid: string): Promise<InboundRequest[]> {
    await emulator.kit.settled();
    const path = new URL(targetFor(target, projectGid)).pathname + new URL(targetFor(target, projectGid)).search;
    return receiver.received.filter((webhook) => webhook.path === path && webhook.body !== '').map((webhook) => inboundOf(webhook, receiver.url));
  }

  beforeAll(async () => {
    emulator = await asanaEmulator.start();
    // The receiver answers handshakes with the connector's own hook, as the service's route does.
    receiver = await startWebhookReceiver((webhook) => {
      const answer = asanaInbound.handshake!(inboundOf(webhook, receiver.url), inboundContext({}));
      return answer ? { status: answer.status, headers: answer.headers ?? {} } : { status: 200 };
    });
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => {
    emulator.kit.reset();
    receiver.received.length = 0;
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/asana`;
    project = emulator.kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
  });

  it('declares task and comment events as supported_events', () => {
    const events = supportedEvents(asana, 'issue-tracking');
    expect(events.map((event) => event.downstream_event_type)).toEqual([...ASANA_TICKET_EVENTS, ...ASANA_COMMENT_EVENTS].map((event) => event.downstream));
  });

  it('registers one webhook per project through the handshake, keeping the secret of Asana\'s answer', async () => {
    const registration = (await asanaInbound.register!(ctx(), { url: target })) as AsanaRegistration;
    expect(Object.keys(registration.webhooks).sort()).toEqual(projects().sort());
    expect(registration).toMatchObject({ workspace: DEMO.workspaceGid, complete: true });
    for (const [projectGid, webhook] of Object.entries(registration.webhooks)) {
      const stored = webhooks().find((record) => record.id === webhook.gid)!;
      expect(stored).toMatchObject({ resource: projectGid, target: targetFor(target, projectGid), active: true, secret: webhook.secret });
      expect(stored.filters).toEqual([{ resource_type: 'task' }, { resource_type: 'story', resource_subtype: 'comment_added' }]);
    }
    expect(asanaRenewAt(registration)!.getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
    // Registering again replaces the webhooks rather than adding more.
    const again = (await asanaInbound.register!(ctx(), { url: target })) as AsanaRegistration;
    expect(webhooks().map((record) => record.id).sort()).toEqual(Object.values(again.webhooks).map((webhook) => webhook.gid).sort());
  });

  it('makes at most a turn\'s worth of webhooks at once, and finishes a large workspace on the next turns, due at once', async () => {
    for (let index = 0; index < CREATES_PER_TURN; index++) {
      emulator.kit.seed('projects', { id: String(1300000000000000 + index), name: `Extra ${index}`, workspace: DEMO.workspaceGid, archived: false, color: null, notes: '', owner: DEMO.userGid, created_at: Date.now(), modified_at: Date.now() });
    }
    const first = (await asanaInbound.register!(ctx(), { url: target })) as AsanaRegistration;
    expect(first.complete).toBe(false);
    expect(Object.keys(first.webhooks)).toHaveLength(CREATES_PER_TURN);
    expect(asanaRenewAt(first)!.getTime()).toBeLessThanOrEqual(Date.now());
    const second = (await asanaInbound.renew!(ctx(), first, { url: target })) as AsanaRegistration;
    expect(second.complete).toBe(true);
    expect(Object.keys(second.webhooks).sort()).toEqual(projects().sort());
    for (const [project, webhook] of Object.entries(first.webhooks)) expect(second.webhooks[project]).toEqual(webhook);
    expect(webhooks()).toHaveLength(projects().length);
  });

  it('verifies the signed task and comment events of a project and reports them in its collection', async () => {
    const registration = await asanaInbound.register!(ctx(), { url: target });
    const task = await call('POST', '/tasks', { name: 'Inbound task', projects: [project] });
    const gid = task.data.gid as string;
    await call('PUT', `/tasks/${gid}`, { name: 'Inbound task, renamed' });
    const story = await call('POST', `/tasks/${gid}/stories`, { text: 'A comment' });
    await call('DELETE', `/stories/${story.data.gid}`);
    await call('DELETE', `/tasks/${gid}`);

    const requests = await eventsFor(project);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(asanaInbound.verify(request, inboundContext(registration))).toBe(true);
    const changes = requests.flatMap((request) => asanaInbound.changes(request, inboundContext(registration)));
    const ticket = { resource: 'issue-tracking/tickets', entityId: gid, parents: { collection_id: project } };
    const comment = { resource: 'issue-tracking/comments', entityId: story.data.gid, parents: { collection_id: project, ticket_id: gid } };
    expect(changes).toEqual([
      { ...ticket, action: 'created', downstreamEventType: 'task.added', occurredAt: expect.any(Date) },
      { ...ticket, action: 'updated', downstreamEventType: 'task.changed', occurredAt: expect.any(Date) },
      { ...comment, action: 'created', downstreamEventType: 'story.added', occurredAt: expect.any(Date) },
      { ...comment, action: 'deleted', downstreamEventType: 'story.deleted', occurredAt: expect.any(Date) },
      { ...ticket, action: 'deleted', downstreamEventType: 'task.deleted', occurredAt: expect.any(Date) },
    ]);
    // The same body from two projects' webhooks is two notifications; a retry of one is the same.
    const [first] = requests;
    const elsewhere = { ...first!, query: { project: projects().find((other) => other !== project)! } };
    expect(asanaInbound.deliveryId!(first!, inboundContext(registration))).not.toBe(asanaInbound.deliveryId!(elsewhere, inboundContext(registration)));
    expect(asanaInbound.deliveryId!(first!, inboundContext(registration))).toBe(asanaInbound.deliveryId!({ ...first! }, inboundContext(registration)));
  });

  it('refuses a tampered body, another project\'s secret, a missing or malformed signature, and an unregistered project', async () => {
    const registration = (await asanaInbound.register!(ctx(), { url: target })) as AsanaRegistration;
    await call('POST', '/tasks', { name: 'Tamper', projects: [project] });
    const [request] = await eventsFor(project);
    const context = inboundContext(registration);
    expect(asanaInbound.verify(request!, context)).toBe(true);

    expect(asanaInbound.verify({ ...request!, rawBody: Buffer.from(request!.rawBody.toString().replace('added', 'deleted')) }, context)).toBe(false);
    const other = projects().find((gid) => gid !== project)!;
    expect(asanaInbound.verify({ ...request!, query: { project: other } }, context)).toBe(false);
    expect(asanaInbound.verify({ ...request!, query: {} }, context)).toBe(false);
    expect(asanaInbound.verify({ ...request!, query: { project: '__proto__' } }, context)).toBe(false);
    const { ['x-hook-signature']: _signature, ...unsigned } = request!.headers;
    expect(asanaInbound.verify({ ...request!, headers: unsigned }, context)).toBe(false);
    expect(asanaInbound.verify({ ...request!, headers: { ...request!.headers, 'x-hook-signature': 'zz' } }, context)).toBe(false);
    const reSigned = createHmac('sha256', 'not-the-secret').update(request!.rawBody).digest('hex');
    expect(asanaInbound.verify({ ...request!, headers: { ...request!.headers, 'x-hook-signature': reSigned } }, context)).toBe(false);
    expect(asanaInbound.verify(request!, inboundContext({}))).toBe(false);
  });

  it('echoes a handshake and remembers nothing from it; reports nothing for heartbeats and other events', () => {
    const request = (headers: Record<string, string>, body = '', query: Record<string, string> = { project }): InboundRequest => ({ method: 'POST', url: target, headers, rawBody: Buffer.from(body), query });
    expect(asanaInbound.handshake!(request({ 'x-hook-secret': 'abc123' }), inboundContext({}))).toEqual({ status: 200, headers: { 'x-hook-secret': 'abc123' } });
    expect(asanaInbound.handshake!(request({ 'x-hook-secret': 'a\r\nset-cookie: x' }), inboundContext({}))).toBeUndefined();
    expect(asanaInbound.handshake!(request({}), inboundContext({}))).toBeUndefined();

    const changes = (body: unknown, query?: Record<string, string>) => asanaInbound.changes(request({}, JSON.stringify(body), query), inboundContext({}));
    expect(changes({ events: [] })).toEqual([]);
    const task = { gid: '1200000000000001', resource_type: 'task' };
    expect(changes({ events: [{ action: 'added', resource: task, parent: { gid: '1200000000000009', resource_type: 'section' } }] })).toEqual([]);
    expect(changes({ events: [{ action: 'added', resource: task, parent: { gid: '1200000000000009', resource_type: 'project' } }] })).toEqual([]);
    expect(changes({ events: [{ action: 'added', resource: { gid: '1200000000000002', resource_type: 'story', resource_subtype: 'assigned' }, parent: task }] })).toEqual([]);
    expect(changes({ events: [{ action: 'changed', resource: { gid: '1200000000000002', resource_type: 'story', resource_subtype: 'comment_added' }, parent: null }] })).toEqual([]);
    expect(changes({ events: [{ action: 'changed', resource: task }] }, {})).toEqual([]);
    expect(changes({ events: [{ action: 'changed', resource: task, parent: null }] })).toHaveLength(1);
  });

  it('renews by following the projects: new webhooks where Asana dropped or deactivated one, none kept for a project that went', async () => {
    const registration = (await asanaInbound.register!(ctx(), { url: target })) as AsanaRegistration;
    const [kept, dropped, gone] = projects();
    // Asana deleted one webhook (its deliveries failed for a day); one project is no longer in the workspace.
    emulator.kit.records('webhooks').find((record) => record.id === registration.webhooks[dropped!]!.gid)!.active = false;
    const goneProject = emulator.kit.records('projects').find((record) => record.id === gone)!;
    goneProject.workspace = '1299999999999999';
    const renewed = (await asanaInbound.renew!(ctx(), registration, { url: target })) as AsanaRegistration;
    expect(renewed.webhooks[kept!]).toEqual(registration.webhooks[kept!]);
    expect(renewed.webhooks[dropped!]!.gid).not.toBe(registration.webhooks[dropped!]!.gid);
    expect(renewed.webhooks[gone!]).toBeUndefined();
    expect(webhooks().map((record) => record.id).sort()).toEqual(Object.values(renewed.webhooks).map((webhook) => webhook.gid).sort());

    await asanaInbound.unregister!(ctx(), renewed);
    expect(webhooks()).toEqual([]);
  });
});
