/**
 * Quotes ↔ QuickBooks Estimate (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/estimate),
 * on the sales forms (sales-documents.ts): TxnStatus
 * Pending/Accepted/Closed/Rejected as sent/accepted/converted/rejected, an
 * expiry date, the invoice it became. List (customer_id, number,
 * updated_since, created_since), get, create, sparse update, delete.
 */
import { quotes } from '../../unified/accounting/quotes.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { recordFields } from './record-fields.js';
import { amount, day, linkedTxns, oneOf, terms } from './rules.js';
import { salesDocumentAt, salesFilters, salesRules } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

export const quoteFields = fieldTable<ModelOf<typeof quotes>, Json, CompanyContext>({
  ...recordFields,
  ...salesRules,
  invoice_id: { read: (record) => (linkedTxns(record, 'Invoice')[0]?.TxnId as string | undefined), write: false },
  quote_date: day('TxnDate'),
  expiry_date: 'ExpirationDate',
  ...terms('SalesTermRef'),
  // An estimate without a TxnStatus is a draft.
  status: oneOf('TxnStatus', { Pending: 'sent', Accepted: 'accepted', Closed: 'converted', Rejected: 'rejected' }, 'draft'),
  total: amount((record) => record.TotalAmt),
}, { nullAs: undefined });

export const quickbooksQuotes = collection(quotes, {
  ...salesDocumentAt('Estimate'),
  fields: quoteFields,
  filters: salesFilters,
  events: qboEvents('Estimate', ['created', 'updated', 'deleted', 'emailed']),
});
