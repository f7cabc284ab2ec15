/**
 * Employee (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/employee):
 * a name with an address, employee number, hire and release dates. Without
 * QuickBooks Payroll the API keeps only these; a released employee is made
 * inactive, never deleted.
 */
import { defineEntity } from './entity.js';
import { invalidField } from './faults.js';
import { NAME_FIELDS, normaliseName } from './names.js';
import { isDate } from './time.js';

export const employees = defineEntity({
  name: 'Employee',
  sequence: 'name',
  nameList: true,
  fields: {
    ...NAME_FIELDS,
    EmployeeNumber: { kind: 'string', maxLength: 100 },
    PrimaryAddr: { kind: 'object' },
    BillableTime: { kind: 'boolean', default: false },
    BirthDate: { kind: 'string' },
    Gender: { kind: 'string', enum: ['Male', 'Female'] },
    HiredDate: { kind: 'string' },
    ReleasedDate: { kind: 'string' },
    Notes: { kind: 'string', maxLength: 4000 },
  },
  normalise(record, ctx) {
    normaliseName(ctx, record);
    for (const field of ['BirthDate', 'HiredDate', 'ReleasedDate']) {
      if (record[field] !== undefined && record[field] !== null && !isDate(record[field])) throw invalidField(field, `${field} must be a date (yyyy-MM-dd)`, '2040', 'Invalid Date');
    }
  },
});
