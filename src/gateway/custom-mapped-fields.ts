/**
 * What a unified call applies of the consumer's custom mappings and resource
 * config (src/vault/custom-mappings/, src/vault/resource-config/): the mapped
 * fields a read fills in, the mapped values a write sends back (each key
 * checked against the mappings before any call), and a create's defaults.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { MappedField, MappedValue } from '../connectors/framework/custom-mapping-types.js';
import type { ResourceImplementation } from '../connectors/framework/define.js';
import type { ResourceDeclaration } from '../unified/define.js';
import { CUSTOM_MAPPINGS_FIELD } from '../unified/write-body.js';
import type { ResolvedConnection } from '../vault/vault.js';

/** The mappings set for this resource, where its connector can carry them. */
export function mappedFieldsOf(resource: ResourceDeclaration, impl: ResourceImplementation<unknown>, connection: ResolvedConnection): readonly MappedField[] {
  if (!impl.customMappings || connection.customMappings.length === 0) return [];
  return connection.customMappings.filter((mapping) => mapping.resource === resource.id).map(({ key, path }) => ({ key, path }));
}

/** The values a write's `custom_mappings` sends, each for a key mapped on this resource. */
export function customValuesOf(resource: ResourceDeclaration, mapped: readonly MappedField[], body: unknown): MappedValue[] {
  const given = (body as Record<string, unknown> | null)?.[CUSTOM_MAPPINGS_FIELD] as Record<string, unknown> | undefined;
  if (given === undefined || Object.keys(given).length === 0) return [];
  const unknown = Object.keys(given).filter((key) => !mapped.some((field) => field.key === key));
  if (unknown.length > 0) {
    throw new ApiError('RequestValidationError', {
      message: `custom_mappings names ${unknown.join(', ')}, which ${mapped.length === 0 ? 'is not mapped: this resource has no custom mappings for the connection' : `is not mapped on ${resource.id}; mapped: ${mapped.map((field) => field.key).join(', ')}`}`,
      detail: Object.fromEntries(unknown.map((key) => [`${CUSTOM_MAPPINGS_FIELD}.${key.slice(0, 64)}`, 'no custom mapping has this key'])),
    });
  }
  return mapped.filter((field) => Object.hasOwn(given, field.key)).map((field) => ({ ...field, value: given[field.key] }));
}

/** A create's record with the consumer's configured defaults for the fields it leaves out. */
export function withConfiguredDefaults(resource: ResourceDeclaration, connection: ResolvedConnection, record: Record<string, unknown>): Record<string, unknown> {
  const defaults = connection.configuration[resource.id];
  if (!defaults) return record;
  const filled = { ...record };
  for (const [field, value] of Object.entries(defaults)) if (filled[field] === undefined) filled[field] = structuredClone(value);
  return filled;
}
