/**
 * Bills ↔ QuickBooks Bill (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/bill):
 * the vendor, dates, terms, account and item lines (expense-lines.ts), the
 * AP account, and the Balance that follows the bill payments applied. The
 * status is read from the amounts: paid, partially_paid, or authorised
 * (open; QuickBooks has no draft bills). Delete is QuickBooks' delete.
 * Filters: updated_since, billed_since, due_since; sort by created_at,
 * updated_at, id.
 */
import { bills } from '../../unified/accounting/bills.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { expenseLineRules } from './expense-lines.js';
import { balanceStatus } from './invoice-status.js';
import { optionalText } from './mapping.js';
import { filterOn } from './query.js';
import { purchaseFormAt, purchaseRules } from './purchase-forms.js';
import { idSortableRecordFields } from './record-fields.js';
import { amount, currencyRate, linkedAllocations, reference, terms } from './rules.js';

export const billFields = fieldTable<ModelOf<typeof bills>, Json, CompanyContext>({
  ...idSortableRecordFields,
  ...purchaseRules,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  bill_number: { at: 'DocNumber', codec: optionalText },
  department_id: reference('DepartmentRef'),
  currency_rate: currencyRate,
  tax_inclusive: { read: (record) => record.GlobalTaxCalculation === 'TaxInclusive', write: false },
  bill_date: 'TxnDate',
  line_items: expenseLineRules,
  ...terms('SalesTermRef'),
  balance: amount((record) => record.Balance),
  total_tax: amount((record) => record.TxnTaxDetail?.TotalTax),
  notes: { at: 'PrivateNote', codec: optionalText },
  status: { read: (record) => balanceStatus(record, { partiallyPaid: 'partially_paid', voided: 'void' }), write: false },
  payment_allocations: linkedAllocations('BillPayment'),
}, { nullAs: undefined });

export const quickbooksBills = collection(bills, {
  ...purchaseFormAt('Bill', ['created', 'updated', 'deleted']),
  fields: billFields,
  filters: {
    updated_since: filterOn.since('MetaData.LastUpdatedTime'),
    billed_since: filterOn.onOrAfter('TxnDate'),
    due_since: filterOn.onOrAfter('DueDate'),
  },
});
