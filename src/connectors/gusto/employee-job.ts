/**
 * Gusto keeps `title` and `employment_start_date` on the employee's primary
 * job, a record of its own with its own `version`, not on the employee: a
 * write that gives either changes the primary job (versioned-update.ts), or
 * adds a job where the employee has none (hired today when no start date is
 * given).
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { invalid } from './api.js';
import { DATE, today } from './calendar-dates.js';
import type { Employee } from './employee-fields.js';
import { EMPLOYEES_PATH } from './employee-path.js';
import { versionedUpdate } from './versioned-update.js';
import type { GustoEmployee } from './wire-types.js';

/** A type, not an interface: versioned-update.ts sends it as a plain record. */
export type JobWrite = { title?: string | null; hire_date?: string };

/** What a write asks of the employee's job: its title and hire date, checked before any call. */
export function jobOf(record: Partial<Employee>): JobWrite | undefined {
  const start = record.employment_start_date;
  if (start === null) throw invalid('Gusto keeps a hire date on every job: employment_start_date cannot be cleared', { employment_start_date: null });
  if (start !== undefined && !DATE.test(start)) throw invalid('employment_start_date must be a date (YYYY-MM-DD)', { employment_start_date: String(start).slice(0, 32) });
  if (record.title === undefined && start === undefined) return undefined;
  return { ...(record.title === undefined ? {} : { title: record.title }), ...(start === undefined ? {} : { hire_date: start }) };
}

export function addJob(ctx: ConnectorContext, id: string, job: JobWrite): Promise<unknown> {
  return ctx.http.request({ method: 'POST', path: `${EMPLOYEES_PATH}/${segment(id)}/jobs`, json: { title: job.title ?? null, hire_date: job.hire_date ?? today() } });
}

/** Changes the employee's primary job (its version read first, once more when stale), or adds one where there is none. */
export async function writeJob(ctx: ConnectorContext, id: string, employee: GustoEmployee, job: JobWrite): Promise<unknown> {
  const primary = employee.jobs?.find((entry) => entry.primary === true) ?? employee.jobs?.[0];
  if (!primary) return addJob(ctx, id, job);
  const send = async (body: unknown) => {
    await ctx.http.request({ method: 'PUT', path: `/v1/jobs/${segment(primary.uuid)}`, json: body });
    return primary.uuid;
  };
  return versionedUpdate(ctx, { recordPath: '/v1/jobs', id: primary.uuid, body: job, current: async () => primary, send });
}
