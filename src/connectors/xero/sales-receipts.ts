/**
 * Sales receipts ← Xero's bank transactions of type RECEIVE
 * (bank-transactions.ts; sales-receipt-fields.ts maps them). Xero computes
 * the total from the lines: a write sends line_items to set it.
 * Filters: updated_since (If-Modified-Since), customer_id; sort: updated_at.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { salesReceipts } from '../../unified/accounting/sales-receipts.js';
import { bankTransactions } from './bank-transactions.js';
import { where } from './dialect.js';
import { salesReceiptFields } from './sales-receipt-fields.js';
import { minor } from './values.js';

export const xeroSalesReceipts = bankTransactions(salesReceipts, {
  type: 'RECEIVE',
  what: 'sales receipt',
  fields: salesReceiptFields,
  filters: { updated_since: where.modified, customer_id: where.guid('Contact.ContactID') },
  async check(record, currency, current) {
    if (record.line_items || record.total_amount == null) return;
    // Xero computes a receipt's total from its lines, each on a revenue account the total alone cannot name.
    if (record.total_amount === minor(current?.Total, await currency())) return;
    throw new ApiError('RequestValidationError', {
      message: 'Xero computes a sales receipt\'s total from its line items: send line_items to set or change it',
      detail: { line_items: 'required to set total_amount' },
    });
  },
});
