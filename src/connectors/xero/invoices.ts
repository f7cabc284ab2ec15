/**
 * Invoices on Xero's /Invoices of Type ACCREC (invoice-fields.ts maps them).
 * /Invoices holds bills too: an id of a bill, or of a DELETED invoice, is
 * not an invoice (404). Xero deletes no invoice: a delete sets a draft or
 * submitted one DELETED and voids an authorised one (Xero refuses it while
 * paid). Filters: number, customer_id (where clauses), updated_since
 * (If-Modified-Since); sort: updated_at, id.
 */
import { invoices } from '../../unified/accounting/invoices.js';
import { collection } from '../kit/index.js';
import { where } from './dialect.js';
import { documentRecords, withLines, type XeroInvoice } from './documents.js';
import { invoiceFields } from './invoice-fields.js';
import { xeroEvents } from './webhook-events.js';

export const xeroInvoices = collection(invoices, {
  ...documentRecords<XeroInvoice>('Invoices', 'InvoiceID', 'ACCREC', true),
  what: 'invoice',
  fields: invoiceFields,
  filters: { updated_since: where.modified, number: where.equals('InvoiceNumber'), customer_id: where.guid('Contact.ContactID') },
  events: xeroEvents('INVOICE'),
  hooks: { beforeWrite: withLines },
});
