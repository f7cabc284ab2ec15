/** Quotes ← Xero's quotes (/Quotes). */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { Quote as QuoteModel } from '../../unified/accounting/quotes.js';
import { fieldTable } from '../kit/index.js';
import { contactOf, currencyCode, dayAt, instantAt, linesAt, moneyAt, numberAt, textAt } from './field-rules.js';
import type { XeroDocument } from './documents.js';

type Quote = Static<typeof QuoteModel>;

export interface XeroQuote extends Omit<XeroDocument, 'LineAmountTypes'> {
  QuoteID: string;
  QuoteNumber?: string;
  ExpiryDate?: string;
  Terms?: string;
  Summary?: string;
  Title?: string;
  /** In capitals on quotes (QuoteLineAmountTypes). */
  LineAmountTypes?: 'EXCLUSIVE' | 'INCLUSIVE' | 'NOTAX';
  TotalDiscount?: number;
  BrandingThemeID?: string;
}

const STATUSES: Readonly<Record<string, Quote['status']>> = { DRAFT: 'draft', SENT: 'sent', ACCEPTED: 'accepted', DECLINED: 'rejected', INVOICED: 'converted', DELETED: 'deleted' };
const XERO_STATUSES: Readonly<Record<string, string>> = { draft: 'DRAFT', sent: 'SENT', accepted: 'ACCEPTED', rejected: 'DECLINED', converted: 'INVOICED', deleted: 'DELETED' };
function xeroStatus(status: string): string {
  const mapped = XERO_STATUSES[status];
  if (!mapped) throw new ApiError('RequestValidationError', { message: 'Xero\'s quotes are draft, sent, accepted, rejected or converted', detail: { status: 'one of draft, sent, accepted, rejected, converted' } });
  return mapped;
}

export const quoteFields = fieldTable<Quote, XeroQuote>({
  id: { at: 'QuoteID', write: false },
  number: textAt('QuoteNumber'),
  customer: contactOf({ name: true }),
  quote_date: dayAt('Date'),
  expiry_date: dayAt('ExpiryDate'),
  terms: textAt('Terms'),
  reference: textAt('Reference'),
  customer_memo: textAt('Summary'),
  status: { read: (quote) => STATUSES[quote.Status ?? ''] ?? null, write: (status) => (status ? { Status: xeroStatus(status) } : {}) },
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: {
    read: (quote) => (quote.LineAmountTypes === 'INCLUSIVE' ? true : quote.LineAmountTypes === 'EXCLUSIVE' ? false : null),
    write: (inclusive) => (inclusive == null ? {} : { LineAmountTypes: inclusive ? 'INCLUSIVE' : 'EXCLUSIVE' }),
  },
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  discount_amount: moneyAt('TotalDiscount'),
  total: moneyAt('Total'),
  line_items: linesAt({ item: 'sales_item', account: 'service' }),
  template_id: textAt('BrandingThemeID'),
  updated_at: instantAt('UpdatedDateUTC'),
});
