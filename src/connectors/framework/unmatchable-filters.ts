/**
 * Exact-match filters on a field the platform never sets: SPEC.md's
 * `filter[sourceid]` on journal entries where the platform's manual journals
 * have no source document, `filter[subsidiaryid]` on a platform without
 * subsidiaries. No record can match, so the list answers an empty page
 * without a call, which is the true answer, rather than refusing a filter
 * SPEC.md says exists.
 */
import type { ListPage, ResourceImplementation } from './define.js';

type List<T> = NonNullable<ResourceImplementation<T>['list']>;

export function withUnmatchableFilters<T>(list: List<T>, names: readonly string[]): List<T> {
  return {
    ...list,
    filters: [...(list.filters ?? []), ...names],
    run(ctx, params): Promise<ListPage<T>> {
      if (names.some((name) => params.filter[name] !== undefined)) return Promise.resolve({ items: [], next: null });
      return list.run(ctx, params);
    },
  };
}
