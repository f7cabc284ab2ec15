/**
 * Parts of the HRIS Employee (hris.yml): the role, the manager, a partner,
 * jobs, compensations, the probation period, the team and, as SPEC.md's
 * compact Employee has it, the department as an object.
 */
import { Type } from 'typebox';
import { Address, Currency } from '../../common/models.js';
import { MinorUnits } from '../../common/minor-units.js';
import { Annotated, Nullable, NullableBoolean, NullableEnum, NullableString, optional } from '../../common/schema.js';
import { FormatDate } from './dates.js';

export const EMPLOYMENT_STATUSES = ['active', 'inactive', 'terminated', 'other'] as const;
export const EMPLOYMENT_TYPES = ['contractor', 'employee', 'freelance', 'temp', 'internship', 'other'] as const;
export const EMPLOYMENT_SUB_TYPES = ['full_time', 'part_time', 'hourly', 'other', 'not_specified'] as const;
export const LEAVING_REASONS = ['dismissed', 'resigned', 'redundancy', 'retired', 'other'] as const;
export const GENDERS = ['male', 'female', 'unisex', 'other', 'not_specified'] as const;
export const PAYMENT_UNITS = ['hour', 'week', 'month', 'year', 'paycheck', 'other'] as const;
export const PAYMENT_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'pro-rata', 'other'] as const;
export const FLSA_STATUSES = ['exempt', 'salaried-nonexempt', 'nonexempt', 'owner', 'other'] as const;
export const JOB_STATUSES = ['active', 'inactive', 'other'] as const;

export const EmploymentStatus = NullableEnum(EMPLOYMENT_STATUSES, {
  title: 'Employment status',
  description: 'Whether the employee is employed: active, inactive, terminated, or other.',
  example: 'active',
});

const readOnlyId = (description: string) => NullableString({ title: 'ID', description, readOnly: true, example: '12345' });
const writableId = (description: string) => NullableString({ title: 'ID', description, example: '12345' });

export const EmploymentRole = Type.Object(
  optional({
    type: NullableEnum(EMPLOYMENT_TYPES, { title: 'Employment type', description: 'Kind of employment relationship.' }),
    sub_type: NullableEnum(EMPLOYMENT_SUB_TYPES, { title: 'Employment sub type', description: 'Work schedule of the employee.' }),
  }),
  { additionalProperties: false },
);

export const EmployeeManager = Type.Object(
  optional({
    id: writableId('Id of the manager, an employee.'),
    name: NullableString({ title: 'Manager name', description: 'Full name of the manager.', example: 'Elon Musk', 'x-pii': true }),
    first_name: NullableString({ title: 'First name', description: 'First name of the manager.', example: 'Elon', 'x-pii': true }),
    last_name: NullableString({ title: 'Last name', description: 'Last name of the manager.', example: 'Musk', 'x-pii': true }),
    email: NullableString({ title: 'Email address', description: 'Work email address of the manager.', format: 'email', example: 'elon@musk.com', 'x-pii': true }),
    employment_status: EmploymentStatus,
  }),
  { additionalProperties: false },
);

/** The employee's partner, a person the HRIS keeps for benefits; every member is personal. */
export const Partner = Type.Object(
  optional({
    id: readOnlyId('Id of the person.'),
    first_name: NullableString({ title: 'First name', description: 'First name.', 'x-pii': true }),
    last_name: NullableString({ title: 'Last name', description: 'Last name.', 'x-pii': true }),
    middle_name: NullableString({ title: 'Middle name', description: 'Middle name.', 'x-pii': true }),
    gender: NullableEnum(GENDERS, { title: 'Gender', description: 'Gender identity.', 'x-pii': true }),
    initials: NullableString({ title: 'Initials', description: 'Initials.', 'x-pii': true }),
    birthday: FormatDate({ description: 'Date of birth.', example: '2000-08-12', 'x-pii': true }),
    deceased_on: FormatDate({ description: 'Date of death.', example: '2000-08-12', 'x-pii': true }),
  }),
  { additionalProperties: false, title: 'Person' },
);

/**
 * SPEC.md's compact Employee has `department` as an object; the reference
 * keeps a deprecated text there. The object names the department with the
 * same id and name as `department_id` and `department_name`.
 */
export const EmployeeDepartment = Type.Object(
  optional({
    id: writableId('Id of the department.'),
    name: NullableString({ description: 'Name of the department.', example: 'R&D' }),
    code: NullableString({ description: 'Code of the department.', example: '2' }),
  }),
  { additionalProperties: false, title: 'Department' },
);

export const NullableEmployeeDepartment = Nullable(EmployeeDepartment, { description: 'Department the employee is in (SPEC.md\'s compact Employee: an object).' });

export const Team = Nullable(
  Type.Object(
    optional({
      id: NullableString({ description: 'Id of the team.', example: '1234' }),
      name: NullableString({ description: 'Name of the team.', example: 'Full Stack Engineers' }),
    }),
    { additionalProperties: false },
  ),
  { description: 'Team the employee is in.' },
);

const PaymentUnit = NullableEnum(PAYMENT_UNITS, { title: 'Payment Unit', description: 'Unit the pay is counted in.', example: 'year' });

export const EmployeeJob = Type.Object(
  optional({
    id: readOnlyId('Id of the job.'),
    employee_id: readOnlyId('Id of the employee.'),
    title: NullableString({ title: 'Job title', description: 'Title of the job.', example: 'CEO' }),
    role: NullableString({ title: 'Job role', description: 'Role of the job in the organisation.', example: 'Sales' }),
    start_date: FormatDate({ description: 'Date the employee started in this job.', example: '2020-08-12' }),
    end_date: FormatDate({ description: 'Date the employee left or leaves this job.', example: '2020-08-12' }),
    compensation_rate: MinorUnits({ description: 'Pay of the job per `payment_unit`, in `currency`.', example: 7200000 }),
    currency: Currency,
    payment_unit: PaymentUnit,
    hired_at: FormatDate({ description: 'Date the employee was hired.', example: '2020-08-12' }),
    is_primary: NullableBoolean({ description: 'Whether this is the employee\'s primary job.', example: true }),
    is_manager: NullableBoolean({ description: 'Whether the job manages others.', example: true }),
    status: NullableEnum(JOB_STATUSES, { description: 'Status of the job.', example: 'active' }),
    location: Annotated(Address, { description: 'Where the job is done.' }),
  }),
  { additionalProperties: false, title: 'job' },
);

export const EmployeeCompensation = Type.Object(
  optional({
    id: readOnlyId('Id of the compensation.'),
    job_id: NullableString({ title: 'Job ID', description: 'Job the compensation belongs to.', readOnly: true, example: '12345' }),
    rate: MinorUnits({ description: 'Amount paid per `payment_unit`, in `currency`.', example: 7200000 }),
    payment_unit: PaymentUnit,
    currency: Currency,
    flsa_status: NullableEnum(FLSA_STATUSES, { description: 'FLSA status of the compensation.' }),
    effective_date: NullableString({ title: 'Effective date', description: 'Date the compensation takes effect.', example: '2020-08-12' }),
    payment_frequency: NullableEnum(PAYMENT_FREQUENCIES, { title: 'Payment Frequency', description: 'How often the employee is paid.', example: 'monthly' }),
  }),
  { additionalProperties: false, title: 'compensation' },
);

export const ProbationPeriod = Type.Object(
  optional({
    start_date: FormatDate({ title: 'Probation start date', description: 'First day of the probation period.', example: '2021-10-01' }),
    end_date: FormatDate({ title: 'Probation end date', description: 'Last day of the probation period.', example: '2021-11-28' }),
  }),
  { additionalProperties: false, title: 'Probation period' },
);
