/**
 * Unified HRIS employees on Gusto employees: listed and created under the
 * connection's company (/v1/companies/{company_id}/employees), read, updated
 * and deleted at /v1/employees/{id}; the mapping is employee-fields.ts, the
 * list's filters and sort employee-list.ts.
 *
 * - Reads ask for every compensation, the current home address and the
 *   company's name (`include`).
 * - `title` and `employment_start_date` are the primary job's (Gusto keeps
 *   them on the job): a create adds the job after the employee (hired today
 *   when no start date is given; the employee is removed again when the job
 *   fails), an update changes the primary job with its own `version` (or
 *   adds one where the employee has none).
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
import { GUSTO_EMPLOYEE_EVENTS } from './inbound.js';

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

/** What a write asks of the employee's job: its title and hire date, checked before any call. */
function jobOf(record: Partial<Employee>): { title?: string | null; hire_date?: string } | undefined {
  const start = record.employment_start_date;
  if (start === null) throw invalid('Gusto keeps a hire date on every job: employment_start_date cannot be cleared', { employment_start_date: null });
  if (start !== undefined && !DATE.test(start)) throw invalid('employment_start_date must be a date (YYYY-MM-DD)', { employment_start_date: String(start).slice(0, 32) });
  if (record.title === undefined && start === undefined) return undefined;
  return { ...(record.title === undefined ? {} : { title: record.title }), ...(start === undefined ? {} : { hire_date: start }) };
}

/** Changes the employee's primary job (its version read first, once more when stale), or adds one where there is none. */
async function writeJob(ctx: ConnectorContext, id: string, employee: GustoEmployee, job: { title?: string | null; hire_date?: string }): Promise<unknown> {
  const primary = employee.jobs?.find((entry) => entry.primary === true) ?? employee.jobs?.[0];
  if (!primary) return ctx.http.request({ method: 'POST', path: `${RECORD_PATH}/${segment(id)}/jobs`, json: { title: job.title ?? null, hire_date: job.hire_date ?? today() } });
  const send = async (body: unknown) => {
    await ctx.http.request({ method: 'PUT', path: `/v1/jobs/${segment(primary.uuid)}`, json: body });
    return primary.uuid;
  };
  return versionedUpdate(ctx, { recordPath: '/v1/jobs', id: primary.uuid, body: job, current: async () => primary, send });
}

async function compose(ctx: ConnectorContext, write: ComposedWrite<Employee, GustoEmployee>): Promise<{ id: string }> {
  const { version: _ignored, ...fields } = write.body as Record<string, unknown>;
  const job = jobOf(write.record);
  if (write.operation === 'add') {
    if (write.record.employment_status === 'terminated' || write.record.employment_end_date) {
      throw invalid('A new Gusto employee cannot be terminated when created: create, then update employment_status to "terminated"', { employment_status: write.record.employment_status ?? null });
    }
    return compositeWrite(async (steps) => {
      // A create takes no version. A new employee is still onboarding, so Gusto deletes it again.
      const id = await steps.create('employee', () => write.send(fields), (created) => ctx.http.request({ method: 'DELETE', path: `${RECORD_PATH}/${segment(created)}` }));
      if (job) {
        await steps.step('adding the employee\'s job', () =>
          ctx.http.request({ method: 'POST', path: `${RECORD_PATH}/${segment(id)}/jobs`, json: { title: job.title ?? null, hire_date: job.hire_date ?? today() } }));
      }
      return { id };
    });
  }
  const id = write.id as string;
  const current = await write.current();
  const effectiveDate = terminationOf(write.record, current);
  const ownFields = Object.keys(fields).length > 0 || typeof (write.body as Record<string, unknown>).version === 'string';
  const update = () => versionedUpdate(ctx, { recordPath: RECORD_PATH, id, body: write.body as Record<string, unknown>, current: write.current, send: write.send });
  if (effectiveDate === undefined && !job) return { id: ownFields ? await update() : id };
  return compositeWrite(async (steps) => {
    if (ownFields) await steps.change('employee', id, 'updating the employee', update);
    if (job) await steps.change('job', current.jobs?.find((entry) => entry.primary === true)?.uuid ?? id, 'updating the employee\'s job', () => writeJob(ctx, id, current, job));
    if (effectiveDate !== undefined) {
      await steps.step(`terminating the employee from ${effectiveDate}`, () =>
        ctx.http.request({ method: 'POST', path: `${RECORD_PATH}/${segment(id)}/terminations`, json: { effective_date: effectiveDate, run_termination_payroll: false } }));
    }
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
  events: GUSTO_EMPLOYEE_EVENTS,
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
