/**
 * Bill payments ← Xero's payments of bills and refunds of supplier credit
 * notes (payments.ts). Filters: updated_since, bill_id, supplier_id, type;
 * sort: updated_at.
 */
import { billPayments } from '../../unified/accounting/bill-payments.js';
import { payments } from './payments.js';

export const xeroBillPayments = payments(billPayments, 'payable', { document: 'bill_id', party: 'supplier_id' });
