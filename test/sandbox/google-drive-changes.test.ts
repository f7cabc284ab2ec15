/**
 * The Google Drive emulator's changes feed and watch channels over HTTP, as
 * Drive's push guide and the discovery document describe them: a start page
 * token; the changes after it, one per item at its latest state (a trashed
 * file with `file.trashed`, a deleted one `removed`, a shared drive as
 * `changeType: drive`), paged with `nextPageToken` and ended with
 * `newStartPageToken`; `includeRemoved=false`; shared drives' items only
 * with `includeItemsFromAllDrives`; another account's changes never. A
 * channel gets `sync`, then a `change` per write, with its token and
 * numbered messages; a stopped channel gets nothing more.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_DRIVE_OTHER_ACCOUNT } from '../../src/sandbox/google-drive/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { authorize, driveClient, startDrive, type DriveHandle, type Json } from './google-drive-client.js';

describe('Google Drive emulator: the changes feed and watch channels', () => {
  let emulator: DriveHandle;
  let api: ReturnType<typeof driveClient>;
  let receiver: WebhookReceiver;
  const startToken = async (): Promise<string> => (await api('/drive/v3/changes/startPageToken')).body.startPageToken;
  const changes = async (query: string): Promise<Json> => {
    const answer = await api(`/drive/v3/changes?${query}&fields=*`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const makeFile = async (name: string) => (await api('/drive/v3/files', { method: 'POST', body: { name, mimeType: 'text/plain' } })).body.id as string;

  beforeAll(async () => {
    emulator = await startDrive();
    const tokens = await authorize(emulator);
    api = driveClient(emulator, () => tokens.access_token as string);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(() => emulator.kit.reset());

  it('lists each item changed since a token at its latest state, trash and deletions included, a page at a time', async () => {
    const token = await startToken();
    expect((await changes(`pageToken=${token}`)).changes).toEqual([]);
    const kept = await makeFile('kept.txt');
    await api(`/drive/v3/files/${kept}`, { method: 'PATCH', body: { name: 'kept-renamed.txt' } });
    const trashed = await makeFile('trashed.txt');
    await api(`/drive/v3/files/${trashed}`, { method: 'PATCH', body: { trashed: true } });
    const deleted = await makeFile('deleted.txt');
    expect((await api(`/drive/v3/files/${deleted}`, { method: 'DELETE' })).status).toBe(204);
    const drive = (await api('/drive/v3/drives?pageSize=1')).body.drives[0] as Json;
    await api(`/drive/v3/drives/${drive.id}`, { method: 'PATCH', body: { name: 'Renamed drive' } });

    const all = await changes(`pageToken=${token}`);
    expect(all.changes.map((change: Json) => [change.changeType, change.fileId ?? change.driveId, change.removed, change.file?.name ?? change.drive?.name, change.file?.trashed])).toEqual([
      ['file', kept, false, 'kept-renamed.txt', false],
      ['file', trashed, false, 'trashed.txt', true],
      ['file', deleted, true, undefined, undefined],
      ['drive', drive.id, false, 'Renamed drive', undefined],
    ]);
    expect(all.changes[0]).toMatchObject({ kind: 'drive#change', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(all.nextPageToken).toBeUndefined();
    const next = all.newStartPageToken as string;
    expect((await changes(`pageToken=${next}`)).changes).toEqual([]);

    // Pages: nextPageToken while more remain, newStartPageToken on the last.
    const first = await changes(`pageToken=${token}&pageSize=3`);
    expect([first.changes.length, first.newStartPageToken]).toEqual([3, undefined]);
    const last = await changes(`pageToken=${first.nextPageToken}&pageSize=3`);
    expect([last.changes.map((change: Json) => change.driveId), last.newStartPageToken]).toEqual([[drive.id], next]);
    expect((await changes(`pageToken=${token}&includeRemoved=false`)).changes.some((change: Json) => change.removed)).toBe(false);

    // The default answer names the changes only (kind, ids, the item's default fields).
    const plain = (await api(`/drive/v3/changes?pageToken=${token}&pageSize=1`)).body;
    expect(plain.changes[0].file).toEqual({ kind: 'drive#file', id: kept, name: 'kept-renamed.txt', mimeType: 'text/plain' });
    expect((await api('/drive/v3/changes')).status).toBe(400);
    expect((await api('/drive/v3/changes?pageToken=99999999')).status).toBe(400);
  });

  it('shows shared drives\' items only to a client that asks for them, and never another account\'s changes', async () => {
    const token = await startToken();
    const drive = (await api('/drive/v3/drives?pageSize=1')).body.drives[0] as Json;
    const item = (await api('/drive/v3/files?supportsAllDrives=true', { method: 'POST', body: { name: 'team.txt', parents: [drive.id] } })).body.id as string;
    expect((await changes(`pageToken=${token}`)).changes).toEqual([]);
    expect((await changes(`pageToken=${token}&supportsAllDrives=true&includeItemsFromAllDrives=true`)).changes.map((change: Json) => [change.fileId, change.driveId])).toEqual([[item, drive.id]]);
    const other = driveClient(emulator, () => GOOGLE_DRIVE_OTHER_ACCOUNT.sandboxAccessToken);
    expect((await other(`/drive/v3/changes?pageToken=${token}&supportsAllDrives=true&includeItemsFromAllDrives=true`)).body.changes).toEqual([]);
  });

  it('notifies a channel with sync, then a change per write, until it is stopped', async () => {
    const address = `${receiver.url}/drive-channel`;
    const before = receiver.received.filter((webhook) => webhook.path === '/drive-channel').length;
    const made = await api(`/drive/v3/changes/watch?pageToken=${await startToken()}`, { method: 'POST', body: { id: 'channel-1', type: 'web_hook', address, token: 'secret-token', expiration: String(Date.now() + 30 * 24 * 3600 * 1000) } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ kind: 'api#channel', id: 'channel-1', resourceId: expect.any(String), token: 'secret-token' });
    // A week at most, whatever was asked.
    expect(Number(made.body.expiration)).toBeLessThanOrEqual(Date.now() + 7 * 24 * 3600 * 1000);
    await receiver.waitFor('/drive-channel', before + 1);
    await makeFile('noticed.txt');
    const [sync, change] = (await receiver.waitFor('/drive-channel', before + 2)).slice(before);
    expect(sync!.headers).toMatchObject({ 'x-goog-channel-id': 'channel-1', 'x-goog-channel-token': 'secret-token', 'x-goog-resource-state': 'sync', 'x-goog-message-number': '1', 'x-goog-resource-id': made.body.resourceId });
    expect(change!.headers).toMatchObject({ 'x-goog-channel-id': 'channel-1', 'x-goog-resource-state': 'change', 'x-goog-message-number': '2' });
    expect([sync!.method, change!.body]).toEqual(['POST', '']);

    // A read moves nothing; the same id again is refused; a stop with the wrong resource id is 404.
    await api('/drive/v3/files');
    expect((await api('/drive/v3/changes/watch?pageToken=0', { method: 'POST', body: { id: 'channel-1', type: 'web_hook', address } })).status).toBe(400);
    expect((await api('/drive/v3/changes/watch?pageToken=0', { method: 'POST', body: { id: 'channel-2', type: 'email', address } })).status).toBe(400);
    expect((await api('/drive/v3/channels/stop', { method: 'POST', body: { id: 'channel-1', resourceId: 'another' } })).status).toBe(404);
    expect((await api('/drive/v3/channels/stop', { method: 'POST', body: { id: 'channel-1', resourceId: made.body.resourceId } })).status).toBe(204);
    // A second channel shows when the next write's notifications went out: the stopped one got none of them.
    const other = `${receiver.url}/drive-other`;
    const otherBefore = receiver.received.filter((webhook) => webhook.path === '/drive-other').length;
    expect((await api('/drive/v3/changes/watch?pageToken=0', { method: 'POST', body: { id: 'channel-3', type: 'web_hook', address: other } })).status).toBe(200);
    await receiver.waitFor('/drive-other', otherBefore + 1);
    await makeFile('unnoticed.txt');
    await receiver.waitFor('/drive-other', otherBefore + 2);
    expect(receiver.received.filter((webhook) => webhook.path === '/drive-channel').length).toBe(before + 2);
  });
});
