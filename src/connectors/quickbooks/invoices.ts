/**
 * Invoices ↔ QuickBooks Invoice (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 * list through the query language (filters updated_since, created_since,
 * number, customer_id; sort by created_at, updated_at, id), get by id (a
 * bill's or any other entity's id is a 404: QuickBooks' ids are per
 * entity), create, sparse update with the SyncToken (row_version when the
 * client sends it), `status: "voided"` as QuickBooks' void (both
 * invoice-update.ts), delete. The status is read from the amounts
 * (invoice-status.ts).
 */
import { invoices } from '../../unified/accounting/invoices.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { invoiceStatus } from './invoice-status.js';
import { invoiceAt } from './invoice-update.js';
import { idSortableRecordFields } from './record-fields.js';
import { amount, day, linkedAllocations, linkedRef, terms, writtenAmount } from './rules.js';
import { salesFilters, salesRules } from './sales-documents.js';
import { INVOICE_EVENTS } from './webhook-events.js';

export const invoiceFields = fieldTable<ModelOf<typeof invoices>, Json, CompanyContext>({
  ...idSortableRecordFields,
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
  deposit: writtenAmount('Deposit'),
  payment_allocations: linkedAllocations('Payment'),
  ledger_account: linkedRef('ARAccountRef'),
}, { nullAs: undefined });

export const quickbooksInvoices = collection(invoices, {
  ...invoiceAt(),
  fields: invoiceFields,
  filters: { updated_since: salesFilters.updated_since, created_since: salesFilters.created_since, number: salesFilters.number, customer_id: salesFilters.customer_id },
  events: INVOICE_EVENTS,
});
