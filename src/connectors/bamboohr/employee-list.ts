/**
 * The employee list's filters. BambooHR matches some as substrings (names,
 * job title: `filter[firstName]`, `filter[lastName]`, `filter[jobTitleName]`)
 * or coarsely (`filter[status]`: active or inactive), and has none for the
 * others: each filter is sent where BambooHR has one, and the records it
 * answers are then held to the exact value (case-insensitive). A page can
 * come back shorter than the limit, and is filled from up to FILL platform
 * pages.
 */
import type { Static } from 'typebox';
import type { ListPage, ListParams } from '../framework/define.js';
import type { Employee } from '../../unified/hris/employees.js';
import type { BambooHRFilter } from './dialect.js';

type Model = Static<typeof Employee>;

/** Platform pages read at most to fill one page where the exact match leaves records out. */
const FILL = 5;

const STATUS_PARAM: Readonly<Record<string, string>> = { active: 'active', inactive: 'inactive', terminated: 'inactive' };

export const EMPLOYEE_FILTERS: Readonly<Record<string, BambooHRFilter>> = {
  company_id: {},
  first_name: { query: (value) => ({ 'filter[firstName]': value }) },
  last_name: { query: (value) => ({ 'filter[lastName]': value }) },
  title: { query: (value) => ({ 'filter[jobTitleName]': value }) },
  employment_status: { query: (value): Record<string, string> => (STATUS_PARAM[value] ? { 'filter[status]': STATUS_PARAM[value] } : {}) },
  // List Employees cannot filter by these: the records are held to them (exactList).
  employee_number: {},
  email: {},
  manager_id: {},
  department_id: {},
  city: {},
  country: {},
};

const same = (value: unknown, wanted: unknown) => typeof value === 'string' && value.toLowerCase() === String(wanted).toLowerCase();

/** What each filter keeps, on the unified record. */
const MATCHES: Readonly<Record<string, (employee: Model, value: unknown) => boolean>> = {
  company_id: (employee, value) => employee.company_id === value,
  first_name: (employee, value) => same(employee.first_name, value),
  last_name: (employee, value) => same(employee.last_name, value),
  title: (employee, value) => same(employee.title, value),
  employment_status: (employee, value) => employee.employment_status === value,
  employee_number: (employee, value) => employee.employee_number === value,
  email: (employee, value) => (employee.emails ?? []).some((email) => same(email.email, value)),
  manager_id: (employee, value) => employee.manager?.id === value,
  department_id: (employee, value) => employee.department_id === value,
  city: (employee, value) => (employee.addresses ?? []).some((address) => same(address.city, value)),
  country: (employee, value) => (employee.addresses ?? []).some((address) => same(address.country, value)),
};

export async function exactList(params: ListParams, read: (params: ListParams) => Promise<ListPage<Model>>): Promise<ListPage<Model>> {
  const tests = Object.entries(params.filter).map(([name, value]) => (employee: Model) => (MATCHES[name] as (e: Model, v: unknown) => boolean)(employee, value));
  if (tests.length === 0) return read(params);
  const items: Model[] = [];
  let page: ListPage<Model> = { items: [], next: params.state ?? null };
  for (let calls = 0; calls < FILL && items.length < params.limit; calls++) {
    page = await read({ ...params, limit: params.limit - items.length, state: calls === 0 ? params.state : page.next ?? undefined });
    items.push(...page.items.filter((employee) => tests.every((test) => test(employee))));
    if (page.next === null) break;
  }
  return { items, next: page.next };
}
