/**
 * What an invoice shows of the money applied to it: its `Payments` (those
 * not deleted) and the `CreditNotes` allocated to it with the amount each
 * applied, as Xero embeds them in an invoice.
 */
import type { KitContext, StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { msDate } from './dates.js';
import { paymentSummary } from './payment-summary.js';

export function invoiceAllocations(ctx: KitContext<XeroOrganisation>, invoice: StoredRecord): Record<string, unknown[]> {
  const payments = ctx.tenant.table('payments').all().filter((payment) => payment.DocumentID === invoice.id && payment.Status !== 'DELETED');
  const credits: unknown[] = [];
  for (const note of ctx.tenant.table('creditNotes').all()) {
    for (const allocation of (note.Allocations ?? []) as Array<Record<string, unknown>>) {
      if (allocation.InvoiceID !== invoice.id || allocation.IsDeleted === true) continue;
      credits.push({
        CreditNoteID: note.id,
        CreditNoteNumber: note.CreditNoteNumber ?? '',
        Date: msDate(allocation.Date as number),
        AppliedAmount: allocation.Amount,
        Total: note.Total,
        HasErrors: false,
      });
    }
  }
  return { Payments: payments.map(paymentSummary), CreditNotes: credits, Prepayments: [], Overpayments: [] };
}
