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
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { crud } from './crud.js';
import { address, createdAt, defined, nonEmpty, perRecord, toAddress, updatedAt } from './mapping.js';
import { activeCondition } from './name-filters.js';
import { personFields, toPersonFields } from './names.js';
import { queryList, sinceCondition } from './query.js';

type C = CompanyContext;
const person = perRecord((record: Json) => personFields(record));

function statusOf(record: Json): 'active' | 'inactive' | 'terminated' {
  if (record.Active !== false) return 'active';
  return typeof record.ReleasedDate === 'string' ? 'terminated' : 'inactive';
}

export const fromQuickBooksEmployee = mapFields<Json, ModelOf<typeof employees>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.EmployeeNumber),
  employee_number: (record) => nonEmpty(record.EmployeeNumber),
  first_name: (record) => person(record, undefined).first_name,
  last_name: (record) => person(record, undefined).last_name,
  display_name: (record) => person(record, undefined).display_name,
  emails: (record) => person(record, undefined).emails,
  phone_numbers: (record) => person(record, undefined).phone_numbers,
  addresses: (record) => [address(record.PrimaryAddr, 'primary')].filter((entry) => entry !== undefined),
  status: (record) => statusOf(record),
  hire_date: (record) => record.HiredDate ?? null,
  termination_date: (record) => record.ReleasedDate ?? null,
  birth_date: (record) => record.BirthDate ?? null,
  gender: (record) => (record.Gender === 'Male' ? 'male' : record.Gender === 'Female' ? 'female' : null),
  notes: (record) => nonEmpty(record.Notes),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

function employeeBody(record: Unified): Json {
  const primary = record.addresses?.[0];
  return defined({
    ...toPersonFields(record),
    EmployeeNumber: record.employee_number ?? record.display_id ?? undefined,
    PrimaryAddr: toAddress(primary),
    HiredDate: record.hire_date ?? undefined,
    ReleasedDate: record.termination_date ?? undefined,
    BirthDate: record.birth_date ?? undefined,
    Gender: record.gender === 'male' ? 'Male' : record.gender === 'female' ? 'Female' : undefined,
    Notes: record.notes ?? undefined,
    Active: record.status === 'active' ? true : record.status === 'inactive' || record.status === 'terminated' ? false : undefined,
  });
}

export const quickbooksEmployees = implement(employees, {
  downstream: { id: 'Employee', name: 'Employee' },
  mapper: fromQuickBooksEmployee,
  list: queryList({
    entity: 'Employee',
    filters: ['updated_since'],
    // Released employees too: they are inactive names, which a query leaves out unless it names Active.
    conditions: ({ filter }) => [
      ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ...activeCondition('all'),
    ],
    map: (record, company) => fromQuickBooksEmployee(record, company),
  }),
  ...crud({ entity: 'Employee', map: (record, company) => fromQuickBooksEmployee(record, company), body: (record) => employeeBody(record), delete: 'deactivate' }),
});
