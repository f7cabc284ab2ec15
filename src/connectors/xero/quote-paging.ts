/**
 * Xero's quotes list pages 100 quotes at a time by page number and takes no
 * page size: the list reads Xero's pages and hands them out in slices of the
 * client's `limit` (the kit's pageInSlices).
 */
import type { quotes } from '../../unified/accounting/quotes.js';
import type { ModelOf } from '../../unified/define.js';
import { pageNumberPaging } from '../framework/paging/page-number.js';
import { pageInSlices, type CollectionHooks } from '../kit/index.js';
import type { XeroQuote } from './quote-fields.js';

const PAGE = 100;

/** The list's paging: Xero's page numbers, from 1, 100 quotes a page. */
export const quotePaging = { paging: pageNumberPaging({ page: 'page', max: PAGE, first: 1 }) };

/** The list hook: Xero's pages handed out in slices of `limit`. */
export const quotesInSlices: NonNullable<CollectionHooks<ModelOf<typeof quotes>, XeroQuote>['list']> = (_ctx, params, read) => pageInSlices(params, { size: PAGE, first: 1 }, async (page) => {
  const { items, next } = await read({ ...params, state: { page, size: PAGE } });
  return { items, more: next !== null };
});
