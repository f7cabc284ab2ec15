/**
 * A whole QuickBooks list read with the query language, for what must see
 * every record outside a collection (the account codes reports leave out,
 * the tax rates tax codes name). QuickBooks answers at most 1000 records a
 * statement
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries),
 * so one statement would silently miss the rest of a larger company's list:
 * the statement is run page after page, STARTPOSITION advancing by
 * MAXRESULTS, until a page comes back shorter than asked. A list that fits
 * in one page is one call, as before; QuickBooks says nothing of what
 * follows a page, so a list of exactly 1000 costs one empty call more.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { qbo, type Json } from './api.js';
import { MAX_RESULTS } from './query.js';

/**
 * Pages read at most: 50 000 records, far past any chart of accounts or
 * list of tax rates, and a tenth of the realm's 500 requests a minute. A
 * longer list is a failure, never an answer built from part of it.
 */
export const MAX_PAGES = 50;

/** The statement of one page: the position of its first record (from 1) and its size. */
export type PageStatement = (start: number, size: number) => string;

/** One statement's records (an empty QueryResponse is no records). */
async function page(ctx: ConnectorContext, entity: string, text: string): Promise<Json[]> {
  const body = await qbo<{ QueryResponse?: Json }>(ctx, { method: 'GET', path: '/query', query: { query: text } });
  const records = body.QueryResponse?.[entity];
  return Array.isArray(records) ? (records as Json[]) : [];
}

/** Every record the statement selects, page after page. */
export async function selectAll(ctx: ConnectorContext, entity: string, statementOf: PageStatement): Promise<Json[]> {
  const records: Json[] = [];
  for (let index = 0; index < MAX_PAGES; index++) {
    const found = await page(ctx, entity, statementOf(1 + index * MAX_RESULTS, MAX_RESULTS));
    records.push(...found);
    if (found.length < MAX_RESULTS) return records;
  }
  throw new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `QuickBooks has more ${entity} records than the ${MAX_PAGES * MAX_RESULTS} the connector reads (${MAX_PAGES} queries of ${MAX_RESULTS})`,
    detail: { entity, pages: MAX_PAGES, page_size: MAX_RESULTS },
  });
}
