import { Type } from 'typebox';
import { BankAccount, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterDate, filterEnum, filterText, idSince, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { Rebilling } from './shared/line-items.js';
import { LinkedCustomer, LinkedInvoiceItem, LinkedLedgerAccount, LinkedSubsidiary, LinkedSupplier, LinkedTaxRate, LinkedTrackingCategory, LinkedWorktag } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';
import { LinkedPaymentAllocation } from './shared/payment-allocations.js';

export const LinkedPurchaseOrder = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the purchase order.', example: '123456' }),
    line_id: NullableString({ description: 'Id of the purchase order line.', example: '123456' }),
    line_number: NullableString({ description: 'Number of the purchase order line.', example: '1' }),
  }),
  { additionalProperties: false },
);

export const BillLineItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the line.', readOnly: true, example: '12345' }),
    row_id: Type.String({ description: 'Id of the row on the platform.', example: '12345' }),
    code: NullableString({ description: 'Code of the line.', example: '120-C' }),
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
    description: NullableString({ description: 'Description of the line.' }),
    type: NullableEnum(['expense_item', 'expense_account', 'other'], { description: 'Kind of line: an item, an account, or other.', example: 'expense_account' }),
    tax_amount: MinorUnits({ description: 'Tax of the line.', example: 2750 }),
    total_amount: MinorUnits({ description: 'Total of the line.', example: 2750000 }),
    quantity: NullableNumber({ description: 'Number of units.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 2750050 }),
    unit_of_measure: NullableString({ description: 'Unit the item is counted in (kg, hour, pc.).', example: 'pc.' }),
    discount_percentage: NullableNumber({ description: 'Discount on the line in percent, where the platform supports one.', example: 0.01 }),
    discount_amount: MinorUnits({ description: 'Discount on the line, where the platform supports one.', example: 1999 }),
    location_id: NullableString({ description: 'Id of the location the line belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the line belongs to.', example: '12345' }),
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the line belongs to.', example: '12345' }),
    category_id: NullableString({ description: 'Id of the category of the line.', example: '12345' }),
    shipping_id: NullableString({ description: 'Id of the shipment of the line.', example: '12345' }),
    memo: NullableString({ description: 'Memo of the line.', example: 'Some memo' }),
    prepaid: NullableBoolean({ description: 'Whether the line is prepaid.', example: true }),
    tax_applicable_on: NullableString({ description: 'What the tax of the line applies to.', example: 'Domestic_Purchase_of_Goods_and_Services' }),
    tax_recoverability: NullableString({ description: 'Whether the tax of the line can be recovered.', example: 'Fully_Recoverable' }),
    tax_method: NullableString({ description: 'How tax is calculated on the line.', example: 'Due_to_Supplier' }),
    retention_amount: MinorUnits({ description: 'Amount of the line retained (held back until the work is accepted).', example: 100000 }),
    payment_amount: MinorUnits({ description: 'Amount of the line paid.', example: 100000 }),
    item: LinkedInvoiceItem,
    tax_rate: LinkedTaxRate,
    ledger_account: Nullable(LinkedLedgerAccount),
    purchase_order: Nullable(LinkedPurchaseOrder),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    customer: Nullable(LinkedCustomer),
    rebilling: Nullable(Rebilling),
    row_version: NullableString({ description: 'Version of the line, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the line.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the line.', readOnly: true, example: '12345' }),
    created_at: DateTime({ description: 'When the line was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the line was last changed.', readOnly: true }),
    worktags: Type.Array(Nullable(LinkedWorktag), { description: 'Worktags of the line, on platforms that have them (Workday).', maxItems: LIST_MAX }),
  }),
  { additionalProperties: false },
);

export const LinkedAttachment = Type.Object(
  optional({
    name: NullableString({ description: 'File name.', example: 'sample.jpg' }),
    mime_type: NullableString({ description: 'Media type of the file.', example: 'image/jpeg' }),
    is_compressed: NullableBoolean({ description: 'Whether the content is compressed.', example: false }),
    encoding: NullableString({ description: 'Encoding of `content` (base64).', example: 'base64' }),
    content: NullableString({ description: 'Content of the file, in `encoding`.', example: 'data:image/jpeg;base64,...' }),
    notes: NullableString({ description: 'Notes on the file.', example: 'A sample image' }),
  }),
  { additionalProperties: false },
);

/** The reference API's Bill (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Bill = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the bill.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the bill on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the bill as the platform shows it to people.', example: '123456' }),
    bill_number: NullableString({ description: 'Number the supplier gave the bill.', example: '10001' }),
    supplier: Nullable(LinkedSupplier),
    company_id: NullableString({ description: 'Company (organisation) of the connection the bill belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    location_id: NullableString({ description: 'Id of the location the bill belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the bill belongs to.', example: '12345' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the bill\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the bill carries no tax.', example: true }),
    bill_date: NullableString({ description: 'Date the bill was issued (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    due_date: NullableString({ description: 'Date payment of the bill is due (YYYY-MM-DD).', format: 'date', example: '2020-10-30' }),
    paid_date: NullableString({ description: 'Date the bill was paid (YYYY-MM-DD).', format: 'date', example: '2020-10-30' }),
    po_number: NullableString({ description: 'Purchase order number the buyer gave, matched against the bill.', example: '90000117' }),
    reference: NullableString({ description: 'Reference of the bill, such as a remittance detail.', example: 'INV-2024-001' }),
    line_items: Type.Array(BillLineItem, { description: 'Lines of the bill.', maxItems: LINE_ITEMS_MAX }),
    terms: NullableString({ description: 'Payment terms of the bill, as text.', example: 'Net 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the bill.', example: '12345' }),
    balance: MinorUnits({ description: 'Amount still to pay on the bill.', example: 2750000 }),
    deposit: MinorUnits({ description: 'Deposit paid on the bill.', example: 0 }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 25000 }),
    total_tax: MinorUnits({ description: 'Tax of the bill.', example: 2500 }),
    total: MinorUnits({ description: 'Total of the bill, tax included.', example: 2750000 }),
    tax_code: NullableString({ description: 'Tax code applied to the whole bill where lines carry none.', example: '1234' }),
    notes: NullableString({ description: 'Notes on the bill.', example: 'Some notes about this bill.' }),
    status: NullableEnum(['draft', 'submitted', 'authorised', 'partially_paid', 'paid', 'void', 'credit', 'deleted', 'posted'], { description: 'Status of the bill.', example: 'draft' }),
    ledger_account: Nullable(LinkedLedgerAccount),
    payment_method: NullableString({ description: 'Payment method of the bill (cash, card, bank transfer, check...).', example: 'cash' }),
    channel: NullableString({ description: 'Channel the bill is sent through (email, print...).', example: 'email' }),
    language: NullableString({ description: 'Language of the bill (ISO 639-1).', example: 'EN' }),
    accounting_by_row: NullableBoolean({ description: 'Whether the platform posts one ledger transaction per row of the bill.', example: false }),
    bank_account: BankAccount,
    discount_percentage: NullableNumber({ description: 'Discount of the bill, in percent.', example: 5.5 }),
    template_id: NullableString({ description: 'Id of the platform\'s template used to render the bill.', example: '123456' }),
    approved_by: NullableString({ description: 'User who approved the bill.', example: 'John Doe' }),
    amortization_type: NullableEnum(['manual', 'receipt', 'schedule', 'other'], { description: 'How the bill is amortized.' }),
    tax_method: NullableString({ description: 'How tax is calculated on the bill.', example: 'Due to supplier' }),
    document_received: NullableBoolean({ description: 'Whether the paper or electronic bill has been received.', example: true }),
    source_document_url: NullableString({ description: 'Link to the bill in the platform\'s own application.', example: 'https://www.invoicesolution.com/bill/123456' }),
    payment_allocations: NullableArray(Nullable(LinkedPaymentAllocation), { description: 'Payments applied to the bill.', maxItems: LIST_MAX }),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the bill is tagged with.', maxItems: LIST_MAX }),
    updated_by: NullableString({ description: 'User who last changed the bill.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the bill.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the bill was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the bill was created.', readOnly: true }),
    row_version: NullableString({ description: 'Version of the bill, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    accounting_period: NullableString({ description: 'Accounting period the bill is posted in.', example: '01-24' }),
    attachments: Type.Array(Nullable(LinkedAttachment), { description: 'Files attached to the bill.', maxItems: LIST_MAX }),
  }),
  { additionalProperties: false, title: 'Bill' },
);

export const bills = defineResource({
  api: 'accounting',
  id: 'bills',
  name: 'Bills',
  singular: 'bill',
  model: Bill,
  path: '/accounting/bills',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  idempotencyKeyOperations: ['add'],
  filters: {
    id_since: idSince('bills'),
    updated_since: updatedSince('bills'),
    billed_since: filterDate('Only bills issued on or after this date.'),
    due_since: filterDate('Only bills due on or after this date.'),
    status: filterEnum(['paid', 'unpaid', 'partially_paid'], 'Only bills with this status.'),
    subsidiary_id: filterText('Only bills of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['updated_at', 'created_at', 'id'],
});
