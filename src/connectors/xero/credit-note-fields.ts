/**
 * Credit notes ← Xero's credit notes (/CreditNotes), customer credits
 * (ACCRECCREDIT) and supplier credits (ACCPAYCREDIT) alike. RemainingCredit
 * is both remaining_credit and balance; allocations are written after the
 * note is saved (credit-notes.ts).
 */
import type { Static } from 'typebox';
import type { CreditNote as CreditNoteModel } from '../../unified/accounting/credit-notes.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroDocument } from './documents.js';
import { computed, contactOf, currencyCode, linesAt, moneyAt, numberAt, put, textAt } from './field-rules.js';
import { xeroStatusOf } from './statuses.js';
import { isoInstant, minor, xeroDay } from './values.js';

type CreditNote = Static<typeof CreditNoteModel>;

export interface XeroCreditNote extends XeroDocument {
  CreditNoteID: string;
  CreditNoteNumber?: string;
  Type?: 'ACCRECCREDIT' | 'ACCPAYCREDIT';
  RemainingCredit?: number;
  FullyPaidOnDate?: string;
  Allocations?: Array<{ Amount?: number; Invoice?: { InvoiceID?: string; InvoiceNumber?: string } }>;
}

const currency = (note: XeroCreditNote) => note.CurrencyCode ?? null;

function status(note: XeroCreditNote): CreditNote['status'] {
  switch (note.Status) {
    case 'DRAFT':
    case 'SUBMITTED': return 'draft';
    case 'AUTHORISED': return (note.RemainingCredit ?? note.Total) !== note.Total ? 'partially_paid' : 'authorised';
    case 'PAID': return 'paid';
    case 'VOIDED': return 'voided';
    default: return 'deleted';
  }
}

export const creditNoteFields = fieldTable<CreditNote, XeroCreditNote>({
  id: { at: 'CreditNoteID', write: false, sort: true },
  number: textAt('CreditNoteNumber'),
  type: {
    read: (note) => (note.Type === 'ACCPAYCREDIT' ? 'accounts_payable_credit' : 'accounts_receivable_credit'),
    write: (type) => (type ? { Type: type === 'accounts_payable_credit' ? 'ACCPAYCREDIT' : 'ACCRECCREDIT' } : {}),
  },
  customer: contactOf(),
  date_issued: { read: (note) => isoInstant(note.Date) ?? undefined, write: (date) => put('Date')(xeroDay(date)) },
  date_paid: { read: (note) => isoInstant(note.FullyPaidOnDate), ...computed },
  reference: textAt('Reference'),
  status: { read: status, write: (wanted) => put('Status')(xeroStatusOf(wanted === 'partially_paid' ? undefined : wanted)) },
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total_amount: { read: (note) => minor(note.Total, currency(note)) ?? 0, ...computed },
  remaining_credit: moneyAt('RemainingCredit'),
  balance: moneyAt('RemainingCredit'),
  line_items: linesAt({ item: 'sales_item', account: 'service' }),
  allocations: { read: (note) => (note.Allocations ?? []).map((allocation) => ({ id: allocation.Invoice?.InvoiceID ?? '', type: 'invoice' as const, amount: minor(allocation.Amount, currency(note)) })), ...computed },
  updated_at: { read: (note) => isoInstant(note.UpdatedDateUTC), sort: 'UpdatedDateUTC', ...computed },
});
