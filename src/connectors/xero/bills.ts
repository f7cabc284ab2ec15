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
import { where } from './dialect.js';
import { documentRecords, withLines, type XeroInvoice } from './documents.js';
import { billStatusClause } from './statuses.js';

export const xeroBills = collection(bills, {
  ...documentRecords<XeroInvoice>('Invoices', 'InvoiceID', 'ACCPAY', true),
  what: 'bill',
  fields: billFields,
  filters: {
    updated_since: where.modified,
    billed_since: where.since('Date'),
    due_since: where.since('DueDate'),
    status: (status) => ({ where: typeof status === 'string' ? billStatusClause(status) : undefined }),
  },
  hooks: { beforeWrite: withLines },
});
