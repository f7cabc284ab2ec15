/**
 * Credit notes ← Xero's credit notes (/CreditNotes: GET, PUT, POST; GET and
 * POST /CreditNotes/{CreditNoteID}; PUT …/Allocations), customer credits
 * (ACCRECCREDIT) and supplier credits (ACCPAYCREDIT) alike.
 *
 *   CreditNoteID → id · CreditNoteNumber ↔ number · Type ↔ type · Contact ↔ customer
 *   Date ↔ date_issued · FullyPaidOnDate → date_paid · Reference ↔ reference
 *   Status ↔ status (AUTHORISED with credit spent → partially_paid)
 *   CurrencyCode, CurrencyRate ↔ currency, currency_rate · LineAmountTypes ↔ tax_inclusive
 *   SubTotal, TotalTax, Total, RemainingCredit → sub_total, total_tax, total_amount,
 *   remaining_credit and balance · LineItems ↔ line_items
 *   Allocations ↔ allocations (written with PUT …/Allocations after the note is saved)
 *
 * A note sent with only a total gets one line of that amount (tax included) on its `account`.
 * Filters: updated_since (If-Modified-Since), number, customer_id; sort: updated_at, id.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { CreditNote as CreditNoteModel, creditNotes } from '../../unified/accounting/credit-notes.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { UNIT_DP, type XeroInvoice } from './documents.js';
import { lineAmountTypesOf, taxInclusive } from './documents.js';
import { fromXeroLine, toXeroLine, type UnifiedLine, type XeroLineItem } from './line-items.js';
import { pagedList } from './list.js';
import { currencyOf } from './organisation.js';
import { xeroStatusOf } from './statuses.js';
import { decimal, isoDay, isoInstant, minor, text, xeroDay } from './values.js';
import { equals, equalsGuid, modifiedSince } from './where.js';
import { compositeWrite, undoLeaving, type WriteSteps } from '../kit/composite-write.js';
import { xeroEvents } from './webhook-events.js';

type CreditNote = Static<typeof CreditNoteModel>;

interface XeroCreditNote {
  CreditNoteID: string;
  CreditNoteNumber?: string;
  Type?: 'ACCRECCREDIT' | 'ACCPAYCREDIT';
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
  Date?: string;
  Status?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
  RemainingCredit?: number;
  CurrencyCode?: string;
  CurrencyRate?: number;
  Reference?: string;
  FullyPaidOnDate?: string;
  Allocations?: Array<{ Amount?: number; Invoice?: { InvoiceID?: string; InvoiceNumber?: string } }>;
  UpdatedDateUTC?: string;
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

export const fromXeroCreditNote = mapFields<XeroCreditNote, CreditNote>({
  id: (note) => note.CreditNoteID,
  number: (note) => text(note.CreditNoteNumber),
  type: (note) => (note.Type === 'ACCPAYCREDIT' ? 'accounts_payable_credit' : 'accounts_receivable_credit'),
  customer: (note) => (note.Contact?.ContactID ? { id: note.Contact.ContactID, display_name: note.Contact.Name ?? null } : null),
  date_issued: (note) => isoInstant(note.Date) ?? undefined,
  date_paid: (note) => isoInstant(note.FullyPaidOnDate),
  reference: (note) => text(note.Reference),
  status,
  currency: (note) => (currency(note) as CreditNote['currency']) ?? null,
  currency_rate: (note) => note.CurrencyRate ?? null,
  tax_inclusive: (note) => taxInclusive(note.LineAmountTypes),
  sub_total: (note) => minor(note.SubTotal, currency(note)),
  total_tax: (note) => minor(note.TotalTax, currency(note)),
  total_amount: (note) => minor(note.Total, currency(note)) ?? 0,
  remaining_credit: (note) => minor(note.RemainingCredit, currency(note)),
  balance: (note) => minor(note.RemainingCredit, currency(note)),
  line_items: (note) => (note.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(note), { item: 'sales_item', account: 'service' })) as CreditNote['line_items'],
  allocations: (note) => (note.Allocations ?? []).map((allocation) => ({ id: allocation.Invoice?.InvoiceID ?? '', type: 'invoice' as const, amount: minor(allocation.Amount, currency(note)) })),
  updated_at: (note) => isoInstant(note.UpdatedDateUTC),
});

function toXeroCreditNote(record: Partial<CreditNote>, currencyCode: string, creating: boolean): Partial<XeroCreditNote> {
  const out: Partial<XeroCreditNote> = {};
  if (creating || record.type) out.Type = record.type === 'accounts_payable_credit' ? 'ACCPAYCREDIT' : 'ACCRECCREDIT';
  if (record.customer?.id) out.Contact = { ContactID: record.customer.id };
  if (record.number != null) out.CreditNoteNumber = record.number;
  const date = xeroDay(record.date_issued);
  if (date) out.Date = date;
  if (record.reference != null) out.Reference = record.reference;
  const wanted = record.status === 'partially_paid' ? undefined : record.status;
  const xeroStatus = xeroStatusOf(wanted);
  if (xeroStatus) out.Status = xeroStatus;
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, currencyCode));
  else if (creating && record.total_amount != null) {
    // The total is the note's whole amount: tax, if any, is inside it.
    out.LineAmountTypes ??= 'Inclusive';
    out.LineItems = [{ Description: record.note ?? record.reference ?? 'Credit', Quantity: 1, UnitAmount: decimal(record.total_amount, currencyCode), ...(record.account?.id ? { AccountID: record.account.id } : record.account?.code ? { AccountCode: record.account.code } : {}) }];
  }
  return out;
}

async function read(ctx: ConnectorContext, id: string): Promise<XeroCreditNote> {
  const note = await xeroOne<XeroCreditNote>(ctx, 'CreditNotes', id, 'credit note', UNIT_DP);
  if (note.Status === 'DELETED') throw entityNotFound('No Xero credit note has this id', { id });
  return note;
}

async function save(ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroCreditNote>): Promise<XeroCreditNote> {
  return firstOf<XeroCreditNote>(await xero(ctx, { method, path, query: UNIT_DP, json: { CreditNotes: [fields] } }), 'CreditNotes');
}

const allocationsOf = (record: Partial<CreditNote>) => (record.allocations ?? []).filter((allocation) => allocation.id && allocation.amount != null);

/**
 * Reads every invoice the allocations name before anything is written, and
 * refuses (400, naming the allocation) what Xero would refuse after the note
 * exists: an invoice that does not exist, is not open (AUTHORISED), or owes
 * less than the amount. Voiding a note again leaves its journals in Xero's
 * ledger, so an allocation refused later is what the check is for.
 */
async function checkAllocations(ctx: ConnectorContext, record: Partial<CreditNote>, code: string): Promise<void> {
  for (const [index, allocation] of allocationsOf(record).entries()) {
    const field = `allocations[${index}].id`;
    let invoice: XeroInvoice;
    try {
      invoice = await xeroOne<XeroInvoice>(ctx, 'Invoices', allocation.id as string, 'invoice', UNIT_DP);
    } catch (error) {
      if (!(error instanceof ApiError) || error.typeName !== 'EntityNotFoundError') throw error;
      throw new ApiError('RequestValidationError', { message: `${field} names no Xero invoice`, detail: { field } });
    }
    if (invoice.Status !== 'AUTHORISED') throw new ApiError('RequestValidationError', { message: `${field} names an invoice that is ${String(invoice.Status).toLowerCase()}: Xero allocates credit to authorised invoices only`, detail: { field } });
    const amount = decimal(allocation.amount as number, code) ?? 0;
    if (typeof invoice.AmountDue === 'number' && amount > invoice.AmountDue) {
      throw new ApiError('RequestValidationError', { message: `allocations[${index}].amount is more than the invoice owes (${invoice.AmountDue})`, detail: { field: `allocations[${index}].amount` } });
    }
  }
}

/** Allocates the note to the invoices its record names, one call each. */
async function allocate(ctx: ConnectorContext, steps: WriteSteps, note: XeroCreditNote, record: Partial<CreditNote>, code: string): Promise<void> {
  for (const allocation of allocationsOf(record)) {
    await steps.step(`allocating it to invoice ${allocation.id}`, () => xero(ctx, { method: 'PUT', path: `CreditNotes/${note.CreditNoteID}/Allocations`, json: { Allocations: [{ Invoice: { InvoiceID: allocation.id }, Amount: decimal(allocation.amount as number, code), Date: xeroDay(record.date_issued) ?? new Date().toISOString().slice(0, 10) }] } }));
  }
}

/** Xero deletes nothing: a new note is set DELETED (a draft) or VOIDED (authorised), as a delete does. */
const withdraw = (ctx: ConnectorContext) => undoLeaving('set DELETED or VOIDED (Xero keeps every credit note, and its ledger the journals of an authorised one and of its voiding)', async (id) => {
  const current = await read(ctx, id);
  await save(ctx, `CreditNotes/${id}`, 'POST', { Status: current.Status === 'DRAFT' || current.Status === 'SUBMITTED' ? 'DELETED' : 'VOIDED' });
});

export const xeroCreditNotes = implement(creditNotes, {
  downstream: { id: 'CreditNotes', name: 'CreditNotes' },
  mapper: fromXeroCreditNote,
  list: pagedList<XeroCreditNote, CreditNote>({
    collection: 'CreditNotes',
    filters: ['updated_since', 'number', 'customer_id'],
    sort: { updated_at: 'UpdatedDateUTC', id: 'CreditNoteID' },
    map: fromXeroCreditNote,
    request: ({ filter }) => ({
      where: [
        'Status!="DELETED"',
        filter.number !== undefined ? equals('CreditNoteNumber', filter.number) : undefined,
        filter.customer_id !== undefined ? equalsGuid('Contact.ContactID', filter.customer_id, 'customer_id') : undefined,
      ],
      query: UNIT_DP,
      modifiedSince: modifiedSince(filter.updated_since),
    }),
  }),
  one: async (ctx, { id }) => fromXeroCreditNote(await read(ctx, id)),
  async add(ctx, { record }) {
    const code = await currencyOf(ctx, record.currency);
    const fields = toXeroCreditNote(record, code, true);
    await checkAllocations(ctx, record, code);
    // The note, then its allocations (kit/composite-write.ts): a refused allocation withdraws the new note.
    return compositeWrite(async (steps) => {
      let note: XeroCreditNote | undefined;
      await steps.create('credit note', async () => (note = await save(ctx, 'CreditNotes', 'PUT', fields)).CreditNoteID, withdraw(ctx));
      await allocate(ctx, steps, note as XeroCreditNote, record, code);
      return { id: (note as XeroCreditNote).CreditNoteID };
    });
  },
  async update(ctx, { id, record }) {
    const current = await read(ctx, id);
    const code = record.currency ?? current.CurrencyCode ?? (await currencyOf(ctx, undefined));
    const fields = toXeroCreditNote(record, code, false);
    await checkAllocations(ctx, record, code);
    return compositeWrite(async (steps) => {
      const note = await steps.change('credit note', current.CreditNoteID, 'updating the credit note', () => save(ctx, `CreditNotes/${current.CreditNoteID}`, 'POST', fields));
      await allocate(ctx, steps, note, record, code);
      return { id: note.CreditNoteID };
    });
  },
  async delete(ctx, { id }) {
    const current = await read(ctx, id);
    await save(ctx, `CreditNotes/${current.CreditNoteID}`, 'POST', { Status: current.Status === 'DRAFT' || current.Status === 'SUBMITTED' ? 'DELETED' : 'VOIDED' });
    return { id: current.CreditNoteID };
  },
  events: xeroEvents('CREDITNOTE'),
});
