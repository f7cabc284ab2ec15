/**
 * A CRM record as HubSpot writes it: `{id, properties, createdAt, updatedAt,
 * archived}` where `properties` holds the properties asked for (the `properties`
 * query parameter, comma-separated or repeated; the type's defaults
 * otherwise), each present even when empty (null), and values HubSpot
 * computes (hs_object_id, the creation and change times, a deal's stage
 * probability and closed flags, a contact's primary company) worked out as
 * the record is read. With `associations=companies,deals` the answer also
 * lists the associated records of those types (v3's inline associations).
 */
import type { KitContext, StoredRecord, TenantState } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import { typesBetween } from './association-types.js';
import { computedProperties } from './type-rules.js';
import { resolveType, type ResolvedType } from './types.js';

export type PropertyValues = Record<string, string | null>;

/** The record's properties, stored and computed. */
export function fullProperties(type: ResolvedType, record: StoredRecord, tenant: TenantState): PropertyValues {
  const stored = (record.properties ?? {}) as PropertyValues;
  return {
    ...stored,
    ...computedProperties(type, record, tenant),
    hs_object_id: record.id,
    [type.createdProperty]: new Date(Number(record.createdAt)).toISOString(),
    [type.updatedProperty]: new Date(Number(record.updatedAt)).toISOString(),
  };
}

/** Property names a query string asks for: `properties=a,b` or repeated; undefined when none. */
export function askedProperties(query: URLSearchParams, param = 'properties'): string[] | undefined {
  const names = query.getAll(param).flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? names : undefined;
}

/** Picks the asked properties (null when unset; unknown names are left out, as HubSpot does for names no definition has). */
export function pick(values: PropertyValues, names: readonly string[], known: (name: string) => boolean): PropertyValues {
  const picked: PropertyValues = {};
  for (const name of names) if (name in values || known(name)) picked[name] = values[name] ?? null;
  return picked;
}

function associationName(from: ResolvedType, to: ResolvedType, typeId: number): string {
  const types = typesBetween(from.objectTypeId, to.objectTypeId);
  const base = `${from.singular}_to_${to.singular}`;
  return types?.primaryId !== undefined && typeId === types.defaultId ? `${base}_unlabeled` : base;
}

/** v3's inline associations: `{companies: {results: [{id, type}]}}` for each type asked for. */
export function inlineAssociations(type: ResolvedType, record: StoredRecord, ctx: KitContext<HubspotAccount>, asked: readonly string[]): Record<string, unknown> | undefined {
  const store = associationsOf(ctx.tenant);
  const answer: Record<string, unknown> = {};
  for (const name of asked) {
    const to = resolveType(ctx.tenant, name);
    if (!to) continue;
    const results = store.of(type.objectTypeId, record.id, to.objectTypeId)
      .flatMap((link) => link.typeIds.map((typeId) => ({ id: link.toObjectId, type: associationName(type, to, typeId) })));
    if (results.length > 0) answer[name] = { results };
  }
  return Object.keys(answer).length > 0 ? answer : undefined;
}

export interface ViewOptions {
  /** Property names to write; the type's defaults when undefined. */
  properties?: readonly string[] | undefined;
  /** Types whose associations to add. */
  associations?: readonly string[] | undefined;
}

/** The record as HubSpot writes it for this request. */
export function recordView(type: ResolvedType, record: StoredRecord, ctx: KitContext<HubspotAccount>, known: (name: string) => boolean, options: ViewOptions): Record<string, unknown> {
  const values = fullProperties(type, record, ctx.tenant);
  const view: Record<string, unknown> = {
    id: record.id,
    properties: pick(values, options.properties ?? type.defaultProperties, known),
    createdAt: new Date(Number(record.createdAt)).toISOString(),
    updatedAt: new Date(Number(record.updatedAt)).toISOString(),
    archived: record.archived === true,
  };
  if (record.archived === true && typeof record.archivedAt === 'number') view.archivedAt = new Date(record.archivedAt).toISOString();
  const associations = options.associations ? inlineAssociations(type, record, ctx, options.associations) : undefined;
  if (associations) view.associations = associations;
  return view;
}
