/**
 * Refunds ↔ QuickBooks RefundReceipt (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/refundreceipt),
 * on the sales forms (sales-documents.ts): type refund_receipt, paid out of
 * `account` like a sales receipt is paid into it. List (customer_id,
 * updated_since; sort by created_at, updated_at), get, create, sparse
 * update, delete.
 */
import { refunds } from '../../unified/accounting/refunds.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { isVoided } from './invoice-status.js';
import { sortableRecordFields } from './record-fields.js';
import { amount, midnight } from './rules.js';
import { salesDocumentAt, salesFilters, salesRules } from './sales-documents.js';
import { paidRules } from './sales-receipts.js';
import { qboEvents } from './webhook-events.js';

// A refund names its department as `department`.
const { department_id: _department, ...refundRules } = salesRules;

export const refundFields = fieldTable<ModelOf<typeof refunds>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...refundRules,
  ...paidRules,
  total_amount: amount((record) => record.TotalAmt),
  refund_date: midnight('TxnDate', '1970-01-01'),
  status: { read: (record) => (isVoided(record) ? 'voided' : 'paid'), write: false },
  type: { read: () => 'refund_receipt', write: false },
}, { nullAs: undefined });

export const quickbooksRefunds = collection(refunds, {
  ...salesDocumentAt('RefundReceipt'),
  fields: refundFields,
  filters: { customer_id: salesFilters.customer_id, updated_since: salesFilters.updated_since },
  events: qboEvents('RefundReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});
