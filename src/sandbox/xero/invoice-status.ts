/**
 * An invoice's (or bill's, or credit note's) life in Xero ("Types and codes":
 * Invoice Status Codes) and what each step does to the books:
 *
 *   DRAFT ⇄ SUBMITTED → AUTHORISED → PAID (by payments and credits only)
 *   DRAFT, SUBMITTED → DELETED;  AUTHORISED → VOIDED (while nothing is paid or credited)
 *
 * A document posts to the ledger when it is authorised, is re-posted when
 * an authorised one is edited, and is reversed when voided. Its AmountDue
 * is Total less AmountPaid and AmountCredited; at zero it is PAID, and a
 * payment removed brings it back to AUTHORISED.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, num, ZERO } from '../framework/kit/decimal.js';
import { realEdits } from './fields.js';
import { reverse, system, type LedgerContext } from './ledger.js';
import { postDocument } from './postings.js';

type Ctx = KitContext<XeroOrganisation>;

const MOVES: Readonly<Record<string, readonly string[]>> = {
  DRAFT: ['SUBMITTED', 'AUTHORISED', 'DELETED'],
  SUBMITTED: ['DRAFT', 'AUTHORISED', 'DELETED'],
  AUTHORISED: ['VOIDED'],
  PAID: [],
  VOIDED: [],
  DELETED: [],
};

export const OPEN = new Set(['DRAFT', 'SUBMITTED', 'AUTHORISED']);

export function ledgerContext(ctx: Ctx): LedgerContext {
  return { tenant: ctx.tenant, organisation: ctx.account, now: ctx.now, newId: () => ctx.faker.string.uuid() };
}

/** Refuses a status a client may not set on a document in its current state. */
export function checkMove(record: StoredRecord | undefined, wanted: string, noun: string): void {
  if (!record) {
    if (!['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(wanted)) throw fail.validation(`${noun} Status must be DRAFT, SUBMITTED or AUTHORISED when it is created`);
    return;
  }
  const from = String(record.Status);
  if (from === wanted) return;
  if (wanted === 'VOIDED' && from === 'AUTHORISED' && ((dec(record.AmountPaid) ?? ZERO) !== ZERO || (dec(record.AmountCredited) ?? ZERO) !== ZERO)) {
    throw fail.validation(`${noun} cannot be voided while it has payments or credits allocated to it`);
  }
  if (!(MOVES[from] ?? []).includes(wanted)) throw fail.validation(`${noun} status cannot be changed from ${from} to ${wanted}`);
}

/** Refuses an edit of a document whose state does not allow one. */
export function checkEditable(record: StoredRecord, changes: Record<string, unknown>, noun: string): void {
  const status = String(record.Status);
  const edits = realEdits(record, changes);
  if (edits.length === 0) return;
  if (status === 'PAID' || status === 'VOIDED' || status === 'DELETED') throw fail.validation(`This ${noun.toLowerCase()} cannot be edited as it is ${status.toLowerCase()}`);
  if (status === 'AUTHORISED' && (dec(record.AmountPaid) ?? ZERO) !== ZERO && 'LineItems' in changes) {
    throw fail.validation(`This ${noun.toLowerCase()} cannot be edited as it has a payment or credit note allocated to it`);
  }
}

/** The control account an invoice or credit note posts against. */
function controlOf(ctx: Ctx, record: StoredRecord) {
  return String(record.Type).startsWith('ACCREC') ? system.receivable(ctx.tenant) : system.payable(ctx.tenant);
}

/**
 * After a write: posts, re-posts or reverses the document as its move from
 * `before` (undefined for a new one) to its current state asks.
 */
export function settleBooks(ctx: Ctx, record: StoredRecord, before: StoredRecord | undefined): void {
  const ledger = ledgerContext(ctx);
  const was = before?.Status;
  const now = record.Status;
  if (now === 'AUTHORISED' && was === 'AUTHORISED') {
    reverse(ledger, record.id, record.Date as number);
    postDocument(ledger, record, controlOf(ctx, record), String(record.Type));
  } else if (now === 'AUTHORISED') {
    postDocument(ledger, record, controlOf(ctx, record), String(record.Type));
  } else if (now === 'VOIDED' && was === 'AUTHORISED') {
    reverse(ledger, record.id, record.Date as number);
  }
}

/** AmountDue and the PAID status from the total and what was paid and credited. */
export function refreshDue(record: StoredRecord, paidOn?: number): void {
  const total = dec(record.Total) ?? ZERO;
  const paid = dec(record.AmountPaid) ?? ZERO;
  const credited = dec(record.AmountCredited) ?? ZERO;
  const due = OPEN.has(String(record.Status)) || record.Status === 'PAID' ? total - paid - credited : ZERO;
  record.AmountDue = num(due);
  if (record.Status === 'AUTHORISED' && due === ZERO && total !== ZERO) {
    record.Status = 'PAID';
    if (paidOn !== undefined) record.FullyPaidOnDate = paidOn;
  } else if (record.Status === 'PAID' && due !== ZERO) {
    record.Status = 'AUTHORISED';
    delete record.FullyPaidOnDate;
  }
}
