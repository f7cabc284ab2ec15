/**
 * What Harvest v3's resources share: integer ids, and the list filters every
 * resource takes (https://harvestdocs.greenhouse.io/docs/list-endpoints):
 * `ids` (comma-separated, at most 50), `created_at` and `updated_at` with an
 * operator (`gte|2024-01-01T00:00:00Z`; gte, lte, gt, lt), and a parent's ids
 * (`candidate_ids`, `job_ids`).
 */
import { fail, type FieldRule, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';

export type Ctx = KitContext<GreenhouseAccount>;

/** Ids as Greenhouse's: integers, stored as text (the kit's ids) and written as numbers. */
export const integerId: FieldRule = { kind: 'integer', readOnly: true, format: (value) => Number(value) };

/** A foreign key: an integer id of another record, or null. */
export const foreignKey = (required = false): FieldRule => ({
  kind: 'integer',
  nullable: !required,
  ...(required ? { required: true } : {}),
  parse(value) {
    if (value === null && !required) return null;
    const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw fail.validation('must be a positive integer id');
    return id;
  },
});

/** Ids in a believable range per resource, in creation order. */
export function sequentialIds(sequence: string, base: number) {
  return (ctx: Ctx): string => String(ctx.tenant.next(sequence, base));
}

function idList(value: string, param: string): number[] {
  const ids = value.split(',').map((part) => part.trim());
  if (ids.length > 50) throw fail.validation(`${param} takes at most 50 ids`, { field: param });
  if (ids.some((id) => !/^\d{1,12}$/.test(id))) throw fail.validation(`${param} must be a comma-separated list of integer ids`, { field: param });
  return ids.map(Number);
}

/** `ids`, or a parent's ids (`job_ids` over the stored `job_id`). */
export function idsFilter(param: string, field: string) {
  return (record: StoredRecord, value: string): boolean => idList(value, param).includes(Number(record[field]));
}

const OPERATORS: Record<string, (a: number, b: number) => boolean> = {
  gte: (a, b) => a >= b,
  lte: (a, b) => a <= b,
  gt: (a, b) => a > b,
  lt: (a, b) => a < b,
};

/** `created_at=gte|2024-01-01T00:00:00Z` over a stored time (epoch ms). */
export function timeFilter(param: string, field: string) {
  return (record: StoredRecord, value: string): boolean => {
    const match = /^(gte|lte|gt|lt)\|(.+)$/.exec(value);
    const at = match ? Date.parse(match[2] as string) : Number.NaN;
    if (!match || Number.isNaN(at)) throw fail.validation(`${param} must be operator|timestamp, such as gte|2024-01-01T00:00:00Z`, { field: param });
    const stored = record[field];
    return typeof stored === 'number' && (OPERATORS[match[1] as string] as (a: number, b: number) => boolean)(stored, at);
  };
}

export const standardFilters = (idField = 'id') => ({
  ids: idsFilter('ids', idField),
  created_at: timeFilter('created_at', 'created_at'),
  updated_at: timeFilter('updated_at', 'updated_at'),
});

/** A record another names must exist in this organization (422 otherwise, as Greenhouse answers a bad reference). */
export function requireRecord(ctx: Ctx, table: string, id: unknown, field: string): StoredRecord {
  const record = ctx.tenant.table(table).get(String(id));
  if (!record) throw fail.validation(`${field} ${String(id)} does not exist`, { field });
  return record;
}
