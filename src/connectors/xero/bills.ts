/**
 * Bills ← Xero's purchase bills (/Invoices, Type ACCPAY), with the same
 * endpoint rules as invoices (invoice-endpoint.ts).
 *
 *   InvoiceID → id · InvoiceNumber ↔ bill_number (the supplier's number; not unique)
 *   Contact ↔ supplier · Date ↔ bill_date · DueDate ↔ due_date
 *   FullyPaidOnDate → paid_date · Status ↔ status (Xero keeps a Reference on sales invoices only)
 *   CurrencyCode, CurrencyRate ↔ currency, currency_rate
 *   LineAmountTypes ↔ tax_inclusive · SubTotal, TotalTax, Total, AmountDue →
 *   sub_total, total_tax, total, balance · LineItems ↔ line_items
 *   Payments → payment_allocations · Url ↔ source_document_url
 *   UpdatedDateUTC → updated_at
 *
 * Filters: updated_since (If-Modified-Since), billed_since and due_since
 * (where Date / DueDate >= …), status (paid, unpaid, partially_paid from
 * Status, AmountPaid and AmountCredited). Sort: updated_at, id.
 */
import type { Static } from 'typebox';
import { Bill as BillModel, bills } from '../../unified/accounting/bills.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { invoiceEndpoint, type XeroInvoice } from './invoice-endpoint.js';
import { lineAmountTypesOf, taxInclusive } from './invoices.js';
import { fromXeroLine, toXeroLine, type UnifiedLine } from './line-items.js';
import { billStatus, billStatusClause, xeroStatusOf } from './statuses.js';
import { isoDay, isoInstant, minor, text, xeroDay } from './values.js';
import { modifiedSince, onOrAfter } from './where.js';

type Bill = Static<typeof BillModel>;

const currency = (bill: XeroInvoice) => bill.CurrencyCode ?? null;

export const fromXeroBill = mapFields<XeroInvoice, Bill>({
  id: (bill) => bill.InvoiceID,
  bill_number: (bill) => text(bill.InvoiceNumber),
  supplier: (bill) => (bill.Contact?.ContactID ? { id: bill.Contact.ContactID, display_name: bill.Contact.Name ?? null } : null),
  bill_date: (bill) => isoDay(bill.Date),
  due_date: (bill) => isoDay(bill.DueDate),
  paid_date: (bill) => isoDay(bill.FullyPaidOnDate),
  status: (bill) => billStatus(bill),
  currency: (bill) => (currency(bill) as Bill['currency']) ?? null,
  currency_rate: (bill) => bill.CurrencyRate ?? null,
  tax_inclusive: (bill) => taxInclusive(bill.LineAmountTypes),
  sub_total: (bill) => minor(bill.SubTotal, currency(bill)),
  total_tax: (bill) => minor(bill.TotalTax, currency(bill)),
  total: (bill) => minor(bill.Total, currency(bill)),
  balance: (bill) => minor(bill.AmountDue, currency(bill)),
  line_items: (bill) => (bill.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(bill), { item: 'expense_item', account: 'expense_account' })) as Bill['line_items'],
  payment_allocations: (bill) => (bill.Payments ?? []).map((payment) => ({ id: payment.PaymentID ?? '', allocated_amount: minor(payment.Amount, currency(bill)), date: isoInstant(payment.Date) })),
  source_document_url: (bill) => text(bill.Url),
  updated_at: (bill) => isoInstant(bill.UpdatedDateUTC),
});

function toXeroBill(record: Partial<Bill>, currencyCode: string): Partial<XeroInvoice> {
  const out: Partial<XeroInvoice> = {};
  if (record.supplier?.id) out.Contact = { ContactID: record.supplier.id };
  if (record.bill_number != null) out.InvoiceNumber = record.bill_number;
  const date = xeroDay(record.bill_date);
  if (date) out.Date = date;
  const due = xeroDay(record.due_date);
  if (due) out.DueDate = due;
  const status = xeroStatusOf(record.status);
  if (status) out.Status = status;
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, currencyCode));
  if (record.source_document_url != null) out.Url = record.source_document_url;
  return out;
}

const endpoint = invoiceEndpoint<Bill>({
  type: 'ACCPAY',
  noun: 'bill',
  map: fromXeroBill,
  write: toXeroBill,
  currencyOf: (record) => record.currency,
  idempotentUpdates: false,
  filters: ['updated_since', 'billed_since', 'due_since', 'status'],
  sort: { updated_at: 'UpdatedDateUTC', id: 'InvoiceID' },
  query: ({ filter }) => ({
    where: [
      filter.billed_since !== undefined ? onOrAfter('Date', filter.billed_since, 'billed_since') : undefined,
      filter.due_since !== undefined ? onOrAfter('DueDate', filter.due_since, 'due_since') : undefined,
      typeof filter.status === 'string' ? billStatusClause(filter.status) : undefined,
    ],
    modifiedSince: modifiedSince(filter.updated_since),
  }),
});

export const xeroBills = implement(bills, {
  downstream: { id: 'Invoices', name: 'Invoices (ACCPAY)' },
  mapper: fromXeroBill,
  ...endpoint,
});
