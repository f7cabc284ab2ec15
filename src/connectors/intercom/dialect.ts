/**
 * What every Intercom resource shares: ids are 24 hex digits (anything else
 * never reaches Intercom), a 404 whose error list says `not_found` is a
 * missing record (any other 404 is a failure), and lists page by cursor:
 * `per_page` up to 150, the next page's token at `pages.next.starting_after`
 * (Intercom cannot page backwards).
 */
import { cursorPaging } from '../framework/paging/index.js';
import type { Dialect } from '../kit/index.js';
import { isNotFound } from './error-message.js';

/** Intercom contact ids. */
export const CONTACT_ID = /^[0-9a-f]{24}$/;

export const intercomDialect: Dialect = {
  platform: 'Intercom',
  id: CONTACT_ID,
  notFound: isNotFound,
  paging: cursorPaging({ size: 'per_page', max: 150, next: { param: 'starting_after', at: 'pages.next.starting_after' } }),
};
