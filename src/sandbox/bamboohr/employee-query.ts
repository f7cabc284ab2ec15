/**
 * The employee list's filters and sort, as its description says: `filter[ids]`
 * (repeated `filter[ids][]` keys or one comma-separated value),
 * `filter[firstName]`, `filter[lastName]` and `filter[jobTitleName]` as
 * case-insensitive substrings, `filter[status]` active or inactive; `sort` a
 * comma-separated list of six fields, "-" for descending, nulls first when
 * ascending and last when descending; by employee id otherwise. Anything else
 * is a 400 `BadRequest`.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';

const SUBSTRING_FILTERS: Readonly<Record<string, string>> = { firstName: 'firstName', lastName: 'lastName', jobTitleName: 'jobTitle' };
const SORTABLE: Readonly<Record<string, (employee: StoredRecord) => string | number | null>> = {
  employeeId: (employee) => Number(employee.id),
  firstName: (employee) => (employee.firstName as string | undefined) ?? null,
  lastName: (employee) => (employee.lastName as string | undefined) ?? null,
  preferredName: (employee) => (employee.preferredName as string | null | undefined) ?? null,
  jobTitleName: (employee) => (employee.jobTitle as string | null | undefined) ?? null,
  status: (employee) => (employee.status as string | undefined) ?? null,
};

const badRequest = (message: string, field: string) => fail.validation(message, { code: 'BadRequest', field });

function idsAsked(query: URLSearchParams): Set<string> | undefined {
  const values = [...query.getAll('filter[ids][]'), ...query.getAll('filter[ids]')].flatMap((value) => value.split(','));
  if (values.length === 0) return undefined;
  for (const value of values) if (!/^\d{1,9}$/.test(value.trim())) throw badRequest(`Invalid employee id '${value}' in filter[ids]`, 'filter[ids]');
  return new Set(values.map((value) => String(Number(value))));
}

function filtered(records: StoredRecord[], query: URLSearchParams): StoredRecord[] {
  for (const key of query.keys()) {
    const name = /^filter\[([^\]]*)\]/.exec(key)?.[1];
    if (name !== undefined && name !== 'ids' && name !== 'status' && !(name in SUBSTRING_FILTERS)) throw badRequest(`Unknown filter '${name}'`, key);
  }
  const ids = idsAsked(query);
  const status = query.get('filter[status]');
  if (status !== null && status !== 'active' && status !== 'inactive') throw badRequest("filter[status] must be 'active' or 'inactive'", 'filter[status]');
  const parts = Object.entries(SUBSTRING_FILTERS).flatMap(([param, field]) => {
    const value = query.get(`filter[${param}]`);
    return value === null ? [] : [{ field, value: value.toLowerCase() }];
  });
  return records.filter((employee) =>
    (!ids || ids.has(employee.id)) &&
    (status === null || String(employee.status).toLowerCase() === status) &&
    parts.every(({ field, value }) => String(employee[field] ?? '').toLowerCase().includes(value)));
}

function compareNullsFirst(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b) : a < b ? -1 : 1;
}

function sorted(records: StoredRecord[], sort: string | null): StoredRecord[] {
  const keys = (sort ?? 'employeeId').split(',').map((part) => part.trim()).filter((part) => part !== '').map((part) => {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    const read = SORTABLE[name];
    if (!read) throw badRequest(`Cannot sort by '${name}'`, 'sort');
    return { read, sign: descending ? -1 : 1 };
  });
  // Employee id breaks ties, so a cursor names one place in the order.
  keys.push({ read: SORTABLE.employeeId as (employee: StoredRecord) => number, sign: 1 });
  // Descending reverses the whole comparison, which puts nulls last.
  return [...records].sort((x, y) => {
    for (const { read, sign } of keys) {
      const order = sign * compareNullsFirst(read(x), read(y));
      if (order !== 0) return order;
    }
    return 0;
  });
}

export function selectEmployees(records: StoredRecord[], ctx: KitContext<BambooHRAccount>): StoredRecord[] {
  return sorted(filtered(records, ctx.request.query), ctx.request.query.get('sort'));
}
