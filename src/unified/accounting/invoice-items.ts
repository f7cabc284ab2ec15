import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { DeprecatedLinkedTrackingCategory, LinkedLedgerAccount, LinkedTaxRate, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const InvoiceItemSalesDetails = Type.Object(
  optional({
    unit_price: MinorUnits({ description: 'Sales price of one unit.', example: 2750050 }),
    unit_of_measure: NullableString({ description: 'Unit the item is sold in.', example: 'pc.' }),
    tax_inclusive: NullableBoolean({ description: 'Whether the sales price includes tax.', example: true }),
    tax_rate: LinkedTaxRate,
  }),
  { additionalProperties: false },
);

export const InvoiceItemPurchaseDetails = Type.Object(
  optional({
    unit_price: MinorUnits({ description: 'Purchase price of one unit.', example: 2750050 }),
    unit_of_measure: NullableString({ description: 'Unit the item is bought in.', example: 'pc.' }),
    tax_inclusive: NullableBoolean({ description: 'Whether the purchase price includes tax.', example: true }),
    tax_rate: LinkedTaxRate,
  }),
  { additionalProperties: false },
);

/** The reference API's InvoiceItem (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const InvoiceItem = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the invoice.', readOnly: true, example: '123456' }),
    name: NullableString({ description: 'Name of the invoice.', example: 'Model Y' }),
    description: NullableString({ description: 'Description of the invoice.' }),
    display_id: NullableString({ description: 'Identifier of the invoice as the platform shows it to people.', example: '12345' }),
    code: NullableString({ description: 'Code of the invoice.', example: '120-C' }),
    sold: NullableBoolean({ description: 'Whether the item can be used on sales.', example: true }),
    purchased: NullableBoolean({ description: 'Whether the item can be used on purchases.', example: true }),
    tracked: NullableBoolean({ description: 'Whether the item\'s stock is tracked.', example: true }),
    taxable: NullableBoolean({ description: 'Whether the invoice is subject to tax.', example: true }),
    inventory_date: NullableString({ description: 'Date of the opening balance of a tracked item (YYYY-MM-DD).', format: 'date', example: '2020-10-30' }),
    type: NullableEnum(['inventory', 'non_inventory', 'service', 'description', 'other'], { description: 'Kind of item.', example: 'inventory' }),
    sales_details: InvoiceItemSalesDetails,
    purchase_details: InvoiceItemPurchaseDetails,
    quantity: NullableNumber({ description: 'Quantity in stock.', example: 1 }),
    unit_price: MinorUnits({ description: 'Price of one unit.', example: 2750050 }),
    currency: Currency,
    asset_account: Nullable(LinkedLedgerAccount),
    income_account: Nullable(LinkedLedgerAccount),
    expense_account: Nullable(LinkedLedgerAccount),
    tracking_category: Nullable(DeprecatedLinkedTrackingCategory),
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the invoice is tagged with.', maxItems: LIST_MAX }),
    active: NullableBoolean({ description: 'Whether the invoice is active.', example: true }),
    department_id: NullableString({ description: 'Id of the department the invoice belongs to.', example: '12345' }),
    location_id: NullableString({ description: 'Id of the location the invoice belongs to.', example: '12345' }),
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the invoice belongs to.', example: '12345' }),
    category_id: NullableString({ description: 'Id of the category of the invoice.', example: '12345' }),
    tax_schedule_id: NullableString({ description: 'Id of the tax schedule of the item.', example: '123456' }),
    row_version: NullableString({ description: 'Version of the invoice, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the invoice.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the invoice.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the invoice was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the invoice was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Invoice Item' },
);

export const invoiceItems = defineResource({
  api: 'accounting',
  id: 'invoice-items',
  name: 'Invoice Items',
  singular: 'invoice item',
  eventResource: 'invoice_item',
  model: InvoiceItem,
  path: '/accounting/invoice-items',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    updated_since: updatedSince('invoice items'),
    ids: filterText('Only the items with these ids, comma-separated.', '12345,67890'),
    name: filterText('Only invoice items with this name.', 'Widgets Large'),
    type: filterEnum(['inventory', 'service', 'other'], 'Only invoice items of this kind.'),
    transaction_type: filterEnum(['sale', 'purchase'], 'Only items used on this side: sales or purchases.'),
    subsidiary_id: filterText('Only invoice items of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
  oneFilters: {
    type: filterEnum(['inventory', 'service', 'other'], 'Only invoice items of this kind.'),
    transaction_type: filterEnum(['sale', 'purchase'], 'Only items used on this side: sales or purchases.'),
  },
});
