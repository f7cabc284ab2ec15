/**
 * Quotes on Xero's /Quotes (quote-fields.ts maps them). Xero wants a
 * quote's contact and date on every update, so the connector sends the
 * current ones when the update leaves them out, and today's date on a new
 * quote without one. A delete sets Status DELETED (a deleted quote is 404).
 * The list pages 100 at a time and takes no page size (handed out in
 * slices of `limit`: quote-paging.ts), and filters by QuoteNumber and
 * ContactID (no `where`): filters number, customer_id and updated_since
 * (If-Modified-Since).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { quotes } from '../../unified/accounting/quotes.js';
import { collection } from '../kit/index.js';
import { GUID } from './guid.js';
import { undeleted, where, xeroRecords } from './dialect.js';
import { fieldsIn, withLines } from './documents.js';
import { quoteFields, type XeroQuote } from './quote-fields.js';
import { quotePaging, quotesInSlices } from './quote-paging.js';
import { isoDay } from './values.js';

const QUOTES = xeroRecords('Quotes', 'QuoteID');

/** Xero refuses a quote update without its contact and date: the current ones go along. */
const withRequired = (current: XeroQuote, fields: Record<string, unknown>) => QUOTES.wrap({ Contact: { ContactID: current.Contact?.ContactID }, Date: isoDay(current.Date) ?? undefined, ...fields });

export const xeroQuotes = collection(quotes, {
  ...QUOTES,
  what: 'quote',
  fields: quoteFields,
  only: (quote: XeroQuote) => undeleted(quote),
  filters: {
    updated_since: where.modified,
    number: (number) => ({ query: { QuoteNumber: String(number) } }),
    customer_id(id) {
      if (!GUID.test(String(id))) throw new ApiError('RequestValidationError', { message: 'filter[customer_id] must be an id of the platform (a GUID)', detail: { 'filter[customer_id]': 'a GUID' } });
      return { query: { ContactID: String(id) } };
    },
  },
  list: quotePaging,
  delete: { method: 'POST', body: (current: XeroQuote) => withRequired(current, { Status: 'DELETED' }) },
  hooks: {
    list: quotesInSlices,
    async beforeWrite(ctx, write) {
      const fields = fieldsIn(await withLines(ctx, write));
      if (write.operation === 'update') return withRequired(await write.current(), fields);
      // Xero needs a quote's date: today's, when the record gives none.
      return QUOTES.wrap({ Date: new Date().toISOString().slice(0, 10), ...fields });
    },
  },
});
