/**
 * The employee list's filters and sort. Gusto's own list parameters
 * (search_term, terminated, onboarded, uuids, location_uuid) match none of
 * the unified filters exactly, and its `sort_by` has no direction: a list
 * that filters or sorts reads the company's employees in pages of 100 (the
 * first and last names narrowed by `search_term`, a terminated status by
 * `terminated=true`), keeps the records that match exactly, orders them and
 * pages them in memory. A list that does neither pages at Gusto.
 */
import type { ListPage, ListParams } from '../framework/define.js';
import type { Query } from '../kit/index.js';
import { pageInMemory } from '../kit/index.js';
import type { Employee } from './employee-fields.js';

const same = (a: string | null | undefined, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

const MATCHES: Readonly<Record<string, (employee: Employee, value: unknown) => boolean>> = {
  company_id: (employee, value) => employee.company_id === value,
  email: (employee, value) => (employee.emails ?? []).some((entry) => same(entry.email, value)),
  first_name: (employee, value) => same(employee.first_name, value),
  last_name: (employee, value) => same(employee.last_name, value),
  title: (employee, value) => same(employee.title, value),
  manager_id: (employee, value) => employee.manager?.id === value,
  employment_status: (employee, value) => employee.employment_status === value,
  employee_number: (employee, value) => employee.employee_number === value,
  department_id: (employee, value) => employee.department_id === value,
  city: (employee, value) => (employee.addresses ?? []).some((address) => same(address.city, value)),
  country: (employee, value) => (employee.addresses ?? []).some((address) => same(address.country, value)),
};

export const EMPLOYEE_FILTERS = Object.keys(MATCHES);

/** Gusto parameters that narrow the read without changing the answer (the exact check follows). */
function narrowing(filter: Readonly<Record<string, unknown>>): Query {
  const name = filter.last_name ?? filter.first_name;
  return {
    ...(typeof name === 'string' ? { search_term: name } : {}),
    ...(filter.employment_status === 'terminated' ? { terminated: 'true' } : {}),
  };
}

export function employeeList(params: ListParams, read: (params: ListParams, query?: Query) => Promise<ListPage<Employee>>): Promise<ListPage<Employee>> {
  const filters = Object.entries(params.filter).filter(([, value]) => value !== undefined);
  if (filters.length === 0 && !params.sort) return read(params);
  return pageInMemory(params, async () => {
    const all: Employee[] = [];
    let state: ListParams['state'];
    do {
      const page = await read({ ...params, filter: {}, sort: undefined, limit: 100, state }, narrowing(params.filter));
      all.push(...page.items);
      state = page.next ?? undefined;
    } while (state !== undefined);
    const kept = all.filter((employee) => filters.every(([name, value]) => MATCHES[name]?.(employee, value) === true));
    const sort = params.sort;
    if (sort) {
      const key = sort.by as 'first_name' | 'last_name';
      const sign = sort.direction === 'desc' ? -1 : 1;
      kept.sort((a, b) => sign * String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { sensitivity: 'base' }));
    }
    return { items: kept, next: null };
  });
}
