import { Type } from 'typebox';
import { auditFields, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { ReadOnlyId } from './shared/pos-parts.js';

/** The reference's OrderType (pos.yml): dine in, take away, delivery. */
export const OrderType = Type.Object(
  optional({
    id: ReadOnlyId('Id of the order type.'),
    name: Type.String({ description: 'Name of the order type.', example: 'Dine in' }),
    default: Type.Boolean({ description: 'Whether new orders get this type.', example: true }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Order Type' },
);

export const orderTypes = defineResource({
  api: 'pos',
  id: 'order-types',
  name: 'Order Types',
  singular: 'order type',
  eventResource: 'order-type',
  model: OrderType,
  path: '/pos/order-types',
  operations: ALL_OPERATIONS,
  // The reference names no order type events.
  events: [],
});
