import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { LinkedLedgerAccount, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const GeneralLedgerTransactionLineItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the line.', readOnly: true, example: '12345' }),
    description: NullableString({ description: 'Description of the line.', example: 'Sales revenue from Q3 batch' }),
    net_amount: MinorUnits({ description: 'Amount posted to the ledger account, tax excluded: positive for a debit, negative for a credit.', example: 2750000 }),
    type: NullableEnum(['debit', 'credit'], { description: 'Side of the entry, as the sign of `net_amount` says.', example: 'debit' }),
    tax_amount: MinorUnits({ description: 'Tax in the line; usually zero, tax being posted on its own line.', example: 0 }),
    tax_rate: LinkedTaxRate,
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    ledger_account: Nullable(LinkedLedgerAccount),
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
  }, ['ledger_account', 'type']),
  { additionalProperties: false },
);

/** The reference API's GeneralLedgerTransaction (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const GeneralLedgerTransaction = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the general ledger transaction.', readOnly: true, example: '12345' }),
    source_type: NullableEnum(['other', 'invoice', 'bill', 'credit_note', 'payment', 'refund', 'expense', 'journal_entry', 'payroll'], { description: 'Kind of document that caused the posting; null where the platform does not say.', example: 'invoice' }),
    source_id: NullableString({ description: 'Id of the document that caused the posting (read it with the resource of `source_type`).', example: '12345' }),
    posted_at: Type.String({ description: 'Accounting date of the posting.', format: 'date-time', example: '2020-09-30T07:43:32.000Z' }),
    reference: NullableString({ description: 'Reference of the general ledger transaction, such as a remittance detail.', example: 'INV-2024-001' }),
    number: NullableString({ description: 'Number the platform gave the transaction.', example: 'JNL-001' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the general ledger transaction\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    memo: NullableString({ description: 'Description of the whole transaction.', example: 'Year-end adjustment for inventory revaluation' }),
    line_items: Type.Array(GeneralLedgerTransactionLineItem, { description: 'Lines of the transaction; each debits or credits one ledger account, and they sum to zero.', maxItems: LINE_ITEMS_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    updated_by: NullableString({ description: 'User who last changed the general ledger transaction.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the general ledger transaction.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the general ledger transaction was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the general ledger transaction was created.', readOnly: true }),
  }, ['source_type', 'line_items']),
  { additionalProperties: false, title: 'General Ledger Transaction' },
);

export const generalLedgerTransactions = defineResource({
  api: 'accounting',
  id: 'general-ledger-transactions',
  name: 'General Ledger Transactions',
  singular: 'general ledger transaction',
  model: GeneralLedgerTransaction,
  path: '/accounting/general-ledger-transactions',
  operations: ['all', 'one'],
  filters: {
    source_type: filterEnum(['other', 'invoice', 'bill', 'credit_note', 'payment', 'refund', 'expense', 'journal_entry', 'payroll'], 'Only transactions caused by this kind of document.'),
    source_id: filterText('Only general ledger transactions caused by this source document (exact match).', '12345'),
    updated_since: updatedSince('general ledger transactions'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['posted_at', 'updated_at', 'created_at'],
});
