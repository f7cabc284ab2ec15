/**
 * The kit's pieces for a list spoken in a query language and for a
 * connector's own whole-list reads, against a scripted platform: a search
 * whose statement is the body's (built by a dialect that takes a call), a
 * paging strategy that sees the query its tokens belong to, and every
 * record of a list read page after page.
 */
import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../src/connectors/framework/define.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { cursorPaging, type PagingStrategy } from '../../src/connectors/framework/paging/index.js';
import { collection, everyRecord, fieldTable, type Dialect } from '../../src/connectors/kit/index.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

type Wire = { id: string; text?: string };

const records: Wire[] = Array.from({ length: 5 }, (_, index) => ({ id: String(index), text: `t${index}` }));
const tagFields = fieldTable<{ id: string | null; name?: string | null }, Wire>({ id: { at: 'id', write: false }, name: { at: 'text', write: false } });
const list = (limit: number, state?: ListParams['state']): ListParams => ({ limit, state, filter: { name: 't' }, sort: undefined, parents: {} });

/** Pages by a token of the statement it came from: `{ token, of }`. */
const statementPaging: PagingStrategy<{ token: number; of: string }> = {
  read: (state) => state as { token: number; of: string } | undefined,
  request: ({ limit, state }) => ({ query: { size: limit, ...(state ? { from: state.token } : {}) } }),
  neighbours: ({ limit, state, query }, { count }) => {
    const reached = (state?.token ?? 0) + count;
    return { next: count === limit && reached < records.length ? { token: reached, of: String(query?.statement) } : null };
  },
};

describe('collection: a search whose query is its body', () => {
  const dialect: Dialect<string> = {
    platform: 'Example',
    // Built with a call of its own, as a query language's time zone is.
    query: async ({ filters }, ctx) => {
      const { body } = await ctx.http.request<{ zone: string }>({ method: 'GET', path: '/me' });
      return { statement: `${filters.map((filter) => `${filter.spec} ~ "${String(filter.value)}"`).join(' AND ')} IN ${body.zone}` };
    },
  };
  const binding = collection(tags, {
    dialect,
    downstream: { id: 'tags', name: 'Tags' },
    what: 'tag',
    fields: tagFields,
    path: '/tags',
    listAt: 'data',
    filters: { name: 'text' },
    one: false,
    list: { paging: statementPaging, search: { path: '/search', body: (paging, _params, query) => ({ where: query.statement, ...paging }), queryInBody: true } },
  });
  const answer = (request: DownstreamRequest) => {
    if (request.path === '/me') return { zone: 'UTC' };
    const { from = 0, size } = request.json as { from?: number; size: number };
    return { data: records.slice(from, from + size) };
  };

  it('sends the statement in the body only, and the paging keeps what the statement was', async () => {
    const { ctx, calls } = scriptedPlatform(answer);
    const page = await binding.implementation.list!.run(ctx, list(2));
    expect(page.items.map((item) => item.id)).toEqual(['0', '1']);
    expect(calls[1]).toEqual({ method: 'POST', path: '/search', json: { where: 'text ~ "t" IN UTC', size: 2 }, idempotent: true });
    expect(page.next).toEqual({ token: 2, of: 'text ~ "t" IN UTC' });
  });
});

describe('everyRecord', () => {
  const paging = cursorPaging({ size: 'limit', max: 2, next: { param: 'after', at: 'next' } });
  const answer = (request: DownstreamRequest) => {
    const from = Number(request.query?.after ?? 0);
    const to = from + Number(request.query?.limit);
    return { data: records.slice(from, to), next: to < records.length ? String(to) : null };
  };

  it('reads the list page after page at the largest page the platform serves', async () => {
    const { ctx, calls } = scriptedPlatform(answer);
    const all = await everyRecord<Wire>(ctx, { path: '/tags', query: { fields: 'text' }, paging, at: 'data' });
    expect(all.map((record) => record.id)).toEqual(['0', '1', '2', '3', '4']);
    expect(calls.map((call) => call.query)).toEqual([{ fields: 'text', limit: 2 }, { fields: 'text', limit: 2, after: '2' }, { fields: 'text', limit: 2, after: '4' }]);
  });

  it('stops after maxPages', async () => {
    const { ctx, calls } = scriptedPlatform(answer);
    expect((await everyRecord<Wire>(ctx, { path: '/tags', paging, at: 'data', maxPages: 2 })).length).toBe(4);
    expect(calls).toHaveLength(2);
  });
});
