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
import { collection, fieldTable } from '../kit/index.js';
import { inCurrency } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { invoiceStatus } from './invoice-status.js';
import { decimal } from './mapping.js';
import { id, sortableRecordFields } from './record-fields.js';
import { amount, day, linkedRef, terms } from './rules.js';
import { salesDocumentAt, salesFilters, salesRules } from './sales-documents.js';
import { INVOICE_EVENTS } from './webhook-events.js';

export const invoiceFields = fieldTable<ModelOf<typeof invoices>, Json, CompanyContext>({
  ...sortableRecordFields,
  id: { ...id, sort: true },
  ...salesRules,
  display_id: { read: (record) => record.DocNumber ?? null, write: false },
  type: { read: () => 'standard', write: false },
  invoice_date: day('TxnDate'),
  due_date: day('DueDate'),
  ...terms('SalesTermRef'),
  // Read from the amounts; voiding is QuickBooks' void (the update hook).
  status: { read: invoiceStatus, write: false },
  invoice_sent: { read: (record) => record.EmailStatus === 'EmailSent', write: (sent) => (typeof sent === 'boolean' ? { EmailStatus: sent ? 'EmailSent' : 'NotSet' } : {}) },
  total: amount((record) => record.TotalAmt),
  balance: amount((record) => record.Balance),
  deposit: { ...amount((record) => record.Deposit), write: (deposit) => (typeof deposit === 'number' ? { Deposit: inCurrency((currency) => decimal(deposit, currency)) } : {}) },
  payment_allocations: { read: (record) => ((record.LinkedTxn as Json[] | undefined) ?? []).filter((link) => link.TxnType === 'Payment').map((link) => ({ id: String(link.TxnId), allocated_amount: null })), write: false },
  ledger_account: linkedRef('ARAccountRef'),
}, { nullAs: undefined });

const at = salesDocumentAt('Invoice');

export const quickbooksInvoices = collection(invoices, {
  ...at,
  fields: invoiceFields,
  filters: { updated_since: salesFilters.updated_since, created_since: salesFilters.created_since, number: salesFilters.number, customer_id: salesFilters.customer_id },
  update: { ...at.update, queryFor: (record) => (record.status === 'voided' ? { operation: 'void' } : undefined) },
  hooks: {
    ...at.hooks,
    async beforeWrite(ctx, change) {
      if (change.operation === 'add') return at.hooks.beforeWrite(ctx, change);
      // An invoice's row_version is sent as the client gave it (QuickBooks judges it); a void names the invoice and it, nothing else.
      const given = typeof change.record.row_version === 'string' && change.record.row_version !== '' ? change.record.row_version : undefined;
      if (change.record.status !== 'voided') return { ...((await at.hooks.beforeWrite(ctx, change)) as object), ...(given === undefined ? {} : { SyncToken: given }) };
      const current = await change.current();
      return { Id: String(current.Id), SyncToken: given ?? String(current.SyncToken) };
    },
  },
  events: INVOICE_EVENTS,
});
