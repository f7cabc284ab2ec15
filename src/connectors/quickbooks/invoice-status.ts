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

export type InvoiceStatus = 'authorised' | 'paid' | 'partiallypaid' | 'voided';

export function isVoided(record: Json): boolean {
  return Number(record.TotalAmt ?? 0) === 0 && typeof record.PrivateNote === 'string' && record.PrivateNote.startsWith('Voided');
}

export function invoiceStatus(record: Json): InvoiceStatus {
  if (isVoided(record)) return 'voided';
  const total = Number(record.TotalAmt ?? 0);
  const balance = Number(record.Balance ?? total);
  if (total > 0 && balance <= 0) return 'paid';
  if (balance > 0 && balance < total) return 'partiallypaid';
  return 'authorised';
}
