/**
 * Invoices ↔ QuickBooks Invoice (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 * list through the query language (filters updated_since, created_since,
 * number, customer_id; sort by created_at, updated_at, id), get by id (a
 * bill's or any other entity's id is a 404: QuickBooks' ids are per
 * entity), create, sparse update with the SyncToken (row_version when the
 * client sends it), `status: "voided"` as QuickBooks' void, delete. The
 * status is read from the amounts (invoice-status.ts).
 */
import { invoices } from '../../unified/accounting/invoices.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { aboutRecord, deleteEntity, readEntity, writeEntity, type Json } from './api.js';
import { companyContext, type CompanyContext } from './company.js';
import { invoiceStatus } from './invoice-status.js';
import { createdAt, decimal, minor, refId, refName, updatedAt } from './mapping.js';
import { sinceCondition, where, queryList } from './query.js';
import { requireLines, salesForm, salesFormBody, writeCurrency } from './sales-documents.js';
import { INVOICE_EVENTS } from './webhook-events.js';

type C = CompanyContext;
const form = (record: Json, company: C) => salesForm(record, company);

export const fromQuickBooksInvoice = mapFields<Json, ModelOf<typeof invoices>, C>({
  id: (record) => String(record.Id),
  display_id: (record, c) => form(record, c).display_id,
  number: (record, c) => form(record, c).number,
  type: () => 'standard',
  customer: (record, c) => form(record, c).customer,
  company_id: (record, c) => form(record, c).company_id,
  department_id: (record, c) => form(record, c).department_id,
  invoice_date: (record) => record.TxnDate ?? null,
  due_date: (record) => record.DueDate ?? null,
  terms: (record) => refName(record.SalesTermRef),
  terms_id: (record) => refId(record.SalesTermRef),
  status: (record) => invoiceStatus(record),
  invoice_sent: (record) => record.EmailStatus === 'EmailSent',
  currency: (record, c) => form(record, c).currency,
  currency_rate: (record, c) => form(record, c).currency_rate,
  tax_inclusive: (record, c) => form(record, c).tax_inclusive,
  sub_total: (record, c) => form(record, c).sub_total,
  total_tax: (record, c) => form(record, c).total_tax,
  tax_code: (record, c) => form(record, c).tax_code,
  total: (record, c) => form(record, c).total,
  balance: (record, c) => minor(record.Balance ?? 0, form(record, c).currency),
  deposit: (record, c) => minor(record.Deposit ?? 0, form(record, c).currency),
  customer_memo: (record, c) => form(record, c).customer_memo,
  tracking_categories: (record, c) => form(record, c).tracking_categories,
  line_items: (record, c) => form(record, c).line_items,
  billing_address: (record, c) => form(record, c).billing_address,
  shipping_address: (record, c) => form(record, c).shipping_address,
  payment_allocations: (record) => ((record.LinkedTxn as Json[] | undefined) ?? []).filter((link) => link.TxnType === 'Payment').map((link) => ({ id: String(link.TxnId), allocated_amount: null })),
  ledger_account: (record) => (refId(record.ARAccountRef) === null ? null : { id: refId(record.ARAccountRef) as string, name: refName(record.ARAccountRef) }),
  row_version: (record) => (record.SyncToken === undefined ? null : String(record.SyncToken)),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

function invoiceBody(record: Unified, currency: string): Json {
  return {
    ...salesFormBody(record, currency, 'invoice_date'),
    ...(typeof record.due_date === 'string' ? { DueDate: record.due_date.slice(0, 10) } : {}),
    ...(typeof record.terms_id === 'string' ? { SalesTermRef: { value: record.terms_id } } : {}),
    ...(typeof record.deposit === 'number' ? { Deposit: decimal(record.deposit, currency) } : {}),
    ...(record.ledger_account?.id ? { ARAccountRef: { value: record.ledger_account.id } } : {}),
    ...(typeof record.invoice_sent === 'boolean' ? { EmailStatus: record.invoice_sent ? 'EmailSent' : 'NotSet' } : {}),
  };
}

export const quickbooksInvoices = implement(invoices, {
  downstream: { id: 'Invoice', name: 'Invoice' },
  mapper: fromQuickBooksInvoice,
  list: queryList({
    entity: 'Invoice',
    filters: ['updated_since', 'created_since', 'number', 'customer_id'],
    conditions: ({ filter }) => [
      ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ...(filter.created_since !== undefined ? [sinceCondition('MetaData.CreateTime', filter.created_since)] : []),
      ...(typeof filter.number === 'string' ? [where('DocNumber', '=', filter.number)] : []),
      ...(typeof filter.customer_id === 'string' ? [where('CustomerRef', '=', filter.customer_id)] : []),
    ],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime', id: 'Id' },
    map: (record, company) => fromQuickBooksInvoice(record, company),
  }),
  async one(ctx, { id }) {
    return fromQuickBooksInvoice(await readEntity(ctx, 'Invoice', id), await companyContext(ctx));
  },
  async add(ctx, { record }) {
    requireLines(record);
    const currency = await writeCurrency(ctx, record, undefined);
    const created = await writeEntity(ctx, 'Invoice', invoiceBody(record, currency));
    return { id: String(created.Id) };
  },
  async update(ctx, { id, record }) {
    const current = await readEntity(ctx, 'Invoice', id);
    const syncToken = typeof record.row_version === 'string' && record.row_version !== '' ? record.row_version : String(current.SyncToken);
    if (record.status === 'voided') {
      await aboutRecord('Invoice', id, () => writeEntity(ctx, 'Invoice', { Id: id, SyncToken: syncToken }, { operation: 'void' }));
      return { id };
    }
    const currency = await writeCurrency(ctx, record, current);
    await aboutRecord('Invoice', id, () => writeEntity(ctx, 'Invoice', { ...invoiceBody(record, currency), Id: id, SyncToken: syncToken, sparse: true }));
    return { id };
  },
  delete: (ctx, { id }) => deleteEntity(ctx, 'Invoice', id),
  events: INVOICE_EVENTS,
});
