/**
 * Asana's webhooks in the emulator, over real HTTP: POST /webhooks makes the
 * X-Hook-Secret handshake inside the request and creates nothing when the
 * target does not echo it; a workspace needs whitelisted filters; list, read,
 * re-filter and delete; then task and comment changes reach the webhooks of
 * their projects, filtered and signed with X-Hook-Signature, one account's
 * webhooks never hearing about another's.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASANA_DEMO_ACCOUNT as DEMO, ASANA_OTHER_ACCOUNT as OTHER, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

describe('Asana emulator: webhooks', () => {
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let project: string;
  let otherProject: string;

  beforeAll(async () => {
    emulator = await asanaEmulator.start();
    // Echoes the handshake's secret, except on /refuse.
    receiver = await startWebhookReceiver((webhook) => {
      const secret = webhook.headers['x-hook-secret'];
      return typeof secret === 'string' && !webhook.path.startsWith('/refuse') ? { status: 200, headers: { 'x-hook-secret': secret } } : { status: 200 };
    });
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => {
    emulator.kit.reset();
    receiver.received.length = 0;
    project = emulator.kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
    otherProject = emulator.kit.records('projects').find((record) => record.name === 'Mobile App')!.id;
  });

  async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${emulator.url}/api/1.0${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${init.token ?? DEMO.token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  const createWebhook = (data: Json, token?: string) => api('/webhooks', { method: 'POST', body: { data }, ...(token ? { token } : {}) });
  const events = (path: string) => receiver.received.filter((webhook) => webhook.path === path && webhook.body !== '').map((webhook) => JSON.parse(webhook.body).events as Json[]);

  it('creates a webhook only after the target echoes the handshake secret', async () => {
    const created = await createWebhook({ resource: project, target: `${receiver.url}/hooks?project=${project}` });
    expect(created.status).toBe(201);
    const handshake = receiver.received.find((webhook) => webhook.path === `/hooks?project=${project}`)!;
    expect(handshake.headers['x-hook-secret']).toBe(created.body['X-Hook-Secret']);
    expect(created.body['X-Hook-Secret']).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.data).toMatchObject({ resource_type: 'webhook', active: true, resource: { gid: project, resource_type: 'project', name: 'Website Relaunch' }, target: `${receiver.url}/hooks?project=${project}` });

    const refused = await createWebhook({ resource: project, target: `${receiver.url}/refuse` });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/handshake/);
    const listed = await api(`/webhooks?workspace=${DEMO.workspaceGid}`);
    expect(listed.body.data.map((webhook: Json) => webhook.gid)).toEqual([created.body.data.gid]);
  });

  it('needs whitelisted filters on a workspace, and lists, reads, re-filters and deletes', async () => {
    const bare = await createWebhook({ resource: DEMO.workspaceGid, target: `${receiver.url}/ws` });
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0].message).toMatch(/larger scoped resources/);
    expect((await createWebhook({ resource: DEMO.workspaceGid, target: `${receiver.url}/ws`, filters: [{ resource_type: 'task' }] })).status).toBe(400);
    const workspaceHook = await createWebhook({ resource: DEMO.workspaceGid, target: `${receiver.url}/ws`, filters: [{ resource_type: 'project', action: 'added' }] });
    expect(workspaceHook.status).toBe(201);
    const projectHook = await createWebhook({ resource: project, target: `${receiver.url}/p` });
    expect((await api('/webhooks')).status).toBe(400);
    expect((await api(`/webhooks?workspace=${DEMO.workspaceGid}&resource=${project}`)).body.data.map((webhook: Json) => webhook.gid)).toEqual([projectHook.body.data.gid]);
    // Another account's token sees none of them.
    expect((await api(`/webhooks?workspace=${OTHER.workspaceGid}`, { token: OTHER.token })).body.data).toEqual([]);

    const gid = projectHook.body.data.gid as string;
    const updated = await api(`/webhooks/${gid}`, { method: 'PUT', body: { data: { filters: [{ resource_type: 'story', resource_subtype: 'comment_added' }] } } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.filters).toEqual([{ resource_type: 'story', resource_subtype: 'comment_added' }]);
    expect((await api(`/webhooks/${gid}`)).body.data.filters).toEqual(updated.body.data.filters);
    expect((await api(`/webhooks/${gid}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/webhooks/${gid}`)).status).toBe(404);
  });

  it('sends task and comment changes to the webhooks of their project, filtered and signed', async () => {
    const all = await createWebhook({ resource: project, target: `${receiver.url}/all` });
    const comments = await createWebhook({ resource: project, target: `${receiver.url}/comments`, filters: [{ resource_type: 'story', resource_subtype: 'comment_added' }] });
    await createWebhook({ resource: otherProject, target: `${receiver.url}/other` });

    const task = await api('/tasks', { method: 'POST', body: { data: { name: 'Hooked', projects: [project] } } });
    const gid = task.body.data.gid as string;
    await api(`/tasks/${gid}`, { method: 'PUT', body: { data: { name: 'Hooked again', completed: true } } });
    const story = await api(`/tasks/${gid}/stories`, { method: 'POST', body: { data: { text: 'A comment' } } });
    await api(`/tasks/${gid}`, { method: 'DELETE' });
    await emulator.kit.settled();

    const [added, changed, commented, deleted] = events('/all');
    expect(added).toEqual([expect.objectContaining({ action: 'added', resource: { gid, resource_type: 'task', resource_subtype: 'default_task' }, parent: { gid: project, resource_type: 'project' }, user: { gid: DEMO.userGid, resource_type: 'user' } })]);
    expect(changed!.map((event) => event.change.field).sort()).toEqual(['completed', 'name']);
    expect(changed!.every((event) => event.action === 'changed' && event.parent === null)).toBe(true);
    expect(commented).toEqual([expect.objectContaining({ action: 'added', resource: { gid: story.body.data.gid, resource_type: 'story', resource_subtype: 'comment_added' }, parent: { gid, resource_type: 'task' } })]);
    expect(deleted).toEqual([expect.objectContaining({ action: 'deleted', resource: expect.objectContaining({ gid }), parent: null })]);
    expect(events('/comments')).toEqual([commented]);
    expect(events('/other')).toEqual([]);

    const signed = receiver.received.filter((webhook) => webhook.path === '/all' && webhook.body !== '');
    for (const webhook of signed) {
      expect(webhook.headers['x-hook-signature']).toBe(createHmac('sha256', all.body['X-Hook-Secret']).update(webhook.body).digest('hex'));
    }
    const commentDelivery = receiver.received.find((webhook) => webhook.path === '/comments' && webhook.body !== '')!;
    expect(commentDelivery.headers['x-hook-signature']).toBe(createHmac('sha256', comments.body['X-Hook-Secret']).update(commentDelivery.body).digest('hex'));
  });
});
