/**
 * The purchase forms beside bills:
 * - purchase orders ↔ PurchaseOrder: the vendor, lines (expense-lines.ts),
 *   expected date, POStatus Open/Closed as open/closed; posts nothing;
 * - expenses ↔ Purchase: paid at once from `account` (a bank or credit card
 *   account, AccountRef), PaymentType cash/check/credit card, the payee
 *   (EntityRef) as supplier, Credit as type refund.
 * Filters: purchase orders supplier_id and updated_since; expenses
 * updated_since. Delete is QuickBooks' delete.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { expenses } from '../../unified/accounting/expenses.js';
import { purchaseOrders } from '../../unified/accounting/purchase-orders.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { documentWrite } from './amounts.js';
import type { Json } from './api.js';
import { byVendor, purchaseRules } from './bills.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { expenseLineRules } from './expense-lines.js';
import { isVoided } from './invoice-status.js';
import { address, nonEmpty, optionalText, refId, refName, toAddress } from './mapping.js';
import { filterOn } from './query.js';
import { companyId, recordFields, sortableRecordFields } from './record-fields.js';
import { amount, midnight, reference } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

type Linked = { id?: string | null } | null | undefined;
const updatedSince = filterOn.since('MetaData.LastUpdatedTime');
const zero = { read: (_record: Json) => 0, write: false } as const;

export const purchaseOrderFields = fieldTable<ModelOf<typeof purchaseOrders>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...purchaseRules,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  po_number: { at: 'DocNumber', codec: optionalText },
  status: { read: (record) => (record.POStatus === 'Closed' ? 'closed' : 'open'), write: (status) => (status === 'closed' ? { POStatus: 'Closed' } : status === 'open' ? { POStatus: 'Open' } : {}) },
  issued_date: 'TxnDate',
  expected_arrival_date: 'ExpectedDate',
  total_tax: zero,
  // Purchase order lines are invoice lines in the unified model: an item or an account, without the bill line's customer.
  line_items: {
    read: (record, company) => expenseLineRules.read(record, company).map(({ customer: _customer, type: _type, ...line }) => ({ ...line, type: 'other' as const })) as never,
    write: expenseLineRules.write,
  },
  shipping_address: { read: (record) => address(record.ShipAddr, 'shipping') ?? {}, write: (value) => ({ ShipAddr: toAddress(value as Json | null | undefined) }) },
  memo: { at: 'Memo', codec: optionalText },
  notes: { at: 'PrivateNote', codec: optionalText },
}, { nullAs: undefined });

export const quickbooksPurchaseOrders = collection(purchaseOrders, {
  ...entityAt('PurchaseOrder'),
  fields: purchaseOrderFields,
  filters: { supplier_id: filterOn.equals('VendorRef'), updated_since: updatedSince },
  hooks: { ...entityAt('PurchaseOrder').hooks, beforeWrite: documentWrite(byVendor) },
  events: qboEvents('PurchaseOrder', ['created', 'updated', 'deleted', 'emailed']),
});

const PAYMENT_TYPES: Readonly<Record<string, 'cash' | 'check' | 'credit_card'>> = { Cash: 'cash', Check: 'check', CreditCard: 'credit_card' };
const isVendor = (record: Json) => (record.EntityRef as Json | undefined)?.type === 'Vendor';
const vendorRef = (id: string | null | undefined) => (typeof id === 'string' ? { EntityRef: { value: id, type: 'Vendor' } } : {});
const accountRef = (id: string | null | undefined) => (typeof id === 'string' ? { AccountRef: { value: id } } : {});

export const expenseFields = fieldTable<ModelOf<typeof expenses>, Json, CompanyContext>({
  ...recordFields,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  number: { at: 'DocNumber', codec: optionalText },
  transaction_date: midnight('TxnDate', '1970-01-01'),
  // `account` and `supplier` when their ids are sent both ways.
  account_id: { read: (record) => refId(record.AccountRef) ?? undefined, write: accountRef },
  account: { read: (record) => (refId(record.AccountRef) === null ? undefined : { id: refId(record.AccountRef) as string, type: 'ledger_account' as const, name: refName(record.AccountRef) ?? '' }), write: (account) => accountRef((account as Linked)?.id) },
  supplier_id: { read: (record) => (isVendor(record) ? (refId(record.EntityRef) ?? undefined) : undefined), write: vendorRef },
  supplier: { read: (record) => (isVendor(record) ? { id: refId(record.EntityRef) as string, display_name: refName(record.EntityRef) } : null), write: (supplier) => vendorRef(supplier?.id) },
  company_id: companyId,
  department_id: reference('DepartmentRef'),
  payment_type: {
    read: (record) => PAYMENT_TYPES[String(record.PaymentType)] ?? 'other',
    write: (type) => {
      const paymentType = typeof type === 'string' ? Object.entries(PAYMENT_TYPES).find(([, unified]) => unified === type)?.[0] : undefined;
      return paymentType === undefined ? {} : { PaymentType: paymentType };
    },
  },
  currency: purchaseRules.currency,
  currency_rate: purchaseRules.currency_rate,
  type: { read: (record) => (record.Credit === true ? 'refund' : 'expense'), write: (type) => (type === 'refund' ? { Credit: true } : type === 'expense' ? { Credit: false } : {}) },
  memo: { at: 'PrivateNote', codec: optionalText },
  sub_total: amount((record) => record.TotalAmt),
  total_tax: zero,
  total_amount: amount((record) => record.TotalAmt),
  // Expense lines name their account as `account` (with `account_id`), and the customer by id too.
  line_items: {
    read: (record, company) => expenseLineRules.read(record, company).map(({ ledger_account: account, row_id: _row, tax_rate: _tax, ...line }) => ({
      ...line,
      account: account ?? null,
      account_id: account?.id,
      // The model's customer_id is a string or absent, never null.
      ...(line.customer?.id ? { customer_id: line.customer.id } : {}),
    })) as never,
    write: expenseLineRules.write,
  },
  status: { read: (record) => (isVoided(record) ? 'voided' : 'posted'), write: false },
}, { nullAs: undefined });

const expenseAt = entityAt('Purchase');
const expenseWrite = documentWrite((record) => ({ entity: 'Vendor', id: (record.supplier as Linked)?.id ?? record.supplier_id }));

export const quickbooksExpenses = collection(expenses, {
  ...expenseAt,
  fields: expenseFields,
  filters: { updated_since: updatedSince },
  hooks: {
    ...expenseAt.hooks,
    beforeWrite(ctx, write) {
      const body = write.body as Json;
      if (write.operation === 'update') return expenseWrite(ctx, write);
      if (body.AccountRef === undefined) throw new ApiError('RequestValidationError', { message: 'A QuickBooks expense is paid from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
      return expenseWrite(ctx, { ...write, body: { PaymentType: 'Cash', ...body } });
    },
  },
  events: qboEvents('Purchase', ['created', 'updated', 'deleted', 'voided']),
});
