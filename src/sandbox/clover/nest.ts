/**
 * Related records written inside another, the way an expanded field is:
 * each presented as its own resource presents it (href and its own
 * expansions included), the list as `{"elements": [...]}`; and references a
 * write names, checked to exist.
 */
import { fail, present, type EmulatedResource, type StoredRecord } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { cloverDialect } from './dialect.js';
import { elements, type Ctx } from './records.js';

export const presentOne = (resource: EmulatedResource<CloverAccount>, record: StoredRecord, ctx: Ctx): Record<string, unknown> => present(resource, record, ctx, cloverDialect);

export const presentAll = (resource: EmulatedResource<CloverAccount>, records: readonly StoredRecord[], ctx: Ctx) =>
  elements(records.map((record) => presentOne(resource, record, ctx)));

/** The stored record a reference names, or a 400 naming the field when there is none (a tender, an order type, an item). */
export function referenced(ctx: Ctx, table: string, id: unknown, field: string): StoredRecord {
  const record = typeof id === 'string' ? ctx.tenant.table(table).get(id) : undefined;
  if (!record) throw fail.validation(`Invalid ${field} id: ${String(id)}`, { field });
  return record;
}
