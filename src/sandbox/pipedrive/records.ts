/**
 * What Pipedrive's records share: whole-number ids counted per company and
 * item type, references to other records by id (checked on write), the v2
 * list parameters every v2 list takes (ids, owner_id, updated_since,
 * updated_until, sort_by + sort_direction) and the ones that name a linked
 * record (org_id, person_id, deal_id, …).
 */
import {
  fail, sortByParams, type FieldRule, type KitContext, type PagingStyle, type RecordTable, type SortRule, type StoredRecord,
} from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { timeParam, wholeParam } from './dialect.js';

export type Ctx = KitContext<PipedriveAccount>;

/** New whole-number ids of one item type, one more than any this company's table has held. */
export function numericIds(itemType: string) {
  return (ctx: Ctx, table: RecordTable): string => {
    let id: number;
    do id = ctx.tenant.next(`id:${itemType}`, table.size + 1);
    while (table.has(String(id)));
    return String(id);
  };
}

/** The numeric id, written as a number on the wire; `seq` keeps it sortable as a number. */
export const ID_FIELD: FieldRule = { kind: 'integer', readOnly: true, format: Number };

/** A reference to another record by its whole-number id (null where the field may be cleared). */
export const refField = (nullable = true): FieldRule => ({ kind: 'integer', nullable });

/** A v2 write that names a record that does not exist is refused with a 400, as v2 validates references. */
export function requireRecord(ctx: Ctx, table: string, field: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (!ctx.tenant.table(table).has(String(value))) throw fail.validation(`Validation failed: ${field}: No record found with id ${String(value)}`, { field });
}

/** The owner of a new record: the user the token acts for, unless the request names another user. */
export function ownerOf(record: StoredRecord, ctx: Ctx, field = 'owner_id'): void {
  if (record[field] === undefined || record[field] === null) record[field] = ctx.account.userId;
  requireRecord(ctx, 'users', field, record[field]);
}

/** `seq`: the id as a number, for sorting (stored ids are strings). */
export function stampSeq(record: StoredRecord): void {
  record.seq = Number(record.id);
}

/** `sort_by` (id, update_time, add_time, and any the resource adds) with `sort_direction` asc/desc. */
export function v2Sort(extra: Record<string, string> = {}): SortRule {
  const rule = sortByParams('sort_by', 'sort_direction', { id: 'seq', update_time: 'update_time', add_time: 'add_time', ...extra });
  return {
    fields: rule.fields,
    read(request) {
      const direction = request.query.get('sort_direction');
      if (direction !== null && direction !== 'asc' && direction !== 'desc') throw fail.validation('Validation failed: sort_direction: must be one of asc, desc', { field: 'sort_direction' });
      return rule.read(request);
    },
  };
}

type Filter = (record: StoredRecord, value: string, ctx: Ctx) => boolean;

/** `ids`: up to 100 comma-separated ids. */
const idsFilter: Filter = (record, value) => {
  const ids = value.split(',').map((id) => String(wholeParam('ids', id.trim())));
  if (ids.length > 100) throw fail.validation('Validation failed: ids: at most 100 ids', { field: 'ids' });
  return ids.includes(record.id);
};

/** A filter on a stored reference field (`org_id=5`). */
export const byRef = (param: string, field = param): Filter => (record, value) => record[field] === wholeParam(param, value);

/** The filters every v2 list has. */
export const V2_FILTERS: Readonly<Record<string, Filter>> = {
  ids: idsFilter,
  owner_id: byRef('owner_id'),
  updated_since: (record, value) => Number(record.update_time) >= timeParam('updated_since', value),
  updated_until: (record, value) => Number(record.update_time) < timeParam('updated_until', value),
};

/** A list Pipedrive answers whole, whatever `start` and `limit` say (v1 users, webhooks). */
export const WHOLE_LIST: PagingStyle = {
  read: () => ({ start: 0, size: 1_000_000_000 }),
  describe: (_request, page, total) => ({ info: { ...page, total, count: total, next: null, previous: null } }),
};

/** Email, phone and IM entries: `{value, primary, label}`, exactly one primary. */
export function contactEntries(field: string, labels: readonly string[]) {
  return (value: unknown): unknown => {
    if (!Array.isArray(value)) throw fail.validation(`Validation failed: ${field}: must be an array`, { field });
    const entries = value.map((entry, index) => {
      const item = entry as { value?: unknown; primary?: unknown; label?: unknown } | null;
      if (item === null || typeof item !== 'object' || typeof item.value !== 'string') throw fail.validation(`Validation failed: ${field}[${index}].value: must be a string`, { field });
      if (item.primary !== undefined && typeof item.primary !== 'boolean') throw fail.validation(`Validation failed: ${field}[${index}].primary: must be a boolean`, { field });
      const label = item.label ?? 'work';
      if (typeof label !== 'string' || !labels.includes(label)) throw fail.validation(`Validation failed: ${field}[${index}].label: must be one of ${labels.join(', ')}`, { field });
      return { value: item.value, primary: item.primary === true, label };
    });
    if (entries.length > 0 && !entries.some((entry) => entry.primary)) (entries[0] as { primary: boolean }).primary = true;
    if (entries.filter((entry) => entry.primary).length > 1) throw fail.validation(`Validation failed: ${field}: only one entry can be primary`, { field });
    return entries;
  };
}

/** A date-only value ("2025-01-31"), or null to clear it. */
export function dateValue(field: string) {
  return (value: unknown): unknown => {
    if (value === null) return null;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return value;
    throw fail.validation(`Validation failed: ${field}: must be a date in YYYY-MM-DD format`, { field });
  };
}

/** v1's `sort`: "field ASC" or "field DESC" (the first of a comma-separated list decides here). */
export function v1Sort(fields: Record<string, string>): SortRule {
  return {
    fields,
    read(request) {
      const text = request.query.get('sort');
      if (text === null || text.trim() === '') return undefined;
      const match = /^\s*([a-z_]+)(?:\s+(ASC|DESC))?\s*(?:,|$)/i.exec(text);
      if (!match) throw fail.validation(`Invalid sort parameter ${text.slice(0, 60)}`, { field: 'sort' });
      return { key: match[1] as string, direction: (match[2] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc' };
    },
  };
}
