/**
 * The employee fields a company has, as `GET /api/v1/meta/fields` lists them
 * (a numeric id, a display name, a type and the API alias) and as Get Employee
 * answers them: a field is asked for by its alias or its id, and answered
 * under the name it was asked by. Values are text or null, as BambooHR writes
 * them; a few are derived from other records (the supervisor's name).
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';

export interface CatalogueField {
  id: number;
  alias: string;
  name: string;
  type: string;
  /** The value as Get Employee writes it; the stored field of the same name when absent. */
  read?(employee: StoredRecord, tenant: TenantState): string | null;
}

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

export const displayNameOf = (employee: StoredRecord): string => `${employee.preferredName ?? employee.firstName} ${employee.lastName}`;

function supervisorOf(employee: StoredRecord, tenant: TenantState): StoredRecord | undefined {
  return employee.supervisorEId ? tenant.table('employees').get(String(employee.supervisorEId)) : undefined;
}

export const FIELD_CATALOGUE: readonly CatalogueField[] = [
  { id: 0, alias: 'employeeNumber', name: 'Employee #', type: 'text' },
  { id: 1, alias: 'firstName', name: 'First Name', type: 'text' },
  { id: 2, alias: 'lastName', name: 'Last Name', type: 'text' },
  { id: 3, alias: 'middleName', name: 'Middle Name', type: 'text' },
  { id: 1358, alias: 'preferredName', name: 'Preferred Name', type: 'text' },
  { id: 4, alias: 'displayName', name: 'Display Name', type: 'text', read: (employee) => displayNameOf(employee) },
  { id: 17, alias: 'jobTitle', name: 'Job Title', type: 'list' },
  { id: 4047, alias: 'department', name: 'Department', type: 'list' },
  { id: 4043, alias: 'division', name: 'Division', type: 'list' },
  { id: 18, alias: 'location', name: 'Location', type: 'list' },
  { id: 15, alias: 'workEmail', name: 'Work Email', type: 'email' },
  { id: 16, alias: 'homeEmail', name: 'Home Email', type: 'email' },
  { id: 13, alias: 'workPhone', name: 'Work Phone', type: 'phone' },
  { id: 14, alias: 'workPhoneExtension', name: 'Work Ext.', type: 'text' },
  { id: 12, alias: 'mobilePhone', name: 'Mobile Phone', type: 'phone' },
  { id: 11, alias: 'homePhone', name: 'Home Phone', type: 'phone' },
  { id: 19, alias: 'hireDate', name: 'Hire Date', type: 'date' },
  { id: 1936, alias: 'originalHireDate', name: 'Original Hire Date', type: 'date' },
  { id: 1937, alias: 'terminationDate', name: 'Termination Date', type: 'date' },
  { id: 9, alias: 'dateOfBirth', name: 'Birth Date', type: 'date' },
  { id: 154, alias: 'gender', name: 'Gender', type: 'gender' },
  { id: 156, alias: 'maritalStatus', name: 'Marital Status', type: 'list' },
  { id: 5, alias: 'address1', name: 'Address Line 1', type: 'text' },
  { id: 6, alias: 'address2', name: 'Address Line 2', type: 'text' },
  { id: 7, alias: 'city', name: 'City', type: 'text' },
  { id: 8, alias: 'state', name: 'State', type: 'state' },
  { id: 10, alias: 'zipcode', name: 'Zip Code', type: 'text' },
  { id: 237, alias: 'country', name: 'Country', type: 'country' },
  { id: 1360, alias: 'employmentHistoryStatus', name: 'Employment Status', type: 'list' },
  { id: 4046, alias: 'status', name: 'Status', type: 'status' },
  { id: 4033, alias: 'supervisorEId', name: 'Supervisor EID', type: 'employee' },
  { id: 4034, alias: 'supervisorId', name: 'Supervisor ID', type: 'text', read: (employee, tenant) => text(supervisorOf(employee, tenant)?.employeeNumber) },
  { id: 1610, alias: 'supervisor', name: 'Reporting to', type: 'employee', read: (employee, tenant) => {
    const supervisor = supervisorOf(employee, tenant);
    return supervisor ? `${supervisor.lastName}, ${supervisor.firstName}` : null;
  } },
  { id: 4040, alias: 'supervisorEmail', name: 'Supervisor email', type: 'email', read: (employee, tenant) => text(supervisorOf(employee, tenant)?.workEmail) },
  { id: 4054, alias: 'linkedIn', name: 'LinkedIn URL', type: 'text' },
  { id: 4082, alias: 'photoUrl', name: 'Photo URL', type: 'text' },
  { id: 4100, alias: 'lastChanged', name: 'Last changed', type: 'timestamp', read: (employee) => new Date(Number(employee.lastChanged)).toISOString().replace(/\.\d{3}Z$/, '+00:00') },
];

const BY_NAME = new Map<string, CatalogueField>(FIELD_CATALOGUE.flatMap((field) => [[field.alias, field], [String(field.id), field]]));

export function catalogueField(name: string): CatalogueField | undefined {
  return BY_NAME.get(name);
}

export function readField(field: CatalogueField, employee: StoredRecord, tenant: TenantState): string | null {
  return field.read ? field.read(employee, tenant) : text(employee[field.alias]);
}
