/**
 * Invoices (GET, POST /invoices, GET, PUT, DELETE /invoices/{invoice_id};
 * "Invoices" in the API reference), with the moves of invoice-actions.ts
 * (sent, void, back to draft, and the conversion of a sales order). A new
 * invoice is a draft; its `balance` is what is still to be paid; a sent
 * invoice past its due date reads `overdue`. Lines post to income accounts
 * of the chart. A void invoice cannot be edited, and an invoice with
 * payments cannot be deleted or voided. Lists leave lines, addresses and
 * taxes out.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { addressRule, decimalsOf, nextId, sortColumn, timeFields, timestamps, withTimes } from './common.js';
import { dec, num, round } from '../framework/kit/decimal.js';
import { API_BASE, isListRequest } from './dialect.js';
import { assignNumber, attachCustomer, checkNumberChange, dateRule, linesRule, priceChanges, priceNew, today, type NumberSeries } from './documents.js';

export const INVOICE_SERIES: NumberSeries = { table: 'invoices', field: 'invoice_number', prefix: 'INV-', label: 'Invoice' };

export const INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid', 'void', 'unpaid', 'partially_paid', 'viewed'] as const;

/** The status as Zoho answers it: a sent or partly paid invoice past its due date is overdue. */
export function statusNow(record: StoredRecord, todayDate: string): string {
  const status = String(record.status);
  if ((status === 'sent' || status === 'viewed' || status === 'partially_paid') && typeof record.due_date === 'string' && record.due_date !== '' && record.due_date < todayDate) return 'overdue';
  return status;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const matches = (field: string, mode: 'is' | 'startswith' | 'contains') => (record: StoredRecord, value: string) => {
  const own = String(record[field] ?? '').toLowerCase();
  const wanted = value.toLowerCase();
  return mode === 'is' ? own === wanted : mode === 'startswith' ? own.startsWith(wanted) : own.includes(wanted);
};

const FILTER_BY: Readonly<Record<string, readonly string[]>> = {
  'Status.All': INVOICE_STATUSES, 'Status.Sent': ['sent'], 'Status.Draft': ['draft'], 'Status.OverDue': ['overdue'], 'Status.Paid': ['paid'],
  'Status.Void': ['void'], 'Status.Unpaid': ['sent', 'overdue', 'viewed', 'unpaid'], 'Status.PartiallyPaid': ['partially_paid'],
};

export const invoices = defineResource<ZohoOrganization>({
  name: 'invoices',
  labels: {
    one: 'invoice', list: 'invoices', report: 'Invoices',
    created: 'The invoice has been created.', updated: 'Invoice information has been updated.', deleted: 'The invoice has been deleted.',
  },
  routes: {
    list: `GET ${API_BASE}/invoices`,
    get: `GET ${API_BASE}/invoices/:invoice_id`,
    delete: `DELETE ${API_BASE}/invoices/:invoice_id`,
  },
  idParam: 'invoice_id',
  newId: (ctx) => nextId(ctx.tenant, ctx.account),
  fields: {
    id: { wire: 'invoice_id', kind: 'string', readOnly: true },
    invoice_number: { kind: 'string', maxLength: 100 },
    date: dateRule('date'),
    due_date: dateRule('due_date'),
    payment_terms: { kind: 'integer', default: 0 },
    payment_terms_label: { kind: 'string', maxLength: 100, default: 'Due on Receipt' },
    status: { kind: 'string', readOnly: true, default: 'draft' },
    customer_id: { kind: 'string', required: true },
    customer_name: { kind: 'string', readOnly: true },
    currency_id: { kind: 'string', readOnly: true },
    currency_code: { kind: 'string', readOnly: true },
    exchange_rate: { kind: 'number', readOnly: true },
    reference_number: { kind: 'string', maxLength: 100 },
    salesorder_id: { kind: 'string', readOnly: true },
    salesperson_name: { kind: 'string', maxLength: 200 },
    line_items: { ...linesRule, required: true },
    shipping_charge: { kind: 'number', default: 0 },
    adjustment: { kind: 'number', default: 0 },
    sub_total: { kind: 'number', readOnly: true },
    tax_total: { kind: 'number', readOnly: true },
    total: { kind: 'number', readOnly: true },
    balance: { kind: 'number', readOnly: true },
    payment_made: { kind: 'number', readOnly: true, default: 0 },
    taxes: { kind: 'array', readOnly: true },
    notes: { kind: 'string', maxLength: 5000 },
    terms: { kind: 'string', maxLength: 10000 },
    billing_address: { ...addressRule('billing_address'), readOnly: true },
    shipping_address: { ...addressRule('shipping_address'), readOnly: true },
    ...timeFields,
  },
  timestamps,
  filters: {
    invoice_number: matches('invoice_number', 'is'),
    invoice_number_startswith: matches('invoice_number', 'startswith'),
    invoice_number_contains: matches('invoice_number', 'contains'),
    reference_number: matches('reference_number', 'is'),
    customer_id: (record, value) => record.customer_id === value,
    status: (record, value, ctx) => {
      if (!(INVOICE_STATUSES as readonly string[]).includes(value)) throw fail.validation('Invalid value passed for status', { code: 4, field: 'status' });
      return statusNow(record, today(ctx)) === value;
    },
    filter_by: (record, value, ctx) => {
      const wanted = FILTER_BY[value];
      if (!wanted) throw fail.validation('Invalid value passed for filter_by', { code: 4, field: 'filter_by' });
      return wanted.includes(statusNow(record, today(ctx)));
    },
  },
  sort: sortColumn({
    customer_name: 'customer_name', invoice_number: 'invoice_number', date: 'date', due_date: 'due_date', total: 'total', balance: 'balance',
    created_time: 'createdTime', last_modified_time: 'lastModifiedTime',
  }),
  order: 'newest-first',
  hooks: {
    beforeCreate(record, ctx) {
      assignNumber(record, ctx, INVOICE_SERIES);
      attachCustomer(record, record.customer_id, ctx, true);
      if (!record.date) record.date = today(ctx);
      if (!record.due_date) record.due_date = addDays(String(record.date), Number(record.payment_terms ?? 0));
      priceNew(record, ctx, true);
      record.balance = record.total;
    },
    beforeUpdate(record, changes, ctx) {
      if (record.status === 'void') throw fail.validation('A void invoice cannot be edited. Mark it as draft first.', { code: 4 });
      checkNumberChange(record, changes, ctx, INVOICE_SERIES);
      if ('customer_id' in changes && changes.customer_id !== record.customer_id) {
        if (record.salesorder_id) throw fail.validation('The customer of an invoice made from a sales order cannot be changed.', { code: 4, field: 'customer_id' });
        attachCustomer(changes, changes.customer_id, ctx, true);
      }
      priceChanges(record, changes, ctx, true);
      const digits = decimalsOf(String(changes.currency_code ?? record.currency_code), ctx.account);
      const balance = round((dec(changes.total) ?? 0n) - (dec(record.payment_made) ?? 0n), digits);
      if (balance < 0n) throw fail.validation('The invoice total cannot be less than the payments already made.', { code: 4 });
      changes.balance = num(balance);
    },
    beforeDelete(record) {
      if ((dec(record.payment_made) ?? 0n) > 0n) throw fail.validation('Invoices with payments cannot be deleted. Delete the payments first.', { code: 4 });
    },
    present(wire, record, ctx) {
      const out = withTimes(wire, record, ctx);
      out.status = statusNow(record, today(ctx));
      if (isListRequest(ctx.request, 'invoices')) {
        for (const field of ['line_items', 'billing_address', 'shipping_address', 'taxes', 'terms', 'shipping_charge', 'adjustment']) delete out[field];
      }
      return out;
    },
  },
});
