import { Type } from 'typebox';
import { CustomField } from '../common/models.js';
import { DateTime, NullableArray, NullableBoolean, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterBoolean, filterEnum } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { SubsidiaryLink } from './shared/linked-records.js';

export const TaxRateComponent = Type.Object(
  optional({
    id: NullableString({ description: 'Id of the component.', example: '10' }),
    name: Type.String({ description: 'Name of the component.', minLength: 1, example: 'GST' }),
    rate: NullableNumber({ description: 'Rate of the component, in percent.', example: 10 }),
    compound: NullableBoolean({ description: 'Whether the component applies on top of the others.', example: true }),
  }),
  { additionalProperties: false },
);

/** The reference API's TaxRate (accounting.yml), without its custom_mappings and pass_through. */
export const TaxRate = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the tax rate.', example: '1234' }),
    display_id: NullableString({ description: 'Identifier of the tax rate as the platform shows it to people.', example: '12345' }),
    name: Type.String({ description: 'Name of the tax rate.', minLength: 1, example: 'GST on Purchases' }),
    code: NullableString({ description: 'Code of the tax rate.', example: 'ABN' }),
    description: NullableString({ description: 'Description of the tax rate.', example: 'Reduced rate GST Purchases' }),
    effective_tax_rate: NullableNumber({ description: 'Rate actually applied, in percent, compounding included.', example: 10 }),
    country: NullableString({ description: 'Country of the tax rate (ISO 3166-1 alpha-2).', example: 'US' }),
    total_tax_rate: NullableNumber({ description: 'Sum of the rates of the components, in percent, without compounding.', example: 10 }),
    tax_payable_account_id: NullableString({ description: 'Id of the ledger account tax collected posts to.', example: '123456' }),
    tax_remitted_account_id: NullableString({ description: 'Id of the ledger account tax remitted posts to.', example: '123456' }),
    components: NullableArray(TaxRateComponent, { description: 'Parts of a compound tax rate.', maxItems: LIST_MAX }),
    type: NullableString({ description: 'Tax type: where the tax is collected or paid.', example: 'NONE' }),
    report_tax_type: NullableString({ description: 'Tax type the tax is reported under.', example: 'NONE' }),
    original_tax_rate_id: NullableString({ description: 'Id of the tax rate this one derives from.', example: '12345' }),
    status: NullableEnum(['active', 'inactive', 'archived'], { description: 'Status of the tax rate.', example: 'active' }),
    row_version: NullableString({ description: 'Version of the tax rate, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the tax rate.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the tax rate.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the tax rate was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the tax rate was created.', readOnly: true }),
    subsidiaries: Type.Array(SubsidiaryLink, { description: 'Subsidiaries the tax rate belongs to.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
  }),
  { additionalProperties: false, title: 'Tax Rate' },
);

export const taxRates = defineResource({
  api: 'accounting',
  id: 'tax-rates',
  name: 'Tax Rates',
  singular: 'tax rate',
  eventResource: 'tax_rate',
  model: TaxRate,
  path: '/accounting/tax-rates',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    assets: filterBoolean('Only tax rates usable on asset accounts.'),
    equity: filterBoolean('Only tax rates usable on equity accounts.'),
    expenses: filterBoolean('Only tax rates usable on expense accounts.'),
    liabilities: filterBoolean('Only tax rates usable on liability accounts.'),
    revenue: filterBoolean('Only tax rates usable on revenue accounts.'),
    status: filterEnum(['active', 'inactive', 'archived'], 'Only tax rates with this status.'),
  },
});
