/**
 * Quotes ← Xero's quotes (/Quotes).
 *
 *   QuoteID → id · QuoteNumber ↔ number · Contact ↔ customer · Date ↔ quote_date
 *   ExpiryDate ↔ expiry_date · Terms ↔ terms · Reference ↔ reference · Summary ↔ customer_memo
 *   Status ↔ status (DRAFT, SENT, ACCEPTED ↔ draft, sent, accepted; DECLINED ↔ rejected;
 *   INVOICED ↔ converted) · CurrencyCode, CurrencyRate ↔ currency, currency_rate
 *   LineAmountTypes (EXCLUSIVE/INCLUSIVE on quotes) ↔ tax_inclusive · SubTotal, TotalTax, TotalDiscount, Total →
 *   sub_total, total_tax, discount_amount, total · LineItems ↔ line_items
 *   BrandingThemeID ↔ template_id · UpdatedDateUTC → updated_at
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { Quote as QuoteModel } from '../../unified/accounting/quotes.js';
import { fieldTable } from '../kit/index.js';
import { computed, dayAt, instantAt, moneyAt, numberAt, textAt } from './field-rules.js';
import { fromXeroLine, type XeroLineItem } from './line-items.js';

type Quote = Static<typeof QuoteModel>;

export interface XeroQuote {
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

function xeroStatus(status: string): string {
  const mapped = XERO_STATUSES[status];
  if (!mapped) throw new ApiError('RequestValidationError', { message: 'Xero\'s quotes are draft, sent, accepted, rejected or converted', detail: { status: 'one of draft, sent, accepted, rejected, converted' } });
  return mapped;
}

export const quoteFields = fieldTable<Quote, XeroQuote>({
  id: { at: 'QuoteID', write: false },
  number: textAt('QuoteNumber'),
  customer: {
    read: ({ Contact: contact }) => (contact?.ContactID ? { id: contact.ContactID, display_name: contact.Name ?? null, ...(contact.Name ? { name: contact.Name } : {}) } : null),
    write: (customer) => (customer?.id ? { Contact: { ContactID: customer.id } } : {}),
  },
  quote_date: dayAt('Date'),
  expiry_date: dayAt('ExpiryDate'),
  terms: textAt('Terms'),
  reference: textAt('Reference'),
  customer_memo: textAt('Summary'),
  status: { read: (quote) => STATUSES[quote.Status ?? ''] ?? null, write: (status) => (status ? { Status: xeroStatus(status) } : {}) },
  currency: { read: (quote) => (currency(quote) as Quote['currency']) ?? null, write: (code) => (code ? { CurrencyCode: code } : {}) },
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: {
    read: (quote) => (quote.LineAmountTypes === 'INCLUSIVE' ? true : quote.LineAmountTypes === 'EXCLUSIVE' ? false : null),
    write: (inclusive) => (inclusive == null ? {} : { LineAmountTypes: inclusive ? 'INCLUSIVE' : 'EXCLUSIVE' }),
  },
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  discount_amount: moneyAt('TotalDiscount'),
  total: moneyAt('Total'),
  line_items: { read: (quote) => (quote.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(quote), { item: 'sales_item', account: 'service' })) as Quote['line_items'], ...computed },
  template_id: textAt('BrandingThemeID'),
  updated_at: instantAt('UpdatedDateUTC'),
});
