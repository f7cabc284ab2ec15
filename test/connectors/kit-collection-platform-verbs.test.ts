/**
 * The collection options a platform with its own write verbs and list
 * endpoint declares (QuickBooks: changes POSTed to the collection, deletes as
 * a POST naming the record's version, lists read at a query endpoint, a
 * missing record answered 400, an update whose parameters depend on what it
 * writes): on their own against a scripted platform,
 * with a context read from the platform once per answer and look-ahead
 * offset paging. The connector's tests hold the same over HTTP against the
 * emulator.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import type { ListParams } from '../../src/connectors/framework/define.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { offsetPaging } from '../../src/connectors/framework/paging/index.js';
import { collection, fieldTable, type Dialect } from '../../src/connectors/kit/index.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

type Wire = { id: string; text?: string; version?: number };

const platform = scriptedPlatform;

const gone = () => new ApiError('ConnectorExecutionError', { status: 400, message: 'Object Not Found', detail: { downstream_status: 400, downstream_body: { code: 'missing' } } });
const refused = () => new ApiError('ConnectorExecutionError', { status: 400, message: 'Bad value', detail: { downstream_status: 400, downstream_body: { code: 'invalid' } } });

const dialect: Dialect = {
  platform: 'Example',
  id: /^\d+$/,
  notFound: (body) => (body as { code?: unknown } | null)?.code === 'missing',
  notFoundStatus: 400,
  paging: offsetPaging({ offset: 'start', size: 'max', first: 1, max: 2, lookAhead: true }),
};
const fields = fieldTable<{ id: string | null; name?: string | null }, Wire, string>({ id: { at: 'id', write: false }, name: { read: (wire, suffix) => `${wire.text}${suffix}`, write: (name) => ({ text: name }) } });
const records: Wire[] = Array.from({ length: 4 }, (_, index) => ({ id: String(index + 1), text: `t${index + 1}`, version: 7 }));
const list = (limit: number, state?: ListParams['state']): ListParams => ({ limit, state, filter: {}, sort: undefined, parents: {} });

function binding(reads: string[]) {
  return collection(tags, {
    dialect,
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields,
    path: '/tag',
    // The context is read from the platform: once per answer, not per record.
    context: async (_body, { ctx }) => {
      reads.push('context');
      await ctx.http.request({ method: 'GET', path: '/preferences' });
      return '!';
    },
    listAt: 'found',
    list: { path: '/query' },
    add: true,
    update: { method: 'POST', path: '/tag', queryFor: (record) => (record.name === 'void' ? { operation: 'void' } : undefined) },
    delete: true,
    hooks: {
      beforeWrite: async (_ctx, { operation, body, current }) => (operation === 'update' ? { ...(body as object), version: (await current()).version } : body),
      delete: async (_ctx, { id, current, call }) => void (await call({ method: 'POST', path: '/tag', query: { operation: 'delete' }, json: { id, version: (await current()).version } })),
    },
  });
}

const answers = (request: DownstreamRequest) => {
  if (request.path === '/preferences') return {};
  if (request.path === '/query') {
    const start = Number(request.query?.start) - 1;
    return { found: records.slice(start, start + Number(request.query?.max)) };
  }
  const id = /^\/tag\/(\d+)$/.exec(request.path)?.[1] ?? (request.json as { id?: string } | undefined)?.id;
  if (request.method === 'POST' && request.json && (request.json as { text?: unknown }).text === 'bad') throw refused();
  const record = records.find((candidate) => candidate.id === id);
  if (id !== undefined && !record) throw gone();
  return record ?? { id: '9' };
};

describe('collection: lists at another path, paged with one record of look-ahead', () => {
  it('reads the list at its path, asks for one record more than the page and ends without an empty call', async () => {
    const reads: string[] = [];
    const { ctx, calls } = platform(answers);
    const first = await binding(reads).implementation.list!.run(ctx, list(2));
    expect(first.items).toEqual([{ id: '1', name: 't1!' }, { id: '2', name: 't2!' }]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/query', query: { start: 1, max: 3 } });
    expect(first.next).toEqual({ offset: 2 });
    const last = await binding(reads).implementation.list!.run(ctx, list(2, first.next as ListParams['state']));
    expect(last.items.map((item) => item.id)).toEqual(['3', '4']);
    expect(last.next).toBeNull();
    expect(last.previous).toEqual({ offset: 0 });
    // Two pages, two context reads: once per answer.
    expect(reads).toEqual(['context', 'context']);
    expect(calls.filter((call) => call.path === '/query')).toHaveLength(2);
  });
});

describe('collection: a platform with its own update and delete calls', () => {
  it('sends an update to its path with what the hook read, and a missing record (400 with its body) is not found', async () => {
    const { ctx, calls } = platform(answers);
    await expect(binding([]).implementation.update!(ctx, { id: '2', parents: {}, record: { name: 'new' } })).resolves.toEqual({ id: '2' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /tag/2', 'POST /tag']);
    expect(calls[1]?.json).toEqual({ text: 'new', version: 7 });
    await expect(binding([]).implementation.update!(ctx, { id: '5', parents: {}, record: { name: 'new' } })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    // Parameters that depend on what is written (an operation that voids).
    await binding([]).implementation.update!(ctx, { id: '2', parents: {}, record: { name: 'void' } });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/tag', query: { operation: 'void' } });
    expect(calls[1]?.query).toBeUndefined();
    // Another 400 stays the platform's failure.
    await expect(binding([]).implementation.update!(ctx, { id: '2', parents: {}, record: { name: 'bad' } })).rejects.toMatchObject({ typeName: 'ConnectorExecutionError', status: 400 });
  });

  it('deletes through the hook with the current record read once; an id the platform cannot have makes no call', async () => {
    const { ctx, calls } = platform(answers);
    await expect(binding([]).implementation.delete!(ctx, { id: '3', parents: {} })).resolves.toEqual({ id: '3' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /tag/3', 'POST /tag']);
    expect(calls[1]).toMatchObject({ query: { operation: 'delete' }, json: { id: '3', version: 7 } });
    await expect(binding([]).implementation.delete!(ctx, { id: 'x', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    await expect(binding([]).implementation.delete!(ctx, { id: '8', parents: {} })).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    expect(calls).toHaveLength(3);
  });
});
