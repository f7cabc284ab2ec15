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

/** The unified status of an invoice (`names`: a bill's partly paid, voided and deleted are spelled otherwise). */
function documentStatus<P extends string, V extends string, D extends 'deleted' | null>(names: { partly: P; voided: V; deleted: D }) {
  return (document: XeroDocumentState) => {
    switch (document.Status) {
      case 'DRAFT': return 'draft' as const;
      case 'SUBMITTED': return 'submitted' as const;
      case 'AUTHORISED': return (document.AmountPaid ?? 0) > 0 || (document.AmountCredited ?? 0) > 0 ? names.partly : ('authorised' as const);
      case 'PAID': return 'paid' as const;
      case 'VOIDED': return names.voided;
      case 'DELETED': return names.deleted;
      default: return null;
    }
  };
}

export const invoiceStatus = documentStatus({ partly: 'partiallypaid', voided: 'voided', deleted: null });
export const billStatus = documentStatus({ partly: 'partially_paid', voided: 'void', deleted: 'deleted' });

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
