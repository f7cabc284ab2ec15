/**
 * Sales receipts ↔ QuickBooks SalesReceipt (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/salesreceipt),
 * on the sales forms (sales-documents.ts): paid on the spot into `account`
 * (DepositToAccountRef) by a payment method. Voiding has no field in the
 * unified model, so it is not offered. List (customer_id, updated_since;
 * sort by created_at, updated_at), get, create, sparse update, delete.
 */
import { salesReceipts } from '../../unified/accounting/sales-receipts.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { linked, optionalText, refName } from './mapping.js';
import { sortableRecordFields } from './record-fields.js';
import { amount, linkedRef, midnight, reference } from './rules.js';
import { salesDocumentAt, salesFilters, salesRules } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

const paymentReference = (value: string | null | undefined) => (value == null ? {} : { PaymentRefNum: value });

/** Paid on the spot (sales receipts) or out (refunds): the account, the payment method and its reference. */
export const paidRules = {
  payment_method: { read: (record: Json) => refName(record.PaymentMethodRef), write: false },
  payment_method_id: reference('PaymentMethodRef'),
  // The payment's reference, where payment_method_reference is not sent.
  reference: { write: paymentReference },
  payment_method_reference: { at: 'PaymentRefNum', codec: optionalText, write: paymentReference },
  account: linkedRef('DepositToAccountRef'),
  department: { read: (record: Json) => linked(record.DepartmentRef), write: false },
  note: { at: 'PrivateNote', codec: optionalText },
} as const;

// A sales receipt names its department as `department`, and no company.
const { department_id: _department, company_id: _company, ...receiptRules } = salesRules;

export const salesReceiptFields = fieldTable<ModelOf<typeof salesReceipts>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...receiptRules,
  ...paidRules,
  total_amount: amount((record) => record.TotalAmt),
  transaction_date: midnight('TxnDate', null),
}, { nullAs: undefined });

export const quickbooksSalesReceipts = collection(salesReceipts, {
  ...salesDocumentAt('SalesReceipt'),
  fields: salesReceiptFields,
  filters: { customer_id: salesFilters.customer_id, updated_since: salesFilters.updated_since },
  events: qboEvents('SalesReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});
