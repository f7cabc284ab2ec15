/**
 * What every Square resource shares: Square's ids (any other id is not found
 * without a call), a 404 whose errors say NOT_FOUND is a missing record,
 * `cursor`/`limit` paging (the next page's token in the answer's `cursor`),
 * and JSON bodies.
 */
import { cursorPaging } from '../framework/paging/cursor.js';
import type { Dialect } from '../kit/index.js';
import { hasCode, SQUARE_ID } from './api.js';

/** Square's `cursor` in, `cursor` out; page sizes differ by endpoint, 100 is the smallest maximum of those used. */
export const squarePaging = cursorPaging({ size: 'limit', max: 100, next: { param: 'cursor', at: 'cursor' } });

export const squareDialect: Dialect = {
  platform: 'Square',
  id: SQUARE_ID,
  notFound: (body) => hasCode(body, 'NOT_FOUND'),
  paging: squarePaging,
};
