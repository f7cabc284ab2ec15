import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { unbalancedJournalEntry } from './shared/journal-balance.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { DeprecatedLinkedTrackingCategory, LinkedCustomer, LinkedLedgerAccount, LinkedSubsidiary, LinkedSupplier, LinkedTaxRate, LinkedTrackingCategory, LinkedWorktag } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const LinkedEmployee = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the employee.', example: '12345' }),
    display_id: NullableString({ description: 'Display id (employee number) of the employee; faster to resolve than `id` on some platforms.', example: 'EH' }),
    display_name: NullableString({ description: 'Name of the employee as shown in the platform.', example: 'Ester Henderson' }),
  }),
  { additionalProperties: false },
);

export const JournalEntryLineItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the line.', readOnly: true, example: '12345' }),
    description: NullableString({ description: 'Description of the line.' }),
    tax_amount: MinorUnits({ description: 'Tax of the line.', example: 2750000 }),
    sub_total: MinorUnits({ description: 'Amount of the line before tax.', example: 2750000 }),
    total_amount: MinorUnits({ description: 'Amount of the line, tax included; positive for a debit, negative for a credit.', example: 2750000 }),
    type: NullableEnum(['debit', 'credit'], { description: 'Side of the line: debit or credit.', example: 'debit' }),
    tax_rate: LinkedTaxRate,
    tax_type: NullableEnum(['sales', 'purchase'], { description: 'Tax applicability of the line.', example: 'sales' }),
    tracking_category: Nullable(DeprecatedLinkedTrackingCategory),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    ledger_account: Nullable(LinkedLedgerAccount),
    customer: Nullable(LinkedCustomer),
    supplier: Nullable(LinkedSupplier),
    employee: Nullable(LinkedEmployee),
    department_id: NullableString({ description: 'Id of the department the line belongs to.', example: '12345' }),
    location_id: NullableString({ description: 'Id of the location the line belongs to.', example: '12345' }),
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
    worktags: Type.Array(Nullable(LinkedWorktag), { description: 'Worktags of the line, on platforms that have them (Workday).', maxItems: LIST_MAX }),
  }, ['ledger_account', 'type']),
  { additionalProperties: false },
);

/** The reference API's JournalEntry (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const JournalEntry = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the journal entry.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the journal entry on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the journal entry as the platform shows it to people.', example: '12345' }),
    title: NullableString({ description: 'Title of the journal entry.', example: 'Purchase Invoice-Inventory (USD): 2019/02/01 Batch Summary Entry' }),
    currency_rate: NullableNumber({ description: 'Exchange rate of the journal entry\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    currency: Currency,
    company_id: NullableString({ description: 'Company (organisation) of the connection the journal entry belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    line_items: Type.Array(JournalEntryLineItem, { description: 'Lines of the entry: at least two, whose debits equal their credits (a create that does not balance is refused with 422).', maxItems: LINE_ITEMS_MAX }),
    status: NullableEnum(['draft', 'pending_approval', 'approved', 'posted', 'voided', 'rejected', 'deleted', 'other'], { description: 'Status of the journal entry.', example: 'draft' }),
    memo: NullableString({ description: 'Memo of the entry.', example: 'Thank you for your business and have a great day!' }),
    posted_at: Type.String({ description: 'Accounting date of the entry, which can differ from its creation date.', format: 'date-time', example: '2020-09-30T07:43:32.000Z' }),
    journal_symbol: NullableString({ description: 'Journal the entry belongs to (IND for indirect costs, for example).', example: 'IND' }),
    tax_type: NullableString({ description: 'Tax applicability of every line that sets none (prefer `line_items[].tax_type`).', deprecated: true, example: 'sales' }),
    tax_code: NullableString({ description: 'Tax code applied to the whole journal entry where lines carry none.', example: '1234' }),
    number: NullableString({ description: 'Number of the entry; assigned by the platform, and ignored on create by some.', example: 'OIT00546' }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the journal entry is tagged with.', maxItems: LIST_MAX }),
    accounting_period: NullableString({ description: 'Accounting period the journal entry is posted in.', example: '01-24' }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the journal entry carries no tax.', example: true }),
    source_type: NullableString({ description: 'Kind of source of the entry.', example: 'manual' }),
    source_id: NullableString({ description: 'Id of the source of the entry.', example: '12345' }),
    updated_by: NullableString({ description: 'User who last changed the journal entry.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the journal entry.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the journal entry was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the journal entry was created.', readOnly: true }),
    row_version: NullableString({ description: 'Version of the journal entry, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
  }),
  { additionalProperties: false, title: 'Journal Entry' },
);

export const journalEntries = defineResource({
  api: 'accounting',
  id: 'journal-entries',
  name: 'Journal Entries',
  singular: 'journal entry',
  model: JournalEntry,
  path: '/accounting/journal-entries',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  idempotencyKeyOperations: ['add'],
  // Debits equal credits before anything goes downstream (422 otherwise).
  checkWrite: unbalancedJournalEntry,
  events: [],
  filters: {
    updated_since: updatedSince('journal entries'),
    status: filterEnum(['draft', 'pending_approval', 'approved', 'posted', 'voided', 'rejected', 'deleted', 'other'], 'Only journal entries with this status.'),
    scope: filterEnum(['manual', 'system'], 'Only manual entries, or only those the platform made.'),
    subsidiary_id: filterText('Only journal entries of this subsidiary.', '12345'),
    number: filterText('Only journal entries with exactly this number.'),
    // SPEC.md spells this filter `sourceid` (the field stays the reference's `source_id`).
    sourceid: filterText('Only journal entries of this source (exact match).'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
});
