/**
 * Upload sessions under Box's 20 MB session minimum, through the service
 * over loopback against the emulator: the parts are kept on disk under the
 * service's data folder (`transfers/box-sessions/`), out of order and sent
 * again, a wrong digest or length refused and leaving nothing; the finish
 * checks the whole file's digest and sends one direct upload to Box (no Box
 * session is opened; two finishes at once send it once), then removes the parts. Another Box user cannot reach
 * the session; an abort removes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_PART_SIZE } from '../../src/connectors/box/small-sessions.js';
import { BOX_DEMO_ACCOUNT as DEMO, BOX_OTHER_ACCOUNT as OTHER, boxEmulator, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const sha1Digest = (bytes: Buffer) => `sha=${createHash('sha1').update(bytes).digest('base64')}`;

describe('Box upload sessions under 20 MB', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: BoxEmulatorHandle;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'box-small-sessions-'));
  const spool = path.join(dataDir, 'transfers', 'box-sessions');
  const size = SMALL_PART_SIZE + 123_457;
  const file = Buffer.from(Array.from({ length: size }, (_, index) => (index * 7 + 3) & 0xff));
  const part = (number: number) => file.subarray(number * SMALL_PART_SIZE, Math.min(size, (number + 1) * SMALL_PART_SIZE));

  const url = (pathname: string) => `${svc.url}/file-storage/upload-sessions${pathname}`;
  const send = (consumer: string, method: string, pathname: string, json?: unknown) => call<Json>(url(pathname), { method, headers: tenant.headers(consumer), json });
  const putPart = (id: string, number: number, bytes: Buffer, digest = sha1Digest(bytes), consumer = 'small') =>
    call<Json>(url(`/${id}?part_number=${number}`), { method: 'PUT', headers: { ...tenant.headers(consumer), 'content-type': 'application/octet-stream', digest }, body: bytes as unknown as string });
  const finish = (id: string, digest: string) => call<Json>(url(`/${id}/finish`), { method: 'POST', headers: { ...tenant.headers('small'), digest }, json: {} });
  const folderOf = (id: string) => path.join(spool, /^small-([0-9a-f]{32})-/.exec(id)![1]!);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [boxEmulator], config: { dataDir } });
    emulator = svc.emulators.box as BoxEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('small', 'file-storage', 'box', { developer_token: DEMO.sandboxAccessToken });
    await tenant.connect('other', 'file-storage', 'box', { developer_token: OTHER.sandboxAccessToken });
  });
  afterAll(async () => {
    await svc?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the parts on disk, checks each, and finishes with one direct upload of the checked file', async () => {
    const created = await send('small', 'POST', '', { name: 'small-session.bin', parent_folder_id: 'root', size });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect(id).toMatch(/^small-[0-9a-f]{32}-\d+$/);
    expect((await send('small', 'GET', `/${id}`)).body.data).toMatchObject({ id, part_size: SMALL_PART_SIZE, uploaded_byte_range: '', parallel_upload_supported: true });

    expect((await putPart(id, 1, part(1))).status).toBe(200);
    expect(statSync(path.join(folderOf(id), 'part-1')).size).toBe(size - SMALL_PART_SIZE);
    expectErrorEnvelope(await putPart(id, 0, part(0), sha1Digest(Buffer.from('other'))), 400, 'RequestValidationError');
    expectErrorEnvelope(await putPart(id, 0, part(0).subarray(1), sha1Digest(part(0).subarray(1))), 400, 'RequestValidationError');
    expectErrorEnvelope(await putPart(id, 2, part(1)), 400, 'RequestValidationError');
    // A refused part leaves nothing behind: only the good part and the session's own record.
    expect(readdirSync(folderOf(id)).sort()).toEqual(['meta.json', 'part-1']);
    expect((await send('small', 'GET', `/${id}`)).body.data.uploaded_byte_range).toBe(`${SMALL_PART_SIZE}-${size - 1}`);
    expectErrorEnvelope(await finish(id, sha1Digest(file)), 422, 'InvalidRecordError');

    expect((await putPart(id, 0, part(0))).status).toBe(200);
    // Sent again: replaced whole, the same bytes.
    expect((await putPart(id, 0, part(0))).status).toBe(200);
    expect((await send('small', 'GET', `/${id}`)).body.data.uploaded_byte_range).toBe(`0-${size - 1}`);
    // Another Box user: no such session.
    expectErrorEnvelope(await send('other', 'GET', `/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await putPart(id, 0, part(0), undefined, 'other'), 404, 'EntityNotFoundError');

    expectErrorEnvelope(await finish(id, sha1Digest(Buffer.from('not the file'))), 400, 'RequestValidationError');
    expect(emulator.kit.records('files', DEMO.id).some((stored) => stored.name === 'small-session.bin')).toBe(false);
    // Two finishes at once: one sends the file, the other finds the session gone.
    const [first, second] = await Promise.all([finish(id, sha1Digest(file)), finish(id, sha1Digest(file))]);
    const finished = first.status === 201 ? first : second;
    expect([first.status, second.status].sort(), finished.text).toEqual([201, 404]);
    expect(emulator.kit.records('files', DEMO.id).filter((stored) => stored.name === 'small-session.bin')).toHaveLength(1);
    expect(finished.body.data).toMatchObject({ name: 'small-session.bin', size, type: 'file' });
    // One direct upload: Box never saw a session.
    expect(emulator.kit.records('upload_sessions', DEMO.id)).toHaveLength(0);
    const content = Buffer.from(await (await fetch(`${emulator.url}/2.0/files/${finished.body.data.id}/content`, { headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` } })).arrayBuffer());
    expect(content.equals(file)).toBe(true);
    expect(existsSync(folderOf(id))).toBe(false);
    expectErrorEnvelope(await send('small', 'GET', `/${id}`), 404, 'EntityNotFoundError');
  });

  it('aborts a small session, removing its parts', async () => {
    const id = (await send('small', 'POST', '', { name: 'aborted.bin', parent_folder_id: 'root', size: 1000 })).body.data.id as string;
    const bytes = file.subarray(0, 1000);
    expect((await putPart(id, 0, bytes)).status).toBe(200);
    expect(existsSync(path.join(folderOf(id), 'part-0'))).toBe(true);
    expect((await send('small', 'DELETE', `/${id}`)).status).toBe(200);
    expect(existsSync(folderOf(id))).toBe(false);
    expectErrorEnvelope(await send('small', 'GET', `/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('small', 'DELETE', `/${id}`), 404, 'EntityNotFoundError');
  });
});
