/**
 * Unified HRIS employees ⇄ BambooHR employees, one table.
 *
 * Read from List Employees (its fixed fields and the optional `fields`
 * named in LIST_FIELDS), the job info and employment status tables and
 * `/employees/changed` (employee-tables.ts):
 *   id ← employeeId; first/middle/last/preferred name; display_name ← preferred (or first) and last name;
 *   title ← jobTitleName; division(_id) ← divisionName/Id; department(_id, _name) ← departmentId/Name;
 *   company_id ← the connection's company domain (one company per connection);
 *   employment_start_date ← hireDate; employment_end_date ← the date of the current Terminated row;
 *   employment_status ← status and employmentStatusName (Terminated → terminated, Active → active, else inactive);
 *   employment_role ← employmentStatusName (Full-Time, Part-Time, Contractor, Intern);
 *   manager ← reportsToId and reportsToName; birthday ← birthDate; photo_url ← photoUrl;
 *   emails ← workEmail (work), homeEmail (personal); phone_numbers ← workPhone (+ extension), mobilePhone, homePhone;
 *   social_links ← linkedinUrl; jobs ← jobInfo rows (the newest one current); updated_at ← lastChanged;
 *   compensations ← compensation rows (rate in minor units of its currency, paidPer, paySchedule, exempt);
 * and from Get Employee (employee-details.ts): employee_number ← employeeNumber; gender (Male, Female,
 *   Nonbinary → other); marital_status ← maritalStatus as BambooHR names it; addresses ← the home address
 *   (address1, address2, city, state, zipcode, country by name → ISO code).
 * Written as BambooHR's field aliases (Create and Update Employee): firstName, lastName, middleName,
 * preferredName, jobTitle, department, division, hireDate, dateOfBirth, workEmail, homeEmail, workPhone,
 * workPhoneExtension, mobilePhone, homePhone, supervisorEId, employmentHistoryStatus, employeeNumber, gender,
 * maritalStatus, address1, address2, city, state, zipcode, country.
 * A termination (employment_status "terminated", with employment_end_date as its date) is a row of the
 * employment status table (employee-writes.ts).
 *
 * created_at is null: BambooHR keeps no creation time (the hire date is not one). Compensations are read
 * only (a change is a new row of the compensation table, not mapped).
 */
import { toIsoDateTime } from '../../core/dates.js';
import { ApiError } from '../../core/errors/api-error.js';
import { isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { Static } from 'typebox';
import type { Employee } from '../../unified/hris/employees.js';
import { fieldTable } from '../kit/index.js';
import { countryCodeOf, countryNameOf } from './country-names.js';
import type { EmployeeDetails } from './employee-details.js';
import type { EmployeeTables } from './employee-tables.js';
import type { BambooHREmployee, CompensationRow, TableRow } from './wire-types.js';

type Model = Static<typeof Employee>;

export interface EmployeeContext {
  companyId: string | null;
  tables: EmployeeTables;
  /** Get Employee's fields of each employee of the answer. */
  details: ReadonlyMap<string, EmployeeDetails>;
}

/** The optional fields of List Employees the table reads. */
export const LIST_FIELDS = [
  'workEmail', 'homeEmail', 'middleName', 'workPhone', 'workPhoneExtension', 'mobilePhone', 'homePhone', 'linkedinUrl', 'birthDate', 'hireDate',
  'divisionName', 'divisionId', 'departmentName', 'departmentId', 'locationName', 'employmentStatusName', 'reportsToName', 'reportsToId',
] as const;

const TERMINATED = 'Terminated';

const GENDERS: Readonly<Record<string, NonNullable<Model['gender']>>> = { Male: 'male', Female: 'female', Nonbinary: 'other' };
const GENDER_NAMES: Readonly<Record<string, string | null>> = { male: 'Male', female: 'Female', other: 'Nonbinary', not_specified: null };

type Compensation = NonNullable<Model['compensations']>[number];
const PAYMENT_UNITS: Readonly<Record<string, Compensation['payment_unit']>> = { Hour: 'hour', Week: 'week', Month: 'month', Year: 'year', 'Pay Period': 'paycheck' };
const FREQUENCIES: Readonly<Record<string, Compensation['payment_frequency']>> = { Weekly: 'weekly', 'Every other week': 'biweekly', Monthly: 'monthly' };
const FLSA: Readonly<Record<string, Compensation['flsa_status']>> = { Exempt: 'exempt', 'Non-exempt': 'nonexempt' };

/** The compensation table's rows, oldest first; a row without a rate in a known currency has no rate (Commission only). */
function compensationsOf(rows: readonly CompensationRow[]): NonNullable<Model['compensations']> {
  return rows.map((row) => {
    const currency = row.rate?.currency && isCurrencyCode(row.rate.currency) ? row.rate.currency.toUpperCase() : null;
    const value = row.rate?.value;
    return {
      id: row.id,
      rate: currency !== null && value !== undefined && value !== null && value !== '' ? toMinorUnits(value, currency) : null,
      currency: currency as Compensation['currency'],
      payment_unit: row.paidPer ? (PAYMENT_UNITS[row.paidPer] ?? 'other') : null,
      payment_frequency: row.paySchedule ? (FREQUENCIES[row.paySchedule] ?? 'other') : null,
      flsa_status: row.exempt ? (FLSA[row.exempt] ?? 'other') : null,
      effective_date: row.startDate ?? null,
    };
  });
}

function homeAddressOf(details: EmployeeDetails | undefined): Model['addresses'] {
  if (!details) return [];
  const { address1, address2, city, state, zipcode, country } = details;
  if (![address1, address2, city, state, zipcode, country].some(Boolean)) return [];
  return [{ type: 'home', line1: address1 ?? null, line2: address2 ?? null, city: city ?? null, state: state ?? null, postal_code: zipcode ?? null, country: countryCodeOf(country) }];
}

function genderName(gender: Model['gender']): string | null {
  if (gender === null || gender === undefined) return null;
  const name = GENDER_NAMES[gender];
  if (name === undefined) throw new ApiError('RequestValidationError', { message: 'BambooHR keeps gender as male, female or other (nonbinary)', detail: { field: 'gender' } });
  return name;
}

const ROLES: Readonly<Record<string, { type: 'employee' | 'contractor' | 'internship'; sub_type: 'full_time' | 'part_time' | 'not_specified' }>> = {
  'Full-Time': { type: 'employee', sub_type: 'full_time' },
  'Part-Time': { type: 'employee', sub_type: 'part_time' },
  Contractor: { type: 'contractor', sub_type: 'not_specified' },
  Intern: { type: 'internship', sub_type: 'not_specified' },
};

function employmentStatus(employee: BambooHREmployee): Model['employment_status'] {
  if (employee.employmentStatusName === TERMINATED) return 'terminated';
  if (employee.status === 'Active') return 'active';
  return employee.status === 'Inactive' ? 'inactive' : null;
}

export function roleNameOf(role: NonNullable<Model['employment_role']>): string {
  const match = Object.entries(ROLES).find(([, known]) => known.type === role.type && (role.sub_type === undefined || role.sub_type === null || role.sub_type === known.sub_type || known.sub_type === 'not_specified'));
  if (!match) {
    throw new ApiError('RequestValidationError', {
      message: 'BambooHR keeps the employment role as its employment status: full-time or part-time employee, contractor, or internship',
      detail: { field: 'employment_role' },
    });
  }
  return match[0];
}

const emailsOf = (employee: BambooHREmployee) => [
  ...(employee.workEmail ? [{ email: employee.workEmail, type: 'work' as const }] : []),
  ...(employee.homeEmail ? [{ email: employee.homeEmail, type: 'personal' as const }] : []),
];

const phonesOf = (employee: BambooHREmployee) => [
  ...(employee.workPhone ? [{ number: employee.workPhone, type: 'work' as const, ...(employee.workPhoneExtension ? { extension: employee.workPhoneExtension } : {}) }] : []),
  ...(employee.mobilePhone ? [{ number: employee.mobilePhone, type: 'mobile' as const }] : []),
  ...(employee.homePhone ? [{ number: employee.homePhone, type: 'home' as const }] : []),
];

function jobsOf(rows: readonly TableRow[]): NonNullable<Model['jobs']> {
  return rows.map((row, index) => {
    const next = rows[index + 1];
    return {
      id: row.id,
      employee_id: row.employeeId,
      title: row.jobTitle ?? null,
      role: row.department ?? null,
      start_date: row.date,
      end_date: next ? next.date : null,
      is_primary: next === undefined,
      status: next === undefined ? 'active' : 'inactive',
      ...(row.location ? { location: { name: row.location } } : {}),
    };
  });
}

/** The date of the Terminated row that ended the employment, while the employee is terminated. */
function endDate(employee: BambooHREmployee, rows: readonly TableRow[]): string | null {
  if (employee.employmentStatusName !== TERMINATED) return null;
  return [...rows].reverse().find((row) => row.employmentStatus === TERMINATED)?.date ?? null;
}

const byType = <E extends { type?: string | null }>(values: readonly E[] | null | undefined, type: string) => values?.find((value) => value.type === type);

/** Written through the employment status table by the resource (employee-writes.ts), never as a field. */
const viaTable = () => ({});

export const employeeFields = fieldTable<Model, BambooHREmployee, EmployeeContext>(
{
  id: { at: 'employeeId', write: false },
  first_name: { at: 'firstName', sort: 'firstName' },
  last_name: { at: 'lastName', sort: 'lastName' },
  middle_name: 'middleName',
  preferred_name: 'preferredName',
  display_name: { read: (employee) => [employee.preferredName ?? employee.firstName, employee.lastName].filter(Boolean).join(' ') || null, reads: ['preferredName', 'firstName', 'lastName'], write: false },
  title: { at: 'jobTitleName', write: (title) => ({ jobTitle: title }) },
  division: { at: 'divisionName', write: (division) => ({ division }) },
  division_id: { at: 'divisionId', write: false },
  department: {
    read: (employee) => (employee.departmentId || employee.departmentName ? { id: employee.departmentId ?? null, name: employee.departmentName ?? null } : null),
    reads: ['departmentId', 'departmentName'],
    write: (department) => (department?.name === undefined ? {} : { department: department.name }),
  },
  department_id: { at: 'departmentId', write: false },
  department_name: { at: 'departmentName', write: (department) => ({ department }) },
  company_id: { read: (_employee, context) => context.companyId, write: false },
  employment_start_date: { at: 'hireDate', write: (date) => ({ hireDate: date }) },
  employment_end_date: { read: (employee, context) => endDate(employee, context.tables.employmentStatus.get(employee.employeeId) ?? []), reads: ['employmentStatusName'], write: viaTable },
  employment_status: { read: employmentStatus, reads: ['status', 'employmentStatusName'], write: viaTable },
  employment_role: {
    read: (employee) => ROLES[employee.employmentStatusName ?? ''] ?? undefined,
    reads: ['employmentStatusName'],
    write: (role) => (role ? { employmentHistoryStatus: roleNameOf(role) } : {}),
  },
  manager: {
    // The reference's manager is an object, never null: an employee without one has no manager field.
    read: (employee) => (employee.reportsToId ? { id: employee.reportsToId, name: employee.reportsToName ?? null } : undefined),
    reads: ['reportsToId', 'reportsToName'],
    write: (manager) => ({ supervisorEId: manager?.id ?? null }),
  },
  employee_number: {
    read: (employee, context) => context.details.get(employee.employeeId)?.employeeNumber ?? null,
    write: (number) => ({ employeeNumber: number }),
  },
  gender: {
    read: (employee, context) => GENDERS[context.details.get(employee.employeeId)?.gender ?? ''] ?? null,
    write: (gender) => ({ gender: genderName(gender) }),
  },
  marital_status: {
    read: (employee, context) => context.details.get(employee.employeeId)?.maritalStatus ?? null,
    write: (status) => ({ maritalStatus: status }),
  },
  birthday: { at: 'birthDate', write: (birthday) => ({ dateOfBirth: birthday }) },
  photo_url: { at: 'photoUrl', write: false },
  emails: {
    read: emailsOf,
    reads: ['workEmail', 'homeEmail'],
    write: (emails) => {
      const work = byType(emails, 'work') ?? emails?.find((email) => email.type !== 'personal');
      const home = byType(emails, 'personal');
      return { workEmail: work?.email ?? null, homeEmail: home?.email ?? null };
    },
  },
  phone_numbers: {
    read: phonesOf,
    reads: ['workPhone', 'workPhoneExtension', 'mobilePhone', 'homePhone'],
    write: (phones) => {
      const work = byType(phones, 'work');
      return {
        workPhone: work?.number ?? null,
        workPhoneExtension: work?.extension ?? null,
        mobilePhone: byType(phones, 'mobile')?.number ?? null,
        homePhone: byType(phones, 'home')?.number ?? null,
      };
    },
  },
  social_links: {
    read: (employee) => (employee.linkedinUrl ? [{ url: employee.linkedinUrl, type: 'linkedin' }] : []),
    reads: ['linkedinUrl'],
    write: false,
  },
  addresses: {
    read: (employee, context) => homeAddressOf(context.details.get(employee.employeeId)),
    write: (addresses) => {
      const home = byType(addresses, 'home') ?? addresses?.[0];
      return {
        address1: home?.line1 ?? null, address2: home?.line2 ?? null, city: home?.city ?? null, state: home?.state ?? null,
        zipcode: home?.postal_code ?? null, country: countryNameOf(home?.country),
      };
    },
  },
  jobs: { read: (employee, context) => jobsOf(context.tables.jobInfo.get(employee.employeeId) ?? []), write: false },
  compensations: { read: (employee, context) => compensationsOf(context.tables.compensation.get(employee.employeeId) ?? []), write: false },
  updated_at: { read: (employee, context) => toIsoDateTime(context.tables.lastChanged.get(employee.employeeId)) ?? null, write: false },
},
  { absent: ['created_at'] },
);
