/**
 * Invoice (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 * a sales form with a due date (from its terms, else 30 days after its date),
 * an open Balance that follows the payments applied to it (books.ts), and a
 * void (?operation=void) that zeroes it and notes "Voided". An invoice with
 * payments applied can neither be voided nor deleted, nor lowered below what
 * was paid: the payments must change first, so the books always add up.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { dec, ZERO } from './decimal.js';
import { appliedTo, settle } from './books.js';
import type { Ctx } from './entity.js';
import { businessRule } from './faults.js';
import { namedRef } from './refs.js';
import { salesForm } from './sales-forms.js';
import { voidAmounts } from './txn.js';

function noPaymentsApplied(record: StoredRecord, ctx: Ctx, what: string): void {
  if (appliedTo(ctx.tenant, 'Invoice', record.id).payments.length > 0) {
    throw businessRule(`This invoice has payments applied to it. Remove them before you ${what} the invoice.`, '6000');
  }
}

function dueDate(record: StoredRecord, ctx: Ctx): void {
  if (record.DueDate !== undefined && record.DueDate !== null) return;
  const term = record.SalesTermRef ? ctx.tenant.table('Term').get(String((record.SalesTermRef as { value: string }).value)) : undefined;
  const days = typeof term?.DueDays === 'number' ? term.DueDays : 30;
  record.DueDate = new Date(Date.parse(`${String(record.TxnDate)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const invoices = salesForm({
  name: 'Invoice',
  writes: { delete: true, void: 'operation' },
  fields: {
    SalesTermRef: { kind: 'object' },
    DueDate: { kind: 'string' },
    ShipDate: { kind: 'string' },
    TrackingNum: { kind: 'string', maxLength: 31 },
    ARAccountRef: { kind: 'object' },
    Deposit: { kind: 'number', default: 0 },
    AllowOnlineCreditCardPayment: { kind: 'boolean', default: false },
    AllowOnlineACHPayment: { kind: 'boolean', default: false },
    Balance: { kind: 'number', readOnly: true },
    HomeBalance: { kind: 'number', readOnly: true },
  },
  rules(record, ctx) {
    // The customer's terms unless the invoice names its own.
    const customer = ctx.tenant.table('Customer').get(String((record.CustomerRef as { value: string }).value));
    record.SalesTermRef = namedRef(ctx, 'Term', record.SalesTermRef ?? customer?.SalesTermRef, 'SalesTermRef');
    record.ARAccountRef = namedRef(ctx, 'Account', record.ARAccountRef, 'ARAccountRef');
    dueDate(record, ctx);
    const paid = appliedTo(ctx.tenant, 'Invoice', record.id).amount;
    if (paid > ZERO && (dec(record.TotalAmt) ?? ZERO) < paid) throw businessRule('The invoice amount can\'t be less than the payments applied to it.', '6000');
    settle(ctx, 'Invoice', record);
  },
  beforeDelete: (record, ctx) => noPaymentsApplied(record, ctx, 'delete'),
  void(record, ctx) {
    noPaymentsApplied(record, ctx, 'void');
    voidAmounts(record);
  },
});
