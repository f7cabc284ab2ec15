import { Type } from 'typebox';
import { Address, Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableArray, NullableBoolean, NullableNumber, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { createdSince, filterText, idSince, updatedSince } from '../common/filters.js';
import { LINE_ITEMS_MAX, LIST_MAX } from './shared/limits.js';
import { InvoiceLineItem } from './shared/line-items.js';
import { LinkedCustomer, LinkedLedgerAccount, LinkedSubsidiary, LinkedTrackingCategory } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';
import { Allocation } from './shared/payment-allocations.js';

/** The reference API's CreditNote (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const CreditNote = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the credit note.', readOnly: true, example: '123456' }),
    number: NullableString({ description: 'Number of the credit note.', example: 'OIT00546' }),
    customer: Nullable(LinkedCustomer),
    company_id: NullableString({ description: 'Company (organisation) of the connection the credit note belongs to.', example: '12345' }),
    subsidiary: Nullable(LinkedSubsidiary),
    location_id: NullableString({ description: 'Id of the location the credit note belongs to.', example: '12345' }),
    department_id: NullableString({ description: 'Id of the department the credit note belongs to.', example: '12345' }),
    currency: Currency,
    currency_rate: NullableNumber({ description: 'Exchange rate of the credit note\'s currency against the company\'s base currency when it was recorded.', example: 0.69 }),
    tax_inclusive: NullableBoolean({ description: 'Whether the amounts include tax; null where the credit note carries no tax.', example: true }),
    sub_total: MinorUnits({ description: 'Amount before tax.', example: 2750000 }),
    total_amount: MinorUnits({ description: 'Total of the credit note.', nullable: false, example: 4999 }),
    total_tax: MinorUnits({ description: 'Tax of the credit note.', example: 250000 }),
    tax_code: NullableString({ description: 'Tax code applied to the whole credit note where lines carry none.', example: '1234' }),
    balance: MinorUnits({ description: 'Amount of the credit note not yet paid or applied.', example: 2750000 }),
    remaining_credit: MinorUnits({ description: 'Credit still available to apply to other documents.', example: 2750000 }),
    status: StringEnum(['draft', 'authorised', 'posted', 'partially_paid', 'paid', 'voided', 'deleted'], { description: 'Status of the credit note.', example: 'authorised' }),
    reference: NullableString({ description: 'Reference of the credit note, such as a remittance detail.', example: '123456' }),
    date_issued: Type.String({ description: 'When the credit note was issued.', format: 'date-time', example: '2021-05-01T12:00:00.000Z' }),
    date_paid: DateTime({ description: 'When the credit note was paid.' }),
    type: StringEnum(['accounts_receivable_credit', 'accounts_payable_credit'], { description: 'Kind of credit note: on the receivable or on the payable side.', example: 'accounts_receivable_credit' }),
    account: Nullable(LinkedLedgerAccount),
    line_items: Type.Array(InvoiceLineItem, { description: 'Lines of the credit note.', maxItems: LINE_ITEMS_MAX }),
    allocations: Type.Array(Allocation, { description: 'Documents the credit note is applied to, with the amount applied to each.', maxItems: LIST_MAX }),
    note: NullableString({ description: 'Note on the credit note.', example: 'Some notes about this credit note' }),
    terms: NullableString({ description: 'Payment terms of the credit note, as text.', example: 'Some terms about this credit note' }),
    terms_id: NullableString({ description: 'Id of the payment terms of the credit note.', example: '12345' }),
    billing_address: Address,
    shipping_address: Address,
    tracking_categories: NullableArray(Nullable(LinkedTrackingCategory), { description: 'Tracking categories (classes, dimensions) the credit note is tagged with.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the credit note, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the credit note.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the credit note.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the credit note was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the credit note was created.', readOnly: true }),
  }, ['id', 'total_amount']),
  { additionalProperties: false, title: 'Credit Note' },
);

export const creditNotes = defineResource({
  api: 'accounting',
  id: 'credit-notes',
  name: 'Credit Notes',
  singular: 'credit note',
  eventResource: 'credit_note',
  model: CreditNote,
  path: '/accounting/credit-notes',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  updateRequired: ['total_amount'],
  filters: {
    id_since: idSince('credit notes'),
    updated_since: updatedSince('credit notes'),
    created_since: createdSince('credit notes'),
    number: filterText('Only credit notes with exactly this number.', 'OIT00546'),
    subsidiary_id: filterText('Only credit notes of this subsidiary.', '12345'),
    customer_id: filterText('Only credit notes of this customer.', '123abc'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at', 'id'],
});
