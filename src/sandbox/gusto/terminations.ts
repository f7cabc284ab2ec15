/**
 * Terminations (https://docs.gusto.com/embedded-payroll/reference/post-v1-employees-employee_id-terminations):
 * how an active employee leaves. POST /v1/employees/{employee_id}/terminations
 * with an `effective_date` (and `run_termination_payroll`) answers 201 with
 * the termination; GET lists them. From its effective date the employee is
 * `terminated`; before it the termination is scheduled (still `terminated`
 * for the list's `terminated` filter, which counts scheduled ones). An
 * employee with an active termination cannot be terminated again (422), nor
 * can one still onboarding (that one is deleted instead). Terminating
 * changes the employee's `version`.
 */
import { defineResource, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { dateValue, invalidOperation, isoDate, newVersion, scopedTo, uuidIds, type Ctx } from './records.js';

const underEmployee = scopedTo('employee_id', 'employee_uuid', 'employees');

export function activeTermination(ctx: Ctx, employeeId: string): StoredRecord | undefined {
  return ctx.tenant.table('terminations').all().find((termination) => termination.employee_uuid === employeeId && termination.active === true);
}

/** Terminated and in effect today (a scheduled termination is not yet). */
export function terminatedToday(ctx: Ctx, employeeId: string): boolean {
  const termination = activeTermination(ctx, employeeId);
  return termination !== undefined && String(termination.effective_date) <= isoDate(ctx.now);
}

export function presentTermination(termination: StoredRecord): Record<string, unknown> {
  return {
    uuid: termination.id, version: termination.version, employee_uuid: termination.employee_uuid, active: termination.active === true,
    cancelable: termination.cancelable === true, effective_date: termination.effective_date, run_termination_payroll: termination.run_termination_payroll === true,
  };
}

export const terminations = defineResource<GustoAccount>({
  name: 'terminations',
  routes: {
    list: 'GET /v1/employees/:employee_id/terminations',
    create: { route: 'POST /v1/employees/:employee_id/terminations', status: 201 },
  },
  newId: uuidIds,
  fields: {
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    version: { kind: 'string', readOnly: true },
    employee_uuid: { kind: 'string', readOnly: true },
    active: { kind: 'boolean', readOnly: true },
    cancelable: { kind: 'boolean', readOnly: true },
    effective_date: { kind: 'string', required: true, parse: dateValue('effective_date') },
    run_termination_payroll: { kind: 'boolean', default: false },
  },
  events: { created: 'employee.terminated' },
  hooks: {
    select: underEmployee.select,
    beforeCreate(record, ctx) {
      underEmployee.stamp(record, ctx);
      const employee = ctx.tenant.table('employees').get(String(record.employee_uuid)) as StoredRecord;
      if (employee.onboarded !== true) throw invalidOperation('Cannot terminate an employee who has not completed onboarding.');
      if (activeTermination(ctx, employee.id)) throw invalidOperation('Employee already has an active termination.');
      Object.assign(record, { version: newVersion(ctx.faker), active: true, cancelable: String(record.effective_date) > isoDate(ctx.now) });
    },
    afterCreate(record, ctx) {
      const employee = ctx.tenant.table('employees').get(String(record.employee_uuid)) as StoredRecord;
      employee.version = newVersion(ctx.faker);
      ctx.tenant.table('employees').updated(employee.id);
    },
  },
});
