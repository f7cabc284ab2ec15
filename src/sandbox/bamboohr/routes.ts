/**
 * BambooHR's endpoints that answer in their own shapes: Get, Create and
 * Update Employee (201 with a Location header, 200 with no body), the
 * directory, changed employees, employee tables, company information and the
 * field and user metadata. Time off is in time-off-routes.ts. Ids from paths
 * are checked before they are looked up.
 */
import type { FastifyInstance } from 'fastify';
import { fail, findRecord, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { ymd } from './dates.js';
import { changedEmployees } from './employee-changes.js';
import { addRow, readRows } from './employee-tables.js';
import { getView } from './employee-views.js';
import { displayNameOf, FIELD_CATALOGUE } from './field-catalogue.js';
import { registerTimeOff } from './time-off-routes.js';
import { registerApplicantTracking } from './ats-routes.js';
import { registerWebhookRoutes } from './webhooks.js';

const V1 = '/api/v1';

function employeeNamed(kit: PlatformKit<BambooHRAccount>, ctx: KitContext<BambooHRAccount>): StoredRecord {
  const id = ctx.request.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw fail.notFound(`No employee with id ${id}`);
  return findRecord(kit.resource('employees'), ctx);
}

const DIRECTORY_FIELDS = [
  ['displayName', 'text', 'Display name'], ['firstName', 'text', 'First name'], ['lastName', 'text', 'Last name'], ['preferredName', 'text', 'Preferred name'],
  ['jobTitle', 'list', 'Job title'], ['workPhone', 'text', 'Work Phone'], ['mobilePhone', 'text', 'Mobile Phone'], ['workEmail', 'email', 'Work Email'],
  ['department', 'list', 'Department'], ['location', 'list', 'Location'], ['division', 'list', 'Division'], ['supervisor', 'employee', 'Supervisor'],
  ['photoUploaded', 'bool', 'Employee photo exists'], ['photoUrl', 'url', 'Employee photo url'], ['canUploadPhoto', 'bool', 'Can upload photo'],
] as const;

function directoryEntry(employee: StoredRecord, employees: Map<string, StoredRecord>): Record<string, unknown> {
  const boss = employee.supervisorEId ? employees.get(String(employee.supervisorEId)) : undefined;
  const value = (name: string) => (employee[name] === undefined ? null : employee[name]);
  return {
    id: employee.id, displayName: displayNameOf(employee), firstName: employee.firstName, lastName: employee.lastName, preferredName: value('preferredName'),
    jobTitle: value('jobTitle'), workPhone: value('workPhone'), mobilePhone: value('mobilePhone'), workEmail: value('workEmail'), department: value('department'),
    location: value('location'), division: value('division'), supervisor: boss ? displayNameOf(boss) : null,
    photoUploaded: Boolean(employee.photoUrl), photoUrl: value('photoUrl'), canUploadPhoto: 1,
  };
}

export function bamboohrRoutes(app: FastifyInstance, kit: PlatformKit<BambooHRAccount>): void {
  app.get(`${V1}/employees/directory`, kit.handler((ctx) => {
    const onlyCurrent = ctx.request.query.get('onlyCurrent') !== 'false';
    const all = ctx.tenant.table('employees').all();
    const listed = all.filter((employee) => employee.status === 'Active' && (!onlyCurrent || !employee.hireDate || String(employee.hireDate) <= ymd(ctx.now)));
    if (listed.length === 0) throw fail.notFound('The directory is empty');
    const byId = new Map(all.map((employee) => [employee.id, employee]));
    return { status: 200, body: { fields: DIRECTORY_FIELDS.map(([id, type, name]) => ({ id, type, name })), employees: listed.map((employee) => directoryEntry(employee, byId)) } };
  }));
  app.get(`${V1}/employees/changed`, kit.handler((ctx) => ({ status: 200, body: changedEmployees(ctx, (ms) => String(kit.dialect.time(ms))) })));

  app.post(`${V1}/employees`, kit.handler((ctx) => {
    const created = kit.operation('create', 'employees', ctx).body as Record<string, unknown>;
    // BambooHR creates, then initializes: employee.created is followed by an employee.updated of the fields set.
    const record = ctx.tenant.table('employees').get(String(created.employeeId));
    if (record) ctx.emit('employee.updated', 'employees', record, { id: record.id });
    return { status: 201, headers: { location: `${ctx.request.origin}/employees/employee.php?id=${String(created.employeeId)}` } };
  }));
  app.get(`${V1}/employees/:id`, kit.handler((ctx) => ({ status: 200, body: getView(employeeNamed(kit, ctx), ctx) })));
  app.post(`${V1}/employees/:id`, kit.handler((ctx) => {
    employeeNamed(kit, ctx);
    kit.operation('update', 'employees', ctx);
    return { status: 200 };
  }));

  app.get(`${V1}/employees/:id/tables/:table`, kit.handler((ctx) => {
    const id = ctx.request.params.id ?? '';
    if (id !== 'all' && !/^\d{1,9}$/.test(id)) throw fail.notFound(`No employee with id ${id}`);
    return { status: 200, body: readRows(id, ctx.request.params.table ?? '', ctx) };
  }));
  app.post(`${V1}/employees/:id/tables/:table`, kit.handler((ctx) => {
    addRow(employeeNamed(kit, ctx), ctx.request.params.table ?? '', ctx.request.body, ctx);
    return { status: 200 };
  }));

  app.get(`${V1}/company_information`, kit.handler((ctx) => ({
    status: 200,
    body: { legalName: ctx.account.legalName, displayName: ctx.account.displayName, address: ctx.tenant.extras.get('companyAddress'), phone: ctx.tenant.extras.get('companyPhone') },
  })));
  app.get(`${V1}/meta/fields`, kit.handler(() => ({ status: 200, body: FIELD_CATALOGUE.map(({ id, name, type, alias }) => ({ id, name, type, alias })) })));
  app.get(`${V1}/meta/users`, kit.handler((ctx) => {
    const wanted = (ctx.request.query.get('status') ?? '').split(',').filter((status) => ['enabled', 'disabled'].includes(status));
    const users = ctx.tenant.table('users').all().filter((user) => wanted.length === 0 || wanted.includes(String(user.status)));
    return {
      status: 200,
      body: Object.fromEntries(users.map((user) => [user.id, {
        id: Number(user.id), employeeId: Number(user.employeeId ?? 0), firstName: user.firstName, lastName: user.lastName, email: user.email, status: user.status,
        ...(user.lastLogin ? { lastLogin: kit.dialect.time(Number(user.lastLogin)) } : {}),
      }])),
    };
  }));
  registerTimeOff(app, kit);
  registerApplicantTracking(app, kit);
  registerWebhookRoutes(app, kit);
}
