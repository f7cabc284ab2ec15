/**
 * Allocating a credit note to invoices (PUT /CreditNotes/{CreditNoteID}/Allocations,
 * DELETE /CreditNotes/{CreditNoteID}/Allocations/{AllocationID}): an
 * authorised credit note's remaining credit pays down authorised invoices of
 * its own side (customer credit to sales invoices, supplier credit to bills)
 * and currency. The invoice's AmountCredited and AmountDue follow; no journal
 * is posted, since both sides sit on the same control account.
 */
import type { FastifyInstance } from 'fastify';
import { fail, unwrapList, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { refreshRemaining } from './credit-notes.js';
import { msDate, parseXeroDay } from './dates.js';
import { dec, num, round, ZERO } from '../framework/kit/decimal.js';
import { API_BASE, xeroEnvelope } from './dialect.js';
import { normalId } from './fields.js';
import { refreshDue } from './invoice-status.js';
import { byId } from './lookups.js';
import { currencyDigits } from './money.js';

type Ctx = KitContext<XeroOrganisation>;

const SIDE: Readonly<Record<string, string>> = { ACCRECCREDIT: 'ACCREC', ACCPAYCREDIT: 'ACCPAY' };

function noteOf(ctx: Ctx) {
  const note = byId(ctx.tenant, 'creditNotes', ctx.request.params.CreditNoteID);
  if (!note) throw fail.notFound('No such credit note');
  return note;
}

/** Moves `amount` of a credit note's remaining credit onto an invoice (checked by the caller). */
export function applyAllocation(ctx: Ctx, note: StoredRecord, invoice: StoredRecord, amount: bigint, date: number): Record<string, unknown> {
  const allocation = { AllocationID: ctx.faker.string.uuid(), InvoiceID: invoice.id, Amount: num(amount), Date: date };
  note.Allocations = [...((note.Allocations ?? []) as unknown[]), allocation];
  invoice.AmountCredited = num((dec(invoice.AmountCredited) ?? ZERO) + amount);
  refreshDue(invoice, date);
  refreshRemaining(ctx, note);
  note.UpdatedDateUTC = invoice.UpdatedDateUTC = ctx.now;
  ctx.tenant.table('invoices').updated(invoice.id);
  ctx.tenant.table('creditNotes').updated(note.id);
  ctx.emit('INVOICE.UPDATE', 'invoices', invoice);
  ctx.emit('CREDITNOTE.UPDATE', 'creditNotes', note);
  return allocation;
}

function allocate(ctx: Ctx) {
  const note = noteOf(ctx);
  const body = unwrapList(ctx.request.body, 'Allocations') as Record<string, unknown> | undefined;
  const ref = (body?.Invoice ?? {}) as Record<string, unknown>;
  const invoice = byId(ctx.tenant, 'invoices', ref.InvoiceID);
  if (!invoice) throw fail.validation('The invoice could not be found', { element: { Invoice: ref } });
  if (note.Status !== 'AUTHORISED') throw fail.validation('Only an authorised credit note can be allocated');
  if (invoice.Status !== 'AUTHORISED') throw fail.validation('Credit can only be allocated to an authorised invoice');
  if (invoice.Type !== SIDE[String(note.Type)]) throw fail.validation('The credit note and the invoice must be of the same type (receivable or payable)');
  if (invoice.CurrencyCode !== note.CurrencyCode) throw fail.validation('The credit note and the invoice must be in the same currency');
  const amount = round(dec(body?.Amount) ?? ZERO, currencyDigits(String(note.CurrencyCode)));
  if (amount <= ZERO) throw fail.validation('Amount must be greater than zero');
  if (amount > (dec(note.RemainingCredit) ?? ZERO)) throw fail.validation('The amount allocated exceeds the remaining credit');
  if (amount > (dec(invoice.AmountDue) ?? ZERO)) throw fail.validation('The amount allocated exceeds the amount due on the invoice');
  const date = body?.Date === undefined ? Math.floor(ctx.now / 86_400_000) * 86_400_000 : parseXeroDay(body.Date);
  if (date === undefined) throw fail.validation(`'${String(body?.Date)}' is not a valid date`);
  const allocation = applyAllocation(ctx, note, invoice, amount, date);
  return {
    status: 200,
    body: xeroEnvelope('Allocations', [{
      AllocationID: allocation.AllocationID,
      Amount: allocation.Amount,
      Date: msDate(date),
      Invoice: { InvoiceID: invoice.id, InvoiceNumber: invoice.InvoiceNumber ?? '' },
      CreditNote: { CreditNoteID: note.id, CreditNoteNumber: note.CreditNoteNumber ?? '' },
    }]),
  };
}

function unallocate(ctx: Ctx) {
  const note = noteOf(ctx);
  const id = normalId(ctx.request.params.AllocationID ?? '');
  const allocation = ((note.Allocations ?? []) as Array<Record<string, unknown>>).find((candidate) => candidate.AllocationID === id && candidate.IsDeleted !== true);
  if (!allocation) throw fail.notFound('No such allocation');
  allocation.IsDeleted = true;
  const invoice = byId(ctx.tenant, 'invoices', allocation.InvoiceID);
  if (invoice) {
    invoice.AmountCredited = num((dec(invoice.AmountCredited) ?? ZERO) - (dec(allocation.Amount) ?? ZERO));
    refreshDue(invoice);
    invoice.UpdatedDateUTC = ctx.now;
    ctx.tenant.table('invoices').updated(invoice.id);
    ctx.emit('INVOICE.UPDATE', 'invoices', invoice);
  }
  refreshRemaining(ctx, note);
  note.UpdatedDateUTC = ctx.now;
  return {
    status: 200,
    body: { AllocationID: id, Amount: allocation.Amount, Date: msDate(allocation.Date as number), Invoice: { InvoiceID: allocation.InvoiceID }, IsDeleted: true },
  };
}

export function registerAllocations(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  app.put(`${API_BASE}/CreditNotes/:CreditNoteID/Allocations`, kit.handler(allocate));
  app.delete(`${API_BASE}/CreditNotes/:CreditNoteID/Allocations/:AllocationID`, kit.handler(unallocate));
}
