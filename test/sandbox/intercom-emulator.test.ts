/**
 * The Intercom emulator over HTTP: bearer tokens and the Intercom-Version
 * header, users and leads, cursor pages, the search language and its
 * refusals, Intercom's error list, conflicts, archive, and workspaces that
 * never see each other's contacts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERCOM_DEMO_ACCOUNT, INTERCOM_OTHER_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

type Json = Record<string, any>;
let emulator: KitEmulatorHandle;

async function api(path: string, options: { method?: string; body?: unknown; token?: string | null; version?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', 'intercom-version': options.version ?? '2.16' };
  const token = options.token === undefined ? INTERCOM_DEMO_ACCOUNT.accessToken : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${emulator.url}${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Json };
}

const searchUsers = (pagination?: Json) => api('/contacts/search', { method: 'POST', body: { query: { field: 'role', operator: '=', value: 'user' }, ...(pagination ? { pagination } : {}) } });

function expectErrorList(answer: { status: number; body: Json }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ type: 'error.list', errors: [{ code }] });
  expect(answer.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
}

beforeAll(async () => {
  emulator = await intercomEmulator.start({ record: true });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.kit.reset());

describe('Intercom emulator: authentication and version', () => {
  it('refuses a missing or wrong token with 401 unauthorized', async () => {
    expectErrorList(await api('/contacts', { token: null }), 401, 'unauthorized');
    expectErrorList(await api('/contacts', { token: 'not-a-token' }), 401, 'unauthorized');
  });

  it('refuses an Intercom-Version the description does not list, and serves without one', async () => {
    const bad = await api('/contacts', { version: '9.9' });
    expectErrorList(bad, 400, 'intercom_version_invalid');
    const none = await fetch(`${emulator.url}/me`, { headers: { authorization: `Bearer ${INTERCOM_DEMO_ACCOUNT.accessToken}` } });
    expect(none.status).toBe(200);
    expect(((await none.json()) as Json).app.id_code).toBe(INTERCOM_DEMO_ACCOUNT.id);
  });

  it('answers unknown endpoints with Intercom\'s error list', async () => {
    expectErrorList(await api('/contacts/abc/nothing'), 404, 'not_found');
  });
});

describe('Intercom emulator: contacts', () => {
  it('lists users and leads on GET /contacts, in cursor pages', async () => {
    const first = await api('/contacts?per_page=20');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'list', total_count: 44, pages: { type: 'pages', page: 1, per_page: 20, total_pages: 3, next: { page: 2 } } });
    expect(new Set(first.body.data.map((c: Json) => c.role))).toEqual(new Set(['user']));
    const last = await api(`/contacts?per_page=20&starting_after=${encodeURIComponent(first.body.pages.next.starting_after)}`);
    const third = await api(`/contacts?per_page=20&starting_after=${encodeURIComponent(last.body.pages.next.starting_after)}`);
    expect(third.body.pages).not.toHaveProperty('next');
    expect(third.body.data.some((c: Json) => c.role === 'lead')).toBe(true);
    expectErrorList(await api('/contacts?starting_after=garbage'), 400, 'parameter_invalid');
  });

  it('searches users only, paging with per_page and starting_after in the body', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await searchUsers({ per_page: 10, ...(after ? { starting_after: after } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.total_count).toBe(36);
      for (const contact of page.body.data) expect(contact.role).toBe('user');
      seen.push(...page.body.data.map((c: Json) => c.id));
      after = page.body.pages.next?.starting_after;
      pages += 1;
    } while (after);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(36);
  });

  it('understands nested AND/OR, string and date operators, and sorts', async () => {
    const ada = await api('/contacts/search', { method: 'POST', body: { query: { operator: 'AND', value: [
      { field: 'role', operator: '=', value: 'user' },
      { operator: 'OR', value: [{ field: 'name', operator: '^', value: 'ada' }, { field: 'email', operator: '=', value: 'nobody@example.com' }] },
    ] } } });
    expect(ada.body.data.map((c: Json) => c.name)).toContain('Ada Lovelace');
    const recent = await api('/contacts/search', { method: 'POST', body: { query: { field: 'created_at', operator: '>', value: Math.floor(Date.now() / 1000) - 40 * 86_400 } } });
    expect(recent.body.total_count).toBeGreaterThan(0);
    expect(recent.body.total_count).toBeLessThan(44);
    const sorted = await api('/contacts/search', { method: 'POST', body: { query: { field: 'role', operator: '=', value: 'user' }, sort: { field: 'created_at', order: 'descending' } } });
    const times = sorted.body.data.map((c: Json) => c.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses what the search language does not allow, with a 400', async () => {
    const search = (body: unknown) => api('/contacts/search', { method: 'POST', body });
    expectErrorList(await search({}), 400, 'parameter_not_found');
    expectErrorList(await search({ query: { field: 'created_at', operator: '!=', value: 1 } }), 400, 'parameter_invalid');
    expectErrorList(await search({ query: { field: 'role', operator: '>', value: 'user' } }), 400, 'parameter_invalid');
    expectErrorList(await search({ query: { field: 'role', operator: '=', value: 'user' }, pagination: { per_page: 151 } }), 400, 'parameter_invalid');
    expectErrorList(await search({ query: { field: 'role', operator: '=', value: 'user' }, sort: { field: 'name', order: 'up' } }), 400, 'invalid_sort_order');
    const deep = { operator: 'AND', value: [{ operator: 'OR', value: [{ operator: 'AND', value: [{ field: 'id', operator: '=', value: 'x' }] }] }] };
    expectErrorList(await search({ query: deep }), 400, 'parameter_invalid');
  });

  it('creates a user by default, reads, updates with PUT and deletes', async () => {
    const created = await api('/contacts', { method: 'POST', body: { email: 'grace@example.com', name: 'Grace Hopper', custom_attributes: { plan: 'pro' } } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: 'contact', role: 'user', email: 'grace@example.com', email_domain: 'example.com', workspace_id: INTERCOM_DEMO_ACCOUNT.id });
    expect(created.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.isInteger(created.body.created_at)).toBe(true);
    const id = created.body.id as string;
    const updated = await api(`/contacts/${id}`, { method: 'PUT', body: { phone: '+353871234567' } });
    expect(updated.body).toMatchObject({ phone: '+353871234567', name: 'Grace Hopper' });
    const deleted = await api(`/contacts/${id}`, { method: 'DELETE' });
    expect(deleted.body).toEqual({ id, external_id: null, type: 'contact', deleted: true });
    expectErrorList(await api(`/contacts/${id}`), 404, 'not_found');
  });

  it('refuses bad writes: nothing to identify, bad email, duplicates (409 conflict)', async () => {
    expectErrorList(await api('/contacts', { method: 'POST', body: { name: 'Nobody' } }), 400, 'parameter_not_found');
    expectErrorList(await api('/contacts', { method: 'POST', body: { email: 'not an email' } }), 400, 'parameter_invalid');
    expectErrorList(await api('/contacts', { method: 'POST', body: { role: 'admin' } }), 400, 'parameter_invalid');
    const duplicate = await api('/contacts', { method: 'POST', body: { email: 'former.customer@example.com' } });
    expectErrorList(duplicate, 409, 'conflict');
    expect(duplicate.body.errors[0].message).toMatch(/^An archived contact matching those details already exists with id=/);
  });

  it('hides archived contacts from get, list and search until unarchived; delete still removes them', async () => {
    const user = (await searchUsers({ per_page: 1 })).body.data[0] as Json;
    const archived = await api(`/contacts/${user.id}/archive`, { method: 'POST' });
    expect(archived.body).toMatchObject({ id: user.id, type: 'contact', archived: true });
    expectErrorList(await api(`/contacts/${user.id}`), 404, 'not_found');
    expect((await searchUsers()).body.total_count).toBe(35);
    await api(`/contacts/${user.id}/unarchive`, { method: 'POST' });
    expect((await api(`/contacts/${user.id}`)).status).toBe(200);
    await api(`/contacts/${user.id}/archive`, { method: 'POST' });
    expect((await api(`/contacts/${user.id}`, { method: 'DELETE' })).body.deleted).toBe(true);
    expect(emulator.kit.records('contacts').some((record) => record.id === user.id)).toBe(false);
  });

  it('keeps workspaces apart', async () => {
    const mine = (await searchUsers({ per_page: 1 })).body.data[0] as Json;
    const other = await api(`/contacts/${mine.id}`, { token: INTERCOM_OTHER_ACCOUNT.accessToken });
    expectErrorList(other, 404, 'not_found');
    const theirs = await api('/contacts/search', { method: 'POST', token: INTERCOM_OTHER_ACCOUNT.accessToken, body: { query: { field: 'role', operator: '=', value: 'user' } } });
    expect(theirs.body.data.map((c: Json) => c.id)).not.toContain(mine.id);
    expect(theirs.body.data[0].workspace_id).toBe(INTERCOM_OTHER_ACCOUNT.id);
  });

  it('answers an injected rate limit with Intercom\'s 429 and X-RateLimit headers', async () => {
    emulator.failNext('rate_limit');
    const limited = await api('/contacts');
    expectErrorList(limited, 429, 'rate_limit_exceeded');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('10000');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });
});
