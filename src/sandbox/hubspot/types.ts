/**
 * The object type a path names, standard or custom: HubSpot accepts a
 * standard type by name or object type id ("contacts", "0-1") and a custom
 * one by object type id ("2-3508112") or fully qualified name
 * ("p24681357_cars"). Everything the object routes need to know about it.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import { standardType, type ObjectType } from './object-types.js';

export interface ResolvedType extends Omit<ObjectType, 'properties'> {
  /** The table its records live in. */
  table: string;
  custom: boolean;
}

/** Records of every custom object type share one table, each carrying its objectTypeId. */
export const CUSTOM_TABLE = 'custom_objects';

export function customType(schema: StoredRecord): ResolvedType {
  const objectTypeId = String(schema.objectTypeId);
  return {
    name: String(schema.fullyQualifiedName),
    objectTypeId,
    singular: String(schema.name),
    defaultProperties: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
    createdProperty: 'hs_createdate',
    updatedProperty: 'hs_lastmodifieddate',
    requiredProperties: (schema.requiredProperties as string[] | undefined) ?? [],
    table: CUSTOM_TABLE,
    custom: true,
  };
}

/** The schema a path names (object type id, fully qualified name, or its name). */
export function findSchema(tenant: TenantState, named: string): StoredRecord | undefined {
  const key = named.toLowerCase();
  return tenant.table('schemas').all().find((schema) =>
    String(schema.objectTypeId) === key || String(schema.fullyQualifiedName).toLowerCase() === key || String(schema.name).toLowerCase() === key);
}

export function resolveType(tenant: TenantState, named: string): ResolvedType | undefined {
  const standard = standardType(named);
  if (standard) {
    const { properties: _definitions, ...rest } = standard;
    return { ...rest, table: standard.name, custom: false };
  }
  const schema = findSchema(tenant, named);
  return schema ? customType(schema) : undefined;
}

