/**
 * Modifier groups and their modifiers (https://docs.clover.com/reference/inventorygetmodifiergroups,
 * https://docs.clover.com/reference/inventorygetmodifiers): a group ("Milk")
 * holds modifiers ("Oat milk", +75 cents) that a line item may carry.
 * Groups: list, create, get, update (POST), delete (its modifiers go with
 * it, and items stop naming it); `modifierIds` lists its modifiers in order;
 * `expand=modifiers` nests them, `expand=items` the items that offer the group.
 * Modifiers: the same five under /modifier_groups/{modGroupId}/modifiers.
 */
import { defineResource, type EmulatedResource, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { cloverEvents } from './webhooks.js';
import { filterableList } from './filter.js';
import { items } from './items.js';
import { presentAll } from './nest.js';
import { childrenOf, cloverId, expanded, hrefOf, idField, reference, timeField, type Ctx } from './records.js';

const modifiersOf = (ctx: Ctx, group: StoredRecord) => childrenOf(ctx, 'modifiers', 'modifierGroupId', group);

export const modifierGroups: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'modifier_groups',
  routes: {
    list: 'GET /v3/merchants/:mId/modifier_groups',
    create: 'POST /v3/merchants/:mId/modifier_groups',
    get: 'GET /v3/merchants/:mId/modifier_groups/:modGroupId',
    update: 'POST /v3/merchants/:mId/modifier_groups/:modGroupId',
    delete: 'DELETE /v3/merchants/:mId/modifier_groups/:modGroupId',
  },
  idParam: 'modGroupId',
  newId: cloverId,
  fields: {
    id: idField,
    name: { kind: 'string', required: true, maxLength: 255 },
    alternateName: { kind: 'string', maxLength: 255 },
    minRequired: { kind: 'integer' },
    maxAllowed: { kind: 'integer' },
    showByDefault: { kind: 'boolean', default: true },
    sortOrder: { kind: 'integer' },
    deleted: { kind: 'boolean', readOnly: true, default: false },
    modifiedTime: timeField,
  },
  timestamps: { updated: 'modifiedTime' },
  events: cloverEvents('modifier_groups'),
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/modifier_groups$/, {
      id: (record) => record.id,
      name: (record) => record.name,
      modifiedTime: (record) => record.modifiedTime,
    }),
    afterDelete(group, ctx) {
      for (const modifier of modifiersOf(ctx, group)) ctx.tenant.table('modifiers').remove(modifier.id);
      for (const item of ctx.tenant.table('items').all()) {
        const ids = item.modifierGroupIds as string[] | undefined;
        if (ids?.includes(group.id)) item.modifierGroupIds = ids.filter((id) => id !== group.id);
      }
    },
    present(wire, record, ctx): Record<string, unknown> {
      const children = modifiersOf(ctx, record);
      return {
        href: hrefOf(ctx, `modifier_groups/${record.id}`),
        ...wire,
        modifierIds: children.map((child) => child.id).join(','),
        ...(expanded(ctx, 'modifiers', 'modifierGroups') ? { modifiers: presentAll(modifiers, children, ctx) } : {}),
        ...(expanded(ctx, 'items') ? { items: presentAll(items, ctx.tenant.table('items').all().filter((item) => (item.modifierGroupIds as string[] | undefined)?.includes(record.id)), ctx) } : {}),
      };
    },
  },
});

export const modifiers: EmulatedResource<CloverAccount> = defineResource<CloverAccount>({
  name: 'modifiers',
  routes: {
    list: 'GET /v3/merchants/:mId/modifier_groups/:modGroupId/modifiers',
    create: 'POST /v3/merchants/:mId/modifier_groups/:modGroupId/modifiers',
    get: 'GET /v3/merchants/:mId/modifier_groups/:modGroupId/modifiers/:modId',
    update: 'POST /v3/merchants/:mId/modifier_groups/:modGroupId/modifiers/:modId',
    delete: 'DELETE /v3/merchants/:mId/modifier_groups/:modGroupId/modifiers/:modId',
  },
  idParam: 'modId',
  parent: { param: 'modGroupId', field: 'modifierGroupId', resource: 'modifier_groups' },
  newId: cloverId,
  fields: {
    id: idField,
    name: { kind: 'string', required: true, maxLength: 255 },
    alternateName: { kind: 'string', maxLength: 255 },
    price: { kind: 'integer', default: 0 },
    available: { kind: 'boolean', default: true },
    modifierGroupId: reference('modifierGroup', { readOnly: true }),
    modifiedTime: timeField,
  },
  timestamps: { updated: 'modifiedTime' },
  events: cloverEvents('modifiers'),
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/modifier_groups\/[^/]+\/modifiers$/, {
      id: (record) => record.id,
      name: (record) => record.name,
      price: (record) => record.price,
    }),
    present: (wire, record, ctx) => ({ href: hrefOf(ctx, `modifier_groups/${String(record.modifierGroupId)}/modifiers/${record.id}`), ...wire }),
  },
});
