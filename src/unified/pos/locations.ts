import { Type } from 'typebox';
import { Address, Currency } from '../common/models.js';
import { NullableEnum, NullableString, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ReadOnlyId } from './shared/pos-parts.js';

export const LOCATION_STATUSES = ['active', 'inactive', 'other'] as const;

/** The reference's Location (pos.yml): a place where the merchant sells. */
export const Location = Type.Object(
  optional({
    id: ReadOnlyId('Id of the location.'),
    name: NullableString({ description: 'Name of the location.', example: 'Dunkin Donuts' }),
    business_name: NullableString({ description: 'Business name at this location.', example: 'Dunkin Donuts LLC' }),
    address: Address,
    status: NullableEnum(LOCATION_STATUSES, { description: 'State of the location.', example: 'active' }),
    merchant_id: Type.String({ description: 'Merchant the location belongs to.', example: '12345' }),
    currency: Currency,
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Location' },
);

export const locations = defineResource({
  api: 'pos',
  id: 'locations',
  name: 'Locations',
  singular: 'location',
  model: Location,
  path: '/pos/locations',
  operations: ALL_OPERATIONS,
});
