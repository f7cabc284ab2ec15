/** Asana's gids and the compact references ({gid, resource_type, name}) records make to each other. */
import type { Faker } from '@faker-js/faker';
import type { RecordTable, TenantState } from '../framework/kit/index.js';

/** A new gid: Asana's are numeric strings of about 16 digits. */
export function newGid(ctx: { faker: Faker }, table: Pick<RecordTable, 'has'>): string {
  let gid: string;
  do gid = `12${ctx.faker.string.numeric({ length: 14, allowLeadingZeros: true })}`;
  while (table.has(gid));
  return gid;
}

/** The compact record a field refers to, or null when the gid is unset or the record is gone. */
export function refTo(tenant: TenantState, table: string, type: string, gid: unknown): Record<string, unknown> | null {
  if (typeof gid !== 'string') return null;
  const record = tenant.table(table).get(gid);
  return record ? { gid, resource_type: type, name: record.name ?? null } : null;
}

export function refsTo(tenant: TenantState, table: string, type: string, gids: unknown): Record<string, unknown>[] {
  return (Array.isArray(gids) ? gids : []).map((gid) => refTo(tenant, table, type, gid)).filter((ref) => ref !== null);
}
