/**
 * What every QuickBooks collection shares (api.ts is the call itself):
 *
 * - ids are whole numbers (anything else is not found without a call), and
 *   a missing record is "Object Not Found", a 400 with code 610;
 * - lists are one statement of the query language,
 *   `GET /query?query=SELECT * FROM X WHERE … ORDERBY … STARTPOSITION n MAXRESULTS m`
 *   (https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries).
 *   A collection names its parts as parameters of `/query` (`from`, fixed
 *   `where` conditions, `active`), its filters add conditions (`filter`) and
 *   the sort `orderby`, paging adds the positions; `call` joins them into the
 *   statement QuickBooks takes. Conditions are only joined with AND (the
 *   language has no OR); without a sort the order is Id, so pages stay stable.
 * - paging counts from 1 and asks for one record more than the page, so the
 *   last page is known without an extra empty call.
 * - a name list (customers, accounts, items…) answers active names only
 *   unless the query names Active: `active` is all, true or false.
 */
import type { Dialect, Query } from '../kit/index.js';
import { offsetPaging } from '../framework/paging/offset.js';
import { isObjectNotFound, quickbooksCall } from './api.js';
import { MAX_RESULTS, statement, whereIn, where as condition, type Condition } from './query.js';

/** A filter: the part of the statement its value becomes (a condition, or which names by Active). */
export type QuickBooksFilter = (value: unknown) => { where?: Condition; active?: string };

const ACTIVE: Readonly<Record<string, Condition>> = { all: whereIn('Active', [true, false]), true: condition('Active', '=', true), false: condition('Active', '=', false) };

const list = (value: unknown): readonly string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

/** The parameters of a `/query` call as the one statement QuickBooks takes. */
function asStatement(query: Query): Query {
  const { from, where, filter, active, orderby, startposition, maxresults, ...rest } = query;
  if (typeof from !== 'string') return query;
  const conditions = [...list(where), ...list(filter), ...(typeof active === 'string' && ACTIVE[active] ? [ACTIVE[active]] : [])];
  return { ...rest, query: statement(from, conditions, typeof orderby === 'string' ? orderby : 'Id', startposition as number | undefined, maxresults as number | undefined) };
}

export const quickbooksDialect: Dialect<QuickBooksFilter> = {
  platform: 'QuickBooks',
  // A read's parameters are the parts of its statement: a caller's pass_through could rewrite `from` or `where`.
  readPassThrough: false,
  id: /^\d{1,20}$/,
  notFound: isObjectNotFound,
  notFoundStatus: 400,
  paging: offsetPaging({ offset: 'startposition', size: 'maxresults', first: 1, max: MAX_RESULTS - 1, lookAhead: true }),
  query({ filters, sort }) {
    const parts = filters.map(({ spec, value }) => spec(value));
    const conditions = parts.flatMap((part) => (part.where === undefined ? [] : [part.where]));
    const active = parts.find((part) => part.active !== undefined)?.active;
    return {
      ...(conditions.length > 0 ? { filter: conditions } : {}),
      ...(active === undefined ? {} : { active }),
      ...(sort ? { orderby: `${sort.key} ${sort.direction === 'desc' ? 'DESC' : 'ASC'}` } : {}),
    };
  },
  call: (ctx, request) => quickbooksCall(ctx, request.path === '/query' && request.query ? { ...request, query: asStatement(request.query) } : request),
};
