/**
 * The employee tables this emulator keeps: `jobInfo` (job title, department,
 * division, location and manager from a date on) and `employmentStatus`
 * (Full-Time, Part-Time, Contractor… or Terminated, from a date on). Rows are
 * read per employee, or for every employee with the id `all`; an added row
 * dated today or earlier and no older than the employee's latest becomes the
 * employee's current values, so a Terminated row is how an employee leaves
 * (status Inactive, a termination date). `reportsTo` is sent as the manager's
 * employee id and answered as the manager's name, as BambooHR does.
 * `compensation` (pay rate and currency, pay type, paid per, pay schedule,
 * overtime status, change reason; BambooHR's help pages name the columns,
 * its description does not) dates its rows `startDate` and writes the rate
 * as `{ value, currency }`, as BambooHR does.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { readYmd, ymd } from './dates.js';

interface TableDeclaration {
  /** Columns other than the date, as they are written and read. */
  columns: readonly string[];
  /** The name the row's date goes by: `date` unless said. */
  dateColumn?: string;
  /** Columns written as an object of stored columns (the compensation's `rate`: `{ value, currency }`). */
  objects?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** What a current row sets on the employee. */
  apply(row: StoredRecord, employee: StoredRecord): void;
}

export const TABLES: Readonly<Record<string, TableDeclaration>> = {
  jobInfo: {
    columns: ['location', 'department', 'division', 'jobTitle', 'reportsTo'],
    apply(row, employee) {
      for (const column of ['location', 'department', 'division', 'jobTitle'] as const) if (row[column] !== undefined) employee[column] = row[column];
      if (row.reportsTo !== undefined) employee.supervisorEId = row.reportsTo;
    },
  },
  employmentStatus: {
    columns: ['employmentStatus', 'comment', 'terminationReasonId', 'terminationTypeId'],
    apply(row, employee) {
      const terminated = row.employmentStatus === 'Terminated';
      employee.employmentHistoryStatus = row.employmentStatus;
      employee.status = terminated ? 'Inactive' : 'Active';
      employee.terminationDate = terminated ? row.date : null;
    },
  },
  compensation: {
    columns: ['rate', 'currency', 'type', 'exempt', 'reason', 'comment', 'paidPer', 'paySchedule'],
    dateColumn: 'startDate',
    objects: { rate: { value: 'rate', currency: 'currency' } },
    apply() {},
  },
};

/** Rows of every table, one record each (`table` names its table). */
export const tableRows = defineResource<BambooHRAccount>({
  name: 'table_rows',
  routes: {},
  newId: (ctx) => String(ctx.tenant.next('table_row', 5000)),
  fields: { employeeId: { kind: 'string' }, table: { kind: 'string' }, date: { kind: 'string' } },
});

export function tableOf(name: string): TableDeclaration {
  const table = TABLES[name];
  if (!table) throw fail.notFound(`No table named ${name}`);
  return table;
}

type Written = Record<string, string | null | Record<string, string | null>>;

const textOf = (value: unknown): string | null => (value === undefined || value === null ? null : String(value));

function written(row: StoredRecord, table: TableDeclaration, ctx: KitContext<BambooHRAccount>): Written {
  const out: Written = { id: row.id, employeeId: String(row.employeeId), [table.dateColumn ?? 'date']: String(row.date) };
  const inObjects = new Set(Object.values(table.objects ?? {}).flatMap((parts) => Object.values(parts)));
  for (const [name, parts] of Object.entries(table.objects ?? {})) {
    out[name] = row[Object.values(parts)[0] as string] === undefined ? null : Object.fromEntries(Object.entries(parts).map(([key, column]) => [key, textOf(row[column])]));
  }
  for (const column of table.columns) {
    if (inObjects.has(column)) continue;
    let value = row[column];
    if (column === 'reportsTo' && value) {
      const manager = ctx.tenant.table('employees').get(String(value));
      value = manager ? `${manager.lastName}, ${manager.firstName}` : null;
    }
    out[column] = value === undefined || value === null ? null : String(value);
  }
  return out;
}

export function readRows(employeeId: string, name: string, ctx: KitContext<BambooHRAccount>): Written[] {
  const table = tableOf(name);
  if (employeeId !== 'all' && !ctx.tenant.table('employees').has(employeeId)) throw fail.notFound(`No employee with id ${employeeId}`);
  return ctx.tenant.table('table_rows').all()
    .filter((row) => row.table === name && (employeeId === 'all' || row.employeeId === employeeId))
    .map((row) => written(row, table, ctx));
}

/** A written row's object columns (`rate: { value, currency }`) as the stored columns they hold. */
function flattened(values: Record<string, unknown>, table: TableDeclaration): Record<string, unknown> {
  const out = { ...values };
  for (const [name, parts] of Object.entries(table.objects ?? {})) {
    const value = values[name];
    if (value === undefined) continue;
    delete out[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail.validation(`Invalid value for ${name}`, { status: 406, field: name });
    for (const [key, column] of Object.entries(parts)) out[column] = (value as Record<string, unknown>)[key];
  }
  return out;
}

export function addRow(employee: StoredRecord, name: string, body: unknown, ctx: KitContext<BambooHRAccount>): StoredRecord {
  const table = tableOf(name);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fail.validation('The body must be a JSON object of field values');
  const values = flattened(body as Record<string, unknown>, table);
  const dateColumn = table.dateColumn ?? 'date';
  const row: StoredRecord = { id: tableRows.newId(ctx, ctx.tenant.table('table_rows')), employeeId: employee.id, table: name, date: readYmd(values[dateColumn], dateColumn) };
  for (const column of table.columns) {
    const value = values[column];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') throw fail.validation(`Invalid value for ${column}`, { status: 406, field: column });
    row[column] = value === null ? null : String(value);
  }
  if (row.reportsTo && !ctx.tenant.table('employees').has(String(row.reportsTo))) throw fail.validation('Invalid value for reportsTo', { status: 406, field: 'reportsTo' });
  if (name === 'employmentStatus' && !row.employmentStatus) throw fail.validation('employmentStatus is required', { field: 'employmentStatus' });
  ctx.tenant.table('table_rows').insert(row);
  const newest = ctx.tenant.table('table_rows').all().filter((other) => other.table === name && other.employeeId === employee.id && String(other.date) <= ymd(ctx.now))
    .every((other) => String(other.date) <= String(row.date));
  if (String(row.date) <= ymd(ctx.now) && newest) {
    const previous = { ...employee };
    table.apply(row, employee);
    ctx.emit('employee.updated', 'employees', employee, previous);
    employee.lastChanged = ctx.now;
    ctx.tenant.table('employees').updated(employee.id);
  }
  return row;
}
