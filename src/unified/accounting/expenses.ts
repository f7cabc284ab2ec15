import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { Rebilling } from './shared/line-items.js';
import { LinkedCustomer, LinkedDepartment, LinkedInvoiceItem, LinkedLedgerAccount, LinkedLocation, LinkedSupplier, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const LinkedFinancialAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the ledger account or bank account.', example: '123456' }),
    type: NullableEnum(['ledger_account', 'bank_account', 'employee'], { description: 'Kind of account: a ledger account or a bank account.', example: 'ledger_account' }),
    code: Type.String({ description: 'Code of the account.', example: '1100' }),
    display_id: NullableString({ description: 'Identifier of the financial account as the platform shows it to people.', example: '123456' }),
    account_number: NullableString({ description: 'Account number of a bank account.', example: '123465' }),
    name: Type.String({ description: 'Name of the account.', readOnly: true, example: 'Current assets' }),
    downstream_id: NullableString({ description: 'Id of the financial account on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
  }),
  { additionalProperties: false },
);

export const ExpenseLineItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the line.', readOnly: true, example: '12345' }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    account_id: Type.String({ description: 'Id of the ledger account of the line (replaced by `account`).', deprecated: true, example: '123456' }),
    account: Nullable(LinkedLedgerAccount),
    customer_id: Type.String({ description: 'Id of the customer of the line (replaced by `customer`).', deprecated: true, example: '12345' }),
    customer: Nullable(LinkedCustomer),
    department_id: NullableString({ description: 'Id of the department the line belongs to.', example: '12345' }),
    department: Nullable(LinkedDepartment),
    location_id: NullableString({ description: 'Id of the location the line belongs to.', example: '12345' }),
    location: Nullable(LinkedLocation),
    tax_rate: LinkedTaxRate,
    description: NullableString({ description: 'Description of the line.', example: 'Travel US.' }),
    type: NullableEnum(['expense_item', 'expense_account', 'other'], { description: 'Kind of line.', example: 'expense_account' }),
    total_amount: MinorUnits({ description: 'Total of the line.', example: 27500 }),
    tax_amount: MinorUnits({ description: 'Tax of the line.', example: 2750 }),
    quantity: NullableNumber({ description: 'Number of units.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 2750050 }),
    item: LinkedInvoiceItem,
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
    rebilling: Nullable(Rebilling),
  }, ['total_amount']),
  { additionalProperties: false },
);

/** The reference API's Expense (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Expense = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the expense.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the expense as the platform shows it to people.', example: '123456' }),
    number: NullableString({ description: 'Number of the expense.', example: 'OIT00546' }),
    transaction_date: DateTime({ description: 'Date and time of the expense.' }),
    account_id: Type.String({ description: 'Id of the ledger account the expense is paid from (replaced by `account`).', deprecated: true, example: '123456' }),
    account: Nullable(LinkedFinancialAccount),
    supplier_id: Type.String({ description: 'Id of the supplier (replaced by `supplier`).', deprecated: true, example: '12345' }),
    supplier: Nullable(LinkedSupplier),
    company_id: NullableString({ description: 'Company (organisation) of the connection the expense belongs to.', example: '12345' }),
    location: Nullable(LinkedLocation),
    department_id: NullableString({ description: 'Id of the department the expense belongs to.', example: '12345' }),
    department: Nullable(LinkedDepartment),
    payment_type: NullableEnum(['cash', 'check', 'credit_card', 'other'], { description: 'Type of payment of the expense.', example: 'cash' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the expense\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    type: NullableEnum(['expense', 'refund'], { description: 'Kind of expense.', example: 'expense' }),
    memo: NullableString({ description: 'Memo of the expense.', example: 'For travel expenses incurred on 2024-05-15' }),
    tax_rate: LinkedTaxRate,
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the expense carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 25000 }),
    total_tax: MinorUnits({ description: 'Tax of the expense.', example: 2500 }),
    total_amount: MinorUnits({ description: 'Total of the expense.', example: 27500 }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the expense is tagged with.', maxItems: LIST_MAX }),
    line_items: Type.Array(ExpenseLineItem, { description: 'Lines of the expense.', maxItems: LINE_ITEMS_MAX }),
    reference: NullableString({ description: 'Reference of the expense, such as a remittance detail.', example: 'INV-2024-001' }),
    source_document_url: NullableString({ description: 'Link to the expense in the platform\'s own application.', example: 'https://www.invoicesolution.com/expense/123456' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    status: NullableEnum(['draft', 'posted', 'voided'], { description: 'Status of the expense.', example: 'draft' }),
    updated_at: DateTime({ description: 'When the expense was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the expense was created.', readOnly: true }),
    row_version: NullableString({ description: 'Version of the expense, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the expense.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the expense.', readOnly: true, example: '12345' }),
  }, ['transaction_date', 'line_items']),
  { additionalProperties: false, title: 'Expense' },
);

export const expenses = defineResource({
  api: 'accounting',
  id: 'expenses',
  name: 'Expenses',
  singular: 'expense',
  model: Expense,
  path: '/accounting/expenses',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['transaction_date', 'line_items'],
  filters: {
    updated_since: updatedSince('expenses'),
    status: filterEnum(['draft', 'posted', 'voided'], 'Only expenses with this status.'),
    type: filterEnum(['expense', 'refund'], 'Only expenses of this kind.'),
  },
  updatedSinceFilter: 'updated_since',
});
