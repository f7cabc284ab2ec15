/**
 * Box's V2 webhooks through the service over loopback: the service registers
 * them at Box (one on each folder under the root), the emulator sends its
 * signed FILE events to the connection's inbound URL, the receiver
 * verifies them with the connection's two signature keys and publishes
 * `file-storage.file.*` events, ids only. A retry of a delivery (same
 * payload id, new BOX-DELIVERY-ID, timestamp and signatures) publishes
 * nothing new; a tampered or wrongly signed delivery is refused with 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_DEMO_ACCOUNT as DEMO, boxEmulator, boxSignature, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';

type Json = Record<string, any>;
const KEYS = { webhook_primary_key: DEMO.webhookKeys.primary, webhook_secondary_key: DEMO.webhookKeys.secondary };

describe('Box webhooks through the service', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: BoxEmulatorHandle;
  let receiveUrl: string;

  const eventsOf = async () =>
    (await svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute())
      .map((event) => `${event.type} ${event.entityId}`);
  const named = (table: string, name: string) => emulator.kit.records(table, DEMO.id).find((record) => record.name === name) as StoredRecord;
  const boxApi = async (method: string, path: string, json?: unknown) => {
    const answer = await fetch(`${emulator.url}${path}`, { method, headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, ...(json ? { 'content-type': 'application/json' } : {}) }, ...(json ? { body: JSON.stringify(json) } : {}) });
    expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    await emulator.kit.settled();
  };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [boxEmulator] });
    emulator = svc.emulators.box as BoxEmulatorHandle;
    svc.service.inboundRegistrar.start();
    tenant = await svc.tenant();
    await tenant.connect('hooked', 'file-storage', 'box', { developer_token: DEMO.sandboxAccessToken, ...KEYS });
    // The service registers Box's webhooks on the folders under the root, and keeps the registration.
    const topFolders = emulator.kit.records('folders', DEMO.id).filter((folder) => folder.parentId === '0').length;
    await waitFor(async () => (await svc.store.db.selectFrom('inboundEndpoints').select('registeredAt').where('serviceId', '=', 'box').where('registeredAt', 'is not', null).execute()).length === 1, 'the Box registration stored', 20_000);
    expect(emulator.kit.records('webhooks', DEMO.id)).toHaveLength(topFolders);
    const view = await call<Json>(`${svc.url}/vault/connections/file-storage/box`, { headers: tenant.headers('hooked') });
    expect(view.status, view.text).toBe(200);
    receiveUrl = (view.body.data.subscriptions as Json[])[0]!.execute_url as string;
    expect(receiveUrl).toMatch(/\/webhook\/w\/[A-Za-z0-9_-]{32}\/box$/);
    expect(emulator.kit.records('webhooks', DEMO.id).every((hook) => hook.address === receiveUrl)).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await svc?.service.inboundRegistrar.stop();
    await svc?.close();
  });

  it('publishes the file changes Box\'s signed webhooks report, once each', async () => {
    const before = (await eventsOf()).length;
    const sent = emulator.kit.deliveries.length;
    const notes = named('files', 'Meeting notes.md');
    await boxApi('PUT', `/2.0/files/${notes.id}`, { name: 'Kickoff notes.md' });
    await boxApi('DELETE', `/2.0/files/${notes.id}`);

    const deliveries = emulator.kit.deliveries.slice(sent).filter((delivery) => delivery.url === receiveUrl);
    expect(deliveries.map((delivery) => [delivery.status, (JSON.parse(delivery.requestBody) as Json).trigger])).toEqual([[200, 'FILE.RENAMED'], [200, 'FILE.TRASHED']]);
    expect(await eventsOf()).toEqual([...(await eventsOf()).slice(0, before), `file-storage.file.updated ${notes.id}`, `file-storage.file.deleted ${notes.id}`]);

    // Box's retry: the same body, a new delivery id, timestamp and signatures. Nothing new is published.
    const body = deliveries[0]!.requestBody;
    const at = new Date().toISOString();
    const retry = await fetch(receiveUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'box-delivery-id': crypto.randomUUID(), 'box-delivery-timestamp': at, 'box-signature-primary': boxSignature(body, at, KEYS.webhook_primary_key), 'box-signature-secondary': boxSignature(body, at, KEYS.webhook_secondary_key) },
      body,
    });
    expect(retry.status).toBeLessThan(300);
    expect((await eventsOf()).length).toBe(before + 2);

    const forged = await fetch(receiveUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'box-delivery-timestamp': at, 'box-signature-primary': boxSignature(body, at, 'not-the-apps-key-0000') }, body });
    expect(forged.status).toBe(401);
    const tampered = await fetch(receiveUrl, { method: 'POST', headers: { ...deliveries[1]!.requestHeaders }, body: deliveries[1]!.requestBody.replace(notes.id, '1') });
    expect(tampered.status).toBe(401);
    expect((await eventsOf()).length).toBe(before + 2);
  });
});
