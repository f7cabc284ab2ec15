/**
 * The REST resource builders against a small platform served on a real
 * socket: what goes out on the wire and what comes back as unified records.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import type { ConnectorContext, ListParams } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { cursorPaging, linkHeaderPaging, nextUrlPaging } from '../../src/connectors/framework/paging/index.js';
import { restCreate, restDelete, restList, restOne, restUpdate, type NotFoundRule } from '../../src/connectors/framework/rest/index.js';

interface Seen {
  method: string;
  url: string;
  body: string;
  contentType: string | undefined;
}

type Contact = { id: string; email: string; team?: string };
type WireContact = { id: number; email: string; role: string; team_id?: number };

const contacts: WireContact[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, email: `c${i + 1}@example.com`, role: i === 4 ? 'lead' : 'user', team_id: 7 }));
const seen: Seen[] = [];
let server: Server;
let base: string;

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    seen.push({ method: request.method!, url: request.url!, body: await read(request), contentType: request.headers['content-type'] });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const one = /^\/api\/accounts\/acme\/contacts\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/api/accounts/acme/contacts' && request.method === 'GET') {
      const after = Number(url.searchParams.get('after') ?? 0);
      const size = Number(url.searchParams.get('per_page'));
      const page = contacts.slice(after, after + size);
      const more = after + size < contacts.length;
      if (url.searchParams.get('style') === 'link') {
        const link = more ? `<${base}/api/accounts/acme/contacts?style=link&per_page=${size}&after=${after + size}>; rel="next"` : '';
        return send(200, page, link ? { link } : {});
      }
      if (url.searchParams.get('style') === 'evil') return send(200, { data: page, next_url: 'https://evil.example/api/accounts/acme/contacts?after=2' });
      return send(200, { data: page, teams: [{ id: 7, name: 'Support' }], paging: { next: more ? String(after + size) : null } });
    }
    if (url.pathname === '/api/accounts/acme/contacts' && request.method === 'POST') return send(201, { contact: { id: 99 } });
    if (url.pathname === '/api/accounts/acme/contacts/search' && request.method === 'POST') {
      const { role, pagination } = JSON.parse(seen.at(-1)!.body) as { role: string; pagination: { per_page: number; starting_after?: string } };
      const matching = contacts.filter((c) => c.role === role);
      const after = Number(pagination.starting_after ?? 0);
      const more = after + pagination.per_page < matching.length;
      return send(200, { data: matching.slice(after, after + pagination.per_page), pages: { next: more ? { starting_after: String(after + pagination.per_page) } : null } });
    }
    if (one && Number(one[1]) > contacts.length) return send(404, { error: 'not_found' });
    if (one && request.method === 'GET') return send(200, { contact: contacts[Number(one[1]) - 1], teams: [{ id: 7, name: 'Support' }] });
    if (one && request.method === 'PATCH') return send(200, { contact: { id: Number(one[1]) } });
    if (one && request.method === 'DELETE') return response.writeHead(204).end();
    return send(404, { error: 'no_route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function context(): ConnectorContext {
  const settings = { account: 'acme', token: 'secret-token' };
  const http = new DownstreamHttp({
    connectorId: 'example',
    baseUrl: `${base}/api`,
    auth: bearerAuth('token'),
    values: settings,
    timeoutMs: 2000,
    rateLimit: { documented: '', retryAfterSeconds: () => undefined },
  });
  return { http, settings };
}

const params = (limit: number, state?: ListParams['state']): ListParams => ({ limit, state, filter: {}, sort: undefined, parents: {} });
const teamNames = (body: unknown) => new Map((body as { teams?: { id: number; name: string }[] }).teams?.map((t) => [t.id, t.name]));
const toContact = (wire: WireContact, teams: Map<number, string> | undefined): Contact => ({
  id: String(wire.id),
  email: wire.email,
  ...(wire.team_id !== undefined && teams?.get(wire.team_id) ? { team: teams.get(wire.team_id)! } : {}),
});
const notFound: NotFoundRule = { message: 'No contact has this id', when: (body) => (body as { error?: string }).error === 'not_found', id: /^\d+$/ };
const last = () => seen.at(-1)!;

describe('restList', () => {
  const list = restList({
    path: '/accounts/{account}/contacts',
    paging: cursorPaging({ size: 'per_page', max: 3, next: { param: 'after', at: 'paging.next' } }),
    query: { role: 'user' },
    itemsAt: 'data',
    map: toContact,
    context: teamNames,
  });

  it('walks every page with the list query, the capped size and the token, mapping with the side-loaded context', async () => {
    const ctx = context();
    const first = await list.run(ctx, params(50));
    expect(last().url).toBe('/api/accounts/acme/contacts?role=user&per_page=3');
    expect(first.items).toEqual([1, 2, 3].map((id) => ({ id: String(id), email: `c${id}@example.com`, team: 'Support' })));
    expect(first.next).toEqual({ after: '3' });
    const second = await list.run(ctx, params(50, first.next!));
    expect(last().url).toBe('/api/accounts/acme/contacts?role=user&per_page=3&after=3');
    expect(second.items.map((c) => c.id)).toEqual(['4', '5']);
    expect(second.next).toBeNull();
    expect(list.paging).toBe(true);
  });

  it('refuses a foreign cursor before calling the platform', async () => {
    const before = seen.length;
    await expect(list.run(context(), params(5, { offset: 3 }))).rejects.toMatchObject({ typeName: 'InvalidCursorError' });
    expect(seen.length).toBe(before);
  });

  it('follows Link headers on the list itself', async () => {
    const linked = restList({ path: '/accounts/{account}/contacts', paging: linkHeaderPaging({ size: 'per_page', max: 100 }), query: { style: 'link' }, itemsAt: (body) => body as WireContact[], map: toContact });
    const ctx = context();
    const first = await linked.run(ctx, params(2));
    expect(first.next).toBe('/api/accounts/acme/contacts?style=link&per_page=2&after=2');
    const second = await linked.run(ctx, params(4, first.next!));
    // The platform's URL is followed as given, with the current page size.
    expect(last().url).toBe('/api/accounts/acme/contacts?style=link&per_page=4&after=2');
    expect(second.items.map((c) => c.id)).toEqual(['3', '4', '5']);
    expect(second.next).toBeNull();
  });

  it('answers ConnectorExecutionError when the platform points to another host', async () => {
    const evil = restList({ path: '/accounts/{account}/contacts', paging: nextUrlPaging({ size: 'per_page', max: 10, next: 'next_url' }), query: { style: 'evil' }, itemsAt: 'data', map: toContact });
    await expect(evil.run(context(), params(2))).rejects.toMatchObject({ typeName: 'ConnectorExecutionError', status: 502 });
  });

  it('reads a list through a search call with the paging parameters in the JSON body', async () => {
    const search = restList({
      path: '/accounts/{account}/contacts/search',
      paging: cursorPaging({ size: 'per_page', max: 150, next: { param: 'starting_after', at: 'pages.next.starting_after' } }),
      search: (paging) => ({ role: 'user', pagination: paging }),
      itemsAt: 'data',
      map: toContact,
    });
    const ctx = context();
    const first = await search.run(ctx, params(3));
    expect(last()).toMatchObject({ method: 'POST', body: '{"role":"user","pagination":{"per_page":3}}' });
    const second = await search.run(ctx, params(3, first.next!));
    expect(JSON.parse(last().body)).toEqual({ role: 'user', pagination: { per_page: 3, starting_after: '3' } });
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(['1', '2', '3', '4']);
    expect(second.next).toBeNull();
  });

  it('refuses paging without a strategy and answers 502 when the records are missing', async () => {
    const unpaged = restList({ path: '/accounts/{account}/contacts', itemsAt: 'nothing', map: toContact });
    expect(unpaged.paging).toBe(false);
    await expect(unpaged.run(context(), params(2))).rejects.toMatchObject({ typeName: 'ConnectorExecutionError', status: 502 });
  });
});

describe('restOne, restCreate, restUpdate, restDelete', () => {
  const one = restOne({ path: '/accounts/{account}/contacts/{id}', itemAt: 'contact', map: toContact, context: teamNames, only: (c: WireContact) => c.role === 'user', notFound });

  it('reads one record through the mapper', async () => {
    expect(await one(context(), { id: '2', parents: {} })).toEqual({ id: '2', email: 'c2@example.com', team: 'Support' });
  });

  it('answers EntityNotFoundError for the platform\'s not-found, an impossible id and a record of another kind', async () => {
    const before = seen.length;
    await expect(one(context(), { id: '../teams', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    expect(seen.length).toBe(before);
    await expect(one(context(), { id: '42', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError', message: 'No contact has this id' });
    await expect(one(context(), { id: '5', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
  });

  it('does not take a 404 of a wrong path for a missing record', async () => {
    const wrong = restOne({ path: '/accounts/{account}/people/{id}', map: toContact, notFound });
    const error = await wrong(context(), { id: '1', parents: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).typeName).toBe('ConnectorExecutionError');
  });

  it('creates with a JSON body and reads the new id', async () => {
    const add = restCreate<Contact>({ path: '/accounts/{account}/contacts', json: (record) => ({ contact: { email: record.email } }), idAt: 'contact.id' });
    expect(await add(context(), { record: { email: 'new@example.com' }, parents: {} })).toEqual({ id: '99' });
    expect(last()).toMatchObject({ method: 'POST', body: '{"contact":{"email":"new@example.com"}}', contentType: 'application/json' });
  });

  it('updates with a form body and deletes, encoding the id into the path', async () => {
    const update = restUpdate<Contact>({ path: '/accounts/{account}/contacts/{id}', method: 'PATCH', form: (record) => ({ Email: record.email }), idAt: 'contact.id', notFound });
    expect(await update(context(), { id: '3', parents: {}, record: { email: 'x@example.com' } })).toEqual({ id: '3' });
    expect(last()).toMatchObject({ method: 'PATCH', body: 'Email=x%40example.com', contentType: 'application/x-www-form-urlencoded' });
    const remove = restDelete({ path: '/accounts/{account}/contacts/{id}', notFound });
    expect(await remove(context(), { id: '3', parents: {} })).toEqual({ id: '3' });
    await expect(remove(context(), { id: '77', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    const unchecked = restDelete({ path: '/accounts/{account}/contacts/{id}' });
    await unchecked(context(), { id: 'a/b?c', parents: {} }).catch(() => undefined);
    expect(last().url).toBe('/api/accounts/acme/contacts/a%2Fb%3Fc');
  });
});
