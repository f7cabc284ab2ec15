/**
 * What every BambooHR resource shares: employee and request ids are whole
 * numbers, every 404 to a record's path means no such record (BambooHR's
 * 404s carry no body to tell otherwise), and filters are a list's
 * parameters with a sort of `field` or `-field`. Only the employee list
 * pages (by cursor: `page[limit]` up to 2,500, `page[after]` / `page[before]`
 * from `meta.page.nextCursor` / `prevCursor`); the other lists answer whole.
 */
import { cursorPaging } from '../framework/paging/index.js';
import type { Dialect, Query } from '../kit/index.js';

/** A filter: the platform parameters it becomes (none where only the records can say). */
export interface BambooHRFilter {
  query?: (value: string) => Query;
}

export const BAMBOOHR_MAX_PAGE_SIZE = 2500;

export const employeePaging = cursorPaging({
  size: 'page[limit]',
  max: BAMBOOHR_MAX_PAGE_SIZE,
  next: { param: 'page[after]', at: 'meta.page.nextCursor' },
  previous: { param: 'page[before]', at: 'meta.page.prevCursor' },
});

export const bamboohrDialect: Dialect<BambooHRFilter> = {
  platform: 'BambooHR',
  id: /^[1-9][0-9]{0,9}$/,
  query({ filters, sort }) {
    const query: Query = {};
    for (const { spec, value } of filters) Object.assign(query, spec.query?.(String(value)));
    if (sort) query.sort = `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
    return query;
  },
};
