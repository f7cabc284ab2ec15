/**
 * Custom mappings on a collection's records: each mapped key read from its
 * path of the platform's record into `custom_mappings` (null where the
 * record has nothing there), and written back to that path on create and
 * update. Which keys and paths apply is the caller's (the vault's mappings of
 * the application and consumer), handed in per call.
 */
import { setAtPath, valueAtPath } from '../../core/json-finder.js';
import { CUSTOM_MAPPINGS_FIELD } from '../../unified/write-body.js';
import type { MappedField, MappedValue } from '../framework/custom-mapping-types.js';

export function withMappedValues<T>(record: T, wire: unknown, mapped: readonly MappedField[] | undefined): T {
  if (mapped === undefined || mapped.length === 0) return record;
  const values: Record<string, unknown> = {};
  for (const { key, path } of mapped) values[key] = valueAtPath(wire, path) ?? null;
  return { ...record, [CUSTOM_MAPPINGS_FIELD]: values };
}

export function writeMappedValues(body: Record<string, unknown>, values: readonly MappedValue[] | undefined): Record<string, unknown> {
  for (const { path, value } of values ?? []) setAtPath(body, path, value);
  return body;
}
