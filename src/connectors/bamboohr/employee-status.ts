/**
 * An employee's employment status is BambooHR's employment status table:
 * a termination is a row "Terminated" dated the last day (employment_end_date,
 * today when not given), which makes the employee Inactive; a terminated
 * employee set active again is re-hired with a row of their role
 * (employment_role, Full-Time when not given) dated today. Other statuses
 * follow from those rows at BambooHR and cannot be written.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { Employee } from '../../unified/hris/employees.js';
import type { BambooHREmployee } from './wire-types.js';

type Model = Static<typeof Employee>;

export interface StatusRow {
  date: string;
  employmentStatus: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Refuses, before any call, a status BambooHR cannot be given. */
export function checkStatusWrite(operation: 'add' | 'update', record: WriteModel<Model>): void {
  const status = record.employment_status;
  if (status === undefined || status === null || status === 'active' || (status === 'terminated' && operation === 'update')) return;
  throw new ApiError('RequestValidationError', {
    message: operation === 'add'
      ? 'A new BambooHR employee is active: leave employment_status out or set it to "active"'
      : 'BambooHR sets an employee inactive only through a termination: employment_status can be "terminated" or "active"',
    detail: { field: 'employment_status' },
  });
}

/** The employment status row an update asks for, given the employee as BambooHR lists them now; none when nothing changes. */
export function statusRowFor(record: WriteModel<Model>, current: BambooHREmployee, role: string | undefined): StatusRow | undefined {
  const terminated = current.employmentStatusName === 'Terminated';
  if (record.employment_status === 'terminated' && !terminated) return { date: record.employment_end_date?.slice(0, 10) ?? today(), employmentStatus: 'Terminated' };
  if (record.employment_status === 'active' && terminated) return { date: today(), employmentStatus: role ?? 'Full-Time' };
  return undefined;
}

export async function addStatusRow(ctx: ConnectorContext, id: string, row: StatusRow): Promise<void> {
  await ctx.http.request({ method: 'POST', path: `/api/v1/employees/${segment(id)}/tables/employmentStatus`, json: row });
}
