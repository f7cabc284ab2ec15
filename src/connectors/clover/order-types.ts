/**
 * Unified POS order types on Clover's order types
 * (https://docs.clover.com/reference/ordergetordertypes): dine in, to go,
 * delivery. `label` is the name, `isDefault` the default; list
 * (offset/limit), get, create, update (POST to the record) and delete.
 * Clover's fees, limits and hours of an order type are not mapped.
 */
import type { Static } from 'typebox';
import { orderTypes, type OrderType as OrderTypeModel } from '../../unified/pos/order-types.js';
import { collection, fieldTable } from '../kit/index.js';
import { flagOrAbsent, textOrAbsent } from './codecs.js';
import { MERCHANT } from './api.js';
import { cloverRecords } from './dialect.js';
import type { CloverOrderType } from './wire-types.js';

type OrderType = Static<typeof OrderTypeModel>;

export const orderTypeFields = fieldTable<OrderType, CloverOrderType>({
  id: { at: 'id', write: false },
  name: { at: 'label', codec: textOrAbsent },
  default: { at: 'isDefault', codec: flagOrAbsent },
});

export const cloverOrderTypes = collection(orderTypes, {
  ...cloverRecords,
  downstream: { id: 'order_types', name: 'Order types' },
  what: 'order type',
  fields: orderTypeFields,
  path: `${MERCHANT}/order_types`,
});
