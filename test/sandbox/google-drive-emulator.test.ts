/**
 * The Google Drive emulator over HTTP, checked against Drive v3's reference
 * (developers.google.com/drive/api: search-files and ref-search-terms for `q`,
 * fields-parameter, manage-downloads, manage-uploads, ref-export-formats,
 * shared drives, handle-errors): the OAuth dance, listing with `q`, paging
 * and `fields`, downloads with ranges, the three upload types, moves, trash,
 * copy, export, shared links, shared drives and accounts kept apart.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_DRIVE_DEMO_ACCOUNT, GOOGLE_DRIVE_OTHER_ACCOUNT, LARGE_SEED_BYTES } from '../../src/sandbox/google-drive/index.js';
import { authorize, CLIENT, driveClient, relatedBody, startDrive, type DriveHandle, type Json } from './google-drive-client.js';
import { postToken } from './oauth-dance.js';

const DEMO = GOOGLE_DRIVE_DEMO_ACCOUNT;
const FOLDER = 'application/vnd.google-apps.folder';
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('Google Drive emulator (Drive API v3)', () => {
  let emulator: DriveHandle;
  let api: ReturnType<typeof driveClient>;
  const find = async (q: string, extra = ''): Promise<Json[]> => (await api(`/drive/v3/files?q=${encodeURIComponent(q)}&fields=files(id,name,mimeType,parents,size,trashed)${extra}`)).body.files;
  const one = async (q: string): Promise<Json> => {
    const found = await find(q);
    expect(found, q).toHaveLength(1);
    return found[0] as Json;
  };

  beforeAll(async () => {
    emulator = await startDrive();
    api = driveClient(emulator, () => DEMO.sandboxAccessToken);
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.kit.reset());

  it('issues tokens through the consent page and refuses bad credentials in Google\'s error shape', async () => {
    const tokens = await authorize(emulator);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3599 });
    expect(typeof tokens.refresh_token).toBe('string');
    const refreshed = await postToken(`${emulator.url}/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { format: 'form' });
    expect(refreshed.status).toBe(200);
    expect((await api('/drive/v3/about?fields=user', { token: refreshed.body.access_token })).status).toBe(200);
    const about = await api('/drive/v3/about?fields=user', { token: tokens.access_token });
    expect(about.body).toEqual({ user: expect.objectContaining({ emailAddress: DEMO.user.emailAddress, me: true }) });
    const refused = await api('/drive/v3/files', { token: 'ya29.wrong' });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED', errors: [expect.objectContaining({ reason: 'authError', location: 'Authorization' })] });
    expect((await api('/drive/v3/about')).status).toBe(400);
  });

  it('lists with the default fields, narrows with q, and pages with pageToken', async () => {
    const plain = await api('/drive/v3/files');
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['files', 'incompleteSearch', 'kind']);
    expect(Object.keys(plain.body.files[0]).sort()).toEqual(['id', 'kind', 'mimeType', 'name']);
    // My Drive only: the shared drive's items need includeItemsFromAllDrives.
    expect(plain.body.files.map((file: Json) => file.name)).not.toContain('Services agreement.pdf');

    const top = await find(`'root' in parents and trashed = false`);
    expect(top.map((file) => file.name).sort()).toEqual(['Finance', 'Photos', 'Projects', 'README.txt']);
    const folders = await find(`mimeType = '${FOLDER}'`);
    expect(folders.map((file) => file.name).sort()).toEqual(['2026', 'Finance', 'Photos', 'Planning', 'Projects']);
    expect((await find(`name contains 'plan'`)).map((file) => file.name).sort()).toEqual(['Planning', 'Quarterly plan']);
    // Name matching is by word prefix, as Drive's: "lan" starts no word.
    expect(await find(`name contains 'lan'`)).toEqual([]);
    expect((await find(`trashed = true`)).map((file) => file.name)).toEqual(['old-draft.txt']);
    expect((await find(`fullText contains 'file storage'`)).map((file) => file.name)).toEqual(['Quarterly plan']);
    expect((await find(`(mimeType = 'application/pdf' or mimeType = 'image/png') and not name contains 'logo'`)).map((file) => file.name)).toEqual(['Invoice INV-2041.pdf']);
    const bad = await api(`/drive/v3/files?q=${encodeURIComponent('name wobbles 1')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors[0]).toMatchObject({ reason: 'invalid', location: 'q', locationType: 'parameter' });

    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await api(`/drive/v3/files?pageSize=4&orderBy=name&fields=nextPageToken,files(name)${token ? `&pageToken=${token}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.files.map((file: Json) => file.name));
      token = page.body.nextPageToken;
      pages++;
    } while (token);
    expect(pages).toBeGreaterThan(2);
    // Drive orders names alphabetically without case.
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(seen.indexOf('budget.csv')).toBeLessThan(seen.indexOf('Finance'));
    expect(new Set(seen).size).toBe(plain.body.files.length);
    expect((await api('/drive/v3/files?pageToken=garbage')).status).toBe(400);
  });

  it('answers only the fields asked for, nested and with slashes', async () => {
    const readme = await one(`name = 'README.txt'`);
    const got = await api(`/drive/v3/files/${readme.id}?fields=id,name,size,md5Checksum,owners(emailAddress),capabilities/canDownload`);
    expect(got.body).toEqual({ id: readme.id, name: 'README.txt', size: expect.stringMatching(/^\d+$/), md5Checksum: expect.stringMatching(/^[0-9a-f]{32}$/), owners: [{ emailAddress: DEMO.user.emailAddress }], capabilities: { canDownload: true } });
    const all = await api(`/drive/v3/files/${readme.id}?fields=*`);
    expect(all.body).toMatchObject({ kind: 'drive#file', starred: true, parents: [DEMO.rootFolderId], webContentLink: expect.stringContaining('/uc?id=') });
    expect((await api(`/drive/v3/files/${readme.id}?fields=id,(`)).status).toBe(400);
    expect((await api('/drive/v3/files/root?fields=id,name')).body).toEqual({ id: DEMO.rootFolderId, name: 'My Drive' });
    const missing = await api('/drive/v3/files/1nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 404, errors: [expect.objectContaining({ reason: 'notFound', location: 'fileId' })] });
  });

  it('downloads bytes with alt=media, whole or by Range, and refuses what has no bytes', async () => {
    const large = await one(`name = 'dataset-5mb.bin'`);
    expect(large.size).toBe(String(LARGE_SEED_BYTES));
    const meta = (await api(`/drive/v3/files/${large.id}?fields=md5Checksum`)).body;
    const whole = await api(`/drive/v3/files/${large.id}?alt=media`);
    expect(whole.status).toBe(200);
    expect(whole.bytes.length).toBe(LARGE_SEED_BYTES);
    expect(whole.headers.get('content-length')).toBe(String(LARGE_SEED_BYTES));
    expect(whole.headers.get('content-type')).toBe('application/octet-stream');
    expect(whole.headers.get('content-disposition')).toContain('filename="dataset-5mb.bin"');
    expect(md5(whole.bytes)).toBe(meta.md5Checksum);
    expect(whole.headers.get('x-goog-hash')).toBe(`md5=${Buffer.from(meta.md5Checksum, 'hex').toString('base64')}`);

    const middle = await api(`/drive/v3/files/${large.id}?alt=media`, { headers: { range: 'bytes=65530-131079' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 65530-131079/${LARGE_SEED_BYTES}`);
    expect(middle.bytes.equals(whole.bytes.subarray(65530, 131080))).toBe(true);
    const tail = await api(`/drive/v3/files/${large.id}?alt=media`, { headers: { range: 'bytes=-10' } });
    expect(tail.bytes.equals(whole.bytes.subarray(LARGE_SEED_BYTES - 10))).toBe(true);
    const past = await api(`/drive/v3/files/${large.id}?alt=media`, { headers: { range: `bytes=${LARGE_SEED_BYTES}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${LARGE_SEED_BYTES}`);

    const png = await one(`name = 'logo.png'`);
    const image = await api(`/drive/v3/files/${png.id}?alt=media`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pdf = await one(`name = 'Invoice INV-2041.pdf'`);
    expect((await api(`/drive/v3/files/${pdf.id}?alt=media`)).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await one(`name = 'Quarterly plan'`);
    const refused = await api(`/drive/v3/files/${doc.id}?alt=media`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.errors[0].reason).toBe('fileNotDownloadable');
  });

  it('exports Google Docs and Sheets, and refuses other files and unknown formats', async () => {
    const doc = await one(`name = 'Quarterly plan'`);
    const links = (await api(`/drive/v3/files/${doc.id}?fields=exportLinks`)).body.exportLinks;
    expect(Object.keys(links)).toContain('application/pdf');
    const text = await api(`/drive/v3/files/${doc.id}/export?mimeType=text/plain`);
    expect(text.status).toBe(200);
    expect(text.body).toContain('Goals: ship the file storage API.');
    const pdf = await api(`/drive/v3/files/${doc.id}/export?mimeType=application/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api(`/drive/v3/files/${doc.id}/export?mimeType=text/html`)).body).toContain('<p>Quarterly plan</p>');
    const sheet = await one(`name = 'Budget 2026'`);
    expect((await api(`/drive/v3/files/${sheet.id}/export?mimeType=text/csv`)).body).toMatch(/^month,spend\n/);
    expect((await api(`/drive/v3/files/${doc.id}/export?mimeType=image/gif`)).status).toBe(400);
    expect((await api(`/drive/v3/files/${doc.id}/export`)).status).toBe(400);
    const readme = await one(`name = 'README.txt'`);
    const notExportable = await api(`/drive/v3/files/${readme.id}/export?mimeType=text/plain`);
    expect(notExportable.status).toBe(403);
    expect(notExportable.body.error.errors[0].reason).toBe('fileNotExportable');
  });

  it('uploads with uploadType=media and multipart, storing the bytes it was sent', async () => {
    const folder = (await api('/drive/v3/files', { method: 'POST', body: { name: 'Uploads', mimeType: FOLDER } })).body;
    expect(folder).toEqual({ kind: 'drive#file', id: expect.stringMatching(/^1[\w-]{32}$/), name: 'Uploads', mimeType: FOLDER });

    const simple = await api('/upload/drive/v3/files?uploadType=media&fields=id,name,mimeType,size,md5Checksum', { method: 'POST', raw: 'plain bytes', headers: { 'content-type': 'text/plain' } });
    expect(simple.status).toBe(200);
    expect(simple.body).toMatchObject({ name: 'Untitled', mimeType: 'text/plain', size: '11', md5Checksum: md5(Buffer.from('plain bytes')) });

    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    const related = relatedBody({ name: 'photo.jpg', parents: [folder.id], description: 'from the test' }, bytes, 'image/jpeg');
    const made = await api('/upload/drive/v3/files?uploadType=multipart&fields=id,name,mimeType,size,parents,md5Checksum,description', { method: 'POST', raw: related.body, headers: { 'content-type': related.contentType } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'photo.jpg', mimeType: 'image/jpeg', size: '300000', parents: [folder.id], md5Checksum: md5(bytes), description: 'from the test' });
    expect((await api(`/drive/v3/files/${made.body.id}?alt=media`)).bytes.equals(bytes)).toBe(true);

    const replaced = await api(`/upload/drive/v3/files/${made.body.id}?uploadType=media&fields=size,version`, { method: 'PATCH', raw: 'new', headers: { 'content-type': 'image/jpeg' } });
    expect(replaced.body).toEqual({ size: '3', version: '2' });
    expect((await api(`/drive/v3/files/${made.body.id}?alt=media`)).body).toBe('new');

    expect((await api('/upload/drive/v3/files', { method: 'POST', raw: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(400);
    const broken = await api('/upload/drive/v3/files?uploadType=multipart', { method: 'POST', raw: '--b\r\n\r\n{}', headers: { 'content-type': 'multipart/related; boundary=b' } });
    expect(broken.status).toBe(400);
  });

  it('uploads in resumable sessions chunk by chunk, reporting progress with 308 and Range', async () => {
    const bytes = Buffer.from(Array.from({ length: 600 * 1024 }, (_, i) => (i * 31 + 5) % 251));
    const start = await api('/upload/drive/v3/files?uploadType=resumable', { method: 'POST', body: { name: 'big.bin', mimeType: 'application/octet-stream' }, headers: { 'x-upload-content-type': 'application/octet-stream', 'x-upload-content-length': String(bytes.length) } });
    expect(start.status).toBe(200);
    const session = new URL(start.headers.get('location') as string);
    expect(session.searchParams.get('upload_id')).toMatch(/^[0-9a-f]{32}$/);
    const at = `${session.pathname}${session.search}`;
    const first = await api(at, { method: 'PUT', raw: bytes.subarray(0, 256 * 1024), headers: { 'content-range': `bytes 0-${256 * 1024 - 1}/${bytes.length}` } });
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe(`bytes=0-${256 * 1024 - 1}`);
    const asked = await api(at, { method: 'PUT', raw: '', headers: { 'content-range': `bytes */${bytes.length}` } });
    expect(asked.status).toBe(308);
    expect(asked.headers.get('range')).toBe(`bytes=0-${256 * 1024 - 1}`);
    // A chunk that does not start where the session stands is refused.
    expect((await api(at, { method: 'PUT', raw: 'xx', headers: { 'content-range': `bytes 10-11/${bytes.length}` } })).status).toBe(400);
    const last = await api(`${at}&fields=id,name,size,md5Checksum`, { method: 'PUT', raw: bytes.subarray(256 * 1024), headers: { 'content-range': `bytes ${256 * 1024}-${bytes.length - 1}/${bytes.length}` } });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ name: 'big.bin', size: String(bytes.length), md5Checksum: md5(bytes) });
    expect((await api(`/drive/v3/files/${last.body.id}?alt=media`)).bytes.equals(bytes)).toBe(true);
    expect((await api(at, { method: 'PUT', raw: 'x', headers: { 'content-range': `bytes */${bytes.length}` } })).status).toBe(404);

    // files.update in a session: the new bytes replace the old, one PUT without Content-Range carrying them all.
    const readme = await one(`name = 'README.txt'`);
    const update = await api(`/upload/drive/v3/files/${readme.id}?uploadType=resumable`, { method: 'PATCH', body: { description: 'rewritten' } });
    const again = new URL(update.headers.get('location') as string);
    expect(again.pathname).toBe(`/upload/drive/v3/files/${readme.id}`);
    const done = await api(`${again.pathname}${again.search}&fields=size,description,version`, { method: 'PUT', raw: 'rewritten bytes' });
    expect(done.body).toEqual({ size: '15', description: 'rewritten', version: '2' });
    expect((await api(`/drive/v3/files/${readme.id}?alt=media`)).body).toBe('rewritten bytes');
    // Another account cannot use the session URI.
    const other = await api(`/upload/drive/v3/files?uploadType=resumable`, { method: 'POST', body: { name: 'x' } });
    const foreign = new URL(other.headers.get('location') as string);
    expect((await driveClient(emulator, () => GOOGLE_DRIVE_OTHER_ACCOUNT.sandboxAccessToken)(`${foreign.pathname}${foreign.search}`, { method: 'PUT', raw: 'x' })).status).toBe(404);
  });

  it('renames and moves with addParents/removeParents, trashes folders with their items, deletes folders with their items, copies files', async () => {
    const planning = await one(`name = 'Planning'`);
    const finance = await one(`name = 'Finance'`);
    const notes = await one(`name = 'notes.md'`);
    const renamed = await api(`/drive/v3/files/${notes.id}?addParents=${finance.id}&removeParents=${planning.id}&fields=name,parents`, { method: 'PATCH', body: { name: 'meeting-notes.md' } });
    expect(renamed.body).toEqual({ name: 'meeting-notes.md', parents: [finance.id] });
    const refused = await api(`/drive/v3/files/${notes.id}`, { method: 'PATCH', body: { parents: [planning.id] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.errors[0].reason).toBe('fieldNotWritable');
    expect((await api(`/drive/v3/files/${notes.id}?addParents=${planning.id}`, { method: 'PATCH', body: {} })).status).toBe(403);

    const projects = await one(`name = 'Projects'`);
    await api(`/drive/v3/files/${projects.id}`, { method: 'PATCH', body: { trashed: true } });
    const doc = (await api(`/drive/v3/files/${(await one(`name = 'Quarterly plan'`)).id}?fields=trashed,explicitlyTrashed`)).body;
    expect(doc).toEqual({ trashed: true, explicitlyTrashed: false });
    await api(`/drive/v3/files/${projects.id}`, { method: 'PATCH', body: { trashed: false } });

    const readme = await one(`name = 'README.txt'`);
    const copy = await api(`/drive/v3/files/${readme.id}/copy?fields=id,name,parents,md5Checksum`, { method: 'POST', body: { parents: [finance.id] } });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ name: 'Copy of README.txt', parents: [finance.id] });
    expect((await api(`/drive/v3/files/${copy.body.id}?alt=media`)).body).toBe((await api(`/drive/v3/files/${readme.id}?alt=media`)).body);
    expect((await api(`/drive/v3/files/${finance.id}/copy`, { method: 'POST', body: {} })).status).toBe(403);

    const deleted = await api(`/drive/v3/files/${projects.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await find(`name = 'dataset-5mb.bin'`)).toEqual([]);
    expect((await api(`/drive/v3/files/${projects.id}`)).status).toBe(404);
  });

  it('shares with permissions: an anyoneWithLink reader opens the webContentLink without credentials until it is removed', async () => {
    const pdf = await one(`name = 'Invoice INV-2041.pdf'`);
    const listed = await api(`/drive/v3/files/${pdf.id}/permissions`);
    expect(listed.body.permissions.map((permission: Json) => `${permission.type}:${permission.role}:${permission.id}`).sort()).toEqual([`anyone:reader:anyoneWithLink`, `user:owner:${DEMO.user.permissionId}`]);
    const link = (await api(`/drive/v3/files/${pdf.id}?fields=webContentLink,shared`)).body;
    expect(link.shared).toBe(true);
    const open = await fetch(link.webContentLink);
    expect(open.status).toBe(200);
    expect(Buffer.from(await open.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await api(`/drive/v3/files/${pdf.id}/permissions/anyoneWithLink`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/drive/v3/files/${pdf.id}/permissions/anyoneWithLink`)).body.error.message).toBe('Permission not found: anyoneWithLink.');
    expect((await fetch(link.webContentLink)).status).toBe(404);

    const readme = await one(`name = 'README.txt'`);
    expect((await api(`/drive/v3/files/${readme.id}?fields=shared`)).body.shared).toBe(false);
    const added = await api(`/drive/v3/files/${readme.id}/permissions`, { method: 'POST', body: { type: 'anyone', role: 'reader' } });
    expect(added.body).toMatchObject({ kind: 'drive#permission', id: 'anyoneWithLink', type: 'anyone', role: 'reader' });
    const writer = await api(`/drive/v3/files/${readme.id}/permissions`, { method: 'POST', body: { type: 'user', role: 'writer', emailAddress: 'ana@example.com' } });
    const changed = await api(`/drive/v3/files/${readme.id}/permissions/${writer.body.id}`, { method: 'PATCH', body: { role: 'commenter' } });
    expect(changed.body.role).toBe('commenter');
    expect((await api(`/drive/v3/files/${readme.id}/permissions`, { method: 'POST', body: { type: 'user', role: 'reader' } })).status).toBe(400);
    expect((await api(`/drive/v3/files/${readme.id}/permissions`, { method: 'POST', body: { type: 'martian', role: 'reader' } })).status).toBe(400);
    expect((await api(`/drive/v3/files/${readme.id}?fields=shared`)).body.shared).toBe(true);
  });

  it('keeps shared drives: create with requestId, items seen only with supportsAllDrives, rename, delete', async () => {
    const listed = await api('/drive/v3/drives');
    expect(listed.body).toMatchObject({ kind: 'drive#driveList', drives: [expect.objectContaining({ kind: 'drive#drive', name: 'Acme Shared' }), expect.objectContaining({ name: 'Design Team' })] });
    const acme = listed.body.drives[0];
    const items = await api(`/drive/v3/files?corpora=drive&driveId=${acme.id}&includeItemsFromAllDrives=true&supportsAllDrives=true&fields=files(name,driveId)`);
    expect(items.body.files).toEqual(expect.arrayContaining([{ name: 'Contracts', driveId: acme.id }, { name: 'Services agreement.pdf', driveId: acme.id }]));
    expect((await api(`/drive/v3/files?driveId=${acme.id}&corpora=drive`)).status).toBe(403);
    const contract = items.body.files.find((file: Json) => file.name === 'Contracts');
    expect(contract).toBeDefined();

    const made = await api('/drive/v3/drives?requestId=req-1', { method: 'POST', body: { name: 'Team B' } });
    expect(made.status).toBe(200);
    expect((await api('/drive/v3/drives?requestId=req-1', { method: 'POST', body: { name: 'Team B' } })).status).toBe(409);
    expect((await api('/drive/v3/drives', { method: 'POST', body: { name: 'No request id' } })).status).toBe(400);
    const inside = await api('/drive/v3/files?supportsAllDrives=true&fields=id,driveId', { method: 'POST', body: { name: 'Team notes', mimeType: FOLDER, parents: [made.body.id] } });
    expect(inside.body.driveId).toBe(made.body.id);
    expect((await api(`/drive/v3/files/${inside.body.id}`)).status).toBe(404);
    expect((await api(`/drive/v3/files/${inside.body.id}?supportsAllDrives=true`)).status).toBe(200);
    expect((await api(`/drive/v3/drives/${made.body.id}`, { method: 'PATCH', body: { name: 'Team Bee' } })).body.name).toBe('Team Bee');
    const refused = await api(`/drive/v3/drives/${made.body.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This resource cannot be deleted because it has children');
    expect((await api(`/drive/v3/drives/${made.body.id}?allowItemDeletion=true`, { method: 'DELETE' })).status).toBe(400);
    expect((await api(`/drive/v3/drives/${made.body.id}?allowItemDeletion=true&useDomainAdminAccess=true`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/drive/v3/drives/${made.body.id}`)).status).toBe(404);
  });

  it('keeps accounts apart, answers 429 with Retry-After, and removes its content folder at close', async () => {
    const other = driveClient(emulator, () => GOOGLE_DRIVE_OTHER_ACCOUNT.sandboxAccessToken);
    const theirs = (await other('/drive/v3/files?fields=files(id,name)')).body.files;
    expect(theirs.map((file: Json) => file.name).sort()).toEqual(['Globex', 'welcome.txt']);
    const readme = await one(`name = 'README.txt'`);
    expect((await other(`/drive/v3/files/${readme.id}`)).status).toBe(404);

    emulator.failNext('rate_limit');
    const limited = await api('/drive/v3/files');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error).toMatchObject({ code: 429, errors: [expect.objectContaining({ reason: 'rateLimitExceeded', domain: 'usageLimits' })] });

    const ours = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`google-drive-emulator-${process.pid}-`));
    const running = ours();
    const second = await startDrive();
    const started = ours().filter((name) => !running.includes(name));
    expect(started).toHaveLength(1);
    await second.close();
    expect(ours()).toEqual(running);
  });
});
