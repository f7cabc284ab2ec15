/**
 * Unified HRIS departments on Gusto departments: listed and created under
 * the connection's company (/v1/companies/{company_id}/departments), read,
 * renamed and deleted at /v1/departments/{id}. Gusto keeps a title only:
 * `name` is the title; a department has no parent, code or description
 * there. A rename carries the department's `version` (versioned-update.ts).
 * Gusto refuses to delete a department that still has people (its 422, with
 * its message).
 */
import type { Static } from 'typebox';
import { departments, type Department as DepartmentModel } from '../../unified/hris/departments.js';
import { collection, fieldTable } from '../kit/index.js';
import { gustoDialect } from './dialect.js';
import { unpaged } from './paging.js';
import { versionedUpdate } from './versioned-update.js';
import type { GustoDepartment } from './wire-types.js';

type Department = Static<typeof DepartmentModel>;

export const departmentFields = fieldTable<Department, GustoDepartment>({
  id: { at: 'uuid', write: false },
  name: { at: 'title' },
});

export const gustoDepartments = collection(departments, {
  dialect: gustoDialect,
  downstream: { id: 'departments', name: 'Departments' },
  what: 'department',
  fields: departmentFields,
  path: '/v1/companies/{company_id}/departments',
  recordPath: '/v1/departments/{id}',
  idAt: 'uuid',
  list: { whole: true, paging: unpaged },
  add: true,
  update: { method: 'PUT' },
  delete: true,
  hooks: {
    async compose(ctx, write) {
      if (write.operation === 'add') return { id: await write.send(write.body) };
      const id = write.id as string;
      if (write.empty) return { id };
      return { id: await versionedUpdate(ctx, { recordPath: '/v1/departments', id, body: write.body as Record<string, unknown>, current: write.current, send: write.send }) };
    },
  },
});
