/**
 * The emulator kit, through a small platform declared on it
 * (toy-platform.ts), over real HTTP: what a declaration gets without code.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../../src/sandbox/framework/kit/index.js';
import { toyPlatform } from './toy-platform.js';

type Json = Record<string, any>;

let emulator: KitEmulatorHandle;

async function call(method: string, path: string, options: { body?: unknown; raw?: string; token?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? 'token-a'}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${emulator.url}${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text === '' ? undefined : JSON.parse(text)) as Json };
}

const NOTES = '/v1/notebooks/nb_main/notes';

beforeAll(async () => {
  emulator = await toyPlatform.start({ record: true });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.kit.reset());

describe('streamed answers', () => {
  it('sends a Readable body as it comes, and records the exchange as streamed', async () => {
    const response = await fetch(`${emulator.url}/v1/notebooks/nb_main/download?times=3000`, { headers: { authorization: 'Bearer token-a' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(3000);
    expect(new Set(lines)).toEqual(new Set(['acct_a notebook']));
    const recorded = emulator.exchanges.at(-1);
    expect(recorded).toMatchObject({ path: '/v1/notebooks/nb_main/download', responseBody: '', responseStreamed: true });
    expect((await fetch(`${emulator.url}/v1/notebooks/nope/download`, { headers: { authorization: 'Bearer token-a' } })).status).toBe(404);
  });
});

describe('lists', () => {
  it('pages with opaque tokens until the last page, with the total', async () => {
    const seen: string[] = [];
    let path: string | null = NOTES;
    for (let pages = 0; path && pages < 10; pages++) {
      const page = await call('GET', path);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(5);
      seen.push(...page.body.items.map((note: Json) => note.id));
      path = page.body.next ? `${NOTES}?after=${page.body.next}` : null;
    }
    expect(seen).toEqual(['seed_0', 'seed_1', 'seed_2', 'seed_3', 'seed_4']);
  });

  it('refuses a token it did not issue, and a page size past the maximum is served as the maximum', async () => {
    const bad = await call('GET', `${NOTES}?after=not-a-token`);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ kind: 'validation', message: 'bad cursor', field: 'after' });
    const big = await call('GET', `${NOTES}?per_page=50`);
    expect(big.body.items).toHaveLength(3);
  });

  it('filters and sorts as declared, and refuses an undeclared sort key', async () => {
    const red = await call('GET', `${NOTES}?color=red&per_page=3`);
    expect(red.body.items.map((note: Json) => note.color)).toEqual(['red', 'red']);
    const sorted = await call('GET', `${NOTES}?sort=-text&per_page=3`);
    const texts = sorted.body.items.map((note: Json) => note.text);
    expect(texts).toEqual([...texts].sort().reverse());
    const unknown = await call('GET', `${NOTES}?sort=color`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.field).toBe('color');
  });

  it('answers 404 for a parent that does not exist rather than an empty page', async () => {
    const missing = await call('GET', '/v1/notebooks/nb_other/notes');
    expect(missing.status).toBe(404);
    expect(missing.body.error.kind).toBe('not_found');
  });
});

describe('writes', () => {
  it('creates with defaults, the declared status and times, and reads back the same record', async () => {
    const created = await call('POST', NOTES, { body: { text: 'hello', kind: 'memo', ignored_field: 1 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'note', text: 'hello', color: 'blue', kind: 'memo', state: 'draft', meta: { sent_at: null } });
    expect(created.body).not.toHaveProperty('ignored_field');
    expect(Date.parse(created.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const read = await call('GET', `${NOTES}/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('refuses what the field table refuses, naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'text'],
      [{ text: 'x'.repeat(21) }, 'text'],
      [{ text: 'ok', color: 'green' }, 'color'],
      [{ text: 5 }, 'text'],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', NOTES, { body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error).toMatchObject({ kind: 'validation', field });
    }
    const hooked = await call('POST', NOTES, { body: { text: 'forbidden' } });
    expect(hooked.status).toBe(403);
    const malformed = await call('POST', NOTES, { raw: '{"text":' });
    expect(malformed.status).toBe(422);
    expect(emulator.kit.records('notes')).toHaveLength(5);
  });

  it('keeps immutable fields and ignores read-only ones on update', async () => {
    const created = await call('POST', NOTES, { body: { text: 'a', kind: 'memo' } });
    const changed = await call('PATCH', `${NOTES}/${created.body.id}`, { body: { kind: 'other' } });
    expect(changed.status).toBe(422);
    expect(changed.body.error.field).toBe('kind');
    const kept = await call('PATCH', `${NOTES}/${created.body.id}`, { body: { kind: 'memo', text: 'b', created_at: '2001-01-01T00:00:00Z' } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ text: 'b', created_at: created.body.created_at });
  });

  it('deletes as the dialect answers, then the record is gone', async () => {
    const deleted = await call('DELETE', `${NOTES}/seed_2`);
    expect(deleted).toMatchObject({ status: 200, body: { id: 'seed_2', deleted: true } });
    expect((await call('GET', `${NOTES}/seed_2`)).status).toBe(404);
    expect((await call('GET', NOTES)).body.total).toBe(4);
  });

  it('updates or creates on an upsert route, by the id the body names', async () => {
    const created = await call('PUT', '/v1/notebooks', { body: { title: 'Drafts' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: 'notebook', title: 'Drafts', renames: 0 });
    const renamed = await call('PUT', '/v1/notebooks', { body: { id: created.body.id, title: 'Ideas' } });
    expect(renamed.body).toMatchObject({ id: created.body.id, title: 'Ideas', previous_title: 'Drafts', renames: 1 });
    expect(emulator.kit.records('notebooks')).toHaveLength(2);
    expect((await call('PUT', '/v1/notebooks', { body: { id: 'nb_nowhere', title: 'x' } })).status).toBe(404);
    expect(emulator.kit.records('notebooks')).toHaveLength(2);
  });

  it('takes an id sent as a number on an upsert route: no such record is a 404, not a new one', async () => {
    const before = emulator.kit.records('notebooks').length;
    expect((await call('PUT', '/v1/notebooks', { body: { id: 12, title: 'x' } })).status).toBe(404);
    expect(emulator.kit.records('notebooks')).toHaveLength(before);
  });

  it('runs the after-create hook once the record is stored, and the after-delete hook once it is gone', async () => {
    const created = await call('POST', NOTES, { body: { text: 'Newest' } });
    expect(created.status).toBe(201);
    expect((await call('GET', '/v1/notebooks/nb_main')).body).toMatchObject({ last_note: created.body.id });
    expect((await call('DELETE', `${NOTES}/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', '/v1/notebooks/nb_main')).body).toMatchObject({ last_note: null });
  });

  it('applies the changes an update hook returns, then runs the after-update hook on the record as it now is', async () => {
    const blank = await call('PUT', '/v1/notebooks', { body: { id: 'nb_main', title: ' ' } });
    expect(blank.body).toMatchObject({ title: 'acct_a notebook', renames: 0, previous_title: null });
    const twice = await call('PUT', '/v1/notebooks', { body: { id: 'nb_main', title: 'One' } });
    expect(twice.body.renames).toBe(1);
    const again = await call('PUT', '/v1/notebooks', { body: { id: 'nb_main', title: 'Two' } });
    expect(again.body).toMatchObject({ title: 'Two', previous_title: 'One', renames: 2 });
  });

  it('takes a write wrapped in a list named after the collection, one record at a time', async () => {
    const wrapped = await call('PUT', '/v1/notebooks', { body: { Notebooks: [{ title: 'Wrapped' }] } });
    expect(wrapped.body).toMatchObject({ title: 'Wrapped' });
    const two = await call('PUT', '/v1/notebooks', { body: { Notebooks: [{ title: 'A' }, { title: 'B' }] } });
    expect(two.status).toBe(422);
    expect(two.body.error.message).toContain('one record per request');
    // Another collection's wrapper is not this one's: the record is read as sent, and lacks its title.
    expect((await call('PUT', '/v1/notebooks', { body: { Notes: [{ title: 'C' }] } })).status).toBe(422);
  });

  it('answers an operation the platform lacks as it answers an unknown endpoint', async () => {
    const missing = await call('DELETE', '/v1/notebooks/nb_main');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Unknown endpoint');
  });
});

describe('accounts', () => {
  it('authenticates every platform request and scopes state to the account', async () => {
    expect((await call('GET', NOTES, { token: null })).status).toBe(401);
    expect((await call('GET', NOTES, { token: 'nope' })).body.error.kind).toBe('unauthenticated');
    const created = await call('POST', NOTES, { body: { text: 'only a' } });
    const fromB = await call('GET', `${NOTES}/${created.body.id}`, { token: 'token-b' });
    expect(fromB.status).toBe(404);
    const listB = await call('GET', NOTES, { token: 'token-b' });
    expect(listB.body.items.map((note: Json) => note.id)).not.toContain(created.body.id);
  });

  it('seeds deterministically: a second emulator serves the same records', async () => {
    const other = await toyPlatform.start();
    try {
      const texts = (handle: KitEmulatorHandle) => handle.kit.records('notes').map((note) => note.text);
      expect(texts(other)).toEqual(texts(emulator));
      expect(other.kit.records('notes', 'acct_b').map((note) => note.text)).not.toEqual(texts(emulator));
    } finally {
      await other.close();
    }
  });

  it('a reset brings an account back to its seed', async () => {
    await call('POST', NOTES, { body: { text: 'temporary' } });
    await call('DELETE', `${NOTES}/seed_0`);
    const reset = await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(reset.status).toBe(204);
    expect(emulator.kit.records('notes').map((note) => note.id)).toEqual(['seed_0', 'seed_1', 'seed_2', 'seed_3', 'seed_4']);
  });

  it('journals every record added, updated or removed after the seed, and serves the journal on the control plane', async () => {
    // The first request seeds the account: the seed is the starting point, not a change.
    await call('GET', NOTES);
    const start = emulator.kit.journal().seq;
    expect(emulator.kit.journal(start).entries).toEqual([]);
    const created = await call('POST', NOTES, { body: { text: 'journaled' } });
    await call('PATCH', `${NOTES}/${created.body.id}`, { body: { text: 'changed' } });
    await call('DELETE', `${NOTES}/seed_1`);
    await call('PATCH', `${NOTES}/nope`, { body: { text: 'x' } });
    const served = (await fetch(`${emulator.url}/__emulator/journal?after=${start}`).then((response) => response.json())) as Json;
    expect(served.entries.map(({ table, id, change }: Json) => ({ table, id, change }))).toEqual([
      { table: 'notes', id: created.body.id, change: 'inserted' },
      { table: 'notes', id: created.body.id, change: 'updated' },
      { table: 'notes', id: 'seed_1', change: 'removed' },
    ]);
    expect(served.seq).toBe(start + 3);
    expect((await fetch(`${emulator.url}/__emulator/journal?after=x`)).status).toBe(400);
  });

  it('turns a declared switch on for one account, refuses undeclared ones, and a reset turns it off', async () => {
    const control = (body: unknown) => fetch(`${emulator.url}/__emulator/switches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await control({ name: 'short_notes', value: 3 })).status).toBe(204);
    expect((await call('POST', NOTES, { body: { text: 'longer' } })).status).toBe(422);
    expect((await call('POST', NOTES, { body: { text: 'ok' } })).status).toBe(201);
    expect((await call('POST', NOTES, { body: { text: 'longer' }, token: 'token-b' })).status).toBe(201);
    expect((await control({ name: 'no_such_switch', value: 1 })).status).toBe(400);
    expect((await control({ name: 'short_notes', value: 'three' })).status).toBe(400);
    emulator.kit.reset();
    expect((await call('POST', NOTES, { body: { text: 'longer' } })).status).toBe(201);
  });

  it('a reset also forgets where the account\'s webhooks went', async () => {
    emulator.kit.subscribe({ url: 'http://127.0.0.1:9/nowhere', events: ['note.created'] });
    emulator.kit.reset();
    const before = emulator.kit.deliveries.length;
    await call('POST', NOTES, { body: { text: 'unheard' } });
    expect(emulator.kit.deliveries.length).toBe(before);
  });
});

describe('lifecycle', () => {
  it('moves by declared transitions and timed progressions, stamping what entering a state sets', async () => {
    const sent = await call('PATCH', `${NOTES}/seed_1`, { body: { state: 'sent' } });
    expect(sent.body.state).toBe('sent');
    expect(sent.body.meta.sent_at).not.toBeNull();
    emulator.kit.advanceClock(150);
    expect((await call('GET', `${NOTES}/seed_1`)).body.state).toBe('delivered');
    emulator.kit.advanceClock(100);
    expect((await call('GET', `${NOTES}/seed_1`)).body.state).toBe('read');
  });

  it('refuses an undeclared move, from the API and from the control plane', async () => {
    const refused = await call('PATCH', `${NOTES}/seed_1`, { body: { state: 'read' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.kind).toBe('conflict');
    const control = await fetch(`${emulator.url}/__emulator/transition`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resource: 'notes', id: 'seed_1', to: 'read' }),
    });
    expect(control.status).toBe(409);
    const allowed = await fetch(`${emulator.url}/__emulator/transition`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resource: 'notes', id: 'seed_1', to: 'discarded' }),
    });
    expect(allowed.status).toBe(204);
    expect((await call('GET', `${NOTES}/seed_1`)).body.state).toBe('discarded');
  });

  it('lets a record take the failing branch its data selects', async () => {
    const created = await call('POST', NOTES, { body: { text: 'please fail' } });
    await call('PATCH', `${NOTES}/${created.body.id}`, { body: { state: 'sent' } });
    emulator.kit.advanceClock(1_000);
    expect((await call('GET', `${NOTES}/${created.body.id}`)).body.state).toBe('failed');
  });
});

describe('webhooks and faults', () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ headers: Json; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('sends signed webhooks for declared events, in real time, to the account\'s subscriptions only', async () => {
    received.length = 0;
    emulator.kit.subscribe({ url: receiverUrl, secret: 'whsec-toy', events: ['note.created', 'note.read'] });
    const created = await call('POST', NOTES, { body: { text: 'watch me' } });
    await call('PATCH', `${NOTES}/${created.body.id}`, { body: { state: 'sent' } });
    await call('POST', NOTES, { body: { text: 'other account' }, token: 'token-b' });
    for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await emulator.kit.settled();
    expect(received.map((delivery) => JSON.parse(delivery.body))).toEqual([
      { topic: 'note.created', id: created.body.id },
      { topic: 'note.read', id: created.body.id },
    ]);
    for (const delivery of received) {
      expect(delivery.headers['x-toy-signature']).toBe(createHmac('sha256', 'whsec-toy').update(delivery.body).digest('hex'));
    }
    expect(emulator.kit.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
  });

  it('fails the next request as the platform does, with Retry-After on a 429', async () => {
    emulator.failNext('rate_limit');
    const limited = await call('GET', NOTES);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error.kind).toBe('rate_limited');
    emulator.failNext('server_error');
    expect((await call('GET', NOTES)).status).toBe(503);
    expect((await call('GET', NOTES)).status).toBe(200);
  });

  it('sends a stream answer as it is read, with its content type', async () => {
    const response = await fetch(`${emulator.url}/v1/notebooks/nb_main/export`, { headers: { authorization: 'Bearer token-a' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const notes = emulator.kit.records('notes').map((note) => `${String(note.text)}\n`);
    expect(await response.text()).toBe(notes.join(''));
  });
});
