/**
 * The Box emulator checked against Box's own description (box/openapi.json):
 * every route the emulator serves, its successes and its declared refusals,
 * the token endpoint's code and refresh grants, and the 401 and 429 every
 * call may get. Left out of the check: the consent page (not part of the API)
 * and the code exchange (the description's token operation describes it, but
 * its request schema requires fields the code grant leaves out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SESSION_FILE_SIZE, PART_SIZE } from '../../src/sandbox/box/index.js';
import { noiseBytes } from '../../src/sandbox/box/seed-content.js';
import { authorize, CLIENT, client, multipart, partHeaders, sha1Base64, startBox, type BoxHandle, type Json } from '../sandbox/box-client.js';
import { postToken } from '../sandbox/oauth-dance.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const ID = /\/(?:\d{6,}|[0-9A-F]{32})(?=\/|$)/g;

describe.skipIf(!specs)('Box emulator ↔ box/openapi.json', () => {
  let emulator: BoxHandle;

  beforeAll(async () => {
    emulator = await startBox({ record: true });
    let tokens = await authorize(emulator);
    tokens = (await postToken(`${emulator.url}/oauth2/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { format: 'form' })).body;
    const api = client(emulator, () => tokens.access_token as string);

    await api('/2.0/users/me');
    const root = (await api('/2.0/folders/0?fields=name,item_collection')).body;
    await api('/2.0/folders/0');
    const items = (await api('/2.0/folders/0/items?limit=2&offset=0&sort=name&direction=ASC')).body.entries as Json[];
    await api('/2.0/folders/0/items?usemarker=true&limit=2&fields=name,size,modified_at');
    const folder = items.find((item) => item.type === 'folder') as Json;
    await api(`/2.0/folders/${folder.id}`);
    await api('/2.0/folders/1');
    const made = (await api('/2.0/folders', { method: 'POST', body: { name: 'Contract', parent: { id: '0' } } })).body;
    await api('/2.0/folders', { method: 'POST', body: { name: 'Contract', parent: { id: '0' } } });
    await api(`/2.0/folders/${made.id}`, { method: 'PUT', body: { name: 'Contract checked', description: 'checked', shared_link: { access: 'open' } } });
    await api(`/2.0/folders/${made.id}`, { method: 'PUT', headers: { 'if-match': 'stale' }, body: { name: 'x' } });
    await api(`/2.0/folders/${made.id}`, { method: 'PUT', body: { parent: { id: made.id } } });
    const copy = (await api(`/2.0/folders/${made.id}/copy`, { method: 'POST', body: { parent: { id: folder.id } } })).body;
    await api(`/2.0/folders/${made.id}/copy`, { method: 'POST', body: { parent: { id: folder.id } } });

    await api('/2.0/files/content', { method: 'OPTIONS', body: { name: 'contract.txt', size: 9, parent: { id: made.id } } });
    const form = multipart({ name: 'contract.txt', parent: { id: made.id } }, Buffer.from('contract\n'));
    const file = (await api('/api/2.0/files/content', { method: 'POST', raw: form.raw, headers: form.headers })).body.entries[0] as Json;
    await api('/api/2.0/files/content', { method: 'POST', raw: form.raw, headers: form.headers });
    await api('/2.0/files/content', { method: 'OPTIONS', body: { name: 'contract.txt', parent: { id: made.id } } });
    const version = multipart({}, Buffer.from('contract v2\n'));
    await api(`/api/2.0/files/${file.id}/content`, { method: 'POST', raw: version.raw, headers: version.headers });
    await api(`/2.0/files/${file.id}`);
    await api(`/2.0/files/${file.id}?fields=name,sha1,shared_link`);
    await api(`/2.0/files/1`);
    await api(`/2.0/files/${file.id}`, { method: 'PUT', body: { name: 'contract final.txt', shared_link: { access: 'company', permissions: { can_download: true } } } });
    await api(`/2.0/files/${file.id}`, { method: 'PUT', headers: { 'if-match': 'stale' }, body: { name: 'y' } });
    await api(`/2.0/files/${file.id}/content`);
    await api(`/2.0/files/${file.id}/copy`, { method: 'POST', body: { parent: { id: '0' }, name: 'contract copy.txt' } });
    await api(`/2.0/files/${file.id}/copy`, { method: 'POST', body: { parent: { id: '0' }, name: 'contract copy.txt' } });
    const shared = (await api(`/2.0/files/${file.id}?fields=shared_link`)).body.shared_link as Json;
    await api('/2.0/shared_items', { headers: { boxapi: `shared_link=${shared.url}` } });
    await api(`/2.0/files/${file.id}`, { method: 'PUT', body: { shared_link: { access: 'open', password: 'Contract-Pass-9', unshared_at: '2031-01-01T00:00:00Z' } } });
    await api('/2.0/search?query=contract&type=file&limit=5&offset=0');

    const hook = (await api('/2.0/webhooks', { method: 'POST', body: { target: { id: made.id, type: 'folder' }, address: 'https://hooks.example.com/box', triggers: ['FILE.UPLOADED', 'FILE.TRASHED'] } })).body;
    await api('/2.0/webhooks', { method: 'POST', body: { target: { id: made.id, type: 'folder' }, address: 'https://hooks.example.com/box', triggers: ['FILE.UPLOADED'] } });
    await api('/2.0/webhooks');
    await api(`/2.0/webhooks/${hook.id}`);
    await api(`/2.0/webhooks/${hook.id}`, { method: 'DELETE' });
    await api(`/2.0/webhooks/${hook.id}`);
    await api('/2.0/search?query=a&ancestor_folder_ids=0&file_extensions=pdf,txt&fields=name');

    const size = MIN_SESSION_FILE_SIZE + 1;
    const bytes = noiseBytes(size, 7);
    await api('/api/2.0/files/upload_sessions', { method: 'POST', body: { folder_id: made.id, file_size: 10, file_name: 'big.bin' } });
    await api('/api/2.0/files/upload_sessions', { method: 'POST', body: { folder_id: '1', file_size: size, file_name: 'big.bin' } });
    const session = (await api('/api/2.0/files/upload_sessions', { method: 'POST', body: { folder_id: made.id, file_size: size, file_name: 'big.bin' } })).body;
    const parts: Json[] = [];
    for (let offset = 0; offset < size; offset += PART_SIZE) {
      const part = bytes.subarray(offset, Math.min(size, offset + PART_SIZE));
      parts.push((await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: part, headers: partHeaders(part, offset, size) })).body.part);
    }
    const first = bytes.subarray(0, PART_SIZE);
    await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: first, headers: { ...partHeaders(first, 0, size), digest: `sha=${sha1Base64(Buffer.from('x'))}` } });
    await api(`/api/2.0/files/upload_sessions/${session.id}`, { method: 'PUT', raw: first.subarray(0, 3), headers: partHeaders(first.subarray(0, 3), 1, size) });
    await api(`/api/2.0/files/upload_sessions/${session.id}`);
    await api(`/api/2.0/files/upload_sessions/${session.id}/parts?limit=10&offset=0`);
    const big = (await api(`/api/2.0/files/upload_sessions/${session.id}/commit`, { method: 'POST', body: { parts }, headers: { digest: `sha=${sha1Base64(bytes)}` } })).body.entries[0] as Json;
    await api(`/2.0/files/${big.id}/content`, { headers: { range: 'bytes=0-99' } });
    const again = (await api(`/api/2.0/files/${big.id}/upload_sessions`, { method: 'POST', body: { file_size: size, file_name: 'big.bin' } })).body;
    await api(`/api/2.0/files/upload_sessions/${again.id}`, { method: 'DELETE' });

    await api(`/2.0/files/${file.id}`, { method: 'DELETE' });
    await api(`/2.0/folders/${made.id}`, { method: 'DELETE' });
    await api(`/2.0/folders/${made.id}?recursive=true`, { method: 'DELETE' });
    await api(`/2.0/folders/${copy.id}?recursive=true`, { method: 'DELETE' });
    expect(root.name).toBe('All Files');

    await api('/2.0/folders/0', { token: 'wrong' });
    emulator.failNext('rate_limit');
    await api('/2.0/folders/0/items');
  }, 60_000);
  afterAll(() => emulator?.close());

  it('exercises every route the emulator serves, with its declared refusals', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(ID, '/{id}')} ${exchange.status}`));
    for (const expected of [
      'POST /oauth2/token 200',
      'GET /2.0/users/me 200',
      'GET /2.0/folders/0 200', 'GET /2.0/folders/0 401', 'GET /2.0/folders/{id} 200', 'GET /2.0/folders/1 404',
      'GET /2.0/folders/0/items 200', 'GET /2.0/folders/0/items 429',
      'POST /2.0/folders 201', 'POST /2.0/folders 409',
      'PUT /2.0/folders/{id} 200', 'PUT /2.0/folders/{id} 412', 'PUT /2.0/folders/{id} 400',
      'POST /2.0/folders/{id}/copy 201', 'POST /2.0/folders/{id}/copy 409',
      'DELETE /2.0/folders/{id} 204', 'DELETE /2.0/folders/{id} 400',
      'OPTIONS /2.0/files/content 200', 'OPTIONS /2.0/files/content 409',
      'POST /api/2.0/files/content 201', 'POST /api/2.0/files/content 409', 'POST /api/2.0/files/{id}/content 200',
      'GET /2.0/files/{id} 200', 'GET /2.0/files/1 404', 'PUT /2.0/files/{id} 200', 'PUT /2.0/files/{id} 412', 'DELETE /2.0/files/{id} 204',
      'GET /2.0/files/{id}/content 200', 'GET /2.0/files/{id}/content 206',
      'POST /2.0/files/{id}/copy 201', 'POST /2.0/files/{id}/copy 409',
      'GET /2.0/shared_items 200', 'GET /2.0/search 200',
      'POST /api/2.0/files/upload_sessions 201', 'POST /api/2.0/files/upload_sessions 400', 'POST /api/2.0/files/upload_sessions 404',
      'PUT /api/2.0/files/upload_sessions/{id} 200', 'PUT /api/2.0/files/upload_sessions/{id} 412', 'PUT /api/2.0/files/upload_sessions/{id} 416',
      'GET /api/2.0/files/upload_sessions/{id} 200', 'GET /api/2.0/files/upload_sessions/{id}/parts 200',
      'POST /2.0/webhooks 201', 'POST /2.0/webhooks 409', 'GET /2.0/webhooks 200', 'GET /2.0/webhooks/{id} 200', 'DELETE /2.0/webhooks/{id} 204', 'GET /2.0/webhooks/{id} 404',
      'POST /api/2.0/files/upload_sessions/{id}/commit 201', 'POST /api/2.0/files/{id}/upload_sessions 201', 'DELETE /api/2.0/files/upload_sessions/{id} 204',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Box\'s description', async () => {
    const contract = await loadContract('box', 'openapi.json');
    const api = emulator.exchanges.filter((exchange) => !exchange.path.startsWith('/api/oauth2/authorize') && !String(exchange.requestBody).includes('authorization_code'));
    expect(formatViolations(contract.checkAll(api))).toBe('');
  }, 60_000);

  it('catches an answer that breaks the description (the check is live for this file)', async () => {
    const contract = await loadContract('box', 'openapi.json');
    const read = emulator.exchanges.find((exchange) => exchange.method === 'GET' && /^\/2\.0\/files\/\d+$/.test(exchange.path) && exchange.status === 200)!;
    const file = JSON.parse(read.responseBody) as Json;
    const broken = { ...read, responseBody: JSON.stringify({ ...file, size: 'big', item_status: 'somewhere' }) };
    expect(formatViolations(contract.check(broken))).toMatch(/size must be/);
    expect(formatViolations(contract.check(broken))).toMatch(/item_status must be one of/);
    const badCode = emulator.exchanges.find((exchange) => exchange.status === 409)!;
    const invented = { ...badCode, responseBody: badCode.responseBody.replace('item_name_in_use', 'name_taken') };
    expect(formatViolations(contract.check(invented))).toMatch(/code must be one of/);
  });
});
