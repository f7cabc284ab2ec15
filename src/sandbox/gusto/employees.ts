/**
 * Employees (https://docs.gusto.com/embedded-payroll/reference/get-v1-employees):
 * listed and created under the company, read, updated and deleted at
 * /v1/employees/{employee_id}.
 *
 * - An update sends the employee's current `version` (409 when stale).
 * - Only an employee still onboarding can be deleted; deleting an onboarded
 *   one is Gusto's 422 `invalid_operation` "Cannot delete onboarded
 *   employee" (the description's own example). An active employee leaves by
 *   a termination (terminations.ts).
 * - Answers carry the jobs with their compensations, the terminations, the
 *   department's title; `include` adds the home address(es) and company name.
 * - The list filters by `search_term` (names), `terminated`,
 *   `terminated_today`, `onboarded`, `onboarded_active`, `uuids`,
 *   `location_uuid` (primary job's location), `payroll_uuid` (paid in that
 *   payroll) and sorts by `sort_by` created_at, name or onboarding_status.
 * - The SSN is taken on writes and never written back (`ssn` is "", `has_ssn` says).
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { activeTermination, presentTermination, terminatedToday } from './terminations.js';
import { presentJob } from './jobs.js';
import { presentAddress } from './home-addresses.js';
import { booleanParam, checkVersion, dateValue, invalidOperation, newVersion, scopedTo, uuidIds, type Ctx } from './records.js';

const underCompany = scopedTo('company_id', 'company_uuid', 'companies');

const INCLUDES = ['all_compensations', 'all_home_addresses', 'company_name', 'current_home_address', 'custom_fields', 'portal_invitations'];

function ssnValue(value: unknown): unknown {
  if (typeof value === 'string' && /^[0-9]{9}$/.test(value.replace(/-/g, ''))) return value.replace(/-/g, '');
  throw fail.validation('SSN must be 9 digits', { field: 'ssn' });
}

function includes(ctx: Ctx): Set<string> {
  const text = ctx.request.query.get('include');
  const asked = text ? text.split(',').map((item) => item.trim()) : [];
  const unknown = asked.find((item) => !INCLUDES.includes(item));
  if (unknown !== undefined) throw fail.validation(`include ${unknown} is not supported`, { field: 'include', category: 'invalid_parameter' });
  return new Set(asked);
}

function sortKey(record: StoredRecord): void {
  record.sort_name = `${String(record.last_name)} ${String(record.first_name)}`.toLowerCase();
}

const jobsOf = (ctx: Ctx, employee: StoredRecord) => ctx.tenant.table('jobs').all().filter((job) => job.employee_uuid === employee.id);

export const employees = defineResource<GustoAccount>({
  name: 'employees',
  routes: {
    list: 'GET /v1/companies/:company_id/employees',
    create: { route: 'POST /v1/companies/:company_id/employees', status: 201 },
    get: 'GET /v1/employees/:employee_id',
    update: 'PUT /v1/employees/:employee_id',
    delete: 'DELETE /v1/employees/:employee_id',
  },
  idParam: 'employee_id',
  newId: uuidIds,
  // Gusto's Employee webhook events (webhooks.ts); a termination is the terminations resource's.
  events: { created: 'employee.created', updated: 'employee.updated', deleted: 'employee.deleted' },
  fields: {
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    first_name: { kind: 'string', required: true, maxLength: 255 },
    middle_initial: { kind: 'string', nullable: true },
    last_name: { kind: 'string', required: true, maxLength: 255 },
    email: { kind: 'string', nullable: true },
    company_uuid: { kind: 'string', readOnly: true },
    manager_uuid: { kind: 'string', readOnly: true, nullable: true },
    version: { kind: 'string', readOnly: true },
    department_uuid: { kind: 'string', readOnly: true, nullable: true },
    two_percent_shareholder: { kind: 'boolean', default: false },
    work_email: { kind: 'string', nullable: true },
    onboarded: { kind: 'boolean', readOnly: true },
    onboarding_status: { kind: 'string', readOnly: true },
    date_of_birth: { kind: 'string', nullable: true, parse: dateValue('date_of_birth') },
    ssn: { kind: 'string', writeOnly: true, parse: ssnValue },
    phone: { kind: 'string', nullable: true, readOnly: true },
    preferred_first_name: { kind: 'string', nullable: true },
    payment_method: { kind: 'string', readOnly: true },
    current_employment_status: { kind: 'string', readOnly: true, nullable: true },
    historical: { kind: 'boolean', readOnly: true },
    employee_code: { kind: 'string', readOnly: true },
  },
  timestamps: { created: 'created_at' },
  alsoAccepted: ['version', 'self_onboarding'],
  filters: {
    search_term: (record, value) => {
      const term = value.trim().toLowerCase();
      return [record.first_name, record.last_name, record.preferred_first_name, `${String(record.first_name)} ${String(record.last_name)}`]
        .some((name) => typeof name === 'string' && name.toLowerCase().includes(term));
    },
    terminated: (record, value, ctx) => booleanParam('terminated', value) === (activeTermination(ctx, record.id) !== undefined),
    terminated_today: (record, value, ctx) => booleanParam('terminated_today', value) === terminatedToday(ctx, record.id),
    onboarded: (record, value) => booleanParam('onboarded', value) === (record.onboarded === true),
    onboarded_active: (record, value, ctx) => booleanParam('onboarded_active', value) === (record.onboarded === true && !terminatedToday(ctx, record.id)),
    uuids: (record, value) => value.split(',').map((id) => id.trim()).includes(record.id),
    location_uuid: (record, value, ctx) => jobsOf(ctx, record).some((job) => job.primary === true && job.location_uuid === value),
    payroll_uuid: (record, value, ctx) => {
      const payroll = ctx.tenant.table('payrolls').get(value);
      if (!payroll) throw fail.notFound(`No payroll ${value}`, { resource: 'payrolls' });
      return (payroll.employee_compensations as { employee_uuid: string }[]).some((entry) => entry.employee_uuid === record.id);
    },
  },
  sort: {
    fields: { created_at: 'created_at', name: 'sort_name', onboarding_status: 'onboarding_status' },
    read(request) {
      const key = request.query.get('sort_by');
      if (!key) return undefined;
      if (request.query.get('search_term')) throw fail.validation('sort_by cannot be used with search_term', { field: 'sort_by', category: 'invalid_parameter' });
      return { key, direction: 'asc' };
    },
  },
  hooks: {
    select: underCompany.select,
    beforeCreate(record, ctx) {
      underCompany.stamp(record, ctx);
      const selfOnboarding = (ctx.request.body as Record<string, unknown>).self_onboarding === true;
      if (selfOnboarding && !record.email) throw fail.validation('Email is required for self-onboarding', { field: 'email' });
      Object.assign(record, {
        version: newVersion(ctx.faker),
        manager_uuid: null,
        department_uuid: null,
        onboarded: false,
        onboarding_status: selfOnboarding ? 'self_onboarding_pending_invite' : 'admin_onboarding_incomplete',
        payment_method: 'Check',
        current_employment_status: null,
        historical: false,
        employee_code: ctx.faker.string.hexadecimal({ length: 6, casing: 'lower', prefix: '' }),
        phone: null,
      });
      sortKey(record);
    },
    beforeUpdate(record, changes, ctx) {
      checkVersion(record, ctx);
      return { ...changes, version: newVersion(ctx.faker) };
    },
    afterUpdate: (record) => sortKey(record),
    beforeDelete(record) {
      if (record.onboarded === true) throw invalidOperation('Cannot delete onboarded employee');
    },
    afterDelete(record, ctx) {
      // Gusto removes what only existed for the employee: jobs, their compensations, addresses.
      for (const job of jobsOf(ctx, record)) {
        for (const compensation of ctx.tenant.table('compensations').all()) if (compensation.job_uuid === job.id) ctx.tenant.table('compensations').remove(compensation.id);
        ctx.tenant.table('jobs').remove(job.id);
      }
      for (const address of ctx.tenant.table('home_addresses').all()) if (address.employee_uuid === record.id) ctx.tenant.table('home_addresses').remove(address.id);
    },
    present(wire, record, ctx) {
      const asked = includes(ctx);
      const jobs = jobsOf(ctx, record);
      const primary = jobs.find((job) => job.primary === true);
      const department = typeof record.department_uuid === 'string' ? ctx.tenant.table('departments').get(record.department_uuid) : undefined;
      const addresses = ctx.tenant.table('home_addresses').all().filter((address) => address.employee_uuid === record.id);
      const current = addresses.find((address) => address.active === true);
      const terminations = ctx.tenant.table('terminations').all().filter((termination) => termination.employee_uuid === record.id);
      return {
        ...wire,
        department: department ? department.title : null,
        terminated: terminatedToday(ctx, record.id),
        onboarding_documents_config: { uuid: null, i9_document: false },
        jobs: jobs.map((job) => presentJob(job, ctx, asked.has('all_compensations'))),
        eligible_paid_time_off: [],
        terminations: terminations.map((termination) => presentTermination(termination)),
        garnishments: [],
        has_ssn: typeof record.ssn === 'string' && record.ssn !== '',
        ssn: '',
        ...(primary ? { title: primary.title ?? '', hired_at: primary.hire_date } : {}),
        ...(asked.has('current_home_address') && current ? { current_home_address: presentAddress(current) } : {}),
        ...(asked.has('all_home_addresses') ? { all_home_addresses: addresses.map((address) => presentAddress(address)) } : {}),
        ...(asked.has('company_name') ? { company_name: ctx.account.companyName } : {}),
        ...(asked.has('custom_fields') ? { custom_fields: [] } : {}),
      };
    },
  },
});
