/**
 * Unified HRIS employees on BambooHR employees (public.yaml: List, Create and
 * Update Employee, the employee tables, Get Changed Employee IDs); the
 * mapping is employee-fields.ts.
 *
 * - Lists and reads are List Employees (one read is the list asked for its
 *   id, `filter[ids]`), so a record reads the same from either; each page
 *   also reads the job info and employment status tables and the employees'
 *   last changes for everyone (employee-tables.ts).
 * - Filters BambooHR matches as substrings (names, job title) or coarsely
 *   (status active/inactive) are sent to it and the records it answers are
 *   then held to the exact value (case-insensitive): a page can come back
 *   shorter than the limit, and is filled from up to FILL platform pages.
 * - A create answers 201 with no body: the id is in the Location header.
 * - Terminating (and re-hiring) is a row of the employment status table,
 *   written after the employee's own fields on the composite-write rule.
 * - BambooHR's API cannot delete an employee: delete is not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ListPage, ListParams } from '../framework/define.js';
import { employees, type Employee } from '../../unified/hris/employees.js';
import { collection } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { bamboohrDialect, employeePaging, type BambooHRFilter } from './dialect.js';
import { employeeFields, LIST_FIELDS, roleNameOf } from './employee-fields.js';
import { addStatusRow, checkStatusWrite, statusRowFor } from './employee-status.js';
import { employeeIdsOf, loadEmployeeDetails } from './employee-details.js';
import { loadEmployeeTables, tablesOr } from './employee-tables.js';
import { BAMBOOHR_EMPLOYEE_EVENTS } from './inbound.js';
import type { BambooHREmployee } from './wire-types.js';

type Model = Static<typeof Employee>;

/** Platform pages read at most to fill one page where the exact match leaves records out. */
const FILL = 5;

const STATUS_PARAM: Readonly<Record<string, string>> = { active: 'active', inactive: 'inactive', terminated: 'inactive' };

const FILTERS: Readonly<Record<string, BambooHRFilter>> = {
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

async function exactList(params: ListParams, read: (params: ListParams) => Promise<ListPage<Model>>): Promise<ListPage<Model>> {
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

/** The new employee's id, from the Location header of Create Employee (…/employees/employee.php?id=123). */
function idFromLocation(location: unknown): string {
  const text = Array.isArray(location) ? location[0] : location;
  const id = typeof text === 'string' ? /[?&]id=(\d+)/.exec(text)?.[1] : undefined;
  if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not answer with the new employee\'s id' });
  return id;
}

export const bamboohrEmployees = collection(employees, {
  dialect: bamboohrDialect,
  downstream: { id: 'employees', name: 'Employees' },
  what: 'employee',
  fields: employeeFields,
  path: '/api/v1/employees',
  listAt: 'data',
  readQuery: { fields: LIST_FIELDS.join(',') },
  findOne: (id) => ({ 'filter[ids][]': id }),
  load: (ctx, { id }) => loadEmployeeTables(ctx, id),
  context: async (body, { ctx, settings, loaded }) => ({
    companyId: settings.company_domain ?? null,
    tables: tablesOr(loaded),
    details: await loadEmployeeDetails(ctx, employeeIdsOf(body)),
  }),
  filters: FILTERS,
  list: { paging: employeePaging },
  add: true,
  update: { method: 'POST' },
  events: BAMBOOHR_EMPLOYEE_EVENTS,
  hooks: {
    list: (_ctx, params, read) => exactList(params, read),
    async compose(ctx, write) {
      checkStatusWrite(write.operation, write.record);
      if (write.operation === 'add') {
        const created = await ctx.http.request({ method: 'POST', path: '/api/v1/employees', json: write.body });
        return { id: idFromLocation(created.headers.location) };
      }
      const id = write.id as string;
      const current = await write.current();
      const row = statusRowFor(write.record, current as BambooHREmployee, write.record.employment_role ? roleNameOf(write.record.employment_role) : undefined);
      return compositeWrite(async (steps) => {
        if (!write.empty) await steps.change('employee', id, 'updating the employee', () => write.send(write.body));
        if (row) await steps.step(`adding the employment status row "${row.employmentStatus}"`, () => addStatusRow(ctx, id, row));
        return { id };
      });
    },
  },
});
