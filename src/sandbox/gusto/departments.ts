/**
 * Departments (https://docs.gusto.com/embedded-payroll/reference/get-companies-departments):
 * created and listed under the company, read, renamed and deleted at
 * /v1/departments/{department_uuid}. A rename sends the department's current
 * `version`. A department is written with the employees in it (`employees:
 * [{uuid}]`, from the employees' `department_uuid`) and its contractors (none
 * here); one that still has people is not deleted (422 `invalid_operation`).
 */
import { defineResource } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { checkVersion, invalidOperation, newVersion, scopedTo, uuidIds } from './records.js';

const underCompany = scopedTo('company_id', 'company_uuid', 'companies');

export const departments = defineResource<GustoAccount>({
  name: 'departments',
  routes: {
    list: 'GET /v1/companies/:company_id/departments',
    create: { route: 'POST /v1/companies/:company_id/departments', status: 201 },
    get: 'GET /v1/departments/:department_uuid',
    update: 'PUT /v1/departments/:department_uuid',
    delete: 'DELETE /v1/departments/:department_uuid',
  },
  idParam: 'department_uuid',
  newId: uuidIds,
  fields: {
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    company_uuid: { kind: 'string', readOnly: true },
    title: { kind: 'string', required: true, maxLength: 255 },
    version: { kind: 'string', readOnly: true },
  },
  alsoAccepted: ['version'],
  hooks: {
    select: underCompany.select,
    beforeCreate(record, ctx) {
      underCompany.stamp(record, ctx);
      if (String(record.title).trim() === '') throw invalidOperation('Title is required');
      record.version = newVersion(ctx.faker);
    },
    beforeUpdate(record, changes, ctx) {
      checkVersion(record, ctx);
      return { ...changes, version: newVersion(ctx.faker) };
    },
    beforeDelete(record, ctx) {
      if (ctx.tenant.table('employees').all().some((employee) => employee.department_uuid === record.id)) {
        throw invalidOperation('Cannot delete a department that has employees or contractors.');
      }
    },
    present(wire, record, ctx) {
      const employees = ctx.tenant.table('employees').all().filter((employee) => employee.department_uuid === record.id).map((employee) => ({ uuid: employee.id }));
      return { ...wire, employees, contractors: [] };
    },
  },
});
