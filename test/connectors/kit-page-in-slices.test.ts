/**
 * The kit's paging of platform pages of a size the platform chooses:
 * handed out in slices of the limit asked for, to the end and back, with a
 * cursor of another shape refused.
 */
import { describe, expect, it } from 'vitest';
import type { ListParams } from '../../src/connectors/framework/define.js';
import { pageInSlices } from '../../src/connectors/kit/index.js';

// Pages of four from 1: 10 records, so pages [0-3], [4-7], [8-9].
const records = Array.from({ length: 10 }, (_, index) => index);
const readPage = async (page: number) => ({ items: records.slice((page - 1) * 4, page * 4), more: page * 4 < records.length });
const params = (limit: number, state?: ListParams['state']): ListParams => ({ limit, state, filter: {}, sort: undefined, parents: {} });

describe('pageInSlices', () => {
  it('hands out every record once, in slices of the limit, across platform pages', async () => {
    for (const limit of [1, 3, 4, 100]) {
      const seen: number[] = [];
      let state: ListParams['state'];
      for (let calls = 0; calls < 20; calls++) {
        const page = await pageInSlices(params(limit, state), { size: 4, first: 1 }, readPage);
        seen.push(...page.items);
        if (page.next === null) break;
        state = page.next;
      }
      expect(seen, `limit=${limit}`).toEqual(records);
    }
  });

  it('goes back within a page and to the previous one', async () => {
    const second = await pageInSlices(params(3, { page: 2, skip: 3 }), { size: 4, first: 1 }, readPage);
    expect(second.items).toEqual([7]);
    expect(second.previous).toEqual({ page: 2, skip: 0 });
    expect((await pageInSlices(params(3, { page: 2, skip: 0 }), { size: 4, first: 1 }, readPage)).previous).toEqual({ page: 1, skip: 1 });
  });

  it('refuses a cursor of another shape', async () => {
    await expect(pageInSlices(params(3, { offset: 2 }), { size: 4, first: 1 }, readPage)).rejects.toMatchObject({ typeName: 'InvalidCursorError' });
  });
});
