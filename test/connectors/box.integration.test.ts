/**
 * The Box connector through the service over HTTP, against the Box emulator:
 * a folder's files paged to the end, get, rename, move, delete, search;
 * folders created, renamed, copied, deleted; downloads streamed byte for
 * byte (SHA-256) and ranged (206); uploads streamed directly and, above
 * Box's 50 MB, through a chunked session; unified upload sessions with parts
 * out of order, a retried part, a wrong digest refused, the finish and the
 * abort; 413 past the 100 MB limit; the platform's token in no answer.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOX_DEMO_ACCOUNT as DEMO, boxEmulator, PART_SIZE, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'box-consumer';
const TOKEN = DEMO.sandboxAccessToken;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sha1Digest = (bytes: Buffer) => `sha=${createHash('sha1').update(bytes).digest('base64')}`;
/** Deterministic bytes, made as they are sent: nothing the size of the file is held by the test either. */
function* pattern(size: number, seed: number): Generator<Buffer> {
  const block = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < block.length; index++) block[index] = (index * 31 + seed) & 0xff;
  for (let sent = 0; sent < size; sent += block.length) yield block.subarray(0, Math.min(block.length, size - sent));
}
const bytesOf = (size: number, seed: number) => Buffer.concat([...pattern(size, seed)]);

describe('Box file storage connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: BoxEmulatorHandle;

  const url = (path: string) => `${svc.url}/file-storage${path}`;
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers(CONSUMER) });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers(CONSUMER), json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const fileNamed = (name: string) => records('files').find((file) => file.name === name) as StoredRecord & { parentId: string; size: number };
  const upload = (body: Buffer | Readable, metadata: Json, extra: Record<string, string> = {}) =>
    fetch(url('/files'), { method: 'POST', headers: { ...tenant.headers(CONSUMER), 'content-type': 'application/octet-stream', 'x-svc-metadata': JSON.stringify(metadata), ...extra }, body: body as never, duplex: 'half' } as RequestInit);
  const platformContent = async (id: string) => Buffer.from(await (await fetch(`${emulator.url}/2.0/files/${id}/content`, { headers: { authorization: `Bearer ${TOKEN}` } })).arrayBuffer());

  beforeAll(async () => {
    svc = await startTestService({ emulators: [boxEmulator], record: true });
    emulator = svc.emulators.box as BoxEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'file-storage', 'box', { developer_token: TOKEN });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  describe('files', () => {
    it('pages through a folder to the end, each item once, and reads one file', async () => {
      const receipts = records('folders').find((folder) => folder.name === 'Receipts')!;
      const expected = [...records('files'), ...records('folders')].filter((item) => item.parentId === receipts.id).map((item) => item.id).sort();
      expect(expected.length).toBeGreaterThan(3);
      const seen: string[] = [];
      let next: string | null = url(`/files?filter[folder_id]=${receipts.id}&limit=5`);
      while (next) {
        const page: { body: Json } = ok(await call<Json>(next, { headers: tenant.headers(CONSUMER) }));
        seen.push(...page.body.data.map((item: Json) => item.id));
        next = page.body.links.next;
      }
      expect(seen.sort()).toEqual(expected);
      const file = records('files').find((item) => item.parentId === receipts.id)!;
      const one = ok(await get(`/files/${file.id}`)).body.data;
      expect(one).toMatchObject({ id: file.id, name: file.name, type: 'file', parent_folder_id: receipts.id, size: file.size, parent_folders_complete: true, downloadable: true });
      expect(one.parent_folders.map((folder: Json) => folder.id)).toContain(receipts.id);
      expect(one.path).toMatch(new RegExp(`/Receipts/${String(file.name).replace(/[.()]/g, '\\$&')}$`));
      expectErrorEnvelope(await get('/files/99999999999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/files?filter[shared]=true'), 400, 'UnsupportedFiltersError');
    });

    it('renames, moves and deletes a file at Box', async () => {
      const file = records('files')[0]!;
      const target = records('folders').find((folder) => folder.name === 'Receipts')!;
      ok(await send('PATCH', `/files/${file.id}`, { name: 'renamed.txt', parent_folder_id: target.id, description: 'moved here' }));
      const moved = records('files').find((item) => item.id === file.id)!;
      expect(moved).toMatchObject({ name: 'renamed.txt', parentId: target.id, description: 'moved here' });
      expect(ok(await send('DELETE', `/files/${file.id}`)).body.data).toEqual({ id: file.id });
      expect(records('files').some((item) => item.id === file.id)).toBe(false);
      expectErrorEnvelope(await send('PATCH', `/files/${file.id}`, { name: 'x' }), 404, 'EntityNotFoundError');
    });

    it('searches by name, a page at a time', async () => {
      const file = records('files').find((item) => String(item.name).endsWith('.pdf'))!;
      const word = String(file.name).split(/[ .]/)[0]!;
      const found = ok(await send('POST', '/files/search?limit=50', { query: word })).body;
      expect(found.operation).toBe('all');
      expect(found.data.map((item: Json) => item.id)).toContain(file.id);
      expectErrorEnvelope(await send('POST', '/files/search', {}), 400, 'RequestValidationError');
      expectErrorEnvelope(await get(`/files/${file.id}/export?format=application/pdf`), 400, 'ConnectorOperationUnsupportedError');
    });
  });

  describe('folders', () => {
    it('creates, reads, renames, copies and deletes a folder', async () => {
      const created = ok(await send('POST', '/folders', { name: 'Contracts', parent_folder_id: 'root', description: 'Signed ones' }), 201).body.data;
      const folder = ok(await get(`/folders/${created.id}`)).body.data;
      expect(folder).toMatchObject({ id: created.id, name: 'Contracts', description: 'Signed ones', path: '/Contracts', parent_folders: [{ id: '0' }] });
      ok(await send('PATCH', `/folders/${created.id}`, { name: 'Contracts 2026' }));
      const copy = ok(await send('POST', `/folders/${created.id}/copy`, { parent_folder_id: 'root', name: 'Contracts copy' })).body.data;
      expect(copy.id).not.toBe(created.id);
      expect(records('folders').map((item) => item.name)).toEqual(expect.arrayContaining(['Contracts 2026', 'Contracts copy']));
      ok(await send('DELETE', `/folders/${copy.id}`));
      expect(records('folders').some((item) => item.id === copy.id)).toBe(false);
      expectErrorEnvelope(await send('POST', `/folders/${created.id}/copy`, { name: 'no parent' }), 400, 'RequestValidationError');
      // The reference has no folder list: a folder's content is the files list.
      expectErrorEnvelope(await get('/folders'), 404, 'EntityNotFoundError');
    });
  });

  describe('downloads', () => {
    it('streams a file byte for byte, and a range as 206, with no credential in the answer', async () => {
      const file = records('files').reduce((largest, item) => (Number(item.size) > Number(largest.size) ? item : largest));
      const expected = await platformContent(file.id);
      const whole = await fetch(url(`/files/${file.id}/download`), { headers: tenant.headers(CONSUMER) });
      expect(whole.status).toBe(200);
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(sha256(bytes)).toBe(sha256(expected));
      expect(whole.headers.get('content-length')).toBe(String(expected.length));
      expect(whole.headers.get('content-disposition')).toContain(String(file.name).slice(0, 3));
      const part = await fetch(url(`/files/${file.id}/download`), { headers: { ...tenant.headers(CONSUMER), range: 'bytes=1000-1999' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${expected.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(expected.subarray(1000, 2000))).toBe(true);
      for (const answer of [whole, part]) expect(JSON.stringify([...answer.headers])).not.toContain(TOKEN);
    });
  });

  describe('uploads', () => {
    it('streams a direct upload to Box, and reads it back', async () => {
      const bytes = bytesOf(3 * 1024 * 1024 + 17, 7);
      const answer = await upload(bytes, { name: 'scan.bin', parent_folder_id: 'root', description: 'A scan' });
      const text = await answer.text();
      expect(answer.status, text).toBe(201);
      const id = JSON.parse(text).data.id;
      expect(sha256(await platformContent(id))).toBe(sha256(bytes));
      expect(fileNamed('scan.bin')).toMatchObject({ id, parentId: '0', description: 'A scan' });
      expect(text).not.toContain(TOKEN);
    });

    it('sends a direct upload above Box\'s 50 MB through a chunked session as it arrives, never holding the file', async () => {
      const size = 60 * 1024 * 1024 + 5;
      const expected = createHash('sha256');
      for (const chunk of pattern(size, 3)) expected.update(chunk);
      const partsAtBox = () => emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path.startsWith('/api/2.0/files/upload_sessions/')).length;
      // The client stops after 20 MB until Box has received parts: a service that gathered the body first would never send one.
      let heldBack = false;
      async function* slowClient() {
        let sent = 0;
        for (const chunk of pattern(size, 3)) {
          if (sent >= 20 * 1024 * 1024 && !heldBack) {
            for (let waited = 0; partsAtBox() < 2 && waited < 200; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
            heldBack = partsAtBox() >= 2;
          }
          sent += chunk.length;
          yield chunk;
        }
      }
      const answer = await upload(Readable.from(slowClient()), { name: 'big.bin', parent_folder_id: 'root' }, { 'content-length': String(size) });
      expect(answer.status, await answer.clone().text()).toBe(201);
      expect(heldBack, 'Box received parts before the client sent the rest').toBe(true);
      const id = ((await answer.json()) as Json).data.id;
      expect(fileNamed('big.bin')).toMatchObject({ id, size });
      const received = createHash('sha256');
      const download = await fetch(url(`/files/${id}/download`), { headers: tenant.headers(CONSUMER) });
      for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) received.update(chunk);
      expect(received.digest('hex')).toBe(expected.digest('hex'));
    });

    it('refuses a body past the 100 MB limit with 413, and metadata that is not a file\'s', async () => {
      const tooLarge = await upload(Buffer.from('x'), { name: 'a.bin', parent_folder_id: 'root' }, { 'content-length': String(100 * 1024 * 1024 + 1) }).catch(() => undefined);
      if (tooLarge) expect(tooLarge.status).toBe(413);
      const noParent = await upload(Buffer.from('abc'), { name: 'a.bin' });
      expect(noParent.status).toBe(400);
      expect(((await noParent.json()) as Json).type_name).toBe('RequestValidationError');
    });
  });

  describe('upload sessions', () => {
    // 30 MB: three full parts and a short last one.
    const size = 30 * 1024 * 1024;
    const file = bytesOf(size, 11);
    const part = (number: number) => file.subarray(number * PART_SIZE, Math.min(size, (number + 1) * PART_SIZE));
    const putPart = (id: string, number: number, bytes: Buffer, digest = sha1Digest(bytes)) =>
      call<Json>(url(`/upload-sessions/${id}?part_number=${number}`), { method: 'PUT', headers: { ...tenant.headers(CONSUMER), 'content-type': 'application/octet-stream', digest }, body: bytes as unknown as string });

    it('takes parts out of order and again, reports the ranges, refuses a wrong digest, and finishes with the file\'s digest', async () => {
      const id = ok(await send('POST', '/upload-sessions', { name: 'session.bin', parent_folder_id: 'root', size }), 201).body.data.id;
      ok(await putPart(id, 3, part(3)));
      ok(await putPart(id, 2, part(2)));
      expect(ok(await get(`/upload-sessions/${id}`)).body.data).toMatchObject({ id, part_size: PART_SIZE, uploaded_byte_range: `${2 * PART_SIZE}-${size - 1}`, parallel_upload_supported: true });
      ok(await putPart(id, 0, part(0)));
      // A retried part is answered as before.
      ok(await putPart(id, 0, part(0)));
      expect((await putPart(id, 1, part(1), sha1Digest(Buffer.from('other')))).status).toBeGreaterThanOrEqual(400);
      ok(await putPart(id, 1, part(1)));
      expect(ok(await get(`/upload-sessions/${id}`)).body.data.uploaded_byte_range).toBe(`0-${size - 1}`);
      expect((await send('POST', `/upload-sessions/${id}/finish`, {})).status).toBe(400);
      const finished = await call<Json>(url(`/upload-sessions/${id}/finish`), { method: 'POST', headers: { ...tenant.headers(CONSUMER), digest: sha1Digest(file) }, json: {} });
      expect(finished.status, finished.text).toBe(201);
      expect(finished.body.data).toMatchObject({ name: 'session.bin', size, type: 'file' });
      expect(sha256(await platformContent(finished.body.data.id))).toBe(sha256(file));
    });

    it('aborts a session at Box, and opens none at Box for a file under its minimum', async () => {
      const id = ok(await send('POST', '/upload-sessions', { name: 'gone.bin', parent_folder_id: 'root', size }), 201).body.data.id;
      ok(await putPart(id, 0, part(0)));
      expect(records('upload_sessions')).toHaveLength(1);
      ok(await send('DELETE', `/upload-sessions/${id}`));
      expect(records('upload_sessions')).toHaveLength(0);
      expectErrorEnvelope(await get(`/upload-sessions/${id}`), 404, 'EntityNotFoundError');
      // Under Box's 20 MB minimum the session is the service's own (test/connectors/box-small-sessions.integration.test.ts).
      expect(ok(await send('POST', '/upload-sessions', { name: 'small.bin', parent_folder_id: 'root', size: 1000 }), 201).body.data.id).toMatch(/^small-/);
      expect(records('upload_sessions')).toHaveLength(0);
    });
  });
});
