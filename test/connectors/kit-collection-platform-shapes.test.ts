/**
 * The connector kit's options a platform like Xero declares, on their own
 * against a scripted platform: a dialect that joins its parameters with the
 * collection's own (one `where` expression) and sends a filter as a header
 * (If-Modified-Since), and a delete that is a write of the record's status,
 * also when a created record is removed again after a later call failed,
 * and writes sent to the collection path with the record named in the body.
 */
import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../src/connectors/framework/define.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { collection, fieldTable, type Dialect } from '../../src/connectors/kit/index.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

type Wire = { id: string; text?: string; status?: string };

const platform = scriptedPlatform;

type Spec = (value: unknown) => { clause?: string; since?: string };
const dialect: Dialect<Spec> = {
  platform: 'Example',
  query: ({ query, filters }) => ({ where: [String(query.where), ...filters.flatMap(({ spec, value }) => spec(value).clause ?? [])].join(' AND ') }),
  headers: ({ filters }) => Object.fromEntries(filters.flatMap(({ spec, value }) => (spec(value).since ? [['if-modified-since', spec(value).since as string]] : []))),
};
const fields = fieldTable<{ id: string | null; name?: string | null }, Wire>({ id: { at: 'id', write: false }, name: 'text' });
const list = (filter: Record<string, unknown>): ListParams => ({ limit: 10, state: undefined, filter, sort: undefined, parents: {} });

describe('collection: a dialect that joins the collection query and sends headers', () => {
  const binding = collection(tags, {
    dialect,
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields,
    path: '/tags',
    listAt: 'data',
    listQuery: { where: 'kind=="tag"' },
    filters: { name: (value) => ({ clause: `text=="${String(value)}"` }), updated_since: (value) => ({ since: String(value) }) },
    list: true,
  });

  it('hands the builder the collection query, whose parameters it may join, and sends the headers of the filters', async () => {
    const { ctx, calls } = platform(() => ({ data: [{ id: '1', text: 'a' }] }));
    await binding.implementation.list!.run(ctx, list({ name: 'a', updated_since: '2024-01-01T00:00:00.000Z' }));
    expect(calls[0]).toMatchObject({ query: { where: 'kind=="tag" AND text=="a"' }, headers: { 'if-modified-since': '2024-01-01T00:00:00.000Z' } });
  });

  it('sends the collection query as it is, and no headers, without filters', async () => {
    const { ctx, calls } = platform(() => ({ data: [] }));
    await binding.implementation.list!.run(ctx, list({}));
    expect(calls[0]?.query).toEqual({ where: 'kind=="tag"' });
    expect(calls[0]?.headers).toBeUndefined();
  });
});

describe('collection: a delete that is a write', () => {
  const records = new Map<string, Wire>([['1', { id: '1', text: 'a', status: 'ACTIVE' }]]);
  const answer = (request: DownstreamRequest) => {
    if (request.method === 'POST' && request.path === '/tags') return { id: '2' };
    const id = request.path.split('/').at(-1) as string;
    return records.get(id) ?? { id, status: 'ACTIVE' };
  };
  const binding = (afterWrite?: () => Promise<void>) => collection(tags, {
    dialect: { platform: 'Example' },
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields,
    path: '/tags',
    add: true,
    delete: { method: 'POST', body: (current: Wire) => ({ id: current.id, status: current.status === 'ACTIVE' ? 'DELETED' : 'VOIDED' }) },
    ...(afterWrite ? { hooks: { afterWrite } } : {}),
  });

  it('reads the record and sends the body made of it to the record', async () => {
    const { ctx, calls } = platform(answer);
    expect(await binding().implementation.delete!(ctx, { id: '1', parents: {} })).toEqual({ id: '1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /tags/1', 'POST /tags/1']);
    expect(calls[1]?.json).toEqual({ id: '1', status: 'DELETED' });
  });

  it('removes a record it created the same way when a later call fails', async () => {
    const { ctx, calls } = platform(answer);
    const failing = binding(async () => {
      throw new Error('the later call failed');
    });
    await expect(failing.implementation.add!(ctx, { record: { name: 'b' }, parents: {} })).rejects.toMatchObject({ detail: { partial_write: { records: [{ id: '2', undone: true }] } } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /tags', 'GET /tags/2', 'POST /tags/2']);
    expect(calls[2]?.json).toEqual({ id: '2', status: 'DELETED' });
  });
});

describe('collection: writes sent to the collection path', () => {
  const binding = collection(tags, {
    dialect: { platform: 'Example' },
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields,
    path: '/tags',
    update: { method: 'POST', path: '/tags' },
    delete: { method: 'POST', path: '/tags', body: (current: Wire) => ({ id: current.id, status: 'DELETED' }) },
    hooks: { beforeWrite: async (_ctx, { body, current }) => ({ ...(body as object), id: (await current()).id }) },
  });

  it('sends an update and a delete-by-write where `path` says, the record named in the body', async () => {
    const { ctx, calls } = platform((request) => (request.method === 'GET' ? { id: '1', text: 'a' } : {}));
    expect(await binding.implementation.update!(ctx, { id: '1', parents: {}, record: { name: 'b' } })).toEqual({ id: '1' });
    expect(await binding.implementation.delete!(ctx, { id: '1', parents: {} })).toEqual({ id: '1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /tags/1', 'POST /tags', 'GET /tags/1', 'POST /tags']);
    expect(calls[1]?.json).toEqual({ text: 'b', id: '1' });
    expect(calls[3]?.json).toEqual({ id: '1', status: 'DELETED' });
  });
});
