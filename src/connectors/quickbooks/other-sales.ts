/**
 * The other sales documents, on QuickBooks' sales forms (sales-documents.ts):
 *
 * - credit notes ↔ CreditMemo: remaining credit as balance; status paid
 *   once payments used all of it, partially_paid when some, else authorised;
 * - sales receipts ↔ SalesReceipt: paid on the spot into `account`
 *   (DepositToAccountRef); `status: "voided"`… has no field here, so voiding
 *   is not offered through the unified model;
 * - refunds ↔ RefundReceipt (type refund_receipt), paid out of `account`;
 * - quotes ↔ Estimate: TxnStatus Pending/Accepted/Closed/Rejected as
 *   sent/accepted/converted/rejected, an expiry date.
 *
 * Each: list (customer_id, updated_since; credit notes and quotes also
 * number and created_since), get, create, sparse update, delete.
 */
import { creditNotes } from '../../unified/accounting/credit-notes.js';
import { quotes } from '../../unified/accounting/quotes.js';
import { refunds } from '../../unified/accounting/refunds.js';
import { salesReceipts } from '../../unified/accounting/sales-receipts.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { documentWrite } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { isVoided } from './invoice-status.js';
import { linked, nonEmpty, optionalText, refName } from './mapping.js';
import { filterOn } from './query.js';
import { id, recordFields, sortableRecordFields } from './record-fields.js';
import { amount, byCustomer, day, midnight, reference, requireLines, salesRules } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

type Linked = { id?: string | null } | null | undefined;

const { customer_id, number, updated_since, created_since } = {
  customer_id: filterOn.equals('CustomerRef'),
  number: filterOn.equals('DocNumber'),
  updated_since: filterOn.since('MetaData.LastUpdatedTime'),
  created_since: filterOn.since('MetaData.CreateTime'),
};

const account = (field: string) => ({ read: (record: Json) => linked(record[field]), write: (value: Linked) => (value?.id ? { [field]: { value: value.id } } : {}) });
const note = { at: 'PrivateNote', codec: optionalText };
const write = documentWrite(byCustomer);
/** A create needs a line with an item; amounts in the document's currency. */
const hooksOf = (entity: string) => ({
  ...entityAt(entity).hooks,
  beforeWrite: (ctx: Parameters<typeof write>[0], change: Parameters<typeof write>[1]) => {
    if (change.operation === 'add') requireLines(change.record);
    return write(ctx, change);
  },
});

/** Paid on the spot (sales receipts) or out (refunds): the account, the payment method and its reference. */
const paid = {
  payment_method: { read: (record: Json) => refName(record.PaymentMethodRef), write: false },
  payment_method_id: reference('PaymentMethodRef'),
  // The payment's reference, where payment_method_reference is not sent.
  reference: { write: (value: string | null | undefined) => (value == null ? {} : { PaymentRefNum: value }) },
  payment_method_reference: { read: (record: Json) => nonEmpty(record.PaymentRefNum), write: (value: string | null | undefined) => (value == null ? {} : { PaymentRefNum: value }) },
  account: account('DepositToAccountRef'),
  department: { read: (record: Json) => linked(record.DepartmentRef), write: false },
} as const;

const { customer_memo: _memo, ...creditRules } = salesRules;

export const creditNoteFields = fieldTable<ModelOf<typeof creditNotes>, Json, CompanyContext>({
  ...sortableRecordFields,
  id: { ...id, sort: true },
  ...creditRules,
  total_amount: amount((record) => record.TotalAmt),
  balance: amount((record) => record.Balance ?? record.RemainingCredit),
  remaining_credit: amount((record) => record.RemainingCredit),
  status: {
    read: (record) => {
      if (isVoided(record)) return 'voided';
      const total = Number(record.TotalAmt ?? 0);
      const left = Number(record.RemainingCredit ?? total);
      return total > 0 && left <= 0 ? 'paid' : left < total ? 'partially_paid' : 'authorised';
    },
    write: false,
  },
  date_issued: midnight('TxnDate'),
  type: { read: () => 'accounts_receivable_credit', write: false },
  account: account('ARAccountRef'),
  note,
}, { nullAs: undefined });

export const quickbooksCreditNotes = collection(creditNotes, {
  ...entityAt('CreditMemo'),
  fields: creditNoteFields,
  filters: { customer_id, number, updated_since, created_since },
  hooks: hooksOf('CreditMemo'),
  events: qboEvents('CreditMemo', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

const { department_id: _department, company_id: _company, ...receiptRules } = salesRules;

export const salesReceiptFields = fieldTable<ModelOf<typeof salesReceipts>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...receiptRules,
  ...paid,
  total_amount: amount((record) => record.TotalAmt),
  transaction_date: midnight('TxnDate', null),
  note,
}, { nullAs: undefined });

export const quickbooksSalesReceipts = collection(salesReceipts, {
  ...entityAt('SalesReceipt'),
  fields: salesReceiptFields,
  filters: { customer_id, updated_since },
  hooks: hooksOf('SalesReceipt'),
  events: qboEvents('SalesReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

const { department_id: _refundDepartment, ...refundRules } = salesRules;

export const refundFields = fieldTable<ModelOf<typeof refunds>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...refundRules,
  ...paid,
  total_amount: amount((record) => record.TotalAmt),
  refund_date: midnight('TxnDate', '1970-01-01'),
  status: { read: (record) => (isVoided(record) ? 'voided' : 'paid'), write: false },
  type: { read: () => 'refund_receipt', write: false },
  note,
}, { nullAs: undefined });

export const quickbooksRefunds = collection(refunds, {
  ...entityAt('RefundReceipt'),
  fields: refundFields,
  filters: { customer_id, updated_since },
  hooks: hooksOf('RefundReceipt'),
  events: qboEvents('RefundReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

const QUOTE_STATUSES: Readonly<Record<string, 'sent' | 'accepted' | 'converted' | 'rejected'>> = { Pending: 'sent', Accepted: 'accepted', Closed: 'converted', Rejected: 'rejected' };

export const quoteFields = fieldTable<ModelOf<typeof quotes>, Json, CompanyContext>({
  ...recordFields,
  ...salesRules,
  invoice_id: { read: (record) => (((record.LinkedTxn as Json[] | undefined) ?? []).find((link) => link.TxnType === 'Invoice')?.TxnId as string | undefined), write: false },
  quote_date: day('TxnDate'),
  expiry_date: { read: (record) => record.ExpirationDate ?? null, write: (date) => (date == null ? {} : { ExpirationDate: date }) },
  terms: { read: (record) => refName(record.SalesTermRef), write: false },
  terms_id: reference('SalesTermRef'),
  status: {
    read: (record) => QUOTE_STATUSES[String(record.TxnStatus)] ?? 'draft',
    write: (status) => {
      const txnStatus = typeof status === 'string' ? Object.entries(QUOTE_STATUSES).find(([, unified]) => unified === status)?.[0] : undefined;
      return txnStatus === undefined ? {} : { TxnStatus: txnStatus };
    },
  },
  total: amount((record) => record.TotalAmt),
}, { nullAs: undefined });

export const quickbooksQuotes = collection(quotes, {
  ...entityAt('Estimate'),
  fields: quoteFields,
  filters: { customer_id, number, updated_since, created_since },
  hooks: hooksOf('Estimate'),
  events: qboEvents('Estimate', ['created', 'updated', 'deleted', 'emailed']),
});
