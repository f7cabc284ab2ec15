/**
 * The kit's whole-list read (kit/every-record.ts) against a scripted
 * platform: pages until the platform says the list ends, goes through the
 * dialect's call when given one, leaves out what lies past `maxPages` for a
 * lookup, and fails past it for a list that must be whole.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { pageNumberPaging } from '../../src/connectors/framework/paging/page-number.js';
import { everyRecord, type Dialect } from '../../src/connectors/kit/index.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

const paging = pageNumberPaging({ page: 'page', size: 'size', max: 2, first: 1, totalPages: 'pages' });

/** `total` records, two a page, numbered from 1. */
function records(total: number) {
  return scriptedPlatform((request) => {
    const page = Number(request.query?.page);
    const ids = [2 * page - 1, 2 * page].filter((id) => id <= total);
    return { items: ids.map((id) => ({ id })), pages: Math.ceil(total / 2) };
  });
}

describe('everyRecord', () => {
  it('reads page after page until the platform says the list ends, with the list query on each', async () => {
    const platform = records(5);
    const read = await everyRecord<{ id: number }>(platform.ctx, { path: '/things', query: { kind: 'a' }, paging, at: 'items' });
    expect(read.map((record) => record.id)).toEqual([1, 2, 3, 4, 5]);
    expect(platform.calls.map((call) => call.query)).toEqual([1, 2, 3].map((page) => ({ kind: 'a', page, size: 2 })));
  });

  it("goes through the dialect's call and takes its paging when none is given", async () => {
    const platform = records(3);
    const seen: string[] = [];
    const dialect: Pick<Dialect, 'platform' | 'paging' | 'call'> = {
      platform: 'Acme',
      paging,
      call: (ctx, request) => {
        seen.push(String(request.query?.page));
        return ctx.http.request({ ...request, headers: { 'x-tenant': 't1' } });
      },
    };
    expect(await everyRecord(platform.ctx, { path: '/things', dialect, at: 'items' })).toHaveLength(3);
    expect(seen).toEqual(['1', '2']);
    expect(platform.calls.every((call) => call.headers?.['x-tenant'] === 't1')).toBe(true);
  });

  it('leaves out what lies past maxPages for a lookup', async () => {
    const platform = records(9);
    expect(await everyRecord(platform.ctx, { path: '/things', paging, at: 'items', maxPages: 2 })).toHaveLength(4);
    expect(platform.calls).toHaveLength(2);
  });

  it('fails past maxPages for a list that must be whole, naming the platform and the records', async () => {
    const platform = records(9);
    const dialect = { platform: 'Acme', paging };
    const failure = await everyRecord(platform.ctx, { path: '/things', dialect, at: 'items', maxPages: 2, whole: 'things' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, message: 'Acme has more things than the 4 the connector reads (2 pages)', detail: { records: 'things', pages: 2, read: 4 } });
  });

  it('answers a list that ends on the last page allowed, whole or not', async () => {
    const platform = records(4);
    expect(await everyRecord(platform.ctx, { path: '/things', paging, at: 'items', maxPages: 2, whole: 'things' })).toHaveLength(4);
  });
});
