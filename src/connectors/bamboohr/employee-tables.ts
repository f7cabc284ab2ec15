/**
 * What an employee's unified record needs beyond List Employees: the rows of
 * the job info and employment status tables (jobs, the termination date) and
 * when each employee last changed (`/employees/changed`, the record's
 * `updated_at`). Read once per list page for everyone (`/employees/all/tables/…`
 * and `changed?since=` the epoch: three calls whatever the page size), and
 * per employee for one read.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { TableRow } from './wire-types.js';

export interface EmployeeTables {
  jobInfo: ReadonlyMap<string, readonly TableRow[]>;
  employmentStatus: ReadonlyMap<string, readonly TableRow[]>;
  lastChanged: ReadonlyMap<string, string>;
}

/** Every employee changed since then: all of them, each with its last change. */
const EPOCH = '1970-01-01T00:00:00Z';

function byEmployee(rows: unknown): Map<string, TableRow[]> {
  const grouped = new Map<string, TableRow[]>();
  for (const row of Array.isArray(rows) ? (rows as TableRow[]) : []) {
    const id = String(row.employeeId);
    grouped.set(id, [...(grouped.get(id) ?? []), row]);
  }
  // Oldest first, the order the rows took effect in.
  for (const list of grouped.values()) list.sort((a, b) => String(a.date).localeCompare(String(b.date)) || Number(a.id) - Number(b.id));
  return grouped;
}

export async function loadEmployeeTables(ctx: ConnectorContext, id?: string): Promise<EmployeeTables> {
  const who = id === undefined ? 'all' : segment(id);
  const table = (name: string) => ctx.http.request({ method: 'GET', path: `/api/v1/employees/${who}/tables/${name}` });
  const [jobInfo, employmentStatus, changed] = await Promise.all([
    table('jobInfo'),
    table('employmentStatus'),
    ctx.http.request({ method: 'GET', path: '/api/v1/employees/changed', query: { since: EPOCH, type: 'all' } }),
  ]);
  const employees = (changed.body as { employees?: Record<string, { lastChanged?: unknown }> } | null)?.employees ?? {};
  return {
    jobInfo: byEmployee(jobInfo.body),
    employmentStatus: byEmployee(employmentStatus.body),
    lastChanged: new Map(Object.entries(employees).flatMap(([key, change]) => (typeof change?.lastChanged === 'string' ? [[key, change.lastChanged]] : []))),
  };
}

const NO_TABLES: EmployeeTables = { jobInfo: new Map(), employmentStatus: new Map(), lastChanged: new Map() };

export function tablesOr(loaded: unknown): EmployeeTables {
  return (loaded as EmployeeTables | undefined) ?? NO_TABLES;
}
