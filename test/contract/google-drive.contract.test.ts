/**
 * The Google Drive connector and the Drive emulator, checked against Drive's
 * discovery document (google-drive/drive-v3.json, read as OpenAPI by
 * discovery-document.ts): every request the connector sends through the
 * service for each File Storage operation (lists with `q`, `orderBy` and
 * shared-drive flags, reads with `fields`, moves, deletes, the folder copy,
 * permissions, shared drives, a streamed download with a range, an export,
 * a multipart upload and a resumable session's parts and status query), and
 * every answer the emulator gives to them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GOOGLE_DRIVE_DEMO_ACCOUNT as DEMO, googleDriveEmulator } from '../../src/sandbox/google-drive/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { discoveryToOpenApi } from './discovery-document.js';
import { createContract, downstreamSpecsDir, formatViolations, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Google Drive connector ↔ emulator ↔ drive-v3.json (discovery)', () => {
  let svc: TestService;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [googleDriveEmulator], record: true });
    emulator = svc.emulators['google-drive'] as KitEmulatorHandle;
    const tenant = await svc.tenant();
    await tenant.connect('c1', 'file-storage', 'google-drive', { manual_access_token: DEMO.sandboxAccessToken });
    const headers = tenant.headers('c1');
    const api = (at: string) => `${svc.url}/file-storage${at}`;
    const get = (at: string, extra: Record<string, string> = {}) => call(api(at), { headers: { ...headers, ...extra } });
    const send = (method: string, at: string, json?: unknown, extra: Record<string, string> = {}) => call(api(at), { method, headers: { ...headers, ...extra }, json });
    const raw = (method: string, at: string, body: Buffer, extra: Record<string, string>) => fetch(api(at), { method, headers: { ...headers, ...extra }, body }).then((answer) => answer.arrayBuffer());
    const files = () => emulator.kit.records('files', DEMO.id);
    const named = (name: string) => files().find((item) => item.name === name)!;
    const drive = emulator.kit.records('drives', DEMO.id)[0]!;

    for (const at of [
      '/files?filter[folder_id]=root&limit=2', `/files?filter[folder_id]=${named('Finance').id}&sort[by]=name&sort[direction]=desc`,
      `/files?filter[drive_id]=${drive.id}`, '/files?filter[shared]=true', '/files?sort[by]=updated_at', `/files/${named('README.txt').id}`,
      `/folders/${named('Projects').id}`, `/shared-links/${named('Invoice INV-2041.pdf').id}`, '/drives', `/drives/${drive.id}`, '/files/1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const page = await get(at);
      if (page.body?.links?.next) await get(page.body.links.next);
    }
    await send('POST', '/files/search', { query: 'budget' });
    await fetch(api(`/files/${named('dataset-5mb.bin').id}/download`), { headers: { ...headers, range: 'bytes=0-99' } }).then((answer) => answer.arrayBuffer());
    await fetch(api(`/files/${named('Quarterly plan').id}/export?format=text/plain`), { headers }).then((answer) => answer.arrayBuffer());
    await raw('POST', '/files', Buffer.from('contract bytes'), { 'content-type': 'text/plain', 'x-svc-metadata': JSON.stringify({ name: 'c.txt', parent_folder_id: 'root' }) });
    await send('PATCH', `/files/${named('budget.csv').id}`, { name: 'b.csv' });
    const folder = (await send('POST', '/folders', { name: 'Contract', parent_folder_id: 'root' })).body.data;
    await send('PATCH', `/folders/${folder.id}`, { name: 'Contract 2', parent_folder_id: named('Photos').id });
    await send('POST', `/folders/${named('Planning').id}/copy`, { parent_folder_id: folder.id });
    await send('DELETE', `/folders/${folder.id}`);
    await send('DELETE', `/files/${named('logo.png').id}`);
    await send('POST', '/shared-links', { target_id: named('README.txt').id, scope: 'company' });
    await send('PATCH', `/shared-links/${named('README.txt').id}`, { scope: 'public' });
    await send('DELETE', `/shared-links/${named('README.txt').id}`);
    const made = (await send('POST', '/drives', { name: 'Contract drive' })).body.data;
    await send('PATCH', `/drives/${made.id}`, { name: 'Renamed' });
    await send('DELETE', `/drives/${made.id}`);
    const bytes = Buffer.from('resumable bytes');
    const session = (await send('POST', '/upload-sessions', { name: 'r.bin', parent_folder_id: 'root', size: bytes.length })).body.data;
    await get(`/upload-sessions/${session.id}`);
    await raw('PUT', `/upload-sessions/${session.id}?part_number=0`, bytes, { 'content-type': 'application/octet-stream' });
    await send('POST', `/upload-sessions/${session.id}/finish`, {}, { digest: `sha=${createHash('sha1').update(bytes).digest('base64')}` });
  }, 120_000);
  afterAll(() => svc.close());

  it('every request the connector sent and every answer conforms to the discovery document', async () => {
    const discovery = JSON.parse(await readFile(path.join(specs as string, 'google-drive', 'drive-v3.json'), 'utf8')) as unknown;
    const contract = createContract(discoveryToOpenApi(discovery), { platform: 'google-drive', file: 'drive-v3.json' });
    const exchanges = emulator.exchanges;
    const routes = new Set(exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\/(1[\w-]{32}|0A[\w-]{15}|anyoneWithLink|\d{20})(?=\/|$)/g, '/{id}')}`));
    for (const route of ['GET /drive/v3/files', 'GET /drive/v3/files/{id}', 'PATCH /drive/v3/files/{id}', 'DELETE /drive/v3/files/{id}', 'POST /drive/v3/files', 'POST /drive/v3/files/{id}/copy',
      'GET /drive/v3/files/{id}/export', 'POST /upload/drive/v3/files', 'POST /resumable/upload/drive/v3/files', 'PUT /upload/drive/v3/files', 'GET /drive/v3/files/{id}/permissions', 'POST /drive/v3/files/{id}/permissions',
      'DELETE /drive/v3/files/{id}/permissions/{id}', 'GET /drive/v3/about', 'GET /drive/v3/drives', 'GET /drive/v3/drives/{id}', 'POST /drive/v3/drives', 'PATCH /drive/v3/drives/{id}', 'DELETE /drive/v3/drives/{id}']) {
      expect(routes, route).toContain(route);
    }
    expect(formatViolations(contract.checkAll(exchanges))).toBe('');
  }, 60_000);
});
