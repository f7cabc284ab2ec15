/**
 * What an employee's unified record needs beyond List Employees: the rows of
 * the job info, employment status and compensation tables (jobs, the
 * termination date, compensations) and
 * when each employee last changed (`/employees/changed`, the record's
 * `updated_at`). Read once per list page for everyone (`/employees/all/tables/…`
 * and `changed?since=` the epoch: four calls whatever the page size), and
 * per employee for one read.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { CompensationRow, TableRow } from './wire-types.js';

export interface EmployeeTables {
  jobInfo: ReadonlyMap<string, readonly TableRow[]>;
  employmentStatus: ReadonlyMap<string, readonly TableRow[]>;
  compensation: ReadonlyMap<string, readonly CompensationRow[]>;
  lastChanged: ReadonlyMap<string, string>;
}

/** Every employee changed since then: all of them, each with its last change. */
const EPOCH = '1970-01-01T00:00:00Z';

/** Rows per employee, oldest first (the order they took effect in); `dated` names the row's date (compensation's is `startDate`). */
function byEmployee<R extends { id: string; employeeId: string }>(rows: unknown, dated: (row: R) => unknown): Map<string, R[]> {
  const grouped = new Map<string, R[]>();
  for (const row of Array.isArray(rows) ? (rows as R[]) : []) {
    const id = String(row.employeeId);
    grouped.set(id, [...(grouped.get(id) ?? []), row]);
  }
  for (const list of grouped.values()) list.sort((a, b) => String(dated(a)).localeCompare(String(dated(b))) || Number(a.id) - Number(b.id));
  return grouped;
}

const dateOf = (row: TableRow) => row.date;

export async function loadEmployeeTables(ctx: ConnectorContext, id?: string): Promise<EmployeeTables> {
  const who = id === undefined ? 'all' : segment(id);
  const table = (name: string) => ctx.http.request({ method: 'GET', path: `/api/v1/employees/${who}/tables/${name}` });
  const [jobInfo, employmentStatus, compensation, changed] = await Promise.all([
    table('jobInfo'),
    table('employmentStatus'),
    table('compensation'),
    ctx.http.request({ method: 'GET', path: '/api/v1/employees/changed', query: { since: EPOCH, type: 'all' } }),
  ]);
  const employees = (changed.body as { employees?: Record<string, { lastChanged?: unknown }> } | null)?.employees ?? {};
  return {
    jobInfo: byEmployee(jobInfo.body, dateOf),
    employmentStatus: byEmployee(employmentStatus.body, dateOf),
    compensation: byEmployee(compensation.body, (row: CompensationRow) => row.startDate),
    lastChanged: new Map(Object.entries(employees).flatMap(([key, change]) => (typeof change?.lastChanged === 'string' ? [[key, change.lastChanged]] : []))),
  };
}

const NO_TABLES: EmployeeTables = { jobInfo: new Map(), employmentStatus: new Map(), compensation: new Map(), lastChanged: new Map() };

export function tablesOr(loaded: unknown): EmployeeTables {
  return (loaded as EmployeeTables | undefined) ?? NO_TABLES;
}
