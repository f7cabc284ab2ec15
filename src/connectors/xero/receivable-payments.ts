/**
 * Payments ← Xero's payments of sales invoices and refunds of customer
 * credit notes (payments.ts). Filters: updated_since, invoice_id,
 * customer_id, type; sort: updated_at.
 */
import { payments as unifiedPayments } from '../../unified/accounting/payments.js';
import { payments } from './payments.js';

export const xeroPayments = payments(unifiedPayments, 'receivable', { document: 'invoice_id', party: 'customer_id' });
