/**
 * Bills on Xero's /Invoices of Type ACCPAY (bill-fields.ts maps them), with
 * the rules of invoices (invoices.ts): an invoice's id or a DELETED bill is
 * 404, a delete sets DELETED or voids. Filters: updated_since
 * (If-Modified-Since), billed_since and due_since (where Date / DueDate >= …),
 * status (paid, unpaid, partially_paid from Status, AmountPaid and
 * AmountCredited). Sort: updated_at, id.
 */
import { bills } from '../../unified/accounting/bills.js';
import { collection } from '../kit/index.js';
import { billFields } from './bill-fields.js';
import { inList, where, xeroDialect } from './dialect.js';
import { deleteOrVoid, UNIT_DP, withLines, type XeroInvoice } from './documents.js';
import { billStatusClause } from './statuses.js';

const INVOICES = inList('Invoices');

export const xeroBills = collection(bills, {
  dialect: xeroDialect,
  downstream: { id: 'Invoices', name: 'Invoices (ACCPAY)' },
  what: 'bill',
  fields: billFields,
  path: '/api.xro/2.0/Invoices',
  ...INVOICES,
  idAt: 'Invoices.0.InvoiceID',
  wrap: (fields, operation) => INVOICES.wrap(operation === 'add' ? { Type: 'ACCPAY', ...fields } : fields),
  readQuery: UNIT_DP,
  writeQuery: UNIT_DP,
  listQuery: { where: ['Type=="ACCPAY"', 'Status!="DELETED"'] },
  only: (bill: XeroInvoice | undefined) => bill?.Type === 'ACCPAY' && bill.Status !== 'DELETED',
  filters: {
    updated_since: where.modified,
    billed_since: where.since('Date'),
    due_since: where.since('DueDate'),
    status: (status) => ({ where: typeof status === 'string' ? billStatusClause(status) : undefined }),
  },
  list: true,
  add: { method: 'PUT' },
  update: { method: 'POST' },
  delete: { method: 'POST', body: deleteOrVoid('Invoices', 'InvoiceID') },
  hooks: { beforeWrite: withLines },
});
