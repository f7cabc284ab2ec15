/**
 * A termination is how an employee leaves Gusto: an update setting
 * `employment_status` to "terminated" (or an `employment_end_date`) POSTs
 * /v1/employees/{id}/terminations with that date as `effective_date` (today
 * when none is given). Gusto has no other status change through the API
 * (un-terminating is a rehire, a termination is not cancelled): any other
 * status the employee does not already have is refused before any call.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { invalid } from './api.js';
import { DATE, today } from './calendar-dates.js';
import type { Employee } from './employee-fields.js';
import { EMPLOYEES_PATH } from './employee-path.js';
import { employmentStatusOf, endDateOf } from './employee-status.js';
import type { GustoEmployee } from './wire-types.js';

/** The termination an update asks for (its effective date), checked against the employee before any call; undefined when none. */
export function terminationOf(record: Partial<Employee>, employee: GustoEmployee): string | undefined {
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

export function terminate(ctx: ConnectorContext, id: string, effectiveDate: string): Promise<unknown> {
  return ctx.http.request({ method: 'POST', path: `${EMPLOYEES_PATH}/${segment(id)}/terminations`, json: { effective_date: effectiveDate, run_termination_payroll: false } });
}
