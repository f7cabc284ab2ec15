/**
 * The connector kit's collection options that Jira and Asana declare, on
 * their own against a scripted platform: pages filled past records `only`
 * drops, a record found through a list search, parents checked after a
 * write's body is mapped, an empty update that reads, and a record known by
 * two ids written by its own. The connectors' tests hold the same over HTTP
 * against the emulators.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import type { ConnectorContext, ListParams } from '../../src/connectors/framework/define.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { cursorPaging } from '../../src/connectors/framework/paging/index.js';
import { collection, fieldTable, type Dialect } from '../../src/connectors/kit/index.js';
import { comments } from '../../src/unified/issue-tracking/comments.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

type Wire = { id: string; kind?: string; alias?: string; text?: string };

const missing = () => new ApiError('ConnectorExecutionError', { status: 404, message: 'Not found', detail: { downstream_status: 404 } });

const platform = scriptedPlatform;

const dialect: Dialect = { platform: 'Example', paging: cursorPaging({ size: 'limit', max: 100, next: { param: 'after', at: 'next' } }) };
const tagFields = fieldTable<{ id: string | null; name?: string | null }, Wire>({ id: { at: 'id', write: false }, name: { at: 'text', write: false } });
const commentFields = fieldTable<{ id?: string; body?: string | null }, Wire>({
  id: { at: 'id', write: false },
  body: {
    at: 'text',
    write: (body) => {
      if (!body) throw new ApiError('RequestValidationError', { message: 'A comment needs a body', detail: { body: 'empty' } });
      return { text: body };
    },
  },
});
const list = (parents: Record<string, string>, limit: number, state?: ListParams['state']): ListParams => ({ limit, state, filter: {}, sort: undefined, parents });

describe('collection: list fill', () => {
  // Twelve records in pages of what was asked; every other one is of another kind.
  const records: Wire[] = Array.from({ length: 12 }, (_, index) => ({ id: String(index), kind: index % 2 === 0 ? 'tag' : 'system', text: `t${index}` }));
  const paged = (request: DownstreamRequest) => {
    const from = Number(request.query?.after ?? 0);
    const to = Math.min(records.length, from + Number(request.query?.limit));
    return { data: records.slice(from, to), next: to < records.length ? String(to) : null };
  };
  const binding = (fill: number) => collection(tags, { dialect, downstream: { id: 'tags', name: 'Tags' }, what: 'tag', fields: tagFields, path: '/tags', listAt: 'data', only: (wire) => wire.kind === 'tag', list: { fill }, one: false });

  it('fills a page from further platform pages, each asked for the room left', async () => {
    const { ctx, calls } = platform(paged);
    const page = await binding(10).implementation.list!.run(ctx, list({}, 3));
    expect(page.items.map((item) => item.id)).toEqual(['0', '2', '4']);
    expect(calls.map((call) => call.query?.limit)).toEqual([3, 1, 1]);
    const rest = await binding(10).implementation.list!.run(ctx, list({}, 100, page.next as string));
    expect(rest.items.map((item) => item.id)).toEqual(['6', '8', '10']);
    expect(rest.next).toBeNull();
  });

  it('stops after `fill` calls with a short page that goes on from there', async () => {
    const { ctx, calls } = platform(paged);
    const page = await binding(2).implementation.list!.run(ctx, list({}, 4));
    expect(calls.map((call) => call.query?.limit)).toEqual([4, 2]);
    expect(page.items.map((item) => item.id)).toEqual(['0', '2', '4']);
    expect(page.next).toEqual({ after: '6' });
  });
});

describe('collection: one found through a list search', () => {
  const binding = collection(tags, {
    dialect: { platform: 'Example' },
    downstream: { id: 'labels', name: 'Labels' },
    what: 'label',
    fields: tagFields,
    path: '/labels/search',
    id: /^[a-z]{1,8}$/,
    scopeQuery: (parents) => ({ project: parents.collection_id as string }),
    parentNotFound: (parents) => new ApiError('EntityNotFoundError', { message: 'No such project', detail: { collection_id: parents.collection_id } }),
    findOne: (id) => ({ name: id }),
  });

  it('asks the search for the id in the parent and answers the record with that id', async () => {
    const { ctx, calls } = platform(() => [{ id: 'bugs', text: 'Bugs' }, { id: 'bugsx', text: 'Other' }]);
    expect(await binding.implementation.one!(ctx, { id: 'bugs', parents: { collection_id: 'P1' } })).toEqual({ id: 'bugs', name: 'Bugs' });
    expect(calls).toEqual([{ method: 'GET', path: '/labels/search', query: { project: 'P1', name: 'bugs' } }]);
  });

  it('is not found when the answer lacks it, for an id it cannot have (no call), and when the parent is missing', async () => {
    const empty = platform(() => [{ id: 'other' }]);
    await expect(binding.implementation.one!(empty.ctx, { id: 'bugs', parents: { collection_id: 'P1' } })).rejects.toMatchObject({ typeName: 'EntityNotFoundError', detail: { id: 'bugs' } });
    await expect(binding.implementation.one!(empty.ctx, { id: 'NOT-AN-ID', parents: { collection_id: 'P1' } })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    expect(empty.calls).toHaveLength(1);
    const gone = platform(() => {
      throw missing();
    });
    await expect(binding.implementation.one!(gone.ctx, { id: 'bugs', parents: { collection_id: 'P9' } })).rejects.toMatchObject({ typeName: 'EntityNotFoundError', detail: { collection_id: 'P9' } });
  });
});

describe('collection: parents, empty updates and canonical ids', () => {
  const checked: string[] = [];
  const binding = collection(comments, {
    dialect: { platform: 'Example' },
    downstream: { id: 'comments', name: 'Comments' },
    what: 'comment',
    fields: commentFields,
    path: '/issues/{ticket_id}/comments',
    canonicalId: true,
    add: true,
    update: { method: 'PUT', skipEmpty: true },
    delete: true,
    hooks: {
      parents(_ctx, parents, { name }) {
        checked.push(name);
        return { ...parents, ticket_id: `issue-${parents.ticket_id}` };
      },
    },
  });
  const byAlias = (request: DownstreamRequest) => {
    if (request.method === 'POST') return { id: 'c-1' };
    if (request.path.endsWith('/c-alias') || request.path.endsWith('/c-1')) return { id: 'c-1', text: 'hello' };
    throw missing();
  };

  it('maps the body before the parents are checked: a body the platform cannot take makes no call', async () => {
    const { ctx, calls } = platform(byAlias);
    checked.length = 0;
    await expect(binding.implementation.add!(ctx, { record: { body: '' }, parents: { ticket_id: '7' } })).rejects.toMatchObject({ typeName: 'RequestValidationError' });
    expect(checked).toEqual([]);
    expect(calls).toEqual([]);
    expect(await binding.implementation.add!(ctx, { record: { body: 'hi' }, parents: { ticket_id: '7' } })).toEqual({ id: 'c-1' });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/issues/issue-7/comments', json: { text: 'hi' } });
  });

  it('an update with nothing to write reads the record instead (404 stays 404) and answers its own id', async () => {
    const { ctx, calls } = platform(byAlias);
    expect(await binding.implementation.update!(ctx, { id: 'c-alias', parents: { ticket_id: '7' }, record: {} })).toEqual({ id: 'c-1' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    await expect(binding.implementation.update!(ctx, { id: 'c-gone', parents: { ticket_id: '7' }, record: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('writes and deletes a record named by another id through its own id', async () => {
    const { ctx, calls } = platform(byAlias);
    expect(await binding.implementation.update!(ctx, { id: 'c-alias', parents: { ticket_id: '7' }, record: { body: 'new' } })).toEqual({ id: 'c-1' });
    expect(await binding.implementation.delete!(ctx, { id: 'c-alias', parents: { ticket_id: '7' } })).toEqual({ id: 'c-1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /issues/issue-7/comments/c-alias',
      'PUT /issues/issue-7/comments/c-1',
      'GET /issues/issue-7/comments/c-alias',
      'DELETE /issues/issue-7/comments/c-1',
    ]);
  });
});

describe('collection: a write query that depends on the write', () => {
  const binding = collection(comments, {
    dialect: { platform: 'Example' },
    downstream: { id: 'comments', name: 'Comments' },
    what: 'comment',
    fields: commentFields,
    path: '/comments',
    writeQuery: ({ operation, record }) => (operation === 'add' && record.body === 'numbered' ? { keep_number: 'true' } : {}),
    add: true,
    update: { method: 'PUT' },
  });

  it('sends the query the write asks for, and none where it is empty', async () => {
    const { ctx, calls } = platform((request) => (request.method === 'POST' ? { id: 'c-1' } : { id: 'c-1', text: 'x' }));
    await binding.implementation.add!(ctx, { record: { body: 'numbered' }, parents: {} });
    await binding.implementation.add!(ctx, { record: { body: 'plain' }, parents: {} });
    await binding.implementation.update!(ctx, { id: 'c-1', parents: {}, record: { body: 'numbered' } });
    expect(calls.map((call) => [call.method, call.query])).toEqual([['POST', { keep_number: 'true' }], ['POST', undefined], ['PUT', undefined]]);
  });
});

describe('collection: what the rules read loaded first, by calls of its own', () => {
  const loads: { parents: Record<string, string>; id?: string }[] = [];
  const order: string[] = [];
  const labelled = fieldTable<{ id: string | null; name?: string | null }, Wire, string>({ id: { at: 'id', write: false }, name: { read: (wire, label) => `${label}:${wire.text}`, write: false } });
  const binding = collection(tags, {
    dialect: { ...dialect, id: /^\d+$/ },
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields: labelled,
    path: '/tags',
    listAt: 'data',
    load: async (_ctx, read) => {
      loads.push(read);
      order.push('load');
      return 'loaded';
    },
    context: (_body, { loaded }) => String(loaded),
    list: true,
  });
  const answer = (request: DownstreamRequest) => {
    if (request.path === '/tags/404') throw missing();
    return request.path === '/tags' ? { data: [{ id: '1', text: 'a' }], next: null } : { id: '7', text: 'b' };
  };

  it('loads once per list page, before its call, and once per read after the record is found; an unknown record loads nothing', async () => {
    const { ctx, calls } = platform(answer);
    const logged = { ...ctx, http: { request: (request: DownstreamRequest) => (order.push(`call ${request.path}`), ctx.http.request(request)), urlOf: ctx.http.urlOf } } as unknown as ConnectorContext;
    loads.length = 0;
    expect((await binding.implementation.list!.run(logged, list({}, 10))).items).toEqual([{ id: '1', name: 'loaded:a' }]);
    expect(order).toEqual(['load', 'call /tags']);
    expect(await binding.implementation.one!(ctx, { id: '7', parents: {} })).toEqual({ id: '7', name: 'loaded:b' });
    await expect(binding.implementation.one!(ctx, { id: '404', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    expect(loads).toEqual([{ parents: {} }, { parents: {}, id: '7' }]);
    expect(calls.map((call) => call.path)).toEqual(['/tags', '/tags/7', '/tags/404']);
  });
});

describe('collection: a list hook adding parameters of its own', () => {
  const binding = collection(tags, {
    dialect,
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields: tagFields,
    path: '/tags',
    listAt: 'data',
    list: true,
    hooks: { list: (_ctx, params, read) => read({ ...params, limit: 2 }, { ids: '1,2' }) },
  });

  it('adds them to the collection call, after its own query and paging', async () => {
    const { ctx, calls } = platform(() => ({ data: [{ id: '1', text: 'a' }], next: null }));
    expect((await binding.implementation.list!.run(ctx, list({}, 10))).items).toEqual([{ id: '1', name: 'a' }]);
    expect(calls[0]?.query).toEqual({ limit: 2, ids: '1,2' });
  });
});

describe('collection: a context and a read query loaded with calls', () => {
  // Which platform field holds a tag's name is the platform's schema's to say (HubSpot's custom objects).
  const schema = async (ctx: ConnectorContext, parents: Record<string, string>) => (await ctx.http.request<{ label: string }>({ method: 'GET', path: `/schemas/${parents.collection_id}` })).body.label;
  const fields = fieldTable<{ id: string | null; name?: string | null }, Record<string, string>, string>({
    id: { at: 'id', write: false },
    name: { read: (wire, label) => wire[label] ?? null, write: false },
  });
  const binding = collection(tags, {
    dialect,
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields,
    path: '/tags',
    listAt: 'data',
    list: true,
    readQuery: async (ctx, parents) => ({ fields: await schema(ctx, parents) }),
    context: (_body, { ctx, parents }) => schema(ctx, parents),
  });
  const answer = (request: DownstreamRequest) => {
    if (request.path.startsWith('/schemas/')) return { label: request.path === '/schemas/A' ? 'title' : 'caption' };
    if (request.path === '/tags/7') return { id: '7', title: 'Seven', caption: 'seven' };
    return { data: [{ id: '1', title: 'One', caption: 'one' }, { id: '2', title: 'Two', caption: 'two' }] };
  };

  it('maps a list with what the context loaded, once per answer, and asks for the fields the query names', async () => {
    const { ctx, calls } = platform(answer);
    const page = await binding.implementation.list!.run(ctx, list({ collection_id: 'B' }, 10));
    expect(page.items).toEqual([{ id: '1', name: 'one' }, { id: '2', name: 'two' }]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /schemas/B', 'GET /tags', 'GET /schemas/B']);
    expect(calls[1]?.query).toMatchObject({ fields: 'caption' });
  });

  it('reads one record the same way', async () => {
    const { ctx, calls } = platform(answer);
    expect(await binding.implementation.one!(ctx, { id: '7', parents: { collection_id: 'A' } })).toEqual({ id: '7', name: 'Seven' });
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/tags/7', query: { fields: 'title' } });
  });
});
