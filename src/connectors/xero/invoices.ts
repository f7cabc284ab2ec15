/**
 * Invoices ← Xero's sales invoices (/Invoices, Type ACCREC).
 *
 *   InvoiceID → id · InvoiceNumber ↔ number · Contact ↔ customer
 *   Date ↔ invoice_date · DueDate ↔ due_date · Reference ↔ reference
 *   Status ↔ status (statuses.ts) · SentToContact ↔ invoice_sent
 *   CurrencyCode ↔ currency · CurrencyRate ↔ currency_rate
 *   LineAmountTypes ↔ tax_inclusive (Inclusive/Exclusive; NoTax → null)
 *   SubTotal, TotalTax, Total, TotalDiscount, AmountDue → sub_total, total_tax,
 *   total, discount_amount, balance (minor units) · LineItems ↔ line_items
 *   Payments → payment_allocations · Url ↔ source_document_url
 *   BrandingThemeID ↔ template_id · UpdatedDateUTC → updated_at
 *
 * Xero keeps no creation time (created_at, filter[created_since] and sort by
 * created_at are not offered) and no invoice-level discount, tracking,
 * addresses or terms. Filters: number, customer_id (where clauses),
 * updated_since (If-Modified-Since); sort: updated_at, id.
 */
import type { Static } from 'typebox';
import { Invoice as InvoiceModel, invoices } from '../../unified/accounting/invoices.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { invoiceEndpoint, type XeroInvoice } from './invoice-endpoint.js';
import { fromXeroLine, toXeroLine, type UnifiedLine } from './line-items.js';
import { invoiceStatus, xeroStatusOf } from './statuses.js';
import { isoDay, isoInstant, minor, text, xeroDay } from './values.js';
import { equals, equalsGuid, modifiedSince } from './where.js';
import { xeroEvents } from './webhook-events.js';

type Invoice = Static<typeof InvoiceModel>;

const currency = (invoice: XeroInvoice) => invoice.CurrencyCode ?? null;

export function taxInclusive(lineAmountTypes: string | undefined): boolean | null {
  return lineAmountTypes === 'Inclusive' ? true : lineAmountTypes === 'Exclusive' ? false : null;
}

/** What a written document says of its amounts' tax. */
interface WrittenAmounts {
  tax_inclusive?: boolean | null;
  total_amount?: number | null;
  line_items?: ReadonlyArray<{ total_amount?: number | null } | null> | null;
}

/**
 * Xero's LineAmountTypes of a written document: its tax_inclusive, else
 * Inclusive when the lines' amounts add up to the document's total (the
 * total then holds whatever tax they bear), else Xero's default.
 */
export function lineAmountTypesOf(record: WrittenAmounts): 'Inclusive' | 'Exclusive' | undefined {
  if (record.tax_inclusive === true) return 'Inclusive';
  if (record.tax_inclusive === false) return 'Exclusive';
  const lines = record.line_items ?? [];
  if (record.total_amount == null || lines.length === 0 || lines.some((line) => line?.total_amount == null)) return undefined;
  return lines.reduce((sum, line) => sum + line!.total_amount!, 0) === record.total_amount ? 'Inclusive' : undefined;
}

export const fromXeroInvoice = mapFields<XeroInvoice, Invoice>({
  id: (invoice) => invoice.InvoiceID,
  number: (invoice) => text(invoice.InvoiceNumber),
  type: () => 'standard',
  customer: (invoice) => (invoice.Contact?.ContactID ? { id: invoice.Contact.ContactID, display_name: invoice.Contact.Name ?? null, ...(invoice.Contact.Name ? { name: invoice.Contact.Name } : {}), ...(invoice.Contact.EmailAddress ? { email: invoice.Contact.EmailAddress } : {}) } : null),
  invoice_date: (invoice) => isoDay(invoice.Date),
  due_date: (invoice) => isoDay(invoice.DueDate),
  reference: (invoice) => text(invoice.Reference),
  status: (invoice) => invoiceStatus(invoice),
  invoice_sent: (invoice) => invoice.SentToContact === true,
  currency: (invoice) => (currency(invoice) as Invoice['currency']) ?? null,
  currency_rate: (invoice) => invoice.CurrencyRate ?? null,
  tax_inclusive: (invoice) => taxInclusive(invoice.LineAmountTypes),
  sub_total: (invoice) => minor(invoice.SubTotal, currency(invoice)),
  total_tax: (invoice) => minor(invoice.TotalTax, currency(invoice)),
  discount_amount: (invoice) => minor(invoice.TotalDiscount, currency(invoice)),
  total: (invoice) => minor(invoice.Total, currency(invoice)),
  balance: (invoice) => minor(invoice.AmountDue, currency(invoice)),
  line_items: (invoice) => (invoice.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(invoice), { item: 'sales_item', account: 'service' })) as Invoice['line_items'],
  template_id: (invoice) => text(invoice.BrandingThemeID),
  source_document_url: (invoice) => text(invoice.Url),
  payment_allocations: (invoice) => (invoice.Payments ?? []).map((payment) => ({ id: payment.PaymentID ?? '', allocated_amount: minor(payment.Amount, currency(invoice)), date: isoInstant(payment.Date) })),
  updated_at: (invoice) => isoInstant(invoice.UpdatedDateUTC),
});

function toXeroInvoice(record: Partial<Invoice>, currencyCode: string): Partial<XeroInvoice> {
  const out: Partial<XeroInvoice> = {};
  if (record.customer?.id) out.Contact = { ContactID: record.customer.id };
  if (record.number != null) out.InvoiceNumber = record.number;
  const date = xeroDay(record.invoice_date);
  if (date) out.Date = date;
  const due = xeroDay(record.due_date);
  if (due) out.DueDate = due;
  if (record.reference != null) out.Reference = record.reference;
  const status = xeroStatusOf(record.status);
  if (status) out.Status = status;
  if (record.invoice_sent != null) out.SentToContact = record.invoice_sent;
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, currencyCode));
  if (record.template_id != null) out.BrandingThemeID = record.template_id;
  if (record.source_document_url != null) out.Url = record.source_document_url;
  return out;
}

const endpoint = invoiceEndpoint<Invoice>({
  type: 'ACCREC',
  noun: 'invoice',
  map: fromXeroInvoice,
  write: toXeroInvoice,
  currencyOf: (record) => record.currency,
  idempotentUpdates: true,
  filters: ['updated_since', 'number', 'customer_id'],
  sort: { updated_at: 'UpdatedDateUTC', id: 'InvoiceID' },
  query: ({ filter }) => ({
    where: [
      filter.number !== undefined ? equals('InvoiceNumber', filter.number) : undefined,
      filter.customer_id !== undefined ? equalsGuid('Contact.ContactID', filter.customer_id, 'customer_id') : undefined,
    ],
    modifiedSince: modifiedSince(filter.updated_since),
  }),
});

export const xeroInvoices = implement(invoices, {
  downstream: { id: 'Invoices', name: 'Invoices (ACCREC)' },
  mapper: fromXeroInvoice,
  ...endpoint,
  events: xeroEvents('INVOICE'),
});
