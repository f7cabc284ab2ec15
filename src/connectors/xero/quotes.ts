/**
 * Quotes ← Xero's quotes (/Quotes: GET, PUT, POST; GET and POST /Quotes/{QuoteID}).
 *
 *   QuoteID → id · QuoteNumber ↔ number · Contact ↔ customer · Date ↔ quote_date
 *   ExpiryDate ↔ expiry_date · Terms ↔ terms · Reference ↔ reference · Summary ↔ customer_memo
 *   Status ↔ status (DRAFT, SENT, ACCEPTED ↔ draft, sent, accepted; DECLINED ↔ rejected;
 *   INVOICED ↔ converted) · CurrencyCode, CurrencyRate ↔ currency, currency_rate
 *   LineAmountTypes (EXCLUSIVE/INCLUSIVE on quotes) ↔ tax_inclusive · SubTotal, TotalTax, TotalDiscount, Total →
 *   sub_total, total_tax, discount_amount, total · LineItems ↔ line_items
 *   BrandingThemeID ↔ template_id · UpdatedDateUTC → updated_at
 *
 * Xero wants a quote's contact and date on every update, so the connector
 * sends the current ones when the update leaves them out. A delete sets
 * Status DELETED (a deleted quote is 404). The list pages 100 at a time (handed out
 * in slices of `limit`, fixed-page-list.ts) and filters by QuoteNumber and ContactID (no `where`): filters number,
 * customer_id and updated_since (If-Modified-Since).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { Quote as QuoteModel, quotes } from '../../unified/accounting/quotes.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, GUID, xero, xeroOne } from './api.js';
import { fromXeroLine, toXeroLine, type UnifiedLine, type XeroLineItem } from './line-items.js';
import { fixedPageList } from './fixed-page-list.js';
import { currencyOf } from './organisation.js';
import { isoDay, isoInstant, minor, text, xeroDay } from './values.js';
import { modifiedSince } from './where.js';

type Quote = Static<typeof QuoteModel>;

interface XeroQuote {
  QuoteID: string;
  QuoteNumber?: string;
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
  Date?: string;
  ExpiryDate?: string;
  Terms?: string;
  Reference?: string;
  Summary?: string;
  Title?: string;
  Status?: string;
  CurrencyCode?: string;
  CurrencyRate?: number;
  /** In capitals on quotes (QuoteLineAmountTypes). */
  LineAmountTypes?: 'EXCLUSIVE' | 'INCLUSIVE' | 'NOTAX';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  TotalDiscount?: number;
  Total?: number;
  BrandingThemeID?: string;
  UpdatedDateUTC?: string;
}

const STATUSES: Readonly<Record<string, Quote['status']>> = { DRAFT: 'draft', SENT: 'sent', ACCEPTED: 'accepted', DECLINED: 'rejected', INVOICED: 'converted', DELETED: 'deleted' };
const XERO_STATUSES: Readonly<Record<string, string>> = { draft: 'DRAFT', sent: 'SENT', accepted: 'ACCEPTED', rejected: 'DECLINED', converted: 'INVOICED', deleted: 'DELETED' };
const currency = (quote: XeroQuote) => quote.CurrencyCode ?? null;

export const fromXeroQuote = mapFields<XeroQuote, Quote>({
  id: (quote) => quote.QuoteID,
  number: (quote) => text(quote.QuoteNumber),
  customer: (quote) => (quote.Contact?.ContactID ? { id: quote.Contact.ContactID, display_name: quote.Contact.Name ?? null, ...(quote.Contact.Name ? { name: quote.Contact.Name } : {}) } : null),
  quote_date: (quote) => isoDay(quote.Date),
  expiry_date: (quote) => isoDay(quote.ExpiryDate),
  terms: (quote) => text(quote.Terms),
  reference: (quote) => text(quote.Reference),
  customer_memo: (quote) => text(quote.Summary),
  status: (quote) => STATUSES[quote.Status ?? ''] ?? null,
  currency: (quote) => (currency(quote) as Quote['currency']) ?? null,
  currency_rate: (quote) => quote.CurrencyRate ?? null,
  tax_inclusive: (quote) => (quote.LineAmountTypes === 'INCLUSIVE' ? true : quote.LineAmountTypes === 'EXCLUSIVE' ? false : null),
  sub_total: (quote) => minor(quote.SubTotal, currency(quote)),
  total_tax: (quote) => minor(quote.TotalTax, currency(quote)),
  discount_amount: (quote) => minor(quote.TotalDiscount, currency(quote)),
  total: (quote) => minor(quote.Total, currency(quote)),
  line_items: (quote) => (quote.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(quote), { item: 'sales_item', account: 'service' })) as Quote['line_items'],
  template_id: (quote) => text(quote.BrandingThemeID),
  updated_at: (quote) => isoInstant(quote.UpdatedDateUTC),
});

function toXeroQuote(record: Partial<Quote>, code: string): Partial<XeroQuote> {
  const out: Partial<XeroQuote> = {};
  if (record.customer?.id) out.Contact = { ContactID: record.customer.id };
  if (record.number != null) out.QuoteNumber = record.number;
  const date = xeroDay(record.quote_date);
  if (date) out.Date = date;
  const expiry = xeroDay(record.expiry_date);
  if (expiry) out.ExpiryDate = expiry;
  if (record.terms != null) out.Terms = record.terms;
  if (record.reference != null) out.Reference = record.reference;
  if (record.customer_memo != null) out.Summary = record.customer_memo;
  if (record.status) {
    const status = XERO_STATUSES[record.status];
    if (!status) throw new ApiError('RequestValidationError', { message: 'Xero\'s quotes are draft, sent, accepted, rejected or converted', detail: { status: 'one of draft, sent, accepted, rejected, converted' } });
    out.Status = status;
  }
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  if (record.tax_inclusive != null) out.LineAmountTypes = record.tax_inclusive ? 'INCLUSIVE' : 'EXCLUSIVE';
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, code));
  if (record.template_id != null) out.BrandingThemeID = record.template_id;
  return out;
}

async function read(ctx: ConnectorContext, id: string): Promise<XeroQuote> {
  const quote = await xeroOne<XeroQuote>(ctx, 'Quotes', id, 'quote');
  if (quote.Status === 'DELETED') throw entityNotFound('No Xero quote has this id', { id });
  return quote;
}

const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroQuote>) =>
  ({ id: firstOf<XeroQuote>(await xero(ctx, { method, path, json: { Quotes: [fields] } }), 'Quotes').QuoteID });

/** Xero refuses a quote update without its contact and date: the current ones go along. */
const withRequired = (current: XeroQuote, fields: Partial<XeroQuote>): Partial<XeroQuote> => ({
  Contact: { ContactID: current.Contact?.ContactID },
  Date: isoDay(current.Date) ?? undefined,
  ...fields,
});

export const xeroQuotes = implement(quotes, {
  downstream: { id: 'Quotes', name: 'Quotes' },
  mapper: fromXeroQuote,
  list: fixedPageList<XeroQuote, Quote>({
    collection: 'Quotes',
    filters: ['updated_since', 'number', 'customer_id'],
    map: fromXeroQuote,
    keep: (quote) => quote.Status !== 'DELETED',
    request: ({ filter }) => {
      if (filter.customer_id !== undefined && !GUID.test(String(filter.customer_id))) {
        throw new ApiError('RequestValidationError', { message: 'filter[customer_id] must be an id of the platform (a GUID)', detail: { 'filter[customer_id]': 'a GUID' } });
      }
      return {
        query: { ...(filter.number !== undefined ? { QuoteNumber: String(filter.number) } : {}), ...(filter.customer_id !== undefined ? { ContactID: String(filter.customer_id) } : {}) },
        modifiedSince: modifiedSince(filter.updated_since),
      };
    },
  }),
  one: async (ctx, { id }) => fromXeroQuote(await read(ctx, id)),
  // Xero needs a quote's date: today's, when the record gives none.
  add: async (ctx, { record }) => save(ctx, 'Quotes', 'PUT', { Date: new Date().toISOString().slice(0, 10), ...toXeroQuote(record, await currencyOf(ctx, record.currency)) }),
  update: async (ctx, { id, record }) => {
    const current = await read(ctx, id);
    return save(ctx, `Quotes/${current.QuoteID}`, 'POST', withRequired(current, toXeroQuote(record, record.currency ?? current.CurrencyCode ?? (await currencyOf(ctx, undefined)))));
  },
  delete: async (ctx, { id }) => {
    const current = await read(ctx, id);
    return save(ctx, `Quotes/${current.QuoteID}`, 'POST', withRequired(current, { Status: 'DELETED' }));
  },
});
