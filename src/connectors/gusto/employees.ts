/**
 * Unified HRIS employees on Gusto employees: listed and created under the
 * connection's company (/v1/companies/{company_id}/employees), read, updated
 * and deleted at /v1/employees/{id}. The mapping is employee-fields.ts, and
 * Gusto's quirks are named hooks of their own:
 *
 * - the list's filters and sort: employee-list.ts;
 * - a create or update, several calls on the composite-write rule
 *   (employee-writes.ts): the employee's `version` (versioned-update.ts),
 *   `title` and `employment_start_date` on the primary job
 *   (employee-job.ts), and a termination as the only status change
 *   (employee-termination.ts);
 * - a delete, which Gusto makes only of an employee still onboarding
 *   (employee-delete.ts).
 *
 * Reads ask for every compensation, the current home address and the
 * company's name (`include`).
 */
import { employees } from '../../unified/hris/employees.js';
import type { ResourceBinding } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { collection } from '../kit/index.js';
import { gustoDialect } from './dialect.js';
import { deleteEmployee } from './employee-delete.js';
import { employeeFields } from './employee-fields.js';
import { EMPLOYEE_FILTERS, employeeList } from './employee-list.js';
import { EMPLOYEES_PATH } from './employee-path.js';
import { composeEmployeeWrite } from './employee-writes.js';
import { GUSTO_EMPLOYEE_EVENTS } from './inbound.js';

const binding = collection(employees, {
  dialect: gustoDialect,
  downstream: { id: 'employees', name: 'Employees' },
  what: 'employee',
  fields: employeeFields,
  path: '/v1/companies/{company_id}/employees',
  recordPath: `${EMPLOYEES_PATH}/{id}`,
  idAt: 'uuid',
  readQuery: { include: 'all_compensations,current_home_address,company_name' },
  filters: Object.fromEntries(EMPLOYEE_FILTERS.map((name) => [name, name])) as Record<string, never>,
  list: true,
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: GUSTO_EMPLOYEE_EVENTS,
  hooks: {
    list: (_ctx, params, read) => employeeList(params, read),
    compose: composeEmployeeWrite,
    delete: (_ctx, { id, call }) => deleteEmployee({ id, call }),
  },
});

/** `filter[company_id]` on a get: Gusto's connection reaches one company, so another is not found. */
export const gustoEmployees: ResourceBinding<typeof employees.model> = {
  ...binding,
  implementation: {
    ...binding.implementation,
    oneFilters: ['company_id'],
    async one(ctx, params) {
      const company = params.filter?.company_id;
      if (company !== undefined && company !== ctx.settings.company_id) throw entityNotFound('No Gusto employee of this company has this id', { id: params.id.slice(0, 64), company_id: String(company).slice(0, 64) });
      return (binding.implementation.one as NonNullable<typeof binding.implementation.one>)(ctx, params);
    },
  },
};
