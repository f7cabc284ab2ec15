/**
 * Bills ↔ QuickBooks Bill (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/bill):
 * the vendor, dates, terms, account and item lines (expense-lines.ts), the
 * AP account, and the Balance that follows the bill payments applied. The
 * status is read from the amounts: paid, partially_paid, or authorised
 * (open; QuickBooks has no draft bills). Delete is QuickBooks' delete.
 * Filters: updated_since, billed_since, due_since; sort by created_at,
 * updated_at, id.
 */
import { bills } from '../../unified/accounting/bills.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { readEntity, type Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { crud } from './crud.js';
import { fromExpenseLine, toExpenseLines } from './expense-lines.js';
import { isVoided } from './invoice-status.js';
import { createdAt, currencyOf, decimal, defined, linked, minor, nonEmpty, perRecord, refId, refName, updatedAt } from './mapping.js';
import { queryList, sinceCondition, where } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type Unified = Record<string, any>;

function billStatus(record: Json): 'authorised' | 'paid' | 'partially_paid' | 'void' {
  if (isVoided(record)) return 'void';
  const total = Number(record.TotalAmt ?? 0);
  const balance = Number(record.Balance ?? total);
  if (total > 0 && balance <= 0) return 'paid';
  if (balance > 0 && balance < total) return 'partially_paid';
  return 'authorised';
}

const currency = perRecord((record: Json, c: C) => currencyOf(record, c.home));

export const fromQuickBooksBill = mapFields<Json, ModelOf<typeof bills>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.DocNumber),
  bill_number: (record) => nonEmpty(record.DocNumber),
  supplier: (record) => (refId(record.VendorRef) === null ? null : { id: refId(record.VendorRef) as string, display_name: refName(record.VendorRef) }),
  company_id: (_record, c) => c.realm,
  department_id: (record) => refId(record.DepartmentRef),
  currency: (record, c) => currency(record, c),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  tax_inclusive: (record) => record.GlobalTaxCalculation === 'TaxInclusive',
  bill_date: (record) => record.TxnDate ?? null,
  due_date: (record) => record.DueDate ?? null,
  line_items: (record, c) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromExpenseLine(line, currency(record, c))),
  terms: (record) => refName(record.SalesTermRef),
  terms_id: (record) => refId(record.SalesTermRef),
  balance: (record, c) => minor(record.Balance ?? 0, currency(record, c)),
  sub_total: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  total_tax: (record, c) => minor((record.TxnTaxDetail as Json | undefined)?.TotalTax ?? 0, currency(record, c)),
  total: (record, c) => minor(record.TotalAmt ?? 0, currency(record, c)),
  notes: (record) => nonEmpty(record.PrivateNote),
  status: (record) => billStatus(record),
  ledger_account: (record) => linked(record.APAccountRef),
  payment_allocations: (record) => ((record.LinkedTxn as Json[] | undefined) ?? []).filter((link) => link.TxnType === 'BillPayment').map((link) => ({ id: String(link.TxnId), allocated_amount: null })),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

async function billCurrency(ctx: ConnectorContext, record: Unified, existing?: Json): Promise<string> {
  if (typeof record.currency === 'string') return record.currency;
  const home = await homeCurrency(ctx);
  if (existing) return currencyOf(existing, home);
  if (typeof record.supplier?.id === 'string') return currencyOf(await readEntity(ctx, 'Vendor', record.supplier.id).catch(() => ({})), home);
  return home;
}

async function billBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const code = await billCurrency(ctx, record, existing);
  return defined({
    VendorRef: record.supplier?.id ? { value: record.supplier.id } : undefined,
    TxnDate: record.bill_date ?? undefined,
    DueDate: record.due_date ?? undefined,
    DocNumber: record.bill_number ?? undefined,
    SalesTermRef: typeof record.terms_id === 'string' ? { value: record.terms_id } : undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ExchangeRate: typeof record.currency_rate === 'number' ? record.currency_rate : undefined,
    PrivateNote: record.notes ?? undefined,
    APAccountRef: record.ledger_account?.id ? { value: record.ledger_account.id } : undefined,
    DepartmentRef: typeof record.department_id === 'string' ? { value: record.department_id } : undefined,
    Line: toExpenseLines(record.line_items, code),
  });
}

export const quickbooksBills = implement(bills, {
  downstream: { id: 'Bill', name: 'Bill' },
  mapper: fromQuickBooksBill,
  list: queryList({
    entity: 'Bill',
    filters: ['updated_since', 'billed_since', 'due_since'],
    conditions: ({ filter }) => [
      ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ...(typeof filter.billed_since === 'string' ? [where('TxnDate', '>=', filter.billed_since)] : []),
      ...(typeof filter.due_since === 'string' ? [where('DueDate', '>=', filter.due_since)] : []),
    ],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime', id: 'Id' },
    map: (record, company) => fromQuickBooksBill(record, company),
  }),
  ...crud({ entity: 'Bill', map: (record, company) => fromQuickBooksBill(record, company), body: billBody, delete: 'delete' }),
  events: qboEvents('Bill', ['created', 'updated', 'deleted']),
});

