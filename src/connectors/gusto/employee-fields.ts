/**
 * Unified HRIS employees on Gusto employees, both ways (read ← Gusto, write → Gusto):
 *
 * | unified | Gusto |
 * |---|---|
 * | id | uuid |
 * | first_name, last_name | first_name, last_name |
 * | middle_name | middle_initial (Gusto keeps one letter) |
 * | preferred_name | preferred_first_name |
 * | display_name | preferred or first name and last name (read only) |
 * | title | the primary job's title; written to the job (employee-job.ts) |
 * | department, department_id, department_name | department_uuid and department (read only: Gusto moves people between departments at the department) |
 * | company_id, company_name | company_uuid, company_name (`include=company_name`) |
 * | employment_start_date | hired_at (the primary job's hire date); written to the job (employee-job.ts) |
 * | employment_end_date | the active termination's effective_date; written with a termination (employee-termination.ts) |
 * | employment_status | employee-status.ts; "terminated" written as a termination (employee-termination.ts) |
 * | employment_role | employee, with current_employment_status as the sub type |
 * | employee_number | employee_code |
 * | manager.id | manager_uuid (read only) |
 * | social_security_number | ssn, written only: Gusto never answers it |
 * | birthday | date_of_birth |
 * | jobs, compensations | jobs and their compensations (`include=all_compensations`), rates in cents of USD |
 * | addresses | the current home address (`include=current_home_address`, read only: addresses are effective-dated records of their own) |
 * | phone_numbers | phone (read only) |
 * | emails | email (personal) and work_email (work) |
 * | row_version | version: the version an update must carry (versioned-update.ts) |
 *
 * Left out: Gusto has no gender, ethnicity, marital status, photo, languages,
 * bank accounts through this record, nor any created or updated time;
 * `leaving_reason` is not part of a Gusto termination (null, and not
 * written).
 */
import type { Static } from 'typebox';
import type { Employee as EmployeeModel } from '../../unified/hris/employees.js';
import { fieldTable } from '../kit/index.js';
import { invalid } from './api.js';
import { employmentStatusOf, endDateOf } from './employee-status.js';
import { cents, GUSTO_CURRENCY } from './money.js';
import type { GustoAddress, GustoEmployee, GustoJob } from './wire-types.js';

export type Employee = Static<typeof EmployeeModel>;
type Email = NonNullable<Employee['emails']>[number];

const PAYMENT_UNITS: Readonly<Record<string, 'hour' | 'week' | 'month' | 'year' | 'paycheck'>> = { Hour: 'hour', Week: 'week', Month: 'month', Year: 'year', Paycheck: 'paycheck' };
const FLSA: Readonly<Record<string, 'exempt' | 'salaried-nonexempt' | 'nonexempt' | 'owner'>> = { Exempt: 'exempt', 'Salaried Nonexempt': 'salaried-nonexempt', Nonexempt: 'nonexempt', Owner: 'owner' };
const SUB_TYPES: Readonly<Record<string, 'full_time' | 'part_time' | 'other'>> = {
  full_time: 'full_time', part_time_under_twenty_hours: 'part_time', part_time_twenty_plus_hours: 'part_time', variable: 'other', seasonal: 'other',
};

const unitOf = (unit: string | null | undefined) => (unit ? (PAYMENT_UNITS[unit] ?? 'other') : null);

/** Gusto writes the United States as "USA"; unified countries are ISO 3166-1 alpha-2. */
export const countryOf = (country: string | null | undefined): string | null => (country === 'USA' ? 'US' : country ?? null);

function addressOf(address: GustoAddress): NonNullable<Employee['addresses']>[number] {
  return {
    id: address.uuid ?? null, type: 'home', line1: address.street_1 ?? null, line2: address.street_2 ?? null,
    city: address.city ?? null, state: address.state ?? null, postal_code: address.zip ?? null, country: countryOf(address.country),
  };
}

const jobsOf = (employee: GustoEmployee): GustoJob[] => employee.jobs ?? [];

function emailsOf(employee: GustoEmployee): Email[] {
  return [
    ...(employee.email ? [{ email: employee.email, type: 'personal' as const }] : []),
    ...(employee.work_email ? [{ email: employee.work_email, type: 'work' as const }] : []),
  ];
}

/** Gusto has one personal and one work address: the work one is the entry typed "work", the personal one the first other. */
function writeEmails(emails: Employee['emails']): Record<string, unknown> {
  const list = emails ?? [];
  const work = list.find((entry) => entry.type === 'work');
  const personal = list.find((entry) => entry !== work);
  if (list.length > 2 || list.filter((entry) => entry.type === 'work').length > 1) {
    throw invalid('A Gusto employee has one personal and one work email address', { emails: `${list.length} given` });
  }
  return { email: personal?.email ?? null, ...(work ? { work_email: work.email } : {}) };
}

function ssnOf(value: Employee['social_security_number']): Record<string, unknown> {
  const digits = typeof value === 'string' ? value.replace(/-/g, '') : '';
  // The value itself never goes into the error: it is personal.
  if (!/^[0-9]{9}$/.test(digits)) throw invalid('social_security_number must be nine digits (dashes allowed)', { social_security_number: 'not nine digits' });
  return { ssn: digits };
}

const readOnly = { write: false } as const;
/** Written by the write's own steps (a termination, employee-termination.ts), not into the employee's body. */
const byTermination = { write: () => ({}) } as const;
/** Written to the employee's primary job (employee-job.ts), not into the employee's body. */
const byJob = { write: () => ({}) } as const;

export const employeeFields = fieldTable<Employee, GustoEmployee>(
  {
    id: { at: 'uuid', ...readOnly },
    first_name: { at: 'first_name', sort: 'first_name' },
    last_name: { at: 'last_name', sort: 'last_name' },
    middle_name: 'middle_initial',
    preferred_name: 'preferred_first_name',
    display_name: { read: (employee) => `${employee.preferred_first_name || employee.first_name} ${employee.last_name}`.trim(), reads: ['preferred_first_name', 'first_name', 'last_name'], ...readOnly },
    title: { at: 'title', ...byJob },
    department: {
      read: (employee) => (employee.department_uuid ? { id: employee.department_uuid, name: employee.department ?? null } : null),
      reads: ['department_uuid', 'department'],
      ...readOnly,
    },
    department_id: { at: 'department_uuid', ...readOnly },
    department_name: { at: 'department', ...readOnly },
    company_id: { at: 'company_uuid', ...readOnly },
    company_name: { at: 'company_name', ...readOnly },
    employment_start_date: { at: 'hired_at', ...byJob },
    employment_end_date: { read: endDateOf, reads: ['terminations'], ...byTermination },
    employment_status: { read: employmentStatusOf, reads: ['terminated', 'onboarded'], ...byTermination },
    employment_role: {
      read: (employee) => ({ type: 'employee', sub_type: employee.current_employment_status ? (SUB_TYPES[employee.current_employment_status] ?? 'other') : 'not_specified' }),
      reads: ['current_employment_status'],
      ...readOnly,
    },
    employee_number: { at: 'employee_code', ...readOnly },
    // The model's manager is an object, never null: an employee without one (the chief executive) leaves it out.
    manager: { read: (employee) => (employee.manager_uuid ? { id: employee.manager_uuid } : undefined), reads: ['manager_uuid'], ...readOnly },
    social_security_number: { write: ssnOf },
    birthday: 'date_of_birth',
    jobs: {
      read: (employee) => jobsOf(employee).map((job) => ({
        id: job.uuid, employee_id: employee.uuid, title: job.title ?? null, start_date: job.hire_date ?? null, hired_at: job.hire_date ?? null,
        compensation_rate: cents(job.rate), currency: GUSTO_CURRENCY, payment_unit: unitOf(job.payment_unit), is_primary: job.primary === true,
        status: employee.terminated === true ? 'inactive' : 'active',
      })),
      reads: ['jobs'],
      ...readOnly,
    },
    compensations: {
      read: (employee) => jobsOf(employee).flatMap((job) => (job.compensations ?? []).map((compensation) => ({
        id: compensation.uuid, job_id: job.uuid, rate: cents(compensation.rate), payment_unit: unitOf(compensation.payment_unit), currency: GUSTO_CURRENCY,
        flsa_status: compensation.flsa_status ? (FLSA[compensation.flsa_status] ?? 'other') : null, effective_date: compensation.effective_date ?? null,
      }))),
      reads: ['jobs'],
      ...readOnly,
    },
    addresses: { read: (employee) => (employee.current_home_address ? [addressOf(employee.current_home_address)] : []), reads: ['current_home_address'], ...readOnly },
    phone_numbers: { read: (employee) => (employee.phone ? [{ number: employee.phone, type: 'personal' }] : []), reads: ['phone'], ...readOnly },
    emails: { read: emailsOf, reads: ['email', 'work_email'], write: writeEmails },
    row_version: { at: 'version', write: (version) => (version ? { version } : {}) },
  },
  { absent: ['leaving_reason'] },
);
