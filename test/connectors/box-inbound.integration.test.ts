/**
 * Box's V2 webhooks between the connector's `inbound` hooks and the emulator
 * over loopback: `register` puts a webhook on each folder under the root
 * (Box takes none on the root itself), the emulator sends signed FILE events
 * when files are uploaded, renamed, moved, copied and deleted, and the
 * requests it really sent verify with either signature key and report
 * `file-storage.file.*` changes. A tampered body, wrong keys, a timestamp
 * outside the ten-minute window or missing headers are refused;
 * without keys nothing is registered; `unregister` deletes the webhooks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { box } from '../../src/connectors/box/definition.js';
import { boxInbound, TIMESTAMP_WINDOW_MS } from '../../src/connectors/box/inbound.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import { BOX_DEMO_ACCOUNT as DEMO, boxEmulator, boxSignature, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { deliveredTo } from '../helpers/emulator-deliveries.js';

type Json = Record<string, any>;
const KEYS = { webhook_primary_key: DEMO.webhookKeys.primary, webhook_secondary_key: DEMO.webhookKeys.secondary };
const SETTINGS = { developer_token: DEMO.sandboxAccessToken, ...KEYS };

describe('Box inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: BoxEmulatorHandle;
  let receiver: WebhookReceiver;
  let target: string;
  const ctx = (settings: Record<string, string> = SETTINGS): ConnectorContext => ({
    settings,
    http: new DownstreamHttp({ connectorId: 'box', baseUrl: `${emulator.url}/2.0`, auth: box.auth, values: settings, timeoutMs: 5_000, rateLimit: box.rateLimit, errorMessage: box.errorMessage }),
  });
  const named = (table: string, name: string) => emulator.kit.records(table, DEMO.id).find((record) => record.name === name) as StoredRecord & { parentId: string };
  const boxApi = (method: string, path: string, json?: unknown) =>
    fetch(`${emulator.url}${path}`, { method, headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, ...(json ? { 'content-type': 'application/json' } : {}) }, ...(json ? { body: JSON.stringify(json) } : {}) });

  const sentTo = (url: string) => deliveredTo(emulator, url);

  beforeAll(async () => {
    emulator = (await boxEmulator.start()) as BoxEmulatorHandle;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => {
    emulator.kit.reset();
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/box`;
  });

  it('declares file created, updated and deleted as supported', () => {
    const events = new Set(supportedEvents(box, 'file-storage').map((event) => event.event_type));
    expect(events).toEqual(new Set(['file-storage.file.created', 'file-storage.file.updated', 'file-storage.file.deleted']));
  });

  it('registers on the folders under the root, and its signed events verify and report file changes', async () => {
    const registration = await boxInbound.register!(ctx(), { url: target });
    const topFolders = emulator.kit.records('folders', DEMO.id).filter((folder) => folder.parentId === '0').map((folder) => folder.id).sort();
    expect([...(registration.watched_folder_ids as string[])].sort()).toEqual(topFolders);
    const hooks = emulator.kit.records('webhooks', DEMO.id);
    expect(hooks.map((hook) => hook.targetId).sort()).toEqual(topFolders);
    expect(boxInbound.delivers!(registration)).toBe(true);
    // Registered again (a retried registration): Box's webhooks are kept, none made twice.
    expect((await boxInbound.register!(ctx(), { url: target })).webhook_ids).toEqual(registration.webhook_ids);
    expect(emulator.kit.records('webhooks', DEMO.id)).toHaveLength(hooks.length);

    const notes = named('files', 'Meeting notes.md');
    expect((await boxApi('PUT', `/2.0/files/${notes.id}`, { name: 'Kickoff notes.md' })).status).toBe(200);
    expect((await boxApi('PUT', `/2.0/files/${notes.id}`, { parent: { id: named('folders', 'Finance').id } })).status).toBe(200);
    const copy = (await (await boxApi('POST', `/2.0/files/${notes.id}/copy`, { parent: { id: named('folders', 'Receipts').id } })).json()) as Json;
    expect((await boxApi('DELETE', `/2.0/files/${notes.id}`)).status).toBe(204);
    const form = new FormData();
    form.append('attributes', JSON.stringify({ name: 'sketch.txt', parent: { id: named('folders', 'Designs').id } }));
    form.append('file', new Blob(['a sketch']), 'sketch.txt');
    const uploaded = (await (await fetch(`${emulator.url}/api/2.0/files/content`, { method: 'POST', headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` }, body: form })).json()) as Json;
    // A file in the root itself is under no webhook: Box sends nothing for it.
    expect((await boxApi('PUT', `/2.0/files/${named('files', 'Welcome to Box.txt').id}`, { name: 'Hello.txt' })).status).toBe(200);

    const requests = await sentTo(target);
    const context = { settings: KEYS, registration };
    for (const request of requests) expect(boxInbound.verify(request, context)).toBe(true);
    const changes = requests.flatMap((request) => boxInbound.changes(request, context)).map(({ action, entityId, downstreamEventType }) => ({ action, entityId, downstreamEventType }));
    expect(changes).toEqual([
      { action: 'updated', entityId: notes.id, downstreamEventType: 'FILE.RENAMED' },
      { action: 'updated', entityId: notes.id, downstreamEventType: 'FILE.MOVED' },
      { action: 'created', entityId: copy.id, downstreamEventType: 'FILE.COPIED' },
      { action: 'deleted', entityId: notes.id, downstreamEventType: 'FILE.TRASHED' },
      { action: 'created', entityId: uploaded.entries[0].id, downstreamEventType: 'FILE.UPLOADED' },
    ]);
    expect(new Set(requests.map((request) => boxInbound.deliveryId!(request, context))).size).toBe(requests.length);

    await boxInbound.unregister!(ctx(), registration);
    expect(emulator.kit.records('webhooks', DEMO.id)).toHaveLength(0);
  });

  it('accepts either key, and refuses a changed body, wrong keys, missing headers and an old timestamp', async () => {
    const registration = await boxInbound.register!(ctx(), { url: target });
    const notes = named('files', 'Meeting notes.md');
    await boxApi('PUT', `/2.0/files/${notes.id}`, { name: 'Renamed notes.md' });
    const [first] = (await sentTo(target)) as [InboundRequest];
    const context = { settings: KEYS, registration };
    expect(boxInbound.verify(first, context)).toBe(true);
    // A rotated key: the other one still verifies.
    expect(boxInbound.verify(first, { ...context, settings: { ...KEYS, webhook_primary_key: 'rotated-primary-key-0000' } })).toBe(true);
    expect(boxInbound.verify(first, { ...context, settings: { webhook_secondary_key: KEYS.webhook_secondary_key } })).toBe(true);
    expect(boxInbound.verify(first, { ...context, settings: { webhook_primary_key: 'another-key-1234567', webhook_secondary_key: 'another-key-7654321' } })).toBe(false);
    expect(boxInbound.verify(first, { ...context, settings: {} })).toBe(false);
    expect(boxInbound.verify({ ...first, rawBody: Buffer.from(first.rawBody.toString().replace('"trigger"', '"trigger" ')) }, context)).toBe(false);
    expect(boxInbound.verify({ ...first, headers: {} }, context)).toBe(false);

    // Signed correctly, but sent (or replayed) more than ten minutes away from now.
    const sentAt = Date.parse(first.headers['box-delivery-timestamp']!);
    expect(boxInbound.verify(first, context, sentAt + TIMESTAMP_WINDOW_MS + 1_000)).toBe(false);
    expect(boxInbound.verify(first, context, sentAt + TIMESTAMP_WINDOW_MS - 1_000)).toBe(true);
    const old = new Date(Date.now() - TIMESTAMP_WINDOW_MS - 60_000).toISOString();
    const body = first.rawBody.toString();
    const replayed = { ...first, headers: { ...first.headers, 'box-delivery-timestamp': old, 'box-signature-primary': boxSignature(body, old, KEYS.webhook_primary_key), 'box-signature-secondary': boxSignature(body, old, KEYS.webhook_secondary_key) } };
    expect(boxInbound.verify(replayed, context)).toBe(false);
    expect(boxInbound.verify(replayed, context, Date.parse(old))).toBe(true);
  });

  it('registers nothing without signature keys, and the emulator refuses the root and a second webhook on a folder', async () => {
    const registration = await boxInbound.register!(ctx({ developer_token: DEMO.sandboxAccessToken }), { url: target });
    expect(registration.webhook_ids).toEqual([]);
    expect(boxInbound.delivers!(registration)).toBe(false);
    expect(emulator.kit.records('webhooks', DEMO.id)).toHaveLength(0);

    const finance = named('folders', 'Finance');
    const hook = { address: target, triggers: ['FILE.UPLOADED'] };
    expect((await boxApi('POST', '/2.0/webhooks', { ...hook, target: { id: '0', type: 'folder' } })).status).toBe(400);
    expect((await boxApi('POST', '/2.0/webhooks', { ...hook, target: { id: finance.id, type: 'folder' } })).status).toBe(201);
    expect((await boxApi('POST', '/2.0/webhooks', { ...hook, target: { id: finance.id, type: 'folder' } })).status).toBe(409);
  });
});
