/**
 * Credit notes ↔ QuickBooks CreditMemo (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/creditmemo),
 * on the sales forms (sales-documents.ts): the remaining credit as balance;
 * status paid once payments used all of it, partially_paid when some, else
 * authorised. List (customer_id, number, updated_since, created_since; sort
 * by created_at, updated_at, id), get, create, sparse update, delete.
 */
import { creditNotes } from '../../unified/accounting/credit-notes.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { isVoided } from './invoice-status.js';
import { optionalText } from './mapping.js';
import { idSortableRecordFields } from './record-fields.js';
import { amount, linkedRef, midnight } from './rules.js';
import { salesDocumentAt, salesFilters, salesRules } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';

// A credit memo has no customer memo.
const { customer_memo: _memo, ...creditRules } = salesRules;

export const creditNoteFields = fieldTable<ModelOf<typeof creditNotes>, Json, CompanyContext>({
  ...idSortableRecordFields,
  ...creditRules,
  total_amount: amount((record) => record.TotalAmt),
  balance: amount((record) => record.Balance ?? record.RemainingCredit),
  remaining_credit: amount((record) => record.RemainingCredit),
  status: {
    read: (record) => {
      if (isVoided(record)) return 'voided';
      const total = Number(record.TotalAmt ?? 0);
      const left = Number(record.RemainingCredit ?? total);
      return total > 0 && left <= 0 ? 'paid' : left < total ? 'partially_paid' : 'authorised';
    },
    write: false,
  },
  date_issued: midnight('TxnDate'),
  type: { read: () => 'accounts_receivable_credit', write: false },
  account: linkedRef('ARAccountRef'),
  note: { at: 'PrivateNote', codec: optionalText },
}, { nullAs: undefined });

export const quickbooksCreditNotes = collection(creditNotes, {
  ...salesDocumentAt('CreditMemo'),
  fields: creditNoteFields,
  filters: salesFilters,
  events: qboEvents('CreditMemo', ['created', 'updated', 'deleted', 'voided', 'emailed']),
});
