/**
 * Employees: `GET /api/v1/employees` is the kit's list (filters and sort in
 * employee-query.ts, the cursor in employee-paging.ts, each record written
 * as the list's compact view with the optional `fields`); Get, Create and
 * Update answer in their own shapes (routes.ts) but read and store through
 * this field table. Stored names are BambooHR's field aliases. A work email
 * another employee has, or a supervisor who is not an employee, is the 409
 * BambooHR answers for an invalid field value.
 */
import { defineResource, fail, type FieldRule, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { isYmd } from './dates.js';
import { employeeCursor } from './employee-paging.js';
import { selectEmployees } from './employee-query.js';
import { listView } from './employee-views.js';

const text: FieldRule = { kind: 'string', nullable: true };
const date: FieldRule = {
  kind: 'string',
  nullable: true,
  parse(value) {
    if (value === null || value === '') return null;
    if (!isYmd(value)) throw fail.conflict('Invalid date: expected YYYY-MM-DD');
    return value;
  },
};

function checkValues(record: StoredRecord, ctx: KitContext<BambooHRAccount>): void {
  const employees = ctx.tenant.table('employees');
  const email = typeof record.workEmail === 'string' ? record.workEmail.toLowerCase() : undefined;
  if (email && employees.all().some((other) => other.id !== record.id && String(other.workEmail ?? '').toLowerCase() === email)) {
    throw fail.conflict('Duplicate work email', { field: 'workEmail' });
  }
  const supervisor = record.supervisorEId;
  if (supervisor !== undefined && supervisor !== null && (String(supervisor) === record.id || !employees.has(String(supervisor)))) {
    throw fail.conflict('Invalid value for supervisorEId', { field: 'supervisorEId' });
  }
}

export const employees = defineResource<BambooHRAccount>({
  name: 'employees',
  routes: { list: 'GET /api/v1/employees' },
  newId: (ctx) => String(ctx.tenant.next('employee', 200)),
  paging: employeeCursor,
  fields: {
    id: { kind: 'string', readOnly: true },
    employeeNumber: text,
    firstName: { kind: 'string', required: true, maxLength: 255 },
    lastName: { kind: 'string', required: true, maxLength: 255 },
    middleName: text,
    preferredName: text,
    jobTitle: text,
    department: text,
    division: text,
    location: text,
    workEmail: text,
    homeEmail: text,
    workPhone: text,
    workPhoneExtension: text,
    mobilePhone: text,
    homePhone: text,
    hireDate: date,
    originalHireDate: date,
    terminationDate: date,
    dateOfBirth: date,
    gender: { ...text, enum: ['Male', 'Female', 'Nonbinary'] },
    maritalStatus: text,
    address1: text,
    address2: text,
    city: text,
    state: text,
    zipcode: text,
    country: text,
    employmentHistoryStatus: { ...text, default: 'Full-Time' },
    status: { kind: 'string', enum: ['Active', 'Inactive'], default: 'Active' },
    supervisorEId: { kind: 'string', nullable: true, parse: (value) => (value === null || value === '' ? null : String(value)) },
    linkedIn: text,
    photoUrl: { ...text, readOnly: true },
    created: { kind: 'time', readOnly: true },
    lastChanged: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'created', updated: 'lastChanged' },
  events: { created: 'employee.created', updated: 'employee.updated' },
  hooks: {
    beforeCreate: checkValues,
    beforeUpdate(record, changes, ctx) {
      checkValues({ ...record, ...changes }, ctx);
    },
    select: selectEmployees,
    present: (_wire, record, ctx) => listView(record, ctx),
  },
});
