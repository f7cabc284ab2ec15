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
import { xeroDialect, inList, where } from './dialect.js';
import { deleteOrVoid, UNIT_DP, withLines, type XeroInvoice } from './documents.js';
import { invoiceFields } from './invoice-fields.js';
import { xeroEvents } from './webhook-events.js';

const INVOICES = inList('Invoices');

export const xeroInvoices = collection(invoices, {
  dialect: xeroDialect,
  downstream: { id: 'Invoices', name: 'Invoices (ACCREC)' },
  what: 'invoice',
  fields: invoiceFields,
  path: '/api.xro/2.0/Invoices',
  ...INVOICES,
  idAt: 'Invoices.0.InvoiceID',
  wrap: (fields, operation) => INVOICES.wrap(operation === 'add' ? { Type: 'ACCREC', ...fields } : fields),
  readQuery: UNIT_DP,
  writeQuery: UNIT_DP,
  listQuery: { where: ['Type=="ACCREC"', 'Status!="DELETED"'] },
  only: (invoice: XeroInvoice | undefined) => invoice?.Type === 'ACCREC' && invoice.Status !== 'DELETED',
  filters: { updated_since: where.modified, number: where.equals('InvoiceNumber'), customer_id: where.guid('Contact.ContactID') },
  list: true,
  add: { method: 'PUT' },
  update: { method: 'POST' },
  delete: { method: 'POST', body: deleteOrVoid('Invoices', 'InvoiceID') },
  events: xeroEvents('INVOICE'),
  hooks: { beforeWrite: withLines },
});
