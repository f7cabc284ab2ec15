import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { LinkedCustomer, LinkedDepartment, LinkedLedgerAccount, LinkedLocation, LinkedSubsidiary, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const ExpenseReportEmployee = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the employee.', example: '12345' }),
    display_name: NullableString({ description: 'Name of the employee.', example: 'John Doe' }),
  }),
  { additionalProperties: false },
);

export const ExpenseReportAccountingPeriod = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the accounting period.', example: '12345' }),
    name: NullableString({ description: 'Name of the accounting period.', example: 'Q1 2024' }),
  }),
  { additionalProperties: false },
);

export const LinkedExpenseCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the expense category.', example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the expense category on the platform, where it differs from `id`.', example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the expense category as the platform shows it to people.', example: 'Airfare' }),
    name: NullableString({ description: 'Name of the expense category.', example: 'Airfare' }),
  }),
  { additionalProperties: false },
);

export const ExpenseReportLineItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the line.', readOnly: true, example: '12345' }),
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
    expense_category: LinkedExpenseCategory,
    account: Nullable(LinkedLedgerAccount),
    description: NullableString({ description: 'Description of the line.', example: 'Flight to New York' }),
    quantity: NullableNumber({ description: 'Number of units.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 2750050 }),
    amount: MinorUnits({ description: 'Amount of the line before tax.', nullable: false, example: 27500 }),
    tax_rate: LinkedTaxRate,
    tax_amount: MinorUnits({ description: 'Tax of the line.', example: 2750 }),
    total_amount: MinorUnits({ description: 'Total of the line, tax included.', example: 30250 }),
    transaction_date: NullableString({ description: 'Date of the expense.', format: 'date', example: '2024-05-15' }),
    billable: NullableBoolean({ description: 'Whether the expense can be billed to a customer.', example: true }),
    reimbursable: NullableBoolean({ description: 'Whether the expense is reimbursed to the employee.', example: true }),
    customer: Nullable(LinkedCustomer),
    department: Nullable(LinkedDepartment),
    location: Nullable(LinkedLocation),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    receipt_url: NullableString({ description: 'Link to the receipt of the expense.', example: 'https://example.com/receipts/123.pdf' }),
    currency: Currency,
    updated_by: NullableString({ description: 'User who last changed the line.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the line.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the line was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the line was created.', readOnly: true }),
  }, ['amount']),
  { additionalProperties: false },
);

export const ExpenseReportApprovedBy = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the user.', example: '12345' }),
    display_name: NullableString({ description: 'Name of the user.', example: 'Jane Smith' }),
  }),
  { additionalProperties: false },
);

/** The reference API's ExpenseReport (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const ExpenseReport = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the expense report.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the expense report as the platform shows it to people.', example: '123456' }),
    number: NullableString({ description: 'Number of the expense report.', example: 'ER-001' }),
    title: NullableString({ description: 'Title of the expense report.', example: 'Q1 Business Travel' }),
    employee: ExpenseReportEmployee,
    status: NullableEnum(['draft', 'submitted', 'approved', 'reimbursed', 'rejected', 'reversed', 'voided'], { description: 'Status of the expense report.', example: 'submitted' }),
    transaction_date: DateTime({ description: 'Date and time of the expense report.' }),
    posting_date: NullableString({ description: 'Date the report was posted to the general ledger.', format: 'date', example: '2024-06-01' }),
    due_date: NullableString({ description: 'Date the reimbursement is due.', format: 'date', example: '2024-06-15' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the expense report\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 25000 }),
    total_tax: MinorUnits({ description: 'Tax of the expense report.', example: 2500 }),
    total_amount: MinorUnits({ description: 'Total of every line, tax included.', example: 125075 }),
    reimbursable_amount: MinorUnits({ description: 'Part of the total to reimburse to the employee.', example: 110000 }),
    memo: NullableString({ description: 'Memo of the expense report.', example: 'Business travel expenses for Q1 client meetings' }),
    department: Nullable(LinkedDepartment),
    location: Nullable(LinkedLocation),
    account: Nullable(LinkedLedgerAccount),
    accounting_period: Nullable(ExpenseReportAccountingPeriod),
    line_items: Type.Array(ExpenseReportLineItem, { description: 'Lines of the expense report.', maxItems: LINE_ITEMS_MAX }),
    reference: NullableString({ description: 'Reference of the expense report, such as a remittance detail.', example: 'INV-2024-001' }),
    subsidiary: Nullable(LinkedSubsidiary),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the expense report is tagged with.', maxItems: LIST_MAX }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the expense report carries no tax.', example: true }),
    approved_by: Nullable(ExpenseReportApprovedBy),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the expense report, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the expense report.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the expense report.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the expense report was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the expense report was created.', readOnly: true }),
  }, ['employee', 'transaction_date', 'line_items']),
  { additionalProperties: false, title: 'Expense Report' },
);

export const expenseReports = defineResource({
  api: 'accounting',
  id: 'expense-reports',
  name: 'Expense Reports',
  singular: 'expense report',
  model: ExpenseReport,
  path: '/accounting/expense-reports',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['employee', 'transaction_date', 'line_items'],
  events: [],
  filters: {
    updated_since: updatedSince('expense reports'),
    status: filterEnum(['draft', 'submitted', 'approved', 'reimbursed', 'rejected', 'reversed', 'voided'], 'Only expense reports with this status.'),
    employee_id: filterText('Only expense reports of this employee.', '12345'),
    subsidiary_id: filterText('Only expense reports of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
});
