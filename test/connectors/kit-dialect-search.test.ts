/**
 * The connector kit's dialect pieces that HubSpot's CRM objects declare, on
 * their own against a scripted platform: a list with filters or a sort sent
 * as the dialect's search (its path, paging and body, the answer's context
 * told so), others as the collection's GET; custom-mapped values only where
 * the dialect writes them; and a collection that takes no pass_through.
 */
import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../src/connectors/framework/define.js';
import { cursorPaging } from '../../src/connectors/framework/paging/index.js';
import { collection, fieldTable, type Dialect } from '../../src/connectors/kit/index.js';
import { tags } from '../../src/unified/issue-tracking/tags.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

type Wire = { id: string; fields?: { name?: string } };

const dialect: Dialect<string> = {
  platform: 'Example',
  paging: cursorPaging({ size: 'limit', max: 100, next: { param: 'after', at: 'next' } }),
  search: {
    path: (list) => `${list}/search`,
    paging: cursorPaging({ size: 'limit', max: 200, next: { param: 'after', at: 'next' } }),
    body: (selection, paging) => ({ where: selection.filters.map(({ spec, value }) => `${spec}=${String(value)}`), fields: selection.query.fields, ...paging }),
  },
  mappedValuesUnder: 'fields',
};
const tagFields = fieldTable<{ id: string | null; name?: string | null }, Wire, boolean>({ id: { at: 'id', write: false }, name: 'fields.name' });
/** Tags at /tags, written and listed, each answer's context saying whether a search answered it. */
const watching = (seen: boolean[]) => ({ context: (_body: unknown, { searched }: { searched?: boolean }) => (seen.push(searched === true), true) });
const tagsWatched = (seen: boolean[] = []) =>
  collection(tags, { dialect, downstream: { id: 'tags', name: 'Tags' }, what: 'tag', fields: tagFields, path: '/tags', listAt: 'data', readQuery: { fields: 'name' }, filters: { name: 'name' }, ...watching(seen), list: true, add: true, passThrough: false });
const binding = tagsWatched();
const list = (filter: Record<string, unknown>, limit = 300): ListParams => ({ limit, state: undefined, filter, sort: undefined, parents: {} });

describe('collection: a dialect that searches filtered lists', () => {
  it('sends a filtered list as the search, in pages of the search, and a plain one as the GET', async () => {
    const { ctx, calls } = scriptedPlatform(() => ({ data: [{ id: '1', fields: { name: 'a' } }], next: null }));
    await binding.implementation.list!.run(ctx, list({ name: 'a' }));
    await binding.implementation.list!.run(ctx, list({}));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /tags/search', 'GET /tags']);
    expect(calls[0]?.json).toEqual({ where: ['name=a'], fields: 'name', limit: 200 });
    expect(calls[0]?.query).toBeUndefined();
    expect(calls[1]?.query).toEqual({ fields: 'name', limit: 100 });
  });

  it('tells the answer\'s context whether it is a search\'s', async () => {
    const seen: boolean[] = [];
    const watched = tagsWatched(seen);
    const { ctx } = scriptedPlatform(() => ({ data: [], next: null }));
    await watched.implementation.list!.run(ctx, list({ name: 'a' }));
    await watched.implementation.list!.run(ctx, list({}));
    expect(seen).toEqual([true, false]);
  });

  it('refuses a custom-mapped value outside where the dialect writes them, before any call, and takes no pass_through', async () => {
    const { ctx, calls } = scriptedPlatform(() => ({ id: '9' }));
    const write = (path: string[]) => binding.implementation.add!(ctx, { record: { name: 'x' }, parents: {}, customValues: [{ key: 'k', path, value: 'v' }] });
    await expect(write(['other', 'k'])).rejects.toMatchObject({ typeName: 'RequestValidationError', detail: { 'custom_mappings.k': "not in the record's fields" } });
    expect(calls).toHaveLength(0);
    await write(['fields', 'k']);
    expect(calls[0]?.json).toEqual({ fields: { name: 'x', k: 'v' } });
    expect(binding.implementation.passThrough).toEqual({});
  });
});
