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
import type { ConnectorContext, ListParams } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { crud } from './crud.js';
import { isVoided } from './invoice-status.js';
import { createdAt, defined, linked, minor, nonEmpty, refId, refName, updatedAt } from './mapping.js';
import { queryList, sinceCondition, where, type Condition } from './query.js';
import { requireLines, salesForm, salesFormBody, writeCurrency } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type Unified = Record<string, any>;
const form = (record: Json, c: C) => salesForm(record, c);
const sorts = { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' };

function conditions({ filter }: ListParams): Condition[] {
  return [
    ...(typeof filter.customer_id === 'string' ? [where('CustomerRef', '=', filter.customer_id)] : []),
    ...(typeof filter.number === 'string' ? [where('DocNumber', '=', filter.number)] : []),
    ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
    ...(filter.created_since !== undefined ? [sinceCondition('MetaData.CreateTime', filter.created_since)] : []),
  ];
}

/** A sales form body with its currency worked out, plus the form's own fields. */
function body(dateField: string, own: (record: Unified, currency: string) => Json = () => ({})) {
  return async (record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> => {
    const currency = await writeCurrency(ctx, record, existing);
    return { ...salesFormBody(record, currency, dateField), ...defined(own(record, currency)) };
  };
}

const paidInto = (record: Unified) => ({
  DepositToAccountRef: record.account?.id ? { value: record.account.id } : undefined,
  PaymentMethodRef: typeof record.payment_method_id === 'string' ? { value: record.payment_method_id } : undefined,
  PaymentRefNum: record.payment_method_reference ?? record.reference ?? undefined,
  PrivateNote: record.note ?? undefined,
});

export const fromQuickBooksCreditMemo = mapFields<Json, ModelOf<typeof creditNotes>, C>({
  id: (record) => String(record.Id),
  number: (record, c) => form(record, c).number,
  customer: (record, c) => form(record, c).customer,
  company_id: (_record, c) => c.realm,
  department_id: (record, c) => form(record, c).department_id,
  currency: (record, c) => form(record, c).currency,
  currency_rate: (record, c) => form(record, c).currency_rate,
  tax_inclusive: (record, c) => form(record, c).tax_inclusive,
  sub_total: (record, c) => form(record, c).sub_total,
  total_amount: (record, c) => form(record, c).total ?? 0,
  total_tax: (record, c) => form(record, c).total_tax,
  tax_code: (record, c) => form(record, c).tax_code,
  balance: (record, c) => minor(record.Balance ?? record.RemainingCredit ?? 0, form(record, c).currency),
  remaining_credit: (record, c) => minor(record.RemainingCredit ?? 0, form(record, c).currency),
  status: (record) => {
    if (isVoided(record)) return 'voided';
    const total = Number(record.TotalAmt ?? 0);
    const left = Number(record.RemainingCredit ?? total);
    return total > 0 && left <= 0 ? 'paid' : left < total ? 'partially_paid' : 'authorised';
  },
  date_issued: (record) => (record.TxnDate ? `${String(record.TxnDate)}T00:00:00.000Z` : undefined),
  type: () => 'accounts_receivable_credit',
  account: (record) => linked(record.ARAccountRef),
  line_items: (record, c) => form(record, c).line_items,
  note: (record) => nonEmpty(record.PrivateNote),
  billing_address: (record, c) => form(record, c).billing_address,
  shipping_address: (record, c) => form(record, c).shipping_address,
  tracking_categories: (record, c) => form(record, c).tracking_categories,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const quickbooksCreditNotes = implement(creditNotes, {
  downstream: { id: 'CreditMemo', name: 'CreditMemo' },
  mapper: fromQuickBooksCreditMemo,
  list: queryList({ entity: 'CreditMemo', filters: ['customer_id', 'number', 'updated_since', 'created_since'], conditions, sortBy: { ...sorts, id: 'Id' }, map: (record, c) => fromQuickBooksCreditMemo(record, c) }),
  ...crud({
    entity: 'CreditMemo',
    map: (record, c) => fromQuickBooksCreditMemo(record, c),
    body: body('date_issued', (record) => ({ PrivateNote: record.note ?? undefined, ARAccountRef: record.account?.id ? { value: record.account.id } : undefined })),
    beforeCreate: requireLines,
    delete: 'delete',
  }),
  events: qboEvents('CreditMemo', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

export const fromQuickBooksSalesReceipt = mapFields<Json, ModelOf<typeof salesReceipts>, C>({
  id: (record) => String(record.Id),
  number: (record, c) => form(record, c).number,
  customer: (record, c) => form(record, c).customer,
  currency: (record, c) => form(record, c).currency,
  currency_rate: (record, c) => form(record, c).currency_rate,
  tax_inclusive: (record, c) => form(record, c).tax_inclusive,
  sub_total: (record, c) => form(record, c).sub_total,
  total_amount: (record, c) => form(record, c).total,
  total_tax: (record, c) => form(record, c).total_tax,
  tax_code: (record, c) => form(record, c).tax_code,
  transaction_date: (record) => (record.TxnDate ? `${String(record.TxnDate)}T00:00:00.000Z` : null),
  payment_method: (record) => refName(record.PaymentMethodRef),
  payment_method_id: (record) => refId(record.PaymentMethodRef),
  payment_method_reference: (record) => nonEmpty(record.PaymentRefNum),
  account: (record) => linked(record.DepositToAccountRef),
  line_items: (record, c) => form(record, c).line_items,
  note: (record) => nonEmpty(record.PrivateNote),
  customer_memo: (record, c) => form(record, c).customer_memo,
  billing_address: (record, c) => form(record, c).billing_address,
  shipping_address: (record, c) => form(record, c).shipping_address,
  department: (record) => linked(record.DepartmentRef),
  tracking_categories: (record, c) => form(record, c).tracking_categories,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const quickbooksSalesReceipts = implement(salesReceipts, {
  downstream: { id: 'SalesReceipt', name: 'SalesReceipt' },
  mapper: fromQuickBooksSalesReceipt,
  list: queryList({ entity: 'SalesReceipt', filters: ['customer_id', 'updated_since'], conditions, sortBy: sorts, map: (record, c) => fromQuickBooksSalesReceipt(record, c) }),
  ...crud({ entity: 'SalesReceipt', map: (record, c) => fromQuickBooksSalesReceipt(record, c), body: body('transaction_date', paidInto), beforeCreate: requireLines, delete: 'delete' }),
  events: qboEvents('SalesReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

export const fromQuickBooksRefundReceipt = mapFields<Json, ModelOf<typeof refunds>, C>({
  id: (record) => String(record.Id),
  number: (record, c) => form(record, c).number,
  customer: (record, c) => form(record, c).customer,
  company_id: (_record, c) => c.realm,
  currency: (record, c) => form(record, c).currency,
  currency_rate: (record, c) => form(record, c).currency_rate,
  tax_inclusive: (record, c) => form(record, c).tax_inclusive,
  sub_total: (record, c) => form(record, c).sub_total,
  total_amount: (record, c) => form(record, c).total ?? 0,
  total_tax: (record, c) => form(record, c).total_tax,
  tax_code: (record, c) => form(record, c).tax_code,
  refund_date: (record) => `${String(record.TxnDate ?? '1970-01-01')}T00:00:00.000Z`,
  status: (record) => (isVoided(record) ? 'voided' : 'paid'),
  type: () => 'refund_receipt',
  payment_method: (record) => refName(record.PaymentMethodRef),
  payment_method_id: (record) => refId(record.PaymentMethodRef),
  payment_method_reference: (record) => nonEmpty(record.PaymentRefNum),
  account: (record) => linked(record.DepositToAccountRef),
  line_items: (record, c) => form(record, c).line_items,
  note: (record) => nonEmpty(record.PrivateNote),
  customer_memo: (record, c) => form(record, c).customer_memo,
  billing_address: (record, c) => form(record, c).billing_address,
  shipping_address: (record, c) => form(record, c).shipping_address,
  department: (record) => linked(record.DepartmentRef),
  tracking_categories: (record, c) => form(record, c).tracking_categories,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const quickbooksRefunds = implement(refunds, {
  downstream: { id: 'RefundReceipt', name: 'RefundReceipt' },
  mapper: fromQuickBooksRefundReceipt,
  list: queryList({ entity: 'RefundReceipt', filters: ['customer_id', 'updated_since'], conditions, sortBy: sorts, map: (record, c) => fromQuickBooksRefundReceipt(record, c) }),
  ...crud({ entity: 'RefundReceipt', map: (record, c) => fromQuickBooksRefundReceipt(record, c), body: body('refund_date', paidInto), beforeCreate: requireLines, delete: 'delete' }),
  events: qboEvents('RefundReceipt', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});

const QUOTE_STATUSES: Readonly<Record<string, 'sent' | 'accepted' | 'converted' | 'rejected'>> = { Pending: 'sent', Accepted: 'accepted', Closed: 'converted', Rejected: 'rejected' };

export const fromQuickBooksEstimate = mapFields<Json, ModelOf<typeof quotes>, C>({
  id: (record) => String(record.Id),
  number: (record, c) => form(record, c).number,
  customer: (record, c) => form(record, c).customer,
  invoice_id: (record) => (((record.LinkedTxn as Json[] | undefined) ?? []).find((link) => link.TxnType === 'Invoice')?.TxnId as string | undefined),
  company_id: (_record, c) => c.realm,
  department_id: (record, c) => form(record, c).department_id,
  quote_date: (record) => record.TxnDate ?? null,
  expiry_date: (record) => record.ExpirationDate ?? null,
  terms: (record) => refName(record.SalesTermRef),
  terms_id: (record) => refId(record.SalesTermRef),
  status: (record) => QUOTE_STATUSES[String(record.TxnStatus)] ?? 'draft',
  currency: (record, c) => form(record, c).currency,
  currency_rate: (record, c) => form(record, c).currency_rate,
  tax_inclusive: (record, c) => form(record, c).tax_inclusive,
  sub_total: (record, c) => form(record, c).sub_total,
  total_tax: (record, c) => form(record, c).total_tax,
  tax_code: (record, c) => form(record, c).tax_code,
  total: (record, c) => form(record, c).total,
  customer_memo: (record, c) => form(record, c).customer_memo,
  line_items: (record, c) => form(record, c).line_items,
  billing_address: (record, c) => form(record, c).billing_address,
  shipping_address: (record, c) => form(record, c).shipping_address,
  tracking_categories: (record, c) => form(record, c).tracking_categories,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const quickbooksQuotes = implement(quotes, {
  downstream: { id: 'Estimate', name: 'Estimate' },
  mapper: fromQuickBooksEstimate,
  list: queryList({ entity: 'Estimate', filters: ['customer_id', 'number', 'updated_since', 'created_since'], conditions, map: (record, c) => fromQuickBooksEstimate(record, c) }),
  ...crud({
    entity: 'Estimate',
    map: (record, c) => fromQuickBooksEstimate(record, c),
    body: body('quote_date', (record) => ({
      ExpirationDate: record.expiry_date ?? undefined,
      TxnStatus: typeof record.status === 'string' ? Object.entries(QUOTE_STATUSES).find(([, unified]) => unified === record.status)?.[0] : undefined,
      SalesTermRef: typeof record.terms_id === 'string' ? { value: record.terms_id } : undefined,
    })),
    beforeCreate: requireLines,
    delete: 'delete',
  }),
  events: qboEvents('Estimate', ['created', 'updated', 'deleted', 'emailed']),
});
