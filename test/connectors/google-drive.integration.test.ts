/**
 * The Google Drive connector through the service over HTTP, against the
 * Drive emulator: the files list by folder, shared drive and "shared with
 * me" with paging and sort, get, rename and move, delete, search, a ranged
 * download (206) byte for byte, an upload, export of a Google Doc, folder
 * create, get, update, copy (the tree copied by the connector) and delete,
 * shared links as permissions, shared drives, drive groups refused, and an
 * upload session in parts (a retried part, an out-of-order part refused, the
 * received range, the whole file's digest) whose session URI never reaches
 * the client.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { GOOGLE_DRIVE_DEMO_ACCOUNT as DEMO, GOOGLE_DRIVE_OTHER_ACCOUNT as OTHER, googleDriveEmulator, LARGE_SEED_BYTES } from '../../src/sandbox/google-drive/index.js';
import { PART_SIZE } from '../../src/connectors/google-drive/upload-sessions.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'drive-consumer';
const FOLDER = 'application/vnd.google-apps.folder';
const sha1 = (bytes: Buffer) => `sha=${createHash('sha1').update(bytes).digest('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Google Drive File Storage connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/file-storage${path}`);
  const headers = (extra: Record<string, string> = {}) => ({ ...tenant.headers(CONSUMER), ...extra });
  const get = (path: string) => call(url(path), { headers: headers() });
  const send = (method: string, path: string, json?: unknown) => call(url(path), { method, headers: headers(), json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const items = (): StoredRecord[] => emulator.kit.records('files', DEMO.id);
  const named = (name: string) => items().find((item) => item.name === name && !item.trashed) as StoredRecord;
  const childrenOf = (id: string) => items().filter((item) => Array.isArray(item.parents) && item.parents.includes(id) && !item.trashed);
  const bytesOf = async (path: string, extra: Record<string, string> = {}) => {
    const response = await fetch(url(path), { headers: headers(extra) });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const sendBytes = (method: string, path: string, body: Buffer, extra: Record<string, string>) =>
    fetch(url(path), { method, headers: headers({ 'content-type': 'application/octet-stream', ...extra }), body }).then(async (response) => ({ status: response.status, text: await response.text() }));

  beforeAll(async () => {
    svc = await startTestService({ emulators: [googleDriveEmulator], record: true });
    emulator = svc.emulators['google-drive'] as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'file-storage', 'google-drive', { manual_access_token: DEMO.sandboxAccessToken });
    await tenant.connect('other-consumer', 'file-storage', 'google-drive', { manual_access_token: OTHER.sandboxAccessToken });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  describe('files', () => {
    it('lists My Drive\'s top folder by default filter "root", every item once across pages, trashed items never', async () => {
      const from = emulator.exchanges.length;
      const expected = childrenOf(DEMO.rootFolderId).map((item) => item.id).sort();
      for (const limit of [1, 3, 50]) {
        const found = await collectPages(get, url('/files?filter[folder_id]=root'), limit, 50);
        expect(found.map((file: Json) => file.id).sort(), `limit=${limit}`).toEqual(expected);
      }
      expect(expected).not.toContain(named('old-draft.txt')?.id);
      const listed = ok(await get('/files?filter[folder_id]=root&limit=50')).body.data as Json[];
      const projects = listed.find((file) => file.name === 'Projects')!;
      expect(projects).toMatchObject({ type: 'folder', mime_type: FOLDER, parent_folder_id: DEMO.rootFolderId, parent_folders_complete: false });
      const readme = listed.find((file) => file.name === 'README.txt')!;
      expect(readme).toMatchObject({ type: 'file', mime_type: 'text/plain', size: Number(named('README.txt').size), downloadable: true, exportable: false, owner: { email: DEMO.user.emailAddress } });
      const asked = emulator.exchanges.slice(from).filter((exchange) => exchange.method === 'GET' && exchange.path === '/drive/v3/files');
      expect(asked.length).toBeGreaterThan(3);
      expect(asked.every((exchange) => exchange.query.get('q') === `'root' in parents and trashed = false` && Number(exchange.query.get('pageSize')) <= 50)).toBe(true);
    });

    it('lists a folder sorted by name both ways, a shared drive\'s items, and what others shared', async () => {
      const finance = named('Finance');
      // Drive sorts names without case.
      const names = childrenOf(finance.id).map((item) => String(item.name)).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
      expect(ok(await get(`/files?filter[folder_id]=${finance.id}&sort[by]=name&sort[direction]=asc`)).body.data.map((file: Json) => file.name)).toEqual(names);
      expect(ok(await get(`/files?filter[folder_id]=${finance.id}&sort[by]=name&sort[direction]=desc`)).body.data.map((file: Json) => file.name)).toEqual([...names].reverse());

      const drive = emulator.kit.records('drives', DEMO.id)[0]!;
      const inDrive = items().filter((item) => item.driveId === drive.id && item.id !== drive.id).map((item) => item.id).sort();
      expect(ok(await get(`/files?filter[drive_id]=${drive.id}&limit=50`)).body.data.map((file: Json) => file.id).sort()).toEqual(inDrive);

      const sharedWithMe = ok(await get('/files?filter[shared]=true')).body.data;
      expect(sharedWithMe.map((file: Json) => file.name)).toEqual(['Offsite agenda.txt']);
      expect(sharedWithMe[0]).toMatchObject({ parent_folder_id: null, owner: { email: 'sam.okafor@acme-demo.example' } });
      named('budget.csv').sharedWithMeTime = new Date().toISOString();
      expect(ok(await get('/files?filter[shared]=true')).body.data.map((file: Json) => file.name).sort()).toEqual(['Offsite agenda.txt', 'budget.csv']);
    });

    it('reads a file, renames it, deletes it; unknown ids are 404', async () => {
      const csv = named('budget.csv');
      expect(ok(await get(`/files/${csv.id}`)).body.data).toMatchObject({ id: csv.id, name: 'budget.csv', parent_folder_id: named('Finance').id });
      ok(await send('PATCH', `/files/${csv.id}`, { name: 'budget-2026.csv', description: 'Spend by month' }));
      expect(items().find((item) => item.id === csv.id)).toMatchObject({ name: 'budget-2026.csv', description: 'Spend by month', parents: [named('Finance').id] });
      expect(ok(await get(`/files/${csv.id}`)).body.data).toMatchObject({ name: 'budget-2026.csv', description: 'Spend by month' });
      ok(await send('DELETE', `/files/${csv.id}`));
      expect(items().some((item) => item.id === csv.id)).toBe(false);
      expectErrorEnvelope(await get(`/files/${csv.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/files/no%27such'), 404, 'EntityNotFoundError');
    });

    it('moves a file with parent_folder_id, and uploads one into a folder', async () => {
      const notes = named('budget.csv');
      const projects = named('Projects');
      ok(await send('PATCH', `/files/${notes.id}`, { parent_folder_id: projects.id }));
      expect(items().find((item) => item.id === notes.id)).toMatchObject({ parents: [projects.id] });
      expect(ok(await get(`/files/${notes.id}`)).body.data).toMatchObject({ parent_folder_id: projects.id });
      const answer = await sendBytes('POST', '/files', Buffer.from('minutes\n'), { 'content-type': 'text/plain', 'x-svc-metadata': JSON.stringify({ name: 'minutes.txt', parent_folder_id: projects.id }) });
      expect(answer.status, answer.text).toBe(201);
      expect(items().find((item) => item.name === 'minutes.txt')).toMatchObject({ parents: [projects.id] });
    });

    it('searches by name, paged', async () => {
      const from = emulator.exchanges.length;
      const found = ok(await send('POST', '/files/search', { query: 'budget' })).body.data.map((file: Json) => file.name).sort();
      expect(found).toEqual(['Budget 2026', 'budget.csv']);
      const search = emulator.exchanges.slice(from).filter((exchange) => exchange.path === '/drive/v3/files');
      expect(search.map((exchange) => exchange.query.get('q'))).toEqual([`trashed = false and name contains 'budget'`]);
      const paged = ok(await send('POST', '/files/search?limit=1', { query: 'budget' }));
      expect(paged.body.data).toHaveLength(1);
      const next = ok(await call(paged.body.links.next, { method: 'POST', headers: headers(), json: { query: 'budget' } })).body.data;
      expect(next).toHaveLength(1);
      expect(next[0].id).not.toBe(paged.body.data[0].id);
    });

    it('downloads a file whole and by range (206 with Content-Range), byte for byte', async () => {
      const big = named('dataset-5mb.bin');
      const whole = await bytesOf(`/files/${big.id}/download`);
      expect(whole.status).toBe(200);
      expect(whole.bytes.length).toBe(LARGE_SEED_BYTES);
      expect(sha256(whole.bytes)).toBe(big.sha256Checksum);
      const part = await bytesOf(`/files/${big.id}/download`, { range: 'bytes=1000-1999' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${LARGE_SEED_BYTES}`);
      expect(part.bytes.equals(whole.bytes.subarray(1000, 2000))).toBe(true);
      const doc = named('Quarterly plan');
      expectErrorEnvelope(await get(`/files/${doc.id}/download`), 400, 'RequestValidationError');
    });

    it('exports a Google Doc to a format it lists, and refuses one it does not', async () => {
      const doc = named('Quarterly plan');
      const file = ok(await get(`/files/${doc.id}`)).body.data;
      expect(file).toMatchObject({ exportable: true, downloadable: false });
      expect(file.export_formats).toContain('text/plain');
      const text = await bytesOf(`/files/${doc.id}/export?format=text/plain`);
      expect(text.status).toBe(200);
      expect(text.bytes.toString('utf8')).toBe(doc.docText);
      expectErrorEnvelope(await get(`/files/${doc.id}/export?format=image/png`), 400, 'RequestValidationError');
    });

    it('uploads a file streamed into a shared drive, its metadata in x-svc-metadata', async () => {
      const drive = emulator.kit.records('drives', DEMO.id)[0]!;
      const bytes = Buffer.from('hello from the unified API\n'.repeat(1000));
      const metadata = JSON.stringify({ name: 'hello.txt', parent_folder_id: 'root', drive_id: drive.id });
      const answer = await sendBytes('POST', '/files', bytes, { 'content-type': 'text/plain', 'x-svc-metadata': metadata });
      expect(answer.status, answer.text).toBe(201);
      const made = items().find((item) => item.name === 'hello.txt')!;
      expect(made).toMatchObject({ parents: [drive.id], driveId: drive.id, mimeType: 'text/plain', size: bytes.length, sha256Checksum: sha256(bytes) });
      const back = await bytesOf(`/files/${made.id}/download`);
      expect(back.bytes.equals(bytes)).toBe(true);
    });
  });

  describe('folders', () => {
    it('creates, reads, renames, moves and deletes a folder with what it holds', async () => {
      const created = ok(await send('POST', '/folders', { name: 'Reports', parent_folder_id: 'root', description: 'Monthly' }), 201).body.data;
      const folder = items().find((item) => item.id === created.id)!;
      expect(folder).toMatchObject({ name: 'Reports', mimeType: FOLDER, parents: [DEMO.rootFolderId], description: 'Monthly' });
      expect(ok(await get(`/folders/${created.id}`)).body.data).toMatchObject({ id: created.id, name: 'Reports', parent_folders: [{ id: DEMO.rootFolderId }] });
      ok(await send('PATCH', `/folders/${created.id}`, { name: 'Reports 2026', parent_folder_id: named('Projects').id }));
      expect(items().find((item) => item.id === created.id)).toMatchObject({ name: 'Reports 2026', parents: [named('Projects').id] });
      expectErrorEnvelope(await get(`/folders/${named('budget.csv').id}`), 404, 'EntityNotFoundError');
      const finance = named('Finance');
      const inside = childrenOf(finance.id).map((item) => item.id);
      ok(await send('DELETE', `/folders/${finance.id}`));
      expect(items().some((item) => item.id === finance.id || inside.includes(item.id))).toBe(false);
    });

    it('copies a folder tree (Drive copies files only; the connector makes the folders)', async () => {
      const planning = named('Planning');
      const copied = ok(await send('POST', `/folders/${planning.id}/copy`, { parent_folder_id: named('Photos').id, name: 'Planning copy' })).body.data;
      const copy = items().find((item) => item.id === copied.id)!;
      expect(copy).toMatchObject({ name: 'Planning copy', mimeType: FOLDER, parents: [named('Photos').id] });
      const names = (id: string) => childrenOf(id).map((item) => String(item.name)).sort();
      expect(names(copy.id)).toEqual(names(planning.id));
      const year = childrenOf(copy.id).find((item) => item.name === '2026')!;
      const bin = childrenOf(year.id)[0]!;
      expect(bin).toMatchObject({ name: 'dataset-5mb.bin', sha256Checksum: named('dataset-5mb.bin').sha256Checksum });
      expect(emulator.exchanges.some((exchange) => exchange.method === 'POST' && exchange.path.includes('/copy'))).toBe(true);
    });

    it('undoes a copy that fails part way: the new folder is deleted with what was copied into it', async () => {
      const planning = named('Planning');
      const before = items().length;
      emulator.failOn({ method: 'POST', path: /\/copy(\?|$)/, skip: 1 }, 'refused');
      const answer = await send('POST', `/folders/${planning.id}/copy`, { parent_folder_id: 'root' });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.detail?.partial_write?.records?.[0]).toMatchObject({ change: 'created', undone: true });
      expect(items().length).toBe(before);
    });
  });

  describe('shared links', () => {
    it('reads a seeded link, makes a public and a company link, and removes one', async () => {
      const invoice = named('Invoice INV-2041.pdf');
      expect(ok(await get(`/shared-links/${invoice.id}`)).body.data).toMatchObject({ scope: 'public', target: { id: invoice.id, type: 'file' }, url: expect.stringContaining(invoice.id) });
      const csv = named('budget.csv');
      expectErrorEnvelope(await get(`/shared-links/${csv.id}`), 404, 'EntityNotFoundError');
      ok(await send('POST', '/shared-links', { target_id: csv.id, scope: 'company' }), 201);
      const permissions = () => emulator.kit.records('permissions', DEMO.id).filter((permission) => permission.fileId === csv.id && permission.type !== 'user');
      expect(permissions()).toEqual([expect.objectContaining({ type: 'domain', role: 'reader', domain: 'acme-demo.example' })]);
      ok(await send('PATCH', `/shared-links/${csv.id}`, { scope: 'public' }));
      expect(permissions().map((permission) => permission.type)).toEqual(['anyone']);
      ok(await send('DELETE', `/shared-links/${csv.id}`));
      expect(permissions()).toEqual([]);
      expectErrorEnvelope(await send('POST', '/shared-links', { target_id: csv.id, password: 'secret' }), 400, 'RequestValidationError');
    });
  });

  describe('drives', () => {
    it('lists, reads, creates, renames and deletes shared drives; drive groups are unsupported', async () => {
      const seeded = emulator.kit.records('drives', DEMO.id);
      expect(ok(await get('/drives')).body.data.map((drive: Json) => drive.id)).toEqual(seeded.map((drive) => drive.id));
      const made = ok(await send('POST', '/drives', { name: 'Legal' }), 201).body.data;
      expect(ok(await get(`/drives/${made.id}`)).body.data).toMatchObject({ id: made.id, name: 'Legal' });
      ok(await send('PATCH', `/drives/${made.id}`, { name: 'Legal team' }));
      expect(emulator.kit.records('drives', DEMO.id).find((drive) => drive.id === made.id)).toMatchObject({ name: 'Legal team' });
      ok(await send('DELETE', `/drives/${made.id}`));
      expectErrorEnvelope(await get(`/drives/${made.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/drive-groups'), 400, 'ConnectorOperationUnsupportedError');
    });
  });

  describe('upload sessions', () => {
    it('uploads a file in parts: a retried part, an out-of-order part refused, the range received, the digest checked', async () => {
      const size = 2 * PART_SIZE + 12_345;
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i += 4096) bytes.writeUInt32BE((i * 2654435761) >>> 0, i);
      const parts = [bytes.subarray(0, PART_SIZE), bytes.subarray(PART_SIZE, 2 * PART_SIZE), bytes.subarray(2 * PART_SIZE)];
      const session = ok(await send('POST', '/upload-sessions', { name: 'big.bin', parent_folder_id: named('Photos').id, size }), 201).body.data;
      expect(JSON.stringify(session)).not.toContain('upload_id');
      const put = (n: number) => sendBytes('PUT', `/upload-sessions/${session.id}?part_number=${n}`, parts[n]!, { digest: sha1(parts[n]!) });

      const early = await put(1);
      expect(early.status, early.text).toBe(400);
      expect(ok(await put(0)).status).toBe(200);
      expect(ok(await put(0)).status).toBe(200);
      const state = ok(await get(`/upload-sessions/${session.id}`)).body.data;
      expect(state).toMatchObject({ id: session.id, part_size: PART_SIZE, parallel_upload_supported: false, uploaded_byte_range: `0-${PART_SIZE - 1}`, success: false });
      expect(JSON.stringify(state)).not.toContain('upload_id');
      ok(await put(1));
      ok(await put(2));
      const finished = ok(await call(url(`/upload-sessions/${session.id}/finish`), { method: 'POST', headers: headers({ digest: sha1(bytes) }), json: {} }), 201).body.data;
      expect(finished).toMatchObject({ name: 'big.bin', size, parent_folder_id: named('Photos').id });
      expect(items().find((item) => item.id === finished.id)).toMatchObject({ size, sha256Checksum: sha256(bytes) });
      expectErrorEnvelope(await get(`/upload-sessions/${session.id}`), 404, 'EntityNotFoundError');
    });

    it('sends a part again after a failed send, asking Drive for the range it holds first', async () => {
      const size = PART_SIZE + 100;
      const bytes = Buffer.alloc(size, 7);
      bytes.write('start of the file', 0);
      bytes.write('end', size - 3);
      const session = ok(await send('POST', '/upload-sessions', { name: 'cut.bin', parent_folder_id: 'root', size }), 201).body.data;
      const first = bytes.subarray(0, PART_SIZE);
      // Drive fails the first send of the part (a broken transfer): the part is sent again from what Drive says it holds.
      emulator.failOn({ method: 'PUT', path: /^\/upload\/drive\/v3\/files$/ }, 'server_error');
      const failed = await sendBytes('PUT', `/upload-sessions/${session.id}?part_number=0`, first, { digest: sha1(first) });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const resent = await sendBytes('PUT', `/upload-sessions/${session.id}?part_number=0`, first, { digest: sha1(first) });
      expect(resent.status, resent.text).toBe(200);
      const resume = emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path === '/upload/drive/v3/files').map((exchange) => String(exchange.requestHeaders['content-range']));
      expect(resume).toContain(`bytes */${size}`);
      ok(await sendBytes('PUT', `/upload-sessions/${session.id}?part_number=1`, bytes.subarray(PART_SIZE), {}));
      const finished = ok(await call(url(`/upload-sessions/${session.id}/finish`), { method: 'POST', headers: headers({ digest: sha1(bytes) }), json: {} }), 201).body.data;
      expect(items().find((item) => item.id === finished.id)).toMatchObject({ size, sha256Checksum: sha256(bytes) });
    });

    it('refuses a finish whose digest differs, and deletes what Drive made of the bytes', async () => {
      const bytes = Buffer.from('a small file sent as one part');
      const session = ok(await send('POST', '/upload-sessions', { name: 'small.txt', parent_folder_id: 'root', size: bytes.length }), 201).body.data;
      ok(await sendBytes('PUT', `/upload-sessions/${session.id}?part_number=0`, bytes, {}));
      expect(items().some((item) => item.name === 'small.txt')).toBe(true);
      const answer = await call(url(`/upload-sessions/${session.id}/finish`), { method: 'POST', headers: headers({ digest: sha1(Buffer.from('other bytes')) }), json: {} });
      expectErrorEnvelope(answer, 400, 'RequestValidationError');
      expect(items().some((item) => item.name === 'small.txt')).toBe(false);
    });

    it('aborts a session; another Google account cannot reach it', async () => {
      const session = ok(await send('POST', '/upload-sessions', { name: 'never.bin', parent_folder_id: 'root', size: 10 }), 201).body.data;
      const other = { ...tenant.headers('other-consumer') };
      expectErrorEnvelope(await call(url(`/upload-sessions/${session.id}`), { headers: other }), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await call(url(`/upload-sessions/${session.id}`), { method: 'DELETE', headers: other }), 404, 'EntityNotFoundError');
      expect(ok(await get(`/upload-sessions/${session.id}`)).body.data).toMatchObject({ id: session.id, uploaded_byte_range: '' });
      ok(await send('DELETE', `/upload-sessions/${session.id}`));
      expectErrorEnvelope(await get(`/upload-sessions/${session.id}`), 404, 'EntityNotFoundError');
    });
  });
});
