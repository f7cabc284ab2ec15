import { Type } from 'typebox';
import { Address, Currency } from '../common/models.js';
import { NullableEnum, NullableString, auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ReadOnlyId, ServiceCharges } from './shared/pos-parts.js';

export const MERCHANT_STATUSES = ['active', 'inactive', 'other'] as const;

/** The reference's Merchant (pos.yml): the business behind the point of sale. */
export const Merchant = Type.Object(
  optional({
    id: ReadOnlyId('Id of the merchant.'),
    name: NullableString({ description: 'Name of the merchant.', example: 'Corner Bean Café' }),
    address: Address,
    owner_id: Type.String({ description: 'Owner of the merchant account.', example: '12345' }),
    main_location_id: NullableString({ description: 'The merchant\'s main location.', example: '12345' }),
    status: NullableEnum(MERCHANT_STATUSES, { description: 'State of the merchant.', example: 'active' }),
    service_charges: ServiceCharges,
    language: NullableString({ description: 'Language (ISO 639-1).', example: 'EN' }),
    currency: Currency,
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Merchant' },
);

export const merchants = defineResource({
  api: 'pos',
  id: 'merchants',
  name: 'Merchants',
  singular: 'merchant',
  model: Merchant,
  path: '/pos/merchants',
  operations: ALL_OPERATIONS,
});
