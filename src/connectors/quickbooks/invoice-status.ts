/**
 * QuickBooks keeps no status on an invoice; it is read from the amounts
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 *
 * - voided: a void zeroes every amount and writes "Voided" in the private note;
 * - paid: a total above zero and nothing left to pay (Balance 0);
 * - partiallypaid: something paid, something left;
 * - authorised: nothing paid yet: QuickBooks has no drafts or approvals, an
 *   invoice is posted to the books when it is saved.
 */
import type { Json } from './api.js';


export function isVoided(record: Json): boolean {
  return Number(record.TotalAmt ?? 0) === 0 && typeof record.PrivateNote === 'string' && record.PrivateNote.startsWith('Voided');
}

/** The same reading of a bill's amounts, where the unified names of partly paid and voided differ. */
export function balanceStatus<const P extends string, const V extends string>(record: Json, names: { partiallyPaid: P; voided: V }): 'authorised' | 'paid' | P | V {
  if (isVoided(record)) return names.voided;
  const total = Number(record.TotalAmt ?? 0);
  const balance = Number(record.Balance ?? total);
  if (total > 0 && balance <= 0) return 'paid';
  if (balance > 0 && balance < total) return names.partiallyPaid;
  return 'authorised';
}

export const invoiceStatus = (record: Json) => balanceStatus(record, { partiallyPaid: 'partiallypaid', voided: 'voided' });
