import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { createdSince, filterText, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { LinkedCustomer, LinkedInvoiceItem, LinkedLedgerAccount, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const QuoteLineItem = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the line.', example: '12345' }),
    row_id: Type.String({ description: 'Id of the row on the platform.', example: '12345' }),
    code: NullableString({ description: 'Code of the line.', example: '120-C' }),
    line_number: NullableInteger({ description: 'Position of the line in the document.', example: 1 }),
    description: NullableString({ description: 'Description of the line.' }),
    type: NullableEnum(['sales_item', 'discount', 'info', 'sub_total', 'service', 'other'], { description: 'Kind of line.', example: 'sales_item' }),
    tax_amount: MinorUnits({ description: 'Tax of the line.', example: 2750000 }),
    total_amount: MinorUnits({ description: 'Total of the line.', example: 2750000 }),
    quantity: NullableNumber({ description: 'Number of units.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 2750050 }),
    unit_of_measure: NullableString({ description: 'Unit the item is counted in (kg, hour, pc.).', example: 'pc.' }),
    discount_percentage: NullableNumber({ description: 'Discount on the line in percent, where the platform supports one.', example: 0.01 }),
    discount_amount: MinorUnits({ description: 'Discount on the line, where the platform supports one.', example: 1999 }),
    service_date: NullableString({ description: 'Date the service was performed (YYYY-MM-DD).', format: 'date', example: '2024-01-15' }),
    category_id: NullableString({ description: 'Id of the category of the line.', example: '12345' }),
    location_id: NullableString({ description: 'Id of the location the line belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the line belongs to.', example: '12345' }),
    item: LinkedInvoiceItem,
    tax_rate: LinkedTaxRate,
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the line is tagged with.', maxItems: LIST_MAX }),
    ledger_account: Nullable(LinkedLedgerAccount),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the line, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the line.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the line.', readOnly: true, example: '12345' }),
    created_at: DateTime({ description: 'When the line was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the line was last changed.', readOnly: true }),
  }),
  { additionalProperties: false },
);

/** The reference API's Quote (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const Quote = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the quote.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the quote on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    number: NullableString({ description: 'Number of the quote.', example: 'QT00546' }),
    customer: Nullable(LinkedCustomer),
    invoice_id: Type.String({ description: 'Id of the invoice made from the quote.', readOnly: true, example: '123456' }),
    sales_order_id: NullableString({ description: 'Id of the sales order made from the quote.', example: '123456' }),
    company_id: NullableString({ description: 'Company (organisation) of the connection the quote belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the quote belongs to.', example: '12345' }),
    project_id: Type.String({ description: 'Id of the project of the quote.', example: '12345' }),
    quote_date: NullableString({ description: 'Date the quote was issued (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    expiry_date: NullableString({ description: 'Date until which the quote is valid (YYYY-MM-DD).', format: 'date', example: '2020-10-30' }),
    terms: NullableString({ description: 'Payment terms of the quote, as text.', example: 'Valid for 30 days' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the quote.', example: '12345' }),
    reference: NullableString({ description: 'Reference of the quote, such as a remittance detail.', example: 'INV-2024-001' }),
    status: NullableEnum(['draft', 'sent', 'accepted', 'rejected', 'expired', 'converted', 'void', 'deleted'], { description: 'Status of the quote.', example: 'draft' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the quote\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the quote carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    total_tax: MinorUnits({ description: 'Tax of the quote.', example: 250000 }),
    tax_code: NullableString({ description: 'Tax code applied to the whole quote where lines carry none.', example: '1234' }),
    discount_percentage: NullableNumber({ description: 'Discount of the quote, in percent.', example: 5.5 }),
    discount_amount: MinorUnits({ description: 'Discount of the quote.', example: 2500 }),
    total: MinorUnits({ description: 'Total of the quote, tax included.', example: 2750000 }),
    customer_memo: NullableString({ description: 'Message to the customer shown on the quote.', example: 'Thank you for considering our services!' }),
    line_items: Type.Array(QuoteLineItem, { description: 'Lines of the quote.', maxItems: LINE_ITEMS_MAX }),
    billing_address: Address,
    shipping_address: Address,
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the quote is tagged with.', maxItems: LIST_MAX }),
    template_id: NullableString({ description: 'Id of the platform\'s template used to render the quote.', example: '123456' }),
    source_document_url: NullableString({ description: 'Link to the quote in the platform\'s own application.', example: 'https://www.quotesolution.com/quote/123456' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the quote, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the quote.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the quote.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the quote was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the quote was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Quote' },
);

export const quotes = defineResource({
  api: 'accounting',
  id: 'quotes',
  name: 'Quotes',
  singular: 'quote',
  model: Quote,
  path: '/accounting/quotes',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    updated_since: updatedSince('quotes'),
    created_since: createdSince('quotes'),
    number: filterText('Only quotes with exactly this number.', 'OIT00546'),
    customer_id: filterText('Only quotes of this customer.', '123abc'),
  },
  updatedSinceFilter: 'updated_since',
});
