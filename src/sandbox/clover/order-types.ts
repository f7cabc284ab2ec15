/**
 * Order types (https://docs.clover.com/reference/ordergetordertypes): how a
 * merchant labels an order (dine in, to go, delivery), with the fee and
 * limits each carries. List (offset/limit, filters), create, get, update
 * (POST), delete. Amounts are cents.
 */
import { defineResource } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { filterableList } from './filter.js';
import { cents, cloverId, hrefOf, idField } from './records.js';

export const orderTypes = defineResource<CloverAccount>({
  name: 'order_types',
  routes: {
    list: 'GET /v3/merchants/:mId/order_types',
    create: 'POST /v3/merchants/:mId/order_types',
    get: 'GET /v3/merchants/:mId/order_types/:orderTypeId',
    update: 'POST /v3/merchants/:mId/order_types/:orderTypeId',
    delete: 'DELETE /v3/merchants/:mId/order_types/:orderTypeId',
  },
  idParam: 'orderTypeId',
  newId: cloverId,
  fields: {
    id: idField,
    labelKey: { kind: 'string', maxLength: 127 },
    label: { kind: 'string', required: true, maxLength: 127 },
    taxable: { kind: 'boolean', default: true },
    isDefault: { kind: 'boolean', default: false },
    filterCategories: { kind: 'boolean', default: false },
    isHidden: { kind: 'boolean', default: false },
    fee: cents,
    minOrderAmount: cents,
    maxOrderAmount: cents,
    maxRadius: { kind: 'integer' },
    avgOrderTime: { kind: 'integer' },
    hoursAvailable: { kind: 'string', enum: ['ALL', 'BUSINESS', 'CUSTOM'], default: 'ALL' },
    isDeleted: { kind: 'boolean', readOnly: true, default: false },
  },
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/order_types$/, {
      id: (record) => record.id,
      label: (record) => record.label,
      isDefault: (record) => record.isDefault,
    }),
    beforeCreate(record) {
      record.isDeleted = false;
    },
    present: (wire, record, ctx) => ({ href: hrefOf(ctx, `order_types/${record.id}`), ...wire }),
  },
});
