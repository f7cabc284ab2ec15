/**
 * Clover's `filter` query parameter (https://docs.clover.com/docs/applying-filters,
 * https://docs.clover.com/docs/using-filters-to-retrieve-multiple-results-from-an-endpoint):
 * each `filter=<field><op><value>` narrows the list, repeated filters all
 * apply (`filter=createdTime>=1700000000000&filter=createdTime<1700086400000`).
 * Operators: `=`, `!=`, `>`, `>=`, `<`, `<=`, and `<field> in ('A','B')`.
 * A resource names the fields it filters on; a filter on any other field is
 * refused, and the list's answer names the allowed ones in
 * `X-Clover-Allowed-Filter-Fields`, as Clover's does.
 */
import { fail, type StoredRecord } from '../framework/kit/index.js';
import type { Ctx } from './records.js';

/** A filterable field: where its value is on the stored record. */
export type FilterFields = Readonly<Record<string, (record: StoredRecord) => unknown>>;

interface Condition {
  field: string;
  op: '=' | '!=' | '>' | '>=' | '<' | '<=' | 'in';
  values: string[];
}

const COMPARISON = /^\s*([A-Za-z][\w.]*)\s*(>=|<=|!=|=|>|<)\s*(.*?)\s*$/;
const MEMBERSHIP = /^\s*([A-Za-z][\w.]*)\s+in\s*\((.*)\)\s*$/i;

function unquote(text: string): string {
  const trimmed = text.trim();
  return /^'.*'$/.test(trimmed) || /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function parse(text: string): Condition {
  const member = MEMBERSHIP.exec(text);
  if (member) return { field: member[1] as string, op: 'in', values: (member[2] as string).split(',').map(unquote).filter((value) => value !== '') };
  const compared = COMPARISON.exec(text);
  if (!compared) throw fail.validation(`Invalid filter: ${text}`, { field: 'filter' });
  return { field: compared[1] as string, op: compared[2] as Condition['op'], values: [unquote(compared[3] as string)] };
}

/** Compares as numbers when the stored value is one (times, amounts), as text otherwise. */
function compare(stored: unknown, wanted: string, field: string): number {
  if (typeof stored === 'number') {
    const number = Number(wanted);
    if (wanted === '' || !Number.isFinite(number)) throw fail.validation(`Invalid value for filter field ${field}: ${wanted}`, { field: 'filter' });
    return stored - number;
  }
  const text = stored === undefined || stored === null ? '' : String(stored);
  return text === wanted ? 0 : text < wanted ? -1 : 1;
}

function holds(condition: Condition, stored: unknown): boolean {
  const { field, op, values } = condition;
  if (op === 'in') return values.some((value) => compare(stored, value, field) === 0);
  const order = compare(stored, values[0] as string, field);
  switch (op) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    default:
      return order <= 0;
  }
}

/** The `select` hook of a resource that filters on `fields`. */
export function cloverFilter(fields: FilterFields) {
  return (records: StoredRecord[], ctx: Ctx): StoredRecord[] => {
    const conditions = ctx.request.query.getAll('filter').filter((text) => text.trim() !== '').map(parse);
    for (const condition of conditions) {
      const read = fields[condition.field];
      if (!read) throw fail.validation(`Invalid filter field: ${condition.field}. Allowed: ${Object.keys(fields).join(', ')}`, { field: 'filter' });
      records = records.filter((record) => holds(condition, read(record)));
    }
    return records;
  };
}

/** List paths (as regular expressions over the request path) and the fields each filters on, for the allowed-fields header. */
const listFilters: { path: RegExp; fields: readonly string[] }[] = [];

/** Declares a list path's filter fields (once per resource, at module load) and returns its `select` hook. */
export function filterableList(path: RegExp, fields: FilterFields) {
  listFilters.push({ path, fields: Object.keys(fields) });
  return cloverFilter(fields);
}

/** `X-Clover-Allowed-Filter-Fields` for a list request, when the path is a filterable list. */
export function allowedFilterHeader(method: string, path: string): Record<string, string> {
  if (method !== 'GET') return {};
  const list = listFilters.find((entry) => entry.path.test(path));
  return list ? { 'x-clover-allowed-filter-fields': list.fields.join(',') } : {};
}
