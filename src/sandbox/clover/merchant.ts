/**
 * The merchant itself (https://docs.clover.com/reference/merchantgetmerchant):
 * GET /v3/merchants/{mId}, read-only here. `expand=address`, `owner` and
 * `properties` (where the merchant's `defaultCurrency` and `timezone` are)
 * nest what the seed keeps on the record; unexpanded they are left out.
 */
import { defineResource } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { expanded, idField, readOnly, timeField } from './records.js';

const EXPANDABLE = ['address', 'owner', 'properties'] as const;

export const merchants = defineResource<CloverAccount>({
  name: 'merchants',
  routes: { get: 'GET /v3/merchants/:mId' },
  idParam: 'mId',
  newId: (ctx) => ctx.account.merchantId,
  fields: {
    id: idField,
    name: readOnly('string'),
    website: readOnly('string'),
    phoneNumber: readOnly('string'),
    createdTime: timeField,
  },
  hooks: {
    present(wire, record, ctx) {
      const nested = Object.fromEntries(EXPANDABLE.filter((field) => expanded(ctx, field) && record[field] !== undefined).map((field) => [field, record[field]]));
      return { href: `${ctx.request.origin}/v3/merchants/${record.id}`, ...wire, ...nested };
    },
  },
});
