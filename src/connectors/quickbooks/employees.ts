/**
 * Employees ↔ QuickBooks Employee (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/employee):
 * names, email, phones, address, employee number, hire, release and birth
 * dates, gender, notes. A released employee is inactive ("terminated" when
 * it has a release date); QuickBooks never deletes one: delete makes it
 * inactive. Filters: updated_since (QuickBooks cannot ask for a release
 * date that is absent, so `status` is not offered).
 */
import { employees } from '../../unified/accounting/employees.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { address, optionalText, toAddress } from './mapping.js';
import { personRules } from './names.js';
import { filterOn } from './query.js';
import { recordFields } from './record-fields.js';
import { oneOf } from './rules.js';

const { first_name, last_name, display_name, emails, phone_numbers } = personRules;

export const employeeFields = fieldTable<ModelOf<typeof employees>, Json, CompanyContext>({
  ...recordFields,
  first_name, last_name, display_name, emails, phone_numbers,
  display_id: { at: 'EmployeeNumber', codec: optionalText },
  // The employee number when both are sent.
  employee_number: { read: (record) => optionalText.read(record.EmployeeNumber, record), write: (number) => (typeof number === 'string' ? { EmployeeNumber: number } : {}) },
  addresses: { read: (record) => [address(record.PrimaryAddr, 'primary')].filter((entry) => entry !== undefined), write: (addresses) => ({ PrimaryAddr: toAddress(addresses?.[0]) }) },
  status: {
    read: (record) => (record.Active !== false ? 'active' : typeof record.ReleasedDate === 'string' ? 'terminated' : 'inactive'),
    write: (status) => (status === 'active' ? { Active: true } : status === 'inactive' || status === 'terminated' ? { Active: false } : {}),
  },
  hire_date: 'HiredDate',
  termination_date: 'ReleasedDate',
  birth_date: 'BirthDate',
  gender: oneOf('Gender', { Male: 'male', Female: 'female' }, null),
  notes: { at: 'Notes', codec: optionalText },
}, { nullAs: undefined });

export const quickbooksEmployees = collection(employees, {
  ...entityAt('Employee', { names: true }),
  fields: employeeFields,
  // Released employees too: they are inactive names, which a query leaves out unless it names Active.
  filters: { updated_since: filterOn.since('MetaData.LastUpdatedTime') },
});
