/**
 * Google Drive's events end to end on loopback, through its changes feed:
 * the registrar opens a watch channel on the connection's feed (Drive's
 * `sync` notification confirms it); the poller's listing takes a start page
 * token; then a file uploaded, renamed and deleted through the unified API,
 * a file trashed at Drive, and a shared drive renamed arrive as
 * `file-storage.file.created|updated|deleted` and `file-storage.drive.updated`.
 * The application's poll interval is ten minutes, so they arrive because
 * Drive's `change` notifications make the poll come at once. A notification
 * with another token, none, or another channel id is refused (401). With the
 * channel stopped, the poll alone still reports a change (the gap filled).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { googleDriveInbound } from '../../src/connectors/google-drive/inbound.js';
import type { DriveChannelRegistration } from '../../src/connectors/google-drive/watch-channel.js';
import { googleDrive } from '../../src/connectors/google-drive/definition.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GOOGLE_DRIVE_DEMO_ACCOUNT as DEMO, googleDriveEmulator } from '../../src/sandbox/google-drive/index.js';
import { openRegistration } from '../../src/webhooks/inbound/endpoints.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { discoveryToOpenApi } from '../contract/discovery-document.js';
import { createContract, downstreamSpecsDir, formatViolations } from '../contract/openapi-contract.js';
import { call } from '../helpers/http.js';
import { openNativeInboundFixture, type NativeInboundFixture } from './native-inbound-fixture.js';
import { pollerRows, setPollInterval, startWorkers, verified } from './polling-fixture.js';

type Json = Record<string, any>;
const CONSUMER = 'drive-events-consumer';

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Google Drive events through the changes feed and watch channels', () => {
  let fixture: NativeInboundFixture;
  let drive: KitEmulatorHandle;
  let workers: ReturnType<typeof startWorkers>;
  const connectors = new ConnectorRegistry(CONNECTORS);

  const fileStorage = (method: string, path: string, json?: unknown) => call<Json>(`${fixture.svc.url}/file-storage${path}`, { method, headers: fixture.tenant.headers(CONSUMER), json });
  const atDrive = (method: string, path: string, json?: unknown) =>
    call<Json>(`${drive.url}/drive/v3${path}`, { method, headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` }, json });
  const endpoint = () => fixture.svc.store.db.selectFrom('inboundEndpoints').selectAll().where('applicationId', '=', fixture.tenant.appId).where('consumerId', '=', CONSUMER).executeTakeFirst();
  const registration = async () => {
    const row = await endpoint();
    return (row ? openRegistration(new CredentialCipher(fixture.svc.keyring.key('inbound-webhooks')), row) : {}) as Partial<DriveChannelRegistration>;
  };
  const events = () => fixture.receiver.received.map((webhook) => verified(fixture.secret, webhook).payload).filter((payload) => payload.consumer_id === CONSUMER);
  const eventsAtLeast = (count: number) => until(`${count} events`, () => (events().length >= count ? events() : undefined));
  const feedReady = () =>
    until('both pollers positioned on the feed', async () => {
      const rows = [...(await pollerRows(fixture.svc, fixture.tenant.appId, 'file-storage/files')), ...(await pollerRows(fixture.svc, fixture.tenant.appId, 'file-storage/drives'))];
      return rows.length === 2 && rows.every((row) => row.cursor !== null && row.passes > 0) ? rows : undefined;
    });

  beforeAll(async () => {
    fixture = await openNativeInboundFixture('embedded-postgres', [googleDriveEmulator], 'file-storage', '/hooks/file-storage', true);
    drive = fixture.svc.emulators['google-drive'] as KitEmulatorHandle;
    // Ten minutes: what arrives within the test was fetched because a notification woke the poll.
    await setPollInterval(fixture.svc, fixture.tenant.appId, 600);
    workers = startWorkers(fixture.svc, connectors);
  });
  afterAll(async () => {
    await workers?.stop();
    await fixture?.close();
  });

  it('opens a watch channel, and reports files created, renamed, deleted and trashed, and a shared drive renamed', async () => {
    await fixture.tenant.connect(CONSUMER, 'file-storage', 'google-drive', { manual_access_token: DEMO.sandboxAccessToken });
    const channel = await until('the channel registered', async () => {
      fixture.svc.service.inboundRegistrar.wake();
      const kept = await registration();
      return typeof kept.channel_id === 'string' && kept.token ? kept : undefined;
    });
    const row = (await endpoint())!;
    // Drive's `sync` message reached the inbound URL and verified: the channel's source is confirmed.
    await until('the sync notification confirmed the channel', async () => ((await endpoint())?.sources as Json)?.['changes-channel']?.state === 'confirmed' || undefined);
    await feedReady();

    const metadata = JSON.stringify({ name: 'minutes.txt', parent_folder_id: 'root' });
    const upload = await fetch(`${fixture.svc.url}/file-storage/files`, {
      method: 'POST',
      headers: { ...fixture.tenant.headers(CONSUMER), 'content-type': 'text/plain', 'x-svc-metadata': metadata },
      body: 'minutes of the meeting\n',
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const made = ((await upload.json()) as Json).data.id as string;
    await eventsAtLeast(1);
    expect((await fileStorage('PATCH', `/files/${made}`, { name: 'minutes-final.txt' })).status).toBe(200);
    await eventsAtLeast(2);
    expect((await fileStorage('DELETE', `/files/${made}`)).status).toBe(200);
    await eventsAtLeast(3);
    // Trashed at Drive, by someone else: the unified list no longer shows it, so it is deleted.
    const trashedId = (await fileStorage('GET', '/files?limit=50')).body.data.find((file: Json) => file.type === 'file')!.id as string;
    expect((await atDrive('PATCH', `/files/${trashedId}`, { trashed: true })).status).toBe(200);
    await eventsAtLeast(4);
    const shared = (await fileStorage('GET', '/drives')).body.data[0] as Json;
    expect((await fileStorage('PATCH', `/drives/${shared.id}`, { name: `${shared.name} (archive)` })).status).toBe(200);

    const payloads = await eventsAtLeast(5);
    expect(payloads.map((payload) => [payload.event_type, payload.entity_id, payload.detected_by])).toEqual([
      ['file-storage.file.created', made, 'polling'],
      ['file-storage.file.updated', made, 'polling'],
      ['file-storage.file.deleted', made, 'polling'],
      ['file-storage.file.deleted', trashedId, 'polling'],
      ['file-storage.drive.updated', shared.id, 'polling'],
    ]);
    expect(payloads[0]).toMatchObject({ service_id: 'google-drive', entity_url: `${fixture.svc.url}/file-storage/files/${made}` });
    expect(payloads[4]).toMatchObject({ entity_url: `${fixture.svc.url}/file-storage/drives/${shared.id}` });
    // Forged notifications: Drive signs nothing, so the channel id and its token are the proof.
    const inbound = `${fixture.svc.url}/webhook/w/${row.lookupId}/google-drive`;
    const notify = (headers: Record<string, string>) => fetch(inbound, { method: 'POST', headers: { 'x-goog-resource-state': 'change', 'x-goog-message-number': '99', ...headers } }).then((answer) => answer.status);
    // The token with its last character changed (a token ending in "x" stays unchanged by writing "x": one in 64 runs).
    const forged = `${channel.token!.slice(0, -1)}${channel.token!.endsWith('x') ? 'y' : 'x'}`;
    expect(await notify({ 'x-goog-channel-id': channel.channel_id!, 'x-goog-channel-token': forged })).toBe(401);
    expect(await notify({ 'x-goog-channel-id': channel.channel_id! })).toBe(401);
    expect(await notify({ 'x-goog-channel-id': 'another-channel', 'x-goog-channel-token': channel.token! })).toBe(401);
    expect(await notify({ 'x-goog-channel-id': channel.channel_id!, 'x-goog-channel-token': channel.token! })).toBe(200);
  }, 90_000);

  it('without the channel, the poll alone reports the feed\'s changes', async () => {
    const kept = await registration();
    const settings = { manual_access_token: DEMO.sandboxAccessToken };
    const ctx = { settings, http: new DownstreamHttp({ connectorId: 'google-drive', baseUrl: drive.url, auth: googleDrive.auth, values: settings, timeoutMs: 5_000, rateLimit: googleDrive.rateLimit, errorMessage: googleDrive.errorMessage }) };
    await googleDriveInbound.unregister!(ctx, kept);
    // Stopped already: nothing left to stop, no error.
    await googleDriveInbound.unregister!(ctx, kept);
    const before = events().length;
    const doc = (await fileStorage('GET', '/files?limit=50')).body.data.find((file: Json) => file.type === 'file')!;
    expect((await atDrive('PATCH', `/files/${doc.id}`, { description: 'edited while nobody watched' })).status).toBe(200);
    // The application's interval elapsing, without waiting ten minutes: the pollers come due.
    await fixture.svc.store.db.updateTable('webhookPollers').set({ nextRunAt: new Date() }).execute();
    const payloads = await eventsAtLeast(before + 1);
    expect(payloads.slice(before).map((payload) => [payload.event_type, payload.entity_id])).toEqual([['file-storage.file.updated', doc.id]]);
  }, 60_000);

  it.skipIf(!downstreamSpecsDir())('every call of the feed and the channels conforms to Drive\'s discovery document', async () => {
    const discovery = JSON.parse(await readFile(path.join(downstreamSpecsDir() as string, 'google-drive', 'drive-v3.json'), 'utf8')) as unknown;
    const contract = createContract(discoveryToOpenApi(discovery), { platform: 'google-drive', file: 'drive-v3.json' });
    const exchanges = drive.exchanges.filter((exchange) => /^\/drive\/v3\/(changes|channels)/.test(exchange.path));
    expect(new Set(exchanges.map((exchange) => `${exchange.method} ${exchange.path}`))).toEqual(
      new Set(['GET /drive/v3/changes/startPageToken', 'GET /drive/v3/changes', 'POST /drive/v3/changes/watch', 'POST /drive/v3/channels/stop']),
    );
    expect(formatViolations(contract.checkAll(exchanges))).toBe('');
  }, 60_000);
});
