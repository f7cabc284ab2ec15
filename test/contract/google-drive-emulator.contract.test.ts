/**
 * The Google Drive emulator checked against Drive's own discovery document
 * (google-drive/drive-v3.json, read as OpenAPI by discovery-document.ts):
 * every route the emulator serves, with its refusals, on the paths,
 * parameters and schemas the document declares (uploads on the media upload
 * protocols' paths, resumable sessions included; the changes feed and its
 * watch channels). Left out of the check: the
 * consent page and token endpoint (Google's OAuth server is not in the
 * document) and the public download link (drive.google.com, not the API).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_DRIVE_DEMO_ACCOUNT } from '../../src/sandbox/google-drive/index.js';
import { authorize, driveClient, relatedBody, startDrive, type DriveHandle, type Json } from '../sandbox/google-drive-client.js';
import { discoveryToOpenApi } from './discovery-document.js';
import { createContract, downstreamSpecsDir, formatViolations, missingSpecsNote, type Contract } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const ID = /\/(1[\w-]{32}|0A[\w-]{15}|anyoneWithLink|\d{20})(?=\/|$)/g;

async function driveContract(): Promise<Contract> {
  const discovery = JSON.parse(await readFile(path.join(specs as string, 'google-drive', 'drive-v3.json'), 'utf8')) as unknown;
  return createContract(discoveryToOpenApi(discovery), { platform: 'google-drive', file: 'drive-v3.json' });
}

describe.skipIf(!specs)('Google Drive emulator ↔ drive-v3.json (discovery)', () => {
  let emulator: DriveHandle;

  beforeAll(async () => {
    emulator = await startDrive({ record: true });
    const tokens = await authorize(emulator);
    const api = driveClient(emulator, () => tokens.access_token as string);
    const q = (text: string) => encodeURIComponent(text);

    await api('/drive/v3/about?fields=user,storageQuota');
    const listed = (await api(`/drive/v3/files?q=${q("'root' in parents and trashed = false")}&fields=nextPageToken,files(id,name,mimeType,parents,size,md5Checksum,modifiedTime)&orderBy=name&pageSize=2`)).body;
    await api(`/drive/v3/files?pageToken=${listed.nextPageToken}&pageSize=2&fields=*`);
    const all = (await api('/drive/v3/files?fields=files(*)&pageSize=100')).body.files as Json[];
    const named = (name: string) => all.find((file) => file.name === name) as Json;
    await api(`/drive/v3/files?q=${q('name wobbles')}`);
    await api(`/drive/v3/files/${named('README.txt').id}`);
    await api(`/drive/v3/files/${named('README.txt').id}?fields=*`);
    await api('/drive/v3/files/1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await api(`/drive/v3/files/${named('dataset-5mb.bin').id}?alt=media`, { headers: { range: 'bytes=0-99' } });
    await api(`/drive/v3/files/${named('logo.png').id}?alt=media`);
    await api(`/drive/v3/files/${named('logo.png').id}?alt=media`, { headers: { range: 'bytes=999999-' } });
    await api(`/drive/v3/files/${named('Quarterly plan').id}?alt=media`);
    await api(`/drive/v3/files/${named('Quarterly plan').id}/export?mimeType=text/plain`);
    await api(`/drive/v3/files/${named('Quarterly plan').id}/export?mimeType=application/pdf`);
    await api(`/drive/v3/files/${named('README.txt').id}/export?mimeType=text/plain`);

    const folder = (await api('/drive/v3/files?fields=*', { method: 'POST', body: { name: 'Contract run', mimeType: 'application/vnd.google-apps.folder' } })).body;
    const media = await api('/upload/drive/v3/files?uploadType=media&fields=*', { method: 'POST', raw: 'hello', headers: { 'content-type': 'text/plain' } });
    const related = relatedBody({ name: 'a.txt', parents: [folder.id] }, Buffer.from('multipart bytes'), 'text/plain');
    await api('/upload/drive/v3/files?uploadType=multipart', { method: 'POST', raw: related.body, headers: { 'content-type': related.contentType } });
    await api(`/upload/drive/v3/files/${media.body.id}?uploadType=media`, { method: 'PATCH', raw: 'hello again', headers: { 'content-type': 'text/plain' } });
    const start = await api('/resumable/upload/drive/v3/files?uploadType=resumable', { method: 'POST', body: { name: 'r.bin', parents: [folder.id] }, headers: { 'x-upload-content-length': '8' } });
    const session = new URL(start.headers.get('location') as string);
    const at = `${session.pathname}${session.search}`;
    await api(at, { method: 'PUT', raw: 'abcd', headers: { 'content-range': 'bytes 0-3/8' } });
    await api(at, { method: 'PUT', raw: '', headers: { 'content-range': 'bytes */8' } });
    await api(at, { method: 'PUT', raw: 'efgh', headers: { 'content-range': 'bytes 4-7/8' } });

    await api(`/drive/v3/files/${media.body.id}?addParents=${folder.id}&removeParents=${GOOGLE_DRIVE_DEMO_ACCOUNT.rootFolderId}&fields=*`, { method: 'PATCH', body: { name: 'renamed.txt', starred: true } });
    await api(`/drive/v3/files/${media.body.id}`, { method: 'PATCH', body: { parents: ['x'] } });
    await api(`/drive/v3/files/${named('README.txt').id}/copy?fields=*`, { method: 'POST', body: { name: 'copy.txt' } });
    await api(`/drive/v3/files/${media.body.id}`, { method: 'DELETE' });

    const pdf = named('Invoice INV-2041.pdf').id as string;
    await api(`/drive/v3/files/${pdf}/permissions?fields=*`);
    await api(`/drive/v3/files/${pdf}/permissions/anyoneWithLink`);
    const permission = (await api(`/drive/v3/files/${pdf}/permissions`, { method: 'POST', body: { type: 'user', role: 'reader', emailAddress: 'ana@example.com' } })).body;
    await api(`/drive/v3/files/${pdf}/permissions/${permission.id}`, { method: 'PATCH', body: { role: 'writer' } });
    await api(`/drive/v3/files/${pdf}/permissions/${permission.id}`, { method: 'DELETE' });
    await api(`/drive/v3/files/${pdf}/permissions`, { method: 'POST', body: { type: 'user', role: 'reader' } });

    const drives = (await api('/drive/v3/drives?pageSize=10')).body.drives as Json[];
    await api(`/drive/v3/drives/${drives[0]!.id}`);
    await api(`/drive/v3/files?corpora=drive&driveId=${drives[0]!.id}&includeItemsFromAllDrives=true&supportsAllDrives=true`);
    const drive = (await api('/drive/v3/drives?requestId=contract-1', { method: 'POST', body: { name: 'Contract drive' } })).body;
    await api('/drive/v3/drives?requestId=contract-1', { method: 'POST', body: { name: 'Contract drive' } });
    await api(`/drive/v3/drives/${drive.id}`, { method: 'PATCH', body: { name: 'Renamed drive' } });
    await api(`/drive/v3/drives/${drive.id}`, { method: 'DELETE' });

    // The changes feed: a start token, the changes since the first one (every write above), a page at a time, and watch channels.
    await api('/drive/v3/changes/startPageToken?supportsAllDrives=true');
    const firstPage = (await api('/drive/v3/changes?pageToken=0&pageSize=3&supportsAllDrives=true&includeItemsFromAllDrives=true&fields=*')).body;
    await api(`/drive/v3/changes?pageToken=${firstPage.nextPageToken}&pageSize=1000&includeRemoved=false`);
    await api('/drive/v3/changes?pageToken=not-a-token');
    const channel = (await api('/drive/v3/changes/watch?pageToken=0', { method: 'POST', body: { id: 'contract-channel', type: 'web_hook', address: 'http://127.0.0.1:9/drive-hooks', token: 'contract-token' } })).body;
    await api('/drive/v3/channels/stop', { method: 'POST', body: { id: channel.id, resourceId: channel.resourceId } });
    await api('/drive/v3/channels/stop', { method: 'POST', body: { id: channel.id, resourceId: channel.resourceId } });

    await api('/drive/v3/files', { token: 'ya29.wrong' });
    emulator.failNext('rate_limit');
    await api('/drive/v3/files');
  }, 60_000);
  afterAll(() => emulator.close());

  it('exercises every route the emulator serves, with its declared refusals', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(ID, '/{id}')} ${exchange.status}`));
    for (const expected of [
      'GET /drive/v3/about 200', 'GET /drive/v3/files 200', 'GET /drive/v3/files 400', 'GET /drive/v3/files 401', 'GET /drive/v3/files 429',
      'GET /drive/v3/files/{id} 200', 'GET /drive/v3/files/{id} 206', 'GET /drive/v3/files/{id} 403', 'GET /drive/v3/files/{id} 404', 'GET /drive/v3/files/{id} 416',
      'GET /drive/v3/files/{id}/export 200', 'GET /drive/v3/files/{id}/export 403',
      'POST /drive/v3/files 200', 'POST /upload/drive/v3/files 200', 'PATCH /upload/drive/v3/files/{id} 200',
      'POST /resumable/upload/drive/v3/files 200', 'PUT /upload/drive/v3/files 308', 'PUT /upload/drive/v3/files 200',
      'PATCH /drive/v3/files/{id} 200', 'PATCH /drive/v3/files/{id} 403', 'POST /drive/v3/files/{id}/copy 200', 'DELETE /drive/v3/files/{id} 204',
      'GET /drive/v3/files/{id}/permissions 200', 'GET /drive/v3/files/{id}/permissions/{id} 200', 'POST /drive/v3/files/{id}/permissions 200', 'POST /drive/v3/files/{id}/permissions 400',
      'PATCH /drive/v3/files/{id}/permissions/{id} 200', 'DELETE /drive/v3/files/{id}/permissions/{id} 204',
      'GET /drive/v3/drives 200', 'GET /drive/v3/drives/{id} 200', 'POST /drive/v3/drives 200', 'POST /drive/v3/drives 409', 'PATCH /drive/v3/drives/{id} 200', 'DELETE /drive/v3/drives/{id} 204',
      'GET /drive/v3/changes/startPageToken 200', 'GET /drive/v3/changes 200', 'GET /drive/v3/changes 400', 'POST /drive/v3/changes/watch 200',
      'POST /drive/v3/channels/stop 204', 'POST /drive/v3/channels/stop 404',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to the discovery document', async () => {
    const contract = await driveContract();
    const api = emulator.exchanges.filter((exchange) => !exchange.path.startsWith('/o/oauth2/') && exchange.path !== '/token');
    expect(api.length).toBeGreaterThan(40);
    expect(formatViolations(contract.checkAll(api))).toBe('');
  }, 60_000);

  it('catches an answer that breaks the document (the check is live)', async () => {
    const contract = await driveContract();
    const read = emulator.exchanges.find((exchange) => exchange.method === 'GET' && /^\/drive\/v3\/files\/[^/]+$/.test(exchange.path) && exchange.status === 200 && exchange.query.get('fields') === '*')!;
    const file = JSON.parse(read.responseBody) as Json;
    expect(formatViolations(contract.check({ ...read, responseBody: JSON.stringify({ ...file, starred: 'yes', parents: 'root' }) }))).toMatch(/starred must be boolean/);
    expect(formatViolations(contract.check({ ...read, status: 418 }))).toMatch(/status/);
    expect(formatViolations(contract.check({ ...read, path: '/drive/v3/filez' }))).not.toBe('');
  });
});
