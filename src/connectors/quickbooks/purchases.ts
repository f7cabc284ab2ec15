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
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { readEntity, type Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { crud } from './crud.js';
import { fromExpenseLine, toExpenseLines } from './expense-lines.js';
import { isVoided } from './invoice-status.js';
import { address, createdAt, currencyOf, defined, linked, minor, nonEmpty, perRecord, refId, refName, toAddress, updatedAt } from './mapping.js';
import { queryList, sinceCondition, where } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type Unified = Record<string, any>;
const currency = perRecord((record: Json, c: C) => currencyOf(record, c.home));
const lines = (record: Json, c: C) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromExpenseLine(line, currency(record, c)));
const sorts = { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' };
const since = (filter: Readonly<Record<string, unknown>>) => (filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []);

async function purchaseCurrency(ctx: ConnectorContext, record: Unified, vendorId: unknown, existing?: Json): Promise<string> {
  if (typeof record.currency === 'string') return record.currency;
  const home = await homeCurrency(ctx);
  if (existing) return currencyOf(existing, home);
  if (typeof vendorId === 'string') return currencyOf(await readEntity(ctx, 'Vendor', vendorId).catch(() => ({})), home);
  return home;
}

export const fromQuickBooksPurchaseOrder = mapFields<Json, ModelOf<typeof purchaseOrders>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.DocNumber),
  po_number: (record) => nonEmpty(record.DocNumber),
  supplier: (record) => (refId(record.VendorRef) === null ? null : { id: refId(record.VendorRef) as string, display_name: refName(record.VendorRef) }),
  company_id: (_record, c) => c.realm,
  department_id: (record) => refId(record.DepartmentRef),
  status: (record) => (record.POStatus === 'Closed' ? 'closed' : 'open'),
  issued_date: (record) => record.TxnDate ?? null,
  expected_arrival_date: (record) => record.ExpectedDate ?? null,
  due_date: (record) => record.DueDate ?? null,
  currency: (record, c) => currency(record, c),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  sub_total: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  total_tax: (record, c) => minor(0, currency(record, c)),
  total: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  // Purchase order lines are invoice lines in the unified model: an item or an account, without the bill line's customer.
  line_items: (record, c) => lines(record, c).map(({ customer: _customer, type: _type, ...line }) => ({ ...line, type: 'other' as const })) as never,
  shipping_address: (record) => address(record.ShipAddr, 'shipping') ?? {},
  ledger_account: (record) => linked(record.APAccountRef),
  memo: (record) => nonEmpty(record.Memo),
  notes: (record) => nonEmpty(record.PrivateNote),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

async function purchaseOrderBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const code = await purchaseCurrency(ctx, record, record.supplier?.id, existing);
  return defined({
    VendorRef: record.supplier?.id ? { value: record.supplier.id } : undefined,
    DocNumber: record.po_number ?? undefined,
    TxnDate: record.issued_date ?? undefined,
    ExpectedDate: record.expected_arrival_date ?? undefined,
    DueDate: record.due_date ?? undefined,
    POStatus: record.status === 'closed' ? 'Closed' : record.status === 'open' ? 'Open' : undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ShipAddr: toAddress(record.shipping_address),
    APAccountRef: record.ledger_account?.id ? { value: record.ledger_account.id } : undefined,
    Memo: record.memo ?? undefined,
    PrivateNote: record.notes ?? undefined,
    Line: toExpenseLines(record.line_items, code),
  });
}

export const quickbooksPurchaseOrders = implement(purchaseOrders, {
  downstream: { id: 'PurchaseOrder', name: 'PurchaseOrder' },
  mapper: fromQuickBooksPurchaseOrder,
  list: queryList({
    entity: 'PurchaseOrder',
    filters: ['supplier_id', 'updated_since'],
    conditions: ({ filter }) => [...(typeof filter.supplier_id === 'string' ? [where('VendorRef', '=', filter.supplier_id)] : []), ...since(filter)],
    sortBy: sorts,
    map: (record, c) => fromQuickBooksPurchaseOrder(record, c),
  }),
  ...crud({ entity: 'PurchaseOrder', map: (record, c) => fromQuickBooksPurchaseOrder(record, c), body: purchaseOrderBody, delete: 'delete' }),
  events: qboEvents('PurchaseOrder', ['created', 'updated', 'deleted', 'emailed']),
});

const PAYMENT_TYPES: Readonly<Record<string, 'cash' | 'check' | 'credit_card'>> = { Cash: 'cash', Check: 'check', CreditCard: 'credit_card' };

export const fromQuickBooksPurchase = mapFields<Json, ModelOf<typeof expenses>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.DocNumber),
  number: (record) => nonEmpty(record.DocNumber),
  transaction_date: (record) => `${String(record.TxnDate ?? '1970-01-01')}T00:00:00.000Z`,
  account_id: (record) => refId(record.AccountRef) ?? undefined,
  account: (record) => (refId(record.AccountRef) === null ? undefined : { id: refId(record.AccountRef) as string, type: 'ledger_account' as const, name: refName(record.AccountRef) ?? '' }),
  supplier_id: (record) => ((record.EntityRef as Json | undefined)?.type === 'Vendor' ? (refId(record.EntityRef) ?? undefined) : undefined),
  supplier: (record) => ((record.EntityRef as Json | undefined)?.type === 'Vendor' ? { id: refId(record.EntityRef) as string, display_name: refName(record.EntityRef) } : null),
  company_id: (_record, c) => c.realm,
  department_id: (record) => refId(record.DepartmentRef),
  payment_type: (record) => PAYMENT_TYPES[String(record.PaymentType)] ?? 'other',
  currency: (record, c) => currency(record, c),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  type: (record) => (record.Credit === true ? 'refund' : 'expense'),
  memo: (record) => nonEmpty(record.PrivateNote),
  sub_total: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  total_tax: (record, c) => minor(0, currency(record, c)),
  total_amount: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  // Expense lines name their account as `account` (with `account_id`), and the customer by id too.
  line_items: (record, c) => lines(record, c).map(({ ledger_account: account, row_id: _row, tax_rate: _tax, ...line }) => ({
    ...line,
    account: account ?? null,
    account_id: account?.id,
    // The model's customer_id is a string or absent, never null.
    ...(line.customer?.id ? { customer_id: line.customer.id } : {}),
  })) as never,
  status: (record) => (isVoided(record) ? 'voided' : 'posted'),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

async function purchaseBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const vendor = record.supplier?.id ?? record.supplier_id;
  const code = await purchaseCurrency(ctx, record, vendor, existing);
  const account = record.account?.id ?? record.account_id;
  const paymentType = typeof record.payment_type === 'string' ? Object.entries(PAYMENT_TYPES).find(([, unified]) => unified === record.payment_type)?.[0] : undefined;
  if (!existing && typeof account !== 'string') throw new ApiError('RequestValidationError', { message: 'A QuickBooks expense is paid from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
  return defined({
    AccountRef: typeof account === 'string' ? { value: account } : undefined,
    PaymentType: paymentType ?? (existing ? undefined : 'Cash'),
    EntityRef: typeof vendor === 'string' ? { value: vendor, type: 'Vendor' } : undefined,
    TxnDate: typeof record.transaction_date === 'string' ? record.transaction_date.slice(0, 10) : undefined,
    DocNumber: record.number ?? undefined,
    Credit: record.type === 'refund' ? true : record.type === 'expense' ? false : undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    PrivateNote: record.memo ?? undefined,
    DepartmentRef: typeof record.department_id === 'string' ? { value: record.department_id } : undefined,
    Line: toExpenseLines(record.line_items, code),
  });
}

export const quickbooksExpenses = implement(expenses, {
  downstream: { id: 'Purchase', name: 'Purchase' },
  mapper: fromQuickBooksPurchase,
  list: queryList({ entity: 'Purchase', filters: ['updated_since'], conditions: ({ filter }) => since(filter), map: (record, c) => fromQuickBooksPurchase(record, c) }),
  ...crud({ entity: 'Purchase', map: (record, c) => fromQuickBooksPurchase(record, c), body: purchaseBody, delete: 'delete' }),
  events: qboEvents('Purchase', ['created', 'updated', 'deleted', 'voided']),
});
