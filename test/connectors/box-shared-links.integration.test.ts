/**
 * Box shared links through the service over HTTP, against the Box emulator:
 * a link made on a file and on a folder (ids `file-…`, `folder-…`), read,
 * changed from company to public with a password, and removed, each checked
 * on the emulator's item; a password refused on a company link before any
 * call; unknown ids and items without a link are 404; the list is unsupported.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOX_DEMO_ACCOUNT as DEMO, boxEmulator, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import type { SharedLink } from '../../src/sandbox/box/items.js';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
type Item = StoredRecord & { name: string; sharedLink: SharedLink | null };
const CONSUMER = 'box-links';

describe('Box shared links', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: BoxEmulatorHandle;

  const url = (path: string) => `${svc.url}/file-storage/shared-links${path}`;
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers(CONSUMER) });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers(CONSUMER), json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const stored = (table: 'files' | 'folders', id: string) => emulator.kit.records(table, DEMO.id).find((item) => item.id === id) as Item;
  const unlinked = (table: 'files' | 'folders') => emulator.kit.records(table, DEMO.id).find((item) => item.id !== '0' && !(item as Item).sharedLink) as Item;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [boxEmulator] });
    emulator = svc.emulators.box as BoxEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'file-storage', 'box', { developer_token: DEMO.sandboxAccessToken });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('makes a company link on a file, makes it public with a password, and removes it', async () => {
    const file = unlinked('files');
    expectErrorEnvelope(await get(`/file-${file.id}`), 404, 'EntityNotFoundError');
    const created = ok(await send('POST', '', { target_id: file.id, scope: 'company' }), 201).body.data;
    expect(created.id).toBe(`file-${file.id}`);
    expect(stored('files', file.id).sharedLink).toMatchObject({ access: 'company' });

    const read = ok(await get(`/${created.id}`)).body.data;
    expect(read).toMatchObject({ target_id: file.id, target: { id: file.id, name: file.name, type: 'file' }, scope: 'company', password_protected: false, expires_at: null });
    expect(read.url).toContain(stored('files', file.id).sharedLink!.token);
    expect(read.download_url).toEqual(expect.stringContaining('/shared/static/'));

    expectErrorEnvelope(await send('PATCH', `/${created.id}`, { password: 'Secret-Word-9' }), 400, 'RequestValidationError');
    expect(stored('files', file.id).sharedLink!.password ?? null).toBeNull();
    ok(await send('PATCH', `/${created.id}`, { scope: 'public', password: 'Secret-Word-9' }));
    expect(stored('files', file.id).sharedLink).toMatchObject({ access: 'open', password: 'Secret-Word-9' });
    expect(ok(await get(`/${created.id}`)).body.data).toMatchObject({ scope: 'public', password_protected: true });

    // Back to company: Box keeps passwords on open links only, so the connector removes it.
    ok(await send('PATCH', `/${created.id}`, { scope: 'company' }));
    expect(stored('files', file.id).sharedLink).toMatchObject({ access: 'company', password: null });

    ok(await send('DELETE', `/${created.id}`));
    expect(stored('files', file.id).sharedLink).toBeNull();
    expectErrorEnvelope(await get(`/${created.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', `/${created.id}`), 404, 'EntityNotFoundError');
  });

  it('links a folder by its id, reads Box\'s expiry, and names a link by kind and id', async () => {
    const folder = unlinked('folders');
    const created = ok(await send('POST', '', { target_id: folder.id, scope: 'public' }), 201).body.data;
    expect(created.id).toBe(`folder-${folder.id}`);
    // An expiry set at Box (the unified model reads it only).
    stored('folders', folder.id).sharedLink!.unsharedAt = Date.parse('2031-05-01T10:00:00Z');
    expect(ok(await get(`/${created.id}`)).body.data).toMatchObject({ target: { id: folder.id, type: 'folder' }, scope: 'public', download_url: null, expires_at: '2031-05-01T10:00:00.000Z' });
    // The folder's id as a file's names nothing.
    expectErrorEnvelope(await get(`/file-${folder.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get(`/${folder.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('POST', '', { target_id: '99999999999', scope: 'public' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('POST', '', { target_id: folder.id, scope: 'company', password: 'Secret-Word-9' }), 400, 'RequestValidationError');
  });

  it('reads a link Box made for collaborators with no scope, and has no list', async () => {
    const file = unlinked('files');
    stored('files', file.id).sharedLink = { token: 'ab12', access: 'collaborators', canDownload: false, createdAt: 0, downloadCount: 0, previewCount: 0 };
    expect(ok(await get(`/file-${file.id}`)).body.data).toMatchObject({ scope: null, target_id: file.id });
    expectErrorEnvelope(await get(''), 400, 'ConnectorOperationUnsupportedError');
  });
});
