/**
 * Inventory items (https://docs.clover.com/reference/inventorygetitems):
 * what a merchant sells, priced in cents (`priceType` FIXED, VARIABLE or
 * PER_UNIT). List (offset/limit, filters), create, get, update (POST),
 * delete. The modifier groups an item offers are written as
 * `modifierGroups: {elements: [{id}]}` (or a bare list of `{id}`) and nested
 * with `expand=modifierGroups`; Clover also links them through
 * /item_modifier_groups, which is not served (README.md).
 */
import { defineResource, type EmulatedResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { cloverEvents } from './webhooks.js';
import { filterableList } from './filter.js';
import { modifierGroups } from './modifier-groups.js';
import { presentAll, referenced } from './nest.js';
import { cloverId, expanded, hrefOf, idField, timeField, type Ctx } from './records.js';

/** The group ids a write's `modifierGroups` names, each checked to exist. */
function groupIdsOf(value: unknown, ctx: Ctx): string[] {
  const list = Array.isArray(value) ? value : (value as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(list)) throw fail.validation('modifierGroups must be {elements: [{id}]}', { field: 'modifierGroups' });
  return list.map((entry) => referenced(ctx, 'modifier_groups', (entry as { id?: unknown } | null)?.id, 'modifierGroup').id);
}

const groupsWritten = (ctx: Ctx): unknown => (ctx.request.body as Record<string, unknown> | undefined)?.modifierGroups;

export const items: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'items',
  routes: {
    list: 'GET /v3/merchants/:mId/items',
    create: 'POST /v3/merchants/:mId/items',
    get: 'GET /v3/merchants/:mId/items/:itemId',
    update: 'POST /v3/merchants/:mId/items/:itemId',
    delete: 'DELETE /v3/merchants/:mId/items/:itemId',
  },
  idParam: 'itemId',
  newId: cloverId,
  fields: {
    id: idField,
    hidden: { kind: 'boolean', default: false },
    available: { kind: 'boolean', default: true },
    name: { kind: 'string', required: true, maxLength: 255 },
    alternateName: { kind: 'string', maxLength: 255 },
    code: { kind: 'string', maxLength: 127 },
    sku: { kind: 'string', maxLength: 127 },
    price: { kind: 'integer', required: true },
    priceType: { kind: 'string', enum: ['FIXED', 'VARIABLE', 'PER_UNIT'], default: 'FIXED' },
    defaultTaxRates: { kind: 'boolean', default: true },
    unitName: { kind: 'string' },
    cost: { kind: 'integer' },
    isRevenue: { kind: 'boolean', default: true },
    stockCount: { kind: 'integer' },
    deleted: { kind: 'boolean', readOnly: true, default: false },
    modifiedTime: timeField,
  },
  timestamps: { updated: 'modifiedTime' },
  events: cloverEvents('items'),
  alsoAccepted: ['modifierGroups'],
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/items$/, {
      id: (record) => record.id,
      name: (record) => record.name,
      price: (record) => record.price,
      sku: (record) => record.sku,
      code: (record) => record.code,
      hidden: (record) => record.hidden,
      available: (record) => record.available,
      modifiedTime: (record) => record.modifiedTime,
    }),
    beforeCreate(record, ctx) {
      const written = groupsWritten(ctx);
      record.modifierGroupIds = written === undefined ? [] : groupIdsOf(written, ctx);
    },
    beforeUpdate(_record, changes, ctx) {
      const written = groupsWritten(ctx);
      return written === undefined ? changes : { ...changes, modifierGroupIds: groupIdsOf(written, ctx) };
    },
    present(wire, record: StoredRecord, ctx): Record<string, unknown> {
      const groups = ((record.modifierGroupIds as string[] | undefined) ?? []).map((id) => ctx.tenant.table('modifier_groups').get(id)).filter((group) => group !== undefined);
      return {
        href: hrefOf(ctx, `items/${record.id}`),
        ...wire,
        ...(expanded(ctx, 'modifierGroups') ? { modifierGroups: presentAll(modifierGroups, groups, ctx) } : {}),
      };
    },
  },
});
