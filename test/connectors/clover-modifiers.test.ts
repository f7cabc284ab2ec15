/**
 * Clover's modifiers across groups (modifiers.ts, on the kit's everyRecord
 * and Clover's offset paging) against a scripted platform: the groups are
 * read with `expand=modifiers` a thousand at a time until a short page, and
 * a merchant whose groups never end fails after the bound instead of
 * answering modifiers from part of them.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { cloverModifiers } from '../../src/connectors/clover/modifiers.js';
import type { ListParams } from '../../src/connectors/framework/define.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

const MERCHANT_ID = 'MERCHANT00001';
const everyModifier: ListParams = { limit: 100, state: undefined, filter: {}, sort: undefined, parents: {} };

/** A merchant with `total` modifier groups, each holding one modifier, answering Clover's offset pages of them. */
function merchant(total: number) {
  const platform = scriptedPlatform((request) => {
    const offset = Number(request.query?.offset);
    const count = Math.max(0, Math.min(Number(request.query?.limit), total - offset));
    const groups = Array.from({ length: count }, (_, index) => {
      const group = `G${String(offset + index).padStart(12, '0')}`;
      return { id: group, modifiers: { elements: [{ id: `M${group.slice(1)}`, name: `Modifier of ${group}` }] } };
    });
    return { elements: groups };
  });
  return { ctx: { ...platform.ctx, settings: { merchant_id: MERCHANT_ID } }, calls: platform.calls };
}

describe('Clover modifiers without a group filter', () => {
  it("reads every group's modifiers with expand=modifiers, a thousand groups a page, until a short page", async () => {
    const { ctx, calls } = merchant(1500);
    const page = await cloverModifiers.implementation.list!.run(ctx, everyModifier);
    expect(page.items).toHaveLength(100);
    expect(page.items[0]).toMatchObject({ id: 'M000000000000', modifier_group_id: 'G000000000000' });
    expect(calls.map((call) => [call.path, call.query])).toEqual([0, 1000].map((offset) => [`/v3/merchants/${MERCHANT_ID}/modifier_groups`, { expand: 'modifiers', offset, limit: 1000 }]));
  });

  it('fails past its bound of group pages, never answering from part of the groups', async () => {
    const { ctx, calls } = merchant(Number.MAX_SAFE_INTEGER);
    const failure = await cloverModifiers.implementation.list!.run(ctx, everyModifier).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, message: 'Clover has more modifier groups than the 10000 the connector reads (10 pages)' });
    expect(calls).toHaveLength(10);
  });
});
