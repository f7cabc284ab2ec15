/**
 * An employee's home addresses (https://docs.gusto.com/embedded-payroll/reference/get-v1-employees-employee_id-home_addresses):
 * listed and added at /v1/employees/{employee_id}/home_addresses, read at
 * /v1/home_addresses/{home_address_uuid}. Addresses are effective-dated; the
 * one in effect today is `active`, and adding one that is in effect makes
 * the previous one inactive.
 */
import { defineResource, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { dateValue, isoDate, newVersion, scopedTo, uuidIds } from './records.js';

const underEmployee = scopedTo('employee_id', 'employee_uuid', 'employees');

const FIELDS = {
  id: { wire: 'uuid', kind: 'string', readOnly: true },
  employee_uuid: { kind: 'string', readOnly: true },
  effective_date: { kind: 'string', parse: dateValue('effective_date') },
  courtesy_withholding: { kind: 'boolean', default: false },
  street_1: { kind: 'string', required: true },
  street_2: { kind: 'string', nullable: true },
  city: { kind: 'string', required: true },
  state: { kind: 'string', required: true },
  zip: { kind: 'string', required: true },
  country: { kind: 'string', default: 'USA' },
  active: { kind: 'boolean', readOnly: true },
  version: { kind: 'string', readOnly: true },
} as const;

/** An address inside an employee answer (Employee-Home-Address). */
export function presentAddress(address: StoredRecord): Record<string, unknown> {
  return {
    uuid: address.id, street_1: address.street_1, street_2: address.street_2 ?? null, city: address.city, state: address.state,
    zip: address.zip, country: address.country, active: address.active === true, effective_date: address.effective_date,
  };
}

export const homeAddresses = defineResource<GustoAccount>({
  name: 'home_addresses',
  routes: {
    list: 'GET /v1/employees/:employee_id/home_addresses',
    create: { route: 'POST /v1/employees/:employee_id/home_addresses', status: 201 },
    get: 'GET /v1/home_addresses/:home_address_uuid',
  },
  idParam: 'home_address_uuid',
  newId: uuidIds,
  fields: FIELDS,
  hooks: {
    select: underEmployee.select,
    beforeCreate(record, ctx) {
      underEmployee.stamp(record, ctx);
      record.effective_date ??= isoDate(ctx.now);
      record.version = newVersion(ctx.faker);
      record.active = String(record.effective_date) <= isoDate(ctx.now);
      if (record.active !== true) return;
      for (const other of ctx.tenant.table('home_addresses').all()) {
        if (other.employee_uuid === record.employee_uuid && other.active === true) {
          other.active = false;
          ctx.tenant.table('home_addresses').updated(other.id);
        }
      }
    },
  },
});
