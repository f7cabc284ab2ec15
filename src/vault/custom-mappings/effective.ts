/**
 * The custom mappings that apply to one consumer's calls: the application's,
 * each replaced by the consumer's own mapping of the same key. Rows whose
 * finder no longer parses (written by an older version) are left out rather
 * than failing every call.
 */
import { parseFinder, type FinderPath } from '../../core/json-finder.js';
import type { CustomMappingRow } from '../../store/schema.js';

export interface ConnectionMapping {
  resource: string;
  key: string;
  finder: string;
  path: FinderPath;
  /** Whether the consumer set it (else the application did). */
  byConsumer: boolean;
}

/** One row per target: the consumer's where it has one, else the application's. */
export function preferConsumers(rows: readonly CustomMappingRow[]): CustomMappingRow[] {
  const chosen = new Map<string, CustomMappingRow>();
  for (const row of rows) {
    const id = `${row.unifiedApi}|${row.serviceId}|${row.resource}|${row.key}`;
    const held = chosen.get(id);
    if (!held || (held.consumerRef === null && row.consumerRef !== null)) chosen.set(id, row);
  }
  return [...chosen.values()];
}

/** Mappings by "unified_api|service_id". */
export function effectiveMappings(rows: readonly CustomMappingRow[]): Map<string, ConnectionMapping[]> {
  const byConnection = new Map<string, ConnectionMapping[]>();
  for (const row of preferConsumers(rows)) {
    const path = parseFinder(row.finder);
    if (!Array.isArray(path)) continue;
    const key = `${row.unifiedApi}|${row.serviceId}`;
    const list = byConnection.get(key) ?? [];
    list.push({ resource: row.resource, key: row.key, finder: row.finder, path: path as FinderPath, byConsumer: row.consumerRef !== null });
    byConnection.set(key, list);
  }
  return byConnection;
}
