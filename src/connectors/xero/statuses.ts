/**
 * Xero's invoice statuses ("Types and codes": Invoice Status Codes) in
 * unified terms. Xero keeps an authorised invoice AUTHORISED until it is
 * paid in full; one with some of its total paid or credited is the
 * unified `partiallypaid` (bills: `partially_paid`). A DELETED document is
 * gone for the unified API: lists leave it out and a get answers 404.
 */
import { ApiError } from '../../core/errors/api-error.js';

export interface XeroDocumentState {
  Status?: string;
  AmountPaid?: number;
  AmountCredited?: number;
}

function partlyPaid(document: XeroDocumentState): boolean {
  return (document.AmountPaid ?? 0) > 0 || (document.AmountCredited ?? 0) > 0;
}

export function invoiceStatus(document: XeroDocumentState) {
  switch (document.Status) {
    case 'DRAFT': return 'draft' as const;
    case 'SUBMITTED': return 'submitted' as const;
    case 'AUTHORISED': return partlyPaid(document) ? ('partiallypaid' as const) : ('authorised' as const);
    case 'PAID': return 'paid' as const;
    case 'VOIDED': return 'voided' as const;
    default: return null;
  }
}

export function billStatus(document: XeroDocumentState) {
  switch (document.Status) {
    case 'DRAFT': return 'draft' as const;
    case 'SUBMITTED': return 'submitted' as const;
    case 'AUTHORISED': return partlyPaid(document) ? ('partially_paid' as const) : ('authorised' as const);
    case 'PAID': return 'paid' as const;
    case 'VOIDED': return 'void' as const;
    case 'DELETED': return 'deleted' as const;
    default: return null;
  }
}

/** The Xero status a write asks for; paid states come from payments, not from a write. */
export function xeroStatusOf(status: string | null | undefined, field = 'status'): string | undefined {
  switch (status) {
    case undefined:
    case null:
      return undefined;
    case 'draft': return 'DRAFT';
    case 'submitted': return 'SUBMITTED';
    case 'authorised': return 'AUTHORISED';
    case 'voided':
    case 'void': return 'VOIDED';
    case 'deleted': return 'DELETED';
    default:
      throw new ApiError('RequestValidationError', {
        message: `Xero sets ${status} itself, from the payments and credits applied; send draft, submitted, authorised or voided`,
        detail: { [field]: 'one of draft, submitted, authorised, voided' },
      });
  }
}

/** A `where` clause for the bills' status filter (paid, unpaid, partially_paid), from what Xero's fields say. */
export function billStatusClause(status: string): string {
  switch (status) {
    case 'paid': return 'Status=="PAID"';
    case 'partially_paid': return 'Status=="AUTHORISED" AND (AmountPaid>0 OR AmountCredited>0)';
    // Not yet paid at all, approved or not.
    default: return '(Status=="DRAFT" OR Status=="SUBMITTED" OR Status=="AUTHORISED") AND AmountPaid==0 AND AmountCredited==0';
  }
}
