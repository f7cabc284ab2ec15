/**
 * The catalog as Square keeps it (https://developer.squareup.com/docs/catalog-api/what-it-does):
 * one object type per kind of thing, each `{type, id, version, updated_at,
 * is_deleted, present_at_all_locations, <type>_data}`. Items carry their
 * variations and modifier lists their modifiers inside their data, the way
 * every read answers them; so the table holds top-level objects (ITEM,
 * MODIFIER_LIST, TAX) and the nested ones are found through their parent.
 */
import type { KitContext, StoredRecord, TenantState } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';

export type CatalogObject = StoredRecord & { type: string; version: number; [data: string]: unknown };

/** The object types this emulator keeps, with the property that holds each one's data. */
export const DATA_OF: Readonly<Record<string, string>> = {
  ITEM: 'item_data',
  ITEM_VARIATION: 'item_variation_data',
  MODIFIER_LIST: 'modifier_list_data',
  MODIFIER: 'modifier_data',
  TAX: 'tax_data',
};

/** Where a nested type lives: its parent's type, the parent's list of children, and the child's link to its parent. */
export const NESTED: Readonly<Record<string, { parent: string; list: string; link: string }>> = {
  ITEM_VARIATION: { parent: 'ITEM', list: 'variations', link: 'item_id' },
  MODIFIER: { parent: 'MODIFIER_LIST', list: 'modifiers', link: 'modifier_list_id' },
};

export const catalogTable = (tenant: TenantState) => tenant.table<CatalogObject>('catalog');

export function dataOf(object: CatalogObject): Record<string, unknown> {
  return (object[DATA_OF[object.type] as string] ?? {}) as Record<string, unknown>;
}

export function childrenOf(object: CatalogObject): CatalogObject[] {
  const nested = Object.entries(NESTED).find(([, where]) => where.parent === object.type);
  return nested ? ((dataOf(object)[nested[1].list] as CatalogObject[] | undefined) ?? []) : [];
}

/** Every object, each top-level one followed by its children, in creation order. */
export function everyObject(tenant: TenantState): CatalogObject[] {
  return catalogTable(tenant).all().flatMap((object) => [object, ...childrenOf(object)]);
}

export function findObject(tenant: TenantState, id: string): { object: CatalogObject; parent?: CatalogObject } | undefined {
  for (const top of catalogTable(tenant).all()) {
    if (top.id === id) return { object: top };
    const child = childrenOf(top).find((candidate) => candidate.id === id);
    if (child) return { object: child, parent: top };
  }
  return undefined;
}

/** Square's catalog ids: 24 upper-case letters and digits. */
export function newCatalogId(ctx: Pick<KitContext<SquareAccount>, 'faker'>): string {
  return ctx.faker.string.alphanumeric({ length: 24, casing: 'upper' });
}

/** The objects an item refers to (its modifier lists and taxes), for `include_related_objects`. */
export function relatedTo(tenant: TenantState, objects: readonly CatalogObject[]): CatalogObject[] {
  const ids = new Set<string>();
  for (const object of objects) {
    if (object.type !== 'ITEM') continue;
    const data = dataOf(object);
    for (const info of (data.modifier_list_info as { modifier_list_id: string }[] | undefined) ?? []) ids.add(info.modifier_list_id);
    for (const tax of (data.tax_ids as string[] | undefined) ?? []) ids.add(tax);
  }
  const shown = new Set(objects.map((object) => object.id));
  return [...ids].filter((id) => !shown.has(id)).flatMap((id) => catalogTable(tenant).get(id) ?? []);
}
