/**
 * The Box emulator over HTTP: OAuth, the seeded tree, folder and file
 * operations with Box's refusals, paging, ranged downloads, uploads (simple,
 * new version, chunked sessions with digests), shared links, search, and
 * that content stays on disk under the emulator's own folder, removed on close.
 */
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_DEMO_ACCOUNT, BOX_OTHER_ACCOUNT, LARGE_FILE_BYTES, MIN_SESSION_FILE_SIZE, PART_SIZE } from '../../src/sandbox/box/index.js';
import { noiseBytes } from '../../src/sandbox/box/seed-content.js';
import { authorize, client, multipart, partHeaders, sha1Base64, sha1Hex, startBox, type BoxClient, type BoxHandle, type Json } from './box-client.js';

describe('Box emulator', () => {
  let emulator: BoxHandle;
  let api: BoxClient;
  const find = async (folderId: string, name: string): Promise<Json> => {
    const items = await api(`/2.0/folders/${folderId}/items?limit=1000`);
    const item = (items.body.entries as Json[]).find((entry) => entry.name === name);
    expect(item, `${name} in ${folderId}`).toBeDefined();
    return item as Json;
  };

  beforeAll(async () => {
    emulator = await startBox();
    const tokens = await authorize(emulator);
    api = client(emulator, () => tokens.access_token as string);
  });
  afterAll(() => emulator?.close());

  it('issues tokens through consent and refreshes them once', async () => {
    const tokens = await authorize(emulator);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const me = await client(emulator, () => tokens.access_token)('/2.0/users/me');
    expect(me.body).toMatchObject({ type: 'user', id: BOX_DEMO_ACCOUNT.user.id, login: BOX_DEMO_ACCOUNT.user.login });
    const refresh = async () => (await fetch(`${emulator.url}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'k3v9q2m7x1p5r8t4w6y0z2b4d6f8h0j2', client_secret: 'Hq7Lw2Zr9Vx4Nc8Bm1Ts5Jd3Fg6Pa0Ke' }) })).status;
    expect(await refresh()).toBe(200);
    expect(await refresh()).toBe(400);
  });

  it('refuses a missing or wrong token with Box\'s ClientError', async () => {
    const answer = await api('/2.0/folders/0', { token: 'nope' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ type: 'error', status: 401, code: 'unauthorized' });
    expect(answer.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('keeps each enterprise to its own tree', async () => {
    const other = client(emulator, () => BOX_OTHER_ACCOUNT.sandboxAccessToken);
    const mine = await find('0', 'Projects');
    expect((await other(`/2.0/folders/${mine.id}`)).status).toBe(404);
    expect((await other('/2.0/users/me')).body.id).toBe(BOX_OTHER_ACCOUNT.user.id);
  });

  it('seeds a tree a few folders deep with several kinds of files', async () => {
    const root = await api('/2.0/folders/0');
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ type: 'folder', id: '0', name: 'All Files', parent: null });
    const names = (root.body.item_collection.entries as Json[]).map((entry) => `${entry.type}:${entry.name}`);
    expect(names).toEqual(['folder:Finance', 'folder:Projects', 'folder:Shared with clients', 'file:dataset-sample.bin', 'file:Welcome to Box.txt']);
    const projects = await find('0', 'Projects');
    const apollo = await find(projects.id, 'Apollo');
    const designs = await find(apollo.id, 'Designs');
    const logo = await api(`/2.0/files/${(await find(designs.id, 'logo.png')).id}`);
    expect(logo.body.path_collection.entries.map((entry: Json) => entry.name)).toEqual(['All Files', 'Projects', 'Apollo', 'Designs']);
    const png = await api(`/2.0/files/${logo.body.id}/content`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(sha1Hex(png.bytes)).toBe(logo.body.sha1);
    const brief = await api(`/2.0/files/${(await find(apollo.id, 'Project brief.pdf')).id}/content`);
    expect(brief.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pages a folder\'s items by offset and by marker, sorted as asked', async () => {
    const receipts = await find((await find('0', 'Finance')).id, 'Receipts');
    const first = await api(`/2.0/folders/${receipts.id}/items?limit=5&offset=10`);
    expect(first.body).toMatchObject({ total_count: 12, offset: 10, limit: 5 });
    expect(first.body.entries).toHaveLength(2);
    const seen: string[] = [];
    let marker: string | null = null;
    do {
      const page: Json = (await api(`/2.0/folders/${receipts.id}/items?usemarker=true&limit=5&sort=name&direction=DESC${marker ? `&marker=${marker}` : ''}`)).body;
      expect(page.total_count).toBeUndefined();
      seen.push(...page.entries.map((entry: Json) => entry.name));
      marker = page.next_marker;
    } while (marker);
    expect(seen).toHaveLength(12);
    expect(seen[0]).toBe('receipt-1052.pdf');
    expect(seen).toEqual([...seen].sort().reverse());
    expect((await api(`/2.0/folders/${receipts.id}/items?sort=colour`)).status).toBe(400);
    const fields = await api(`/2.0/folders/${receipts.id}/items?fields=name,size&limit=1`);
    expect(Object.keys(fields.body.entries[0]).sort()).toEqual(['etag', 'id', 'name', 'size', 'type']);
  });

  it('creates, renames, moves, copies and deletes folders, with Box\'s refusals', async () => {
    const made = await api('/2.0/folders', { method: 'POST', body: { name: 'Q3 plans', parent: { id: '0' } } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ type: 'folder', name: 'Q3 plans', parent: { id: '0' } });
    const again = await api('/2.0/folders', { method: 'POST', body: { name: 'q3 PLANS', parent: { id: '0' } } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'item_name_in_use', context_info: { conflicts: [{ id: made.body.id }] } });
    expect((await api('/2.0/folders', { method: 'POST', body: { name: 'a/b', parent: { id: '0' } } })).body.code).toBe('item_name_invalid');
    expect((await api('/2.0/folders', { method: 'POST', body: { name: 'x', parent: { id: '999' } } })).status).toBe(404);

    const child = (await api('/2.0/folders', { method: 'POST', body: { name: 'Drafts', parent: { id: made.body.id } } })).body;
    const projects = await find('0', 'Projects');
    const moved = await api(`/2.0/folders/${made.body.id}`, { method: 'PUT', body: { name: 'Q4 plans', parent: { id: projects.id } } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Q4 plans', parent: { id: projects.id } });
    expect(moved.body.path_collection.entries.map((entry: Json) => entry.name)).toEqual(['All Files', 'Projects']);
    expect((await api(`/2.0/folders/${made.body.id}`, { method: 'PUT', body: { parent: { id: child.id } } })).status).toBe(400);
    expect((await api(`/2.0/folders/${made.body.id}`, { method: 'PUT', headers: { 'if-match': 'stale' }, body: { name: 'x' } })).status).toBe(412);

    const copy = await api(`/2.0/folders/${made.body.id}/copy`, { method: 'POST', body: { parent: { id: '0' }, name: 'Q4 copy' } });
    expect(copy.status).toBe(201);
    expect(copy.body.item_collection.entries.map((entry: Json) => entry.name)).toEqual(['Drafts']);
    expect(copy.body.item_collection.entries[0].id).not.toBe(child.id);

    const notEmpty = await api(`/2.0/folders/${made.body.id}`, { method: 'DELETE' });
    expect(notEmpty.status).toBe(400);
    expect(notEmpty.body.code).toBe('folder_not_empty');
    expect((await api(`/2.0/folders/${made.body.id}?recursive=true`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/2.0/folders/${child.id}`)).status).toBe(404);
    expect((await api('/2.0/folders/0', { method: 'DELETE' })).status).toBe(403);
  });

  it('serves ranges of a large file with 206 and Content-Range, 416 past its end', async () => {
    const large = await find('0', 'dataset-sample.bin');
    const expected = noiseBytes(LARGE_FILE_BYTES, 0x5eed);
    const whole = await api(`/2.0/files/${large.id}/content`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(LARGE_FILE_BYTES));
    expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="dataset-sample.bin"; filename*=UTF-8''dataset-sample.bin`);
    expect(whole.bytes.equals(expected)).toBe(true);
    const middle = await api(`/2.0/files/${large.id}/content`, { headers: { range: 'bytes=1000000-1000099' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000000-1000099/${LARGE_FILE_BYTES}`);
    expect(middle.bytes.equals(expected.subarray(1000000, 1000100))).toBe(true);
    const tail = await api(`/2.0/files/${large.id}/content`, { headers: { range: 'bytes=-10' } });
    expect(tail.bytes.equals(expected.subarray(LARGE_FILE_BYTES - 10))).toBe(true);
    const open = await api(`/2.0/files/${large.id}/content`, { headers: { range: `bytes=${LARGE_FILE_BYTES - 5}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${LARGE_FILE_BYTES - 5}-${LARGE_FILE_BYTES - 1}/${LARGE_FILE_BYTES}`);
    const beyond = await api(`/2.0/files/${large.id}/content`, { headers: { range: `bytes=${LARGE_FILE_BYTES}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${LARGE_FILE_BYTES}`);
  });

  it('uploads a file, a new version of it, and refuses a name in use', async () => {
    const preflight = await api('/2.0/files/content', { method: 'OPTIONS', body: { name: 'numbers.txt', size: 18000, parent: { id: '0' } } });
    expect(preflight.status).toBe(200);
    expect(preflight.body.upload_url).toBe(`${emulator.url}/api/2.0/files/content`);
    const bytes = Buffer.from('quarterly numbers\n'.repeat(1000));
    const form = multipart({ name: 'numbers.txt', parent: { id: '0' } }, bytes);
    const uploaded = await api('/api/2.0/files/content', { method: 'POST', raw: form.raw, headers: { ...form.headers, 'content-md5': sha1Hex(bytes) } });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body.entries[0];
    expect(file).toMatchObject({ type: 'file', name: 'numbers.txt', size: bytes.length, sha1: sha1Hex(bytes), version_number: '1' });
    expect((await api('/2.0/files/content', { method: 'OPTIONS', body: { name: 'numbers.txt', parent: { id: '0' } } })).body.code).toBe('item_name_in_use');
    const clash = multipart({ name: 'NUMBERS.txt', parent: { id: '0' } }, Buffer.from('x'));
    expect((await api('/api/2.0/files/content', { method: 'POST', raw: clash.raw, headers: clash.headers })).status).toBe(409);
    const wrongDigest = multipart({ name: 'digest.txt', parent: { id: '0' } }, Buffer.from('abc'));
    expect((await api('/api/2.0/files/content', { method: 'POST', raw: wrongDigest.raw, headers: { ...wrongDigest.headers, 'content-md5': sha1Hex(Buffer.from('abd')) } })).status).toBe(400);

    const next = Buffer.from('revised numbers\n');
    const version = multipart({ name: 'numbers v2.txt' }, next);
    const revised = await api(`/api/2.0/files/${file.id}/content`, { method: 'POST', raw: version.raw, headers: version.headers });
    expect(revised.status).toBe(200);
    expect(revised.body.entries[0]).toMatchObject({ id: file.id, name: 'numbers v2.txt', size: next.length, version_number: '2' });
    expect((await api(`/2.0/files/${file.id}/content`)).bytes.equals(next)).toBe(true);

    const renamed = await api(`/2.0/files/${file.id}`, { method: 'PUT', body: { name: 'final.txt', parent: { id: (await find('0', 'Finance')).id }, description: 'Q3' } });
    expect(renamed.body).toMatchObject({ name: 'final.txt', description: 'Q3', parent: { name: 'Finance' } });
    const copied = await api(`/2.0/files/${file.id}/copy`, { method: 'POST', body: { parent: { id: '0' } } });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({ name: 'final.txt', sha1: sha1Hex(next) });
    expect((await api(`/2.0/files/${file.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/2.0/files/${file.id}`)).status).toBe(404);
  });

  it('streams an upload larger than any buffered body, sent in uneven pieces', async () => {
    const bytes = noiseBytes(12 * 1024 * 1024 + 7, 99);
    const form = multipart({ name: 'streamed.bin', parent: { id: '0' } }, bytes);
    // Pieces of 1 to 64 KiB and single bytes, so part headers and boundaries fall across reads.
    let at = 0;
    let turn = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= form.raw.length) return controller.close();
        const size = turn++ % 3 === 0 ? 1 : 1024 * (1 + (turn % 64));
        controller.enqueue(form.raw.subarray(at, at + size));
        at += size;
      },
    });
    const response = await fetch(`${emulator.url}/api/2.0/files/content`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${BOX_DEMO_ACCOUNT.sandboxAccessToken}` }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(201);
    const file = ((await response.json()) as Json).entries[0];
    // The same name again is refused as soon as the attributes are read, while the bytes still come.
    const clash = multipart({ name: 'streamed.bin', parent: { id: '0' } }, bytes);
    const refused = await api('/api/2.0/files/content', { method: 'POST', raw: clash.raw, headers: clash.headers });
    expect(refused.status).toBe(409);
    expect((await api('/2.0/folders/0/items')).status).toBe(200);
    expect(file).toMatchObject({ size: bytes.length, sha1: sha1Hex(bytes) });
    expect((await api(`/2.0/files/${file.id}/content`)).bytes.equals(bytes)).toBe(true);
  });

  it('uploads a large file in parts of an upload session and commits it with the whole digest', async () => {
    const size = MIN_SESSION_FILE_SIZE + 123;
    const bytes = noiseBytes(size, 42);
    const tooSmall = await api('/api/2.0/files/upload_sessions', { method: 'POST', body: { folder_id: '0', file_size: 100, file_name: 'big.bin' } });
    expect(tooSmall.body.code).toBe('file_size_too_small');
    const session = (await api('/api/2.0/files/upload_sessions', { method: 'POST', body: { folder_id: '0', file_size: size, file_name: 'big.bin' } })).body;
    expect(session).toMatchObject({ type: 'upload_session', part_size: PART_SIZE, total_parts: 3, num_parts_processed: 0 });
    expect(session.session_endpoints.upload_part).toBe(`${emulator.url}/api/2.0/files/upload_sessions/${session.id}`);

    const parts: Json[] = [];
    // A part refused with a 429 is simply sent again.
    emulator.failOn({ method: 'PUT', path: /\/upload_sessions\// }, 'rate_limit');
    for (let offset = 0; offset < size; offset += PART_SIZE) {
      const part = bytes.subarray(offset, Math.min(size, offset + PART_SIZE));
      if (offset === 0) expect((await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: part, headers: partHeaders(part, offset, size) })).status).toBe(429);
      const answer = await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: part, headers: partHeaders(part, offset, size) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.part).toMatchObject({ offset, size: part.length, sha1: sha1Hex(part) });
      parts.push(answer.body.part);
    }
    const first = bytes.subarray(0, PART_SIZE);
    const badDigest = await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: first, headers: { ...partHeaders(first, 0, size), digest: `sha=${sha1Base64(Buffer.from('other'))}` } });
    expect(badDigest.status).toBe(412);
    const misaligned = await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: first.subarray(0, 10), headers: partHeaders(first.subarray(0, 10), 5, size) });
    expect(misaligned.status).toBe(416);
    const listed = await api(`/api/2.0/files/upload_sessions/${session.id}/parts`);
    expect(listed.body).toMatchObject({ total_count: 3 });
    expect((await api(`/api/2.0/files/upload_sessions/${session.id}`)).body.num_parts_processed).toBe(3);

    const commitPath = `/api/2.0/files/upload_sessions/${session.id}/commit`;
    expect((await api(commitPath, { method: 'POST', body: { parts: parts.slice(0, 2) }, headers: { digest: `sha=${sha1Base64(bytes)}` } })).status).toBe(400);
    expect((await api(commitPath, { method: 'POST', body: { parts }, headers: { digest: `sha=${sha1Base64(first)}` } })).body.code).toBe('bad_digest');
    const committed = await api(commitPath, { method: 'POST', body: { parts }, headers: { digest: `sha=${sha1Base64(bytes)}` } });
    expect(committed.status).toBe(201);
    const file = committed.body.entries[0];
    expect(file).toMatchObject({ name: 'big.bin', size, sha1: sha1Hex(bytes) });
    const back = await api(`/2.0/files/${file.id}/content`, { headers: { range: `bytes=${PART_SIZE - 3}-${PART_SIZE + 2}` } });
    expect(back.bytes.equals(bytes.subarray(PART_SIZE - 3, PART_SIZE + 3))).toBe(true);
    expect((await api(`/api/2.0/files/upload_sessions/${session.id}`)).status).toBe(404);
    const partsLeft = () => readdirSync(emulator.contentDir).filter((name) => name.startsWith('named-part-'));
    expect(partsLeft()).toEqual([]);

    // A new version through a session, renamed on the way.
    const next = noiseBytes(size, 43);
    const versionSession = (await api(`/api/2.0/files/${file.id}/upload_sessions`, { method: 'POST', body: { file_size: size, file_name: 'big v2.bin' } })).body;
    const versionParts: Json[] = [];
    for (let offset = 0; offset < size; offset += PART_SIZE) {
      const part = next.subarray(offset, Math.min(size, offset + PART_SIZE));
      versionParts.push((await api(`/api/2.0/files/upload_sessions/${versionSession.id}`, { method: 'PUT', raw: part, headers: partHeaders(part, offset, size) })).body.part);
    }
    const versioned = await api(`/api/2.0/files/upload_sessions/${versionSession.id}/commit`, { method: 'POST', body: { parts: versionParts }, headers: { digest: `sha=${sha1Base64(next)}` } });
    expect(versioned.status).toBe(201);
    expect(versioned.body.entries[0]).toMatchObject({ id: file.id, name: 'big v2.bin', version_number: '2', sha1: sha1Hex(next) });

    const aborted = (await api(`/api/2.0/files/${file.id}/upload_sessions`, { method: 'POST', body: { file_size: size } })).body;
    expect(aborted.total_parts).toBe(3);
    const piece = bytes.subarray(0, PART_SIZE);
    expect((await api(`/api/2.0/files/upload_sessions/${aborted.id}`, { method: 'PUT', raw: piece, headers: partHeaders(piece, 0, size) })).status).toBe(200);
    expect(partsLeft()).toHaveLength(1);
    expect((await api(`/api/2.0/files/upload_sessions/${aborted.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/2.0/files/upload_sessions/${aborted.id}/parts`)).status).toBe(404);
    expect(partsLeft()).toEqual([]);
  }, 60_000);

  it('creates, opens and removes shared links', async () => {
    const welcome = await find('0', 'Welcome to Box.txt');
    const shared = await api(`/2.0/files/${welcome.id}?fields=shared_link`, { method: 'PUT', body: { shared_link: { access: 'company' } } });
    expect(shared.body.shared_link).toMatchObject({ access: 'company', effective_permission: 'can_download' });
    expect(shared.body.shared_link.download_url).toMatch(/\.txt$/);
    const opened = await api('/2.0/shared_items', { headers: { boxapi: `shared_link=${shared.body.shared_link.url}` } });
    expect(opened.body).toMatchObject({ type: 'file', id: welcome.id });
    const removed = await api(`/2.0/files/${welcome.id}?fields=shared_link`, { method: 'PUT', body: { shared_link: null } });
    expect(removed.body.shared_link).toBeNull();
    expect((await api('/2.0/shared_items', { headers: { boxapi: `shared_link=${shared.body.shared_link.url}` } })).status).toBe(404);
    const clients = await api(`/2.0/folders/${(await find('0', 'Shared with clients')).id}`);
    expect(clients.body.shared_link).toMatchObject({ access: 'open', download_url: null });
  });

  it('searches names under a folder, by type and extension', async () => {
    const all = await api('/2.0/search?query=receipt&type=file&limit=5');
    expect(all.body).toMatchObject({ type: 'search_results_items', total_count: 12, limit: 5 });
    const pdfs = await api(`/2.0/search?query=.pdf&file_extensions=pdf&ancestor_folder_ids=${(await find('0', 'Projects')).id}`);
    expect(pdfs.body.entries.map((entry: Json) => entry.name)).toEqual(['Project brief.pdf']);
    const folders = await api('/2.0/search?query=a&type=folder');
    expect(folders.body.entries.every((entry: Json) => entry.type === 'folder')).toBe(true);
    expect((await api('/2.0/search')).status).toBe(400);
  });

  it('answers 429 with Retry-After in Box\'s shape', async () => {
    emulator.failNext('rate_limit');
    const limited = await api('/2.0/folders/0');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ type: 'error', status: 429, code: 'rate_limit_exceeded' });
  });

  it('keeps content in its own folder under the temporary directory, removed on close', async () => {
    const second = await startBox();
    expect(second.contentDir.startsWith(tmpdir())).toBe(true);
    expect(second.contentDir).not.toBe(emulator.contentDir);
    const tokens = await authorize(second);
    await client(second, () => tokens.access_token)('/2.0/folders/0');
    expect(readdirSync(second.contentDir).length).toBeGreaterThan(5);
    await second.close();
    expect(existsSync(second.contentDir)).toBe(false);
  });
});
