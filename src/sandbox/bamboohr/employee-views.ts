/**
 * An employee as each endpoint writes it. The list: the fixed identity and
 * job fields, `_restrictedFields` (empty: the API key sees everything), and
 * the optional fields the request names in `fields` (unknown names ignored).
 * Get Employee: `id` and the fields asked for by alias or id (first and last
 * name by default), at most 400, under the names they were asked by.
 */
import { fail, type KitContext, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { catalogueField, displayNameOf, readField } from './field-catalogue.js';
import { DEPARTMENTS, DIVISIONS, JOB_TITLES, LOCATIONS, optionId } from './org.js';

const EMPLOYMENT_STATUSES = ['Full-Time', 'Part-Time', 'Contractor', 'Intern', 'Terminated'];
const MAX_FIELDS = 400;

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

type Read = (employee: StoredRecord, tenant: TenantState) => string | null;

const supervisor = (employee: StoredRecord, tenant: TenantState) => (employee.supervisorEId ? tenant.table('employees').get(String(employee.supervisorEId)) : undefined);

const OPTIONAL: Readonly<Record<string, Read>> = {
  workEmail: (e) => text(e.workEmail),
  homeEmail: (e) => text(e.homeEmail),
  bestEmail: (e) => text(e.workEmail ?? e.homeEmail),
  middleName: (e) => text(e.middleName),
  workPhone: (e) => text(e.workPhone),
  workPhoneExtension: (e) => text(e.workPhoneExtension),
  mobilePhone: (e) => text(e.mobilePhone),
  homePhone: (e) => text(e.homePhone),
  skypeUsername: () => null,
  linkedinUrl: (e) => text(e.linkedIn),
  facebookUrl: () => null,
  instagramUrl: () => null,
  twitterUrl: () => null,
  pinterestUrl: () => null,
  birthDate: (e) => text(e.dateOfBirth),
  hireDate: (e) => text(e.hireDate),
  divisionName: (e) => text(e.division),
  divisionId: (e) => optionId(DIVISIONS, e.division),
  departmentName: (e) => text(e.department),
  departmentId: (e) => optionId(DEPARTMENTS, e.department),
  locationName: (e) => text(e.location),
  locationId: (e) => optionId(LOCATIONS, e.location),
  jobTitleId: (e) => optionId(JOB_TITLES, e.jobTitle),
  employmentStatusName: (e) => text(e.employmentHistoryStatus),
  employmentStatusId: (e) => {
    const index = EMPLOYMENT_STATUSES.indexOf(String(e.employmentHistoryStatus));
    return index < 0 ? null : String(index + 1);
  },
  reportsToName: (e, tenant) => {
    const boss = supervisor(e, tenant);
    return boss ? displayNameOf(boss) : null;
  },
  reportsToId: (e) => text(e.supervisorEId),
};

/** Names from `fields`, comma-separated as BambooHR documents, or in repeated keys as its description declares them. */
function namesIn(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((name) => name.trim()).filter((name) => name !== '');
}

export function listView(employee: StoredRecord, ctx: KitContext<BambooHRAccount>): Record<string, unknown> {
  const view: Record<string, unknown> = {
    employeeId: employee.id,
    firstName: text(employee.firstName),
    lastName: text(employee.lastName),
    preferredName: text(employee.preferredName),
    photoUrl: text(employee.photoUrl),
    jobTitleName: text(employee.jobTitle),
    status: employee.status,
  };
  for (const name of namesIn(ctx.request.query.getAll('fields'))) {
    const read = OPTIONAL[name];
    if (read) view[name] = read(employee, ctx.tenant);
  }
  view._restrictedFields = [];
  return view;
}

export function getView(employee: StoredRecord, ctx: KitContext<BambooHRAccount>): Record<string, unknown> {
  const fields = ctx.request.query.getAll('fields');
  const asked = namesIn(fields.length > 0 ? fields : ['firstName,lastName']);
  if (asked.length > MAX_FIELDS) throw fail.validation(`At most ${MAX_FIELDS} fields may be requested`, { field: 'fields' });
  const view: Record<string, unknown> = { id: employee.id };
  for (const name of asked) {
    const field = catalogueField(name);
    if (field) view[name] = readField(field, employee, ctx.tenant);
  }
  return view;
}
