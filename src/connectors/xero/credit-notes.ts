/**
 * Credit notes on Xero's /CreditNotes (credit-note-fields.ts maps them);
 * allocations are written with PUT …/Allocations after the note is saved,
 * on the composite-write rule: every invoice they name is checked first,
 * and a refused allocation withdraws a new note (Xero deletes nothing: it
 * is set DELETED or voided, as a delete does). A note sent with only a
 * total gets one line of that amount (tax included) on its `account`.
 * Filters: updated_since (If-Modified-Since), number, customer_id; sort:
 * updated_at, id.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Static } from 'typebox';
import { CreditNote as CreditNoteModel, creditNotes } from '../../unified/accounting/credit-notes.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { compositeWrite, undoLeaving, type WriteSteps } from '../kit/composite-write.js';
import { segment } from '../framework/rest/path.js';
import { xero, xeroOne } from './api.js';
import { creditNoteFields, type XeroCreditNote } from './credit-note-fields.js';
import { where } from './dialect.js';
import { deleteOrVoid, documentRecords, fieldsIn, UNIT_DP, withLines, writeCurrency, type XeroInvoice } from './documents.js';
import { decimal, xeroDay } from './values.js';
import { xeroEvents } from './webhook-events.js';

type CreditNote = WriteModel<Static<typeof CreditNoteModel>>;

const allocationsOf = (record: CreditNote) => (record.allocations ?? []).filter((allocation) => allocation.id && allocation.amount != null);

/**
 * Reads every invoice the allocations name before anything is written, and
 * refuses (400, naming the allocation) what Xero would refuse after the note
 * exists: an invoice that does not exist, is not open (AUTHORISED), or owes
 * less than the amount. Voiding a note again leaves its journals in Xero's
 * ledger, so an allocation refused later is what the check is for.
 */
async function checkAllocations(ctx: ConnectorContext, record: CreditNote, code: string): Promise<void> {
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
async function allocate(ctx: ConnectorContext, steps: WriteSteps, noteId: string, record: CreditNote, code: string): Promise<void> {
  for (const allocation of allocationsOf(record)) {
    await steps.step(`allocating it to invoice ${allocation.id}`, () => xero(ctx, { method: 'PUT', path: `CreditNotes/${segment(noteId)}/Allocations`, json: { Allocations: [{ Invoice: { InvoiceID: allocation.id }, Amount: decimal(allocation.amount as number, code), Date: xeroDay(record.date_issued) ?? new Date().toISOString().slice(0, 10) }] } }));
  }
}

/** Xero deletes nothing: a new note is set DELETED (a draft) or VOIDED (authorised), as a delete does. */
const withdraw = (ctx: ConnectorContext) => undoLeaving('set DELETED or VOIDED (Xero keeps every credit note, and its ledger the journals of an authorised one and of its voiding)', async (id) => {
  const current = await xeroOne<XeroCreditNote>(ctx, 'CreditNotes', id, 'credit note', UNIT_DP);
  await xero(ctx, { method: 'POST', path: `CreditNotes/${id}`, query: UNIT_DP, json: deleteOrVoid('CreditNotes', 'CreditNoteID')(current) });
});

export const xeroCreditNotes = collection(creditNotes, {
  ...documentRecords<XeroCreditNote>('CreditNotes', 'CreditNoteID', 'ACCRECCREDIT', false),
  what: 'credit note',
  fields: creditNoteFields,
  filters: { updated_since: where.modified, number: where.equals('CreditNoteNumber'), customer_id: where.guid('Contact.ContactID') },
  events: xeroEvents('CREDITNOTE'),
  hooks: {
    async beforeWrite(ctx, write) {
      const body = await withLines(ctx, write);
      const { record } = write;
      if (write.operation === 'update' || record.line_items || record.total_amount == null) return body;
      // The total is the note's whole amount: tax, if any, is inside it.
      const fields = fieldsIn(body);
      const code = await writeCurrency(ctx, record, write.current, 'add');
      fields.LineAmountTypes ??= 'Inclusive';
      fields.LineItems = [{ Description: record.note ?? record.reference ?? 'Credit', Quantity: 1, UnitAmount: decimal(record.total_amount, code), ...(record.account?.id ? { AccountID: record.account.id } : record.account?.code ? { AccountCode: record.account.code } : {}) }];
      return body;
    },
    async compose(ctx, { operation, id, record, body, current, send }) {
      if (operation === 'update') await current();
      const code = await writeCurrency(ctx, record, current, operation);
      await checkAllocations(ctx, record, code);
      return compositeWrite(async (steps) => {
        const noteId = operation === 'add'
          ? await steps.create('credit note', () => send(body), withdraw(ctx))
          : await steps.change('credit note', id as string, 'updating the credit note', () => send(body));
        await allocate(ctx, steps, noteId, record, code);
        return { id: noteId };
      });
    },
  },
});
