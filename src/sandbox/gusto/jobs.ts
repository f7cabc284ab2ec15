/**
 * Jobs and compensations (https://docs.gusto.com/embedded-payroll/reference/get-v1-employees-employee_id-jobs):
 * an employee's jobs at GET /v1/employees/{employee_id}/jobs and
 * /v1/jobs/{job_id}, created under the employee (title and hire date; the
 * first is primary, and starts with a compensation of its own) and updated
 * with their `version`; a job's compensations (effective-dated pay rates) at
 * GET /v1/jobs/{job_id}/compensations and /v1/compensations/{compensation_id}.
 * A job says its current rate, unit and compensation: the latest one in
 * effect today. Rates are dollar strings ("85000.00"). A job is written with
 * its current compensation, or every one with `include=all_compensations`.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { checkVersion, dateValue, invalidOperation, isoDate, newVersion, scopedTo, uuidIds, type Ctx } from './records.js';

const COMPENSATION_FIELDS = {
  id: { wire: 'uuid', kind: 'string', readOnly: true },
  version: { kind: 'string', readOnly: true },
  job_uuid: { kind: 'string', readOnly: true },
  employee_uuid: { kind: 'string', readOnly: true },
  rate: { kind: 'string', readOnly: true },
  payment_unit: { kind: 'string', readOnly: true },
  flsa_status: { kind: 'string', readOnly: true },
  effective_date: { kind: 'string', readOnly: true },
  adjust_for_minimum_wage: { kind: 'boolean', readOnly: true },
  minimum_wages: { kind: 'array', readOnly: true },
} as const;

function compensationsOf(ctx: Ctx, jobId: string): StoredRecord[] {
  return ctx.tenant.table('compensations').all().filter((compensation) => compensation.job_uuid === jobId)
    .sort((a, b) => String(a.effective_date).localeCompare(String(b.effective_date)));
}

/** The compensation in effect today: the latest that has started (the first one when none has). */
export function currentCompensation(ctx: Ctx, jobId: string): StoredRecord | undefined {
  const all = compensationsOf(ctx, jobId);
  const today = isoDate(ctx.now);
  return all.filter((compensation) => String(compensation.effective_date) <= today).at(-1) ?? all[0];
}

function writeCompensation(compensation: StoredRecord): Record<string, unknown> {
  const wire: Record<string, unknown> = { uuid: compensation.id };
  for (const name of Object.keys(COMPENSATION_FIELDS)) if (name !== 'id' && compensation[name] !== undefined) wire[name] = compensation[name];
  return wire;
}

/** A job as Gusto writes it, inside an employee or on its own. */
export function presentJob(job: StoredRecord, ctx: Ctx, allCompensations: boolean): Record<string, unknown> {
  const current = currentCompensation(ctx, job.id);
  const shown = allCompensations ? compensationsOf(ctx, job.id) : current ? [current] : [];
  return {
    uuid: job.id,
    version: job.version,
    employee_uuid: job.employee_uuid,
    hire_date: job.hire_date,
    title: job.title ?? null,
    primary: job.primary === true,
    rate: current ? current.rate : '0.00',
    payment_unit: current ? current.payment_unit : null,
    ...(current ? { current_compensation_uuid: current.id } : {}),
    two_percent_shareholder: job.two_percent_shareholder === true,
    state_wc_covered: job.state_wc_covered ?? null,
    state_wc_class_code: job.state_wc_class_code ?? null,
    compensations: shown.map(writeCompensation),
    ...(typeof job.location_uuid === 'string' ? { location_uuid: job.location_uuid } : {}),
  };
}

function allCompensationsAsked(ctx: Ctx): boolean {
  const include = ctx.request.query.get('include');
  if (include !== null && include !== 'all_compensations') throw fail.validation(`include ${include} is not supported`, { field: 'include', category: 'invalid_parameter' });
  return include === 'all_compensations';
}

const underEmployee = scopedTo('employee_id', 'employee_uuid', 'employees');

export const jobs = defineResource<GustoAccount>({
  name: 'jobs',
  routes: {
    list: 'GET /v1/employees/:employee_id/jobs',
    create: { route: 'POST /v1/employees/:employee_id/jobs', status: 201 },
    get: 'GET /v1/jobs/:job_id',
    update: 'PUT /v1/jobs/:job_id',
  },
  idParam: 'job_id',
  newId: uuidIds,
  fields: {
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    employee_uuid: { kind: 'string', readOnly: true },
    version: { kind: 'string', readOnly: true },
    title: { kind: 'string', nullable: true, maxLength: 255 },
    hire_date: { kind: 'string', required: true, parse: dateValue('hire_date') },
    primary: { kind: 'boolean', readOnly: true },
    two_percent_shareholder: { kind: 'boolean', default: false },
    state_wc_covered: { kind: 'boolean', nullable: true },
    state_wc_class_code: { kind: 'string', nullable: true },
  },
  alsoAccepted: ['version'],
  hooks: {
    select: underEmployee.select,
    beforeCreate(record, ctx) {
      underEmployee.stamp(record, ctx);
      const others = ctx.tenant.table('jobs').all().filter((job) => job.employee_uuid === record.employee_uuid);
      if (others.some((job) => job.title === record.title)) throw invalidOperation('The employee already has a job with this title.');
      // The first job is the primary one.
      Object.assign(record, { version: newVersion(ctx.faker), primary: others.length === 0 });
    },
    afterCreate(record, ctx) {
      // Gusto starts a new job with a compensation of its own, to be set: nothing an hour from the hire date.
      ctx.tenant.table('compensations').insert({
        id: uuidIds(ctx, ctx.tenant.table('compensations')), version: newVersion(ctx.faker), job_uuid: record.id, employee_uuid: record.employee_uuid,
        rate: '0.00', payment_unit: 'Hour', flsa_status: 'Nonexempt', effective_date: record.hire_date, adjust_for_minimum_wage: false, minimum_wages: [],
      });
    },
    beforeUpdate(record, changes, ctx) {
      checkVersion(record, ctx);
      return { ...changes, version: newVersion(ctx.faker) };
    },
    present: (_wire, record, ctx) => presentJob(record, ctx, allCompensationsAsked(ctx)),
  },
});

export const compensations = defineResource<GustoAccount>({
  name: 'compensations',
  routes: { list: 'GET /v1/jobs/:job_id/compensations', get: 'GET /v1/compensations/:compensation_id' },
  idParam: 'compensation_id',
  newId: uuidIds,
  fields: COMPENSATION_FIELDS,
  hooks: {
    select(records, ctx) {
      const scoped = scopedTo('job_id', 'job_uuid', 'jobs').select(records, ctx);
      // Only the current one unless all are asked for, as on a job.
      if (allCompensationsAsked(ctx)) return scoped;
      const current = currentCompensation(ctx, String(ctx.request.params.job_id));
      return scoped.filter((record) => record === current);
    },
  },
});
