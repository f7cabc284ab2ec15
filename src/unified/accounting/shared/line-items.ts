import { Type } from 'typebox';
import { CustomField } from '../../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableEnum, NullableInteger, NullableNumber, NullableString, optional } from '../../common/schema.js';
import { LIST_MAX } from './limits.js';
import { LinkedInvoiceItem, LinkedLedgerAccount, LinkedTaxRate, LinkedTrackingCategory, LinkedWorktag } from './linked-records.js';
import { MinorUnits } from '../../common/minor-units.js';

export const Rebilling = Type.Object(
  optional({
    rebillable: Type.Boolean({ description: 'Whether the line can be rebilled.', example: true }),
    rebill_status: NullableEnum(['pending', 'billed', 'voided', 'other'], { description: 'Status of the rebilling.', example: 'billed' }),
    linked_transaction_id: NullableString({ description: 'Id of the document the line was rebilled on.', example: 'txn_abc123' }),
    linked_transaction_line_id: NullableString({ description: 'Id of the line it was rebilled as.', example: 'line_xyz789' }),
  }),
  { additionalProperties: false },
);

export const InvoiceLineItem = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the line.', example: '12345' }),
    row_id: Type.String({ description: 'Id of the row on the platform.', example: '12345' }),
    code: NullableString({ description: 'Item code of the line.', example: '120-C' }),
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
    subsidiary_id: NullableString({ description: 'Id of the subsidiary the line belongs to.', example: '12345' }),
    shipping_id: NullableString({ description: 'Id of the shipment of the line.', example: '12345' }),
    memo: NullableString({ description: 'Memo of the line.', example: 'Some memo' }),
    prepaid: NullableBoolean({ description: 'Whether the line is prepaid.', example: true }),
    item: LinkedInvoiceItem,
    tax_applicable_on: NullableString({ description: 'What the tax of the line applies to.', example: 'Domestic_Purchase_of_Goods_and_Services' }),
    tax_recoverability: NullableString({ description: 'Whether the tax of the line can be recovered.', example: 'Fully_Recoverable' }),
    tax_method: NullableString({ description: 'How tax is calculated on the line.', example: 'Due_to_Supplier' }),
    worktags: Type.Array(Nullable(LinkedWorktag), { description: 'Worktags of the line, on platforms that have them (Workday).', maxItems: LIST_MAX }),
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
