import { Type } from 'typebox';
import { Address, BankAccount, CustomField, Email, PhoneNumber, SocialLink, Tags } from '../common/models.js';
import { filterEnum, filterText } from '../common/filters.js';
import { Annotated, auditFields, NullableArray, NullableBoolean, NullableEnum, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { FormatDate } from './shared/dates.js';
import {
  EMPLOYMENT_STATUSES,
  EmployeeCompensation,
  EmployeeJob,
  EmployeeManager,
  EmploymentRole,
  EmploymentStatus,
  GENDERS,
  LEAVING_REASONS,
  NullableEmployeeDepartment,
  Partner,
  ProbationPeriod,
  Team,
} from './shared/employee-parts.js';

const LIST_MAX = 100;
const personal = { 'x-pii': true } as const;

/**
 * The reference API's Employee (hris.yml), without its custom_mappings and
 * pass_through, with SPEC.md's `department` object. Personal fields are
 * marked `x-pii`: they stay out of logs, traces and webhook payloads.
 */
export const Employee = Type.Object(
  optional({
    // Writable in the reference: a platform that lets the caller choose the id (an employee number used as id) takes it.
    id: NullableString({ title: 'ID', description: 'Unique identifier of the employee.', example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the employee on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    first_name: NullableString({ title: 'First name', description: 'First name.', example: 'Elon', ...personal }),
    last_name: NullableString({ title: 'Last name', description: 'Last name.', example: 'Musk', ...personal }),
    middle_name: NullableString({ title: 'Middle name', description: 'Middle name.', example: 'D.', ...personal }),
    display_name: NullableString({ title: 'Display name', description: 'Name the employee is shown by.', example: 'Technoking', ...personal }),
    preferred_name: NullableString({ title: 'Preferred name', description: 'Name the employee prefers to be called.', example: 'Elon Musk', ...personal }),
    initials: NullableString({ title: 'Initials', description: 'Initials of the employee.', example: 'EM' }),
    salutation: NullableString({ description: 'Formal salutation: Mr, Mrs.', example: 'Mr' }),
    title: NullableString({ title: 'Job title', description: 'Job title.', example: 'CEO' }),
    marital_status: NullableString({ title: 'Marital status', description: 'Marital status.', example: 'married', ...personal }),
    partner: Annotated(Partner, { description: 'The employee\'s partner.', ...personal }),
    division: NullableString({ title: 'Division', description: 'Division the employee is in: a group of departments, teams or regions.', example: 'Europe' }),
    division_id: NullableString({ title: 'Division ID', description: 'Id of the division.', example: '12345' }),
    department: NullableEmployeeDepartment,
    department_id: NullableString({ title: 'Department ID', description: 'Id of the department the employee is in.', example: '12345' }),
    department_name: NullableString({ title: 'Department Name', description: 'Name of the department the employee is in.', example: 'R&D' }),
    team: Team,
    company_id: NullableString({ title: 'Company ID', description: 'Company the employee works for.', example: '23456' }),
    company_name: NullableString({ title: 'Company name', description: 'Name of the company the employee works for.', example: 'SpaceX' }),
    employment_start_date: NullableString({ title: 'Employee start date', description: 'Date the employee started at the company.', example: '2021-10-26' }),
    employment_end_date: NullableString({ title: 'Employee end date', description: 'Date the employee left the company.', example: '2028-10-26' }),
    leaving_reason: NullableEnum(LEAVING_REASONS, { description: 'Why the employment ended.', example: 'resigned' }),
    employee_number: NullableString({ title: 'Employee number', description: 'Number the company gives the employee.', example: '123456-AB' }),
    employment_status: EmploymentStatus,
    employment_role: Annotated(EmploymentRole, { description: 'Kind of employment.' }),
    ethnicity: NullableString({ description: 'Ethnicity of the employee.', example: 'African American', ...personal }),
    manager: Annotated(EmployeeManager, { description: 'The employee\'s manager.' }),
    direct_reports: NullableArray(Type.String(), { title: 'Direct reports', description: 'Ids of the employees this employee manages directly.', maxItems: 10000 }),
    social_security_number: NullableString({ title: 'Social Security Number', description: 'Identifier the government assigns; sensitive.', example: '123456789', ...personal }),
    birthday: FormatDate({ title: 'Birth Date', description: 'Date of birth.', example: '2000-08-12', ...personal }),
    deceased_on: FormatDate({ title: 'Deceased Date', description: 'Date of death.', example: '2000-08-12', ...personal }),
    country_of_birth: NullableString({ title: 'Country Code', description: 'Country of birth (ISO 3166-1 alpha-2).', minLength: 2, maxLength: 2, example: 'US', ...personal }),
    description: NullableString({ title: 'Description', description: 'Free text about the employee.', example: 'A description' }),
    gender: NullableEnum(GENDERS, { title: 'Gender', description: 'Gender identity.', example: 'male', ...personal }),
    pronouns: NullableString({ title: 'Pronouns', description: 'Preferred pronouns.', example: 'she,her' }),
    preferred_language: NullableString({ description: 'Preferred language (ISO 639-1).', example: 'EN' }),
    languages: Type.Array(NullableString({ description: 'Language (ISO 639-1).', example: 'EN' }), { maxItems: LIST_MAX }),
    nationalities: Type.Array(NullableString({ title: 'Nationality', description: 'Nationality (ISO 3166-1 alpha-2).', example: 'US', ...personal }), { maxItems: LIST_MAX }),
    photo_url: NullableString({ title: 'Photo URL', description: 'URL of a photo of the employee.', example: 'https://unavatar.io/elon-musk' }),
    timezone: NullableString({ title: 'Timezone', description: 'Time zone of the employee, e.g. Europe/London.', example: 'Europe/London' }),
    source: NullableString({ title: 'Source', description: 'System a new hire was imported from (an ATS).', example: 'lever' }),
    source_id: NullableString({ title: 'Source ID', description: 'Id of the employee in the system it was imported from.', example: '12345' }),
    record_url: NullableString({ title: 'Record URL', description: 'URL of the employee on the platform.', example: 'https://example.bamboohr.com/employees/employee.php?id=12345' }),
    jobs: NullableArray(EmployeeJob, { description: 'Jobs of the employee.', maxItems: LIST_MAX }),
    compensations: NullableArray(EmployeeCompensation, { description: 'Compensations of the employee.', maxItems: LIST_MAX }),
    works_remote: NullableBoolean({ title: 'Remote', description: 'Whether the employee works remotely.', example: true }),
    addresses: Type.Array(Annotated(Address, personal), { maxItems: LIST_MAX, ...personal }),
    phone_numbers: Type.Array(PhoneNumber, { maxItems: LIST_MAX, ...personal }),
    emails: Type.Array(Email, { maxItems: LIST_MAX, ...personal }),
    custom_fields: Type.Array(CustomField, { maxItems: 500 }),
    social_links: Type.Array(SocialLink, { maxItems: LIST_MAX }),
    bank_accounts: Type.Array(BankAccount, { maxItems: LIST_MAX, ...personal }),
    tax_code: NullableString({ title: 'Tax Code', description: 'Tax code of the employee.', example: '1111', ...personal }),
    tax_id: NullableString({ title: 'Tax ID', description: 'Tax id of the employee.', example: '234-32-0000', ...personal }),
    dietary_preference: NullableString({ title: 'Dietary preference', description: 'Dietary preference.', example: 'Veggie', ...personal }),
    food_allergies: NullableArray(Type.String(), { title: 'Food allergies', description: 'Food allergies.', maxItems: LIST_MAX, ...personal }),
    probation_period: ProbationPeriod,
    tags: Tags,
    row_version: NullableString({ title: 'Row version', description: 'Version of the record, for optimistic concurrency.', example: '1-12345' }),
    deleted: NullableBoolean({ title: 'Deleted', description: 'Whether the employee is deleted.', example: false }),
    ...auditFields,
  }),
  { additionalProperties: false, title: 'Employee' },
);

export const employees = defineResource({
  api: 'hris',
  id: 'employees',
  name: 'Employees',
  singular: 'employee',
  model: Employee,
  path: '/hris/employees',
  operations: ALL_OPERATIONS,
  // A termination is the platform's own change, reported apart from updates (the reference's employeeTerminated).
  events: ['created', 'updated', 'terminated', 'deleted'],
  // An update that leaves the employee terminated is reported as `terminated`.
  updateEvents: [{ action: 'terminated', when: employeeTerminated }],
  filters: {
    company_id: filterText('Only employees of this company.', '1234'),
    email: filterText('Only employees with this email address.', 'elon@tesla.com'),
    first_name: filterText('Only employees with this first name.', 'Elon'),
    title: filterText('Only employees with this job title.', 'Manager'),
    last_name: filterText('Only employees with this last name.', 'Musk'),
    manager_id: filterText('Only employees this employee manages.', '1234'),
    employment_status: filterEnum(EMPLOYMENT_STATUSES, 'Only employees with this employment status.'),
    employee_number: filterText('Only the employee with this number.', '123456-AB'),
    department_id: filterText('Only employees of this department.', '1234'),
    city: filterText('Only employees living or working in this city.', 'San Francisco'),
    country: filterText('Only employees living or working in this country (ISO 3166-1 alpha-2).', 'US'),
  },
  oneFilters: { company_id: filterText('The company the employee works for, where the platform keeps several.', '1234') },
  sortFields: ['first_name', 'last_name', 'created_at', 'updated_at'],
});

/** Whether an employee record says the person has left: what a `terminated` event reports. */
export function employeeTerminated(record: Readonly<Record<string, unknown>>): boolean {
  return record.employment_status === 'terminated';
}
