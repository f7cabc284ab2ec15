/**
 * Sales receipts ← Xero's bank transactions of type RECEIVE (bank-transaction-endpoint.ts).
 *
 *   BankTransactionID → id · Contact ↔ customer · Date ↔ transaction_date
 *   BankAccount ↔ account · Reference ↔ reference, number · CurrencyCode, CurrencyRate ↔
 *   currency, currency_rate · LineAmountTypes ↔ tax_inclusive · SubTotal, TotalTax, Total →
 *   sub_total, total_tax, total_amount · LineItems ↔ line_items · UpdatedDateUTC → updated_at
 *
 * Xero computes the total from the lines: a write sends line_items to set it.
 * Filters: updated_since (If-Modified-Since), customer_id; sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { SalesReceipt as SalesReceiptModel, salesReceipts } from '../../unified/accounting/sales-receipts.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { bankTransactionEndpoint, type XeroBankTransaction } from './bank-transaction-endpoint.js';
import { lineAmountTypesOf, taxInclusive } from './documents.js';
import { fromXeroLine, toXeroLine, type UnifiedLine } from './line-items.js';
import { isoInstant, minor, text, xeroDay } from './values.js';
import { equalsGuid, modifiedSince } from './where.js';

type SalesReceipt = Static<typeof SalesReceiptModel>;

const currency = (receipt: XeroBankTransaction) => receipt.CurrencyCode ?? null;

export const fromXeroReceipt = mapFields<XeroBankTransaction, SalesReceipt>({
  id: (receipt) => receipt.BankTransactionID,
  number: (receipt) => text(receipt.Reference),
  customer: (receipt) => (receipt.Contact?.ContactID ? { id: receipt.Contact.ContactID, display_name: receipt.Contact.Name ?? null, ...(receipt.Contact.Name ? { name: receipt.Contact.Name } : {}) } : null),
  transaction_date: (receipt) => isoInstant(receipt.Date),
  account: (receipt) => (receipt.BankAccount?.AccountID ? { id: receipt.BankAccount.AccountID, code: receipt.BankAccount.Code ?? null, name: receipt.BankAccount.Name ?? null } : null),
  reference: (receipt) => text(receipt.Reference),
  currency: (receipt) => (currency(receipt) as SalesReceipt['currency']) ?? null,
  currency_rate: (receipt) => receipt.CurrencyRate ?? null,
  tax_inclusive: (receipt) => taxInclusive(receipt.LineAmountTypes),
  sub_total: (receipt) => minor(receipt.SubTotal, currency(receipt)),
  total_tax: (receipt) => minor(receipt.TotalTax, currency(receipt)),
  total_amount: (receipt) => minor(receipt.Total, currency(receipt)) ?? 0,
  line_items: (receipt) => (receipt.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(receipt), { item: 'sales_item', account: 'other' })) as SalesReceipt['line_items'],
  updated_at: (receipt) => isoInstant(receipt.UpdatedDateUTC),
});

function toXeroReceipt(record: Partial<SalesReceipt>, code: string, current?: XeroBankTransaction): Partial<XeroBankTransaction> {
  const out: Partial<XeroBankTransaction> = {};
  if (record.customer?.id) out.Contact = { ContactID: record.customer.id };
  const date = xeroDay(record.transaction_date);
  if (date) out.Date = date;
  if (record.account?.id) out.BankAccount = { AccountID: record.account.id };
  else if (record.account?.code) out.BankAccount = { Code: record.account.code };
  const reference = record.reference ?? record.number;
  if (reference != null) out.Reference = reference;
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, code));
  else if (record.total_amount != null && record.total_amount !== minor(current?.Total, code)) {
    // Xero computes a receipt's total from its lines, each on a revenue account the total alone cannot name.
    throw new ApiError('RequestValidationError', {
      message: 'Xero computes a sales receipt\'s total from its line items: send line_items to set or change it',
      detail: { line_items: 'required to set total_amount' },
    });
  }
  return out;
}

export const xeroSalesReceipts = implement(salesReceipts, {
  downstream: { id: 'BankTransactions', name: 'BankTransactions (RECEIVE)' },
  mapper: fromXeroReceipt,
  ...bankTransactionEndpoint<SalesReceipt>({
    type: 'RECEIVE',
    noun: 'sales receipt',
    map: fromXeroReceipt,
    write: toXeroReceipt,
    currencyOf: (record) => record.currency,
    filters: ['updated_since', 'customer_id'],
    sort: { updated_at: 'UpdatedDateUTC' },
    query: ({ filter }) => ({
      where: [filter.customer_id !== undefined ? equalsGuid('Contact.ContactID', filter.customer_id, 'customer_id') : undefined],
      modifiedSince: modifiedSince(filter.updated_since),
    }),
  }),
});
