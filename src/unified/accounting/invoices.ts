import { Type } from 'typebox';
import { Address, BankAccount, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { createdSince, filterText, idSince, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { DeprecatedLinkedTrackingCategory, LinkedCustomer, LinkedLedgerAccount, LinkedSubsidiary, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';
import { LinkedPaymentAllocation } from './shared/payment-allocations.js';

/** SPEC.md's invoice states (the reference's own list differs): partiallypaid where the platform knows it. */
export const INVOICE_STATUSES = ['draft', 'submitted', 'authorised', 'paid', 'voided', 'partiallypaid'] as const;

/** The reference API's Invoice (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Invoice = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the invoice.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the invoice on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the invoice as the platform shows it to people.', example: '123456' }),
    type: NullableEnum(['standard', 'credit', 'service', 'product', 'supplier', 'other'], { description: 'Kind of invoice.', example: 'service' }),
    number: NullableString({ description: 'Number of the invoice.', example: 'OIT00546' }),
    customer: Nullable(LinkedCustomer),
    company_id: NullableString({ description: 'Company (organisation) of the connection the invoice belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    location_id: NullableString({ description: 'Id of the location the invoice belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the invoice belongs to.', example: '12345' }),
    invoice_date: NullableString({ description: 'Date the invoice was issued (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    due_date: NullableString({ description: 'Date payment of the invoice is due (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    terms: NullableString({ description: 'Payment terms of the invoice, as text.', example: 'Net 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the invoice.', example: '12345' }),
    po_number: NullableString({ description: 'Purchase order number the buyer gave, matched against the invoice.', example: '90000117' }),
    reference: NullableString({ description: 'Reference of the invoice, such as a remittance detail.', example: 'INV-2024-001' }),
    status: NullableEnum(INVOICE_STATUSES, { description: 'Status of the invoice: draft, submitted, authorised, paid, voided, or partiallypaid where the platform knows it.', example: 'draft' }),
    invoice_sent: Type.Boolean({ description: 'Whether the invoice was sent to the customer.', example: true }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the invoice\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the invoice carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    total_tax: MinorUnits({ description: 'Tax of the invoice.', example: 250000 }),
    tax_code: NullableString({ description: 'Tax code applied to the whole invoice where lines carry none.', example: '1234' }),
    discount_percentage: NullableNumber({ description: 'Discount of the invoice, in percent.', example: 5.5 }),
    discount_amount: MinorUnits({ description: 'Discount of the invoice.', example: 2500 }),
    total: MinorUnits({ description: 'Total of the invoice, tax included.', example: 2750000 }),
    balance: MinorUnits({ description: 'Amount still due on the invoice.', example: 2750000 }),
    deposit: MinorUnits({ description: 'Deposit paid on the invoice.', example: 0 }),
    customer_memo: NullableString({ description: 'Message to the customer shown on the invoice.', example: 'Thank you for your business and have a great day!' }),
    tracking_category: Nullable(DeprecatedLinkedTrackingCategory),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the invoice is tagged with.', maxItems: LIST_MAX }),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of the invoice.', maxItems: LINE_ITEMS_MAX }),
    billing_address: Address,
    shipping_address: Address,
    template_id: NullableString({ description: 'Id of the platform\'s template used to render the invoice.', example: '123456' }),
    source_document_url: NullableString({ description: 'Link to the invoice in the platform\'s own application.', example: 'https://www.invoicesolution.com/invoice/123456' }),
    payment_allocations: NullableArray(LinkedPaymentAllocation, { description: 'Payments applied to the invoice.', maxItems: LIST_MAX }),
    payment_method: NullableString({ description: 'Payment method of the invoice (cash, card, bank transfer, check...).', example: 'cash' }),
    channel: NullableString({ description: 'Channel the invoice is sent through (email, print...).', example: 'email' }),
    language: NullableString({ description: 'Language of the invoice (ISO 639-1).', example: 'EN' }),
    accounting_by_row: NullableBoolean({ description: 'Whether the platform posts one ledger transaction per row of the invoice.', example: false }),
    bank_account: BankAccount,
    ledger_account: Nullable(LinkedLedgerAccount),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the invoice, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the invoice.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the invoice.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the invoice was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the invoice was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Invoice' },
);

export const invoices = defineResource({
  api: 'accounting',
  id: 'invoices',
  name: 'Invoices',
  singular: 'invoice',
  model: Invoice,
  path: '/accounting/invoices',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  idempotencyKeyOperations: ['add', 'update'],
  filters: {
    id_since: idSince('invoices'),
    updated_since: updatedSince('invoices'),
    created_since: createdSince('invoices'),
    number: filterText('Only invoices with exactly this number.', 'OIT00546'),
    supplier_id: filterText('Only invoices of this supplier.', '123'),
    subsidiary_id: filterText('Only invoices of this subsidiary.', '12345'),
    customer_id: filterText('Only invoices of this customer.', '123abc'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at', 'id'],
});
