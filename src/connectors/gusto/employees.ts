/**
 * Unified HRIS employees on Gusto employees: listed and created under the
 * connection's company (/v1/companies/{company_id}/employees), read, updated
 * and deleted at /v1/employees/{id}; the mapping is employee-fields.ts, the
 * list's filters and sort employee-list.ts.
 *
 * - Reads ask for every compensation, the current home address and the
 *   company's name (`include`).
 * - An update carries the employee's `version` (versioned-update.ts: a stale
 *   one is read again and sent once more; `row_version` names one).
 * - A termination is how an employee leaves Gusto: an update setting
 *   `employment_status` to "terminated" (or an `employment_end_date`) POSTs
 *   /v1/employees/{id}/terminations with that date as `effective_date`
 *   (today when none is given), after the employee's own fields, on the
 *   composite-write rule. Gusto has no other status change through the API
 *   (un-terminating is a rehire): any other status the employee does not
 *   already have is refused before any call.
 * - Gusto deletes only an employee still onboarding; its refusal for anyone
 *   else is answered as a 422 that says to terminate instead.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { employees } from '../../unified/hris/employees.js';
import type { ConnectorContext, ResourceBinding } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { collection, type ComposedWrite } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { downstreamStatus, invalid } from './api.js';
import { gustoDialect } from './dialect.js';
import { employeeFields, type Employee } from './employee-fields.js';
import { EMPLOYEE_FILTERS, employeeList } from './employee-list.js';
import { employmentStatusOf, endDateOf } from './employee-status.js';
import { versionedUpdate } from './versioned-update.js';
import type { GustoEmployee } from './wire-types.js';

const RECORD_PATH = '/v1/employees';
const today = () => new Date().toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The termination an update asks for (its effective date), checked against the employee before any call; undefined when none. */
function terminationOf(record: Partial<Employee>, employee: GustoEmployee): string | undefined {
  const status = record.employment_status;
  const endDate = record.employment_end_date;
  const current = employmentStatusOf(employee);
  const scheduled = endDateOf(employee);
  if (status !== undefined && status !== null && status !== 'terminated' && status !== current) {
    throw invalid(`Gusto changes an employee's status only by a termination (employment_status "terminated"); it is ${current}, not ${status}`, { employment_status: status });
  }
  if (endDate === null && scheduled !== null) throw invalid('Gusto does not cancel a termination through its API', { employment_end_date: null });
  if (endDate !== undefined && endDate !== null && !DATE.test(endDate)) throw invalid('employment_end_date must be a date (YYYY-MM-DD)', { employment_end_date: String(endDate).slice(0, 32) });
  const terminating = status === 'terminated' || (typeof endDate === 'string' && endDate !== scheduled);
  if (!terminating) return undefined;
  // Already terminated on that date (or on any date, where none is asked): nothing to do.
  if (scheduled !== null && (endDate === undefined || endDate === scheduled)) return undefined;
  return typeof endDate === 'string' ? endDate : today();
}

async function compose(ctx: ConnectorContext, write: ComposedWrite<Employee, GustoEmployee>): Promise<{ id: string }> {
  const { version: _ignored, ...fields } = write.body as Record<string, unknown>;
  if (write.operation === 'add') {
    if (write.record.employment_status === 'terminated' || write.record.employment_end_date) {
      throw invalid('A new Gusto employee cannot be terminated when created: create, then update employment_status to "terminated"', { employment_status: write.record.employment_status ?? null });
    }
    // A create takes no version.
    return { id: await write.send(fields) };
  }
  const id = write.id as string;
  const current = await write.current();
  const effectiveDate = terminationOf(write.record, current);
  const update = () => versionedUpdate(ctx, { recordPath: RECORD_PATH, id, body: write.body as Record<string, unknown>, current: write.current, send: write.send });
  if (effectiveDate === undefined) return { id: write.empty ? id : await update() };
  return compositeWrite(async (steps) => {
    if (Object.keys(fields).length > 0) await steps.change('employee', id, 'updating the employee', update);
    await steps.step(`terminating the employee from ${effectiveDate}`, () =>
      ctx.http.request({ method: 'POST', path: `${RECORD_PATH}/${segment(id)}/terminations`, json: { effective_date: effectiveDate, run_termination_payroll: false } }));
    return { id };
  });
}

async function remove(ctx: ConnectorContext, { id, call }: { id: string; call: (request: { method: 'DELETE'; path: string }) => Promise<unknown> }): Promise<void> {
  try {
    await call({ method: 'DELETE', path: `${RECORD_PATH}/${segment(id)}` });
  } catch (error) {
    if (downstreamStatus(error) !== 422 || !(error instanceof ApiError)) throw error;
    throw new ApiError('ConnectorExecutionError', {
      status: 422,
      message: `Gusto deletes only an employee who is still onboarding (${error.message}). An onboarded employee leaves by a termination: update employment_status to "terminated".`,
      detail: error.detail,
    });
  }
}

const binding = collection(employees, {
  dialect: gustoDialect,
  downstream: { id: 'employees', name: 'Employees' },
  what: 'employee',
  fields: employeeFields,
  path: '/v1/companies/{company_id}/employees',
  recordPath: `${RECORD_PATH}/{id}`,
  idAt: 'uuid',
  readQuery: { include: 'all_compensations,current_home_address,company_name' },
  filters: Object.fromEntries(EMPLOYEE_FILTERS.map((name) => [name, name])) as Record<string, never>,
  list: true,
  add: true,
  update: { method: 'PUT' },
  delete: true,
  hooks: {
    list: (_ctx, params, read) => employeeList(params, read),
    compose,
    delete: (ctx, { id, call }) => remove(ctx, { id, call }),
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
