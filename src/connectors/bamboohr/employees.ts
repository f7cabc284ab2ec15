/**
 * Unified HRIS employees on BambooHR employees (public.yaml: List, Create and
 * Update Employee, the employee tables, Get Changed Employee IDs); the
 * mapping is employee-fields.ts.
 *
 * - Lists and reads are List Employees (one read is the list asked for its
 *   id, `filter[ids]`), so a record reads the same from either; each page
 *   also reads the job info and employment status tables and the employees'
 *   last changes for everyone (employee-tables.ts), and the fields List
 *   Employees does not offer (employee-details.ts).
 * - Filters are sent where BambooHR has one and the records held to the
 *   exact value (employee-list.ts).
 * - A create, and an update that terminates or re-hires: employee-writes.ts.
 * - BambooHR's API cannot delete an employee: delete is not offered.
 */
import { employees } from '../../unified/hris/employees.js';
import { collection } from '../kit/index.js';
import { bamboohrDialect, employeePaging } from './dialect.js';
import { employeeIdsOf, loadEmployeeDetails } from './employee-details.js';
import { employeeFields, LIST_FIELDS } from './employee-fields.js';
import { EMPLOYEE_FILTERS, exactList } from './employee-list.js';
import { loadEmployeeTables, tablesOr } from './employee-tables.js';
import { composeEmployeeWrite } from './employee-writes.js';
import { BAMBOOHR_EMPLOYEE_EVENTS } from './inbound.js';

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
  filters: EMPLOYEE_FILTERS,
  list: { paging: employeePaging },
  add: true,
  update: { method: 'POST' },
  events: BAMBOOHR_EMPLOYEE_EVENTS,
  hooks: {
    list: (_ctx, params, read) => exactList(params, read),
    compose: composeEmployeeWrite,
  },
});
