/**
 * Probes of the HRIS resources for the coverage test (see resource-probes.ts):
 * what to create and change, and how each unified filter is picked from real
 * records and checked on them. Written from the unified model only, so every
 * HRIS connector is checked by the same probes.
 */
import { same, splitting, text } from './probe-values.js';
import type { FilterProbe, ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

/** Records whose value at `read` equals the filter's (text compared without case). */
function equals(read: (record: Json) => unknown): FilterProbe {
  return { pick: (records) => splitting(records, (record) => text(read(record))), matches: (record, value) => same(read(record), value) };
}

/** Records with any of the values `read` gives equal to the filter's. */
function anyOf(read: (record: Json) => unknown[]): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => read(record).flatMap(text)),
    matches: (record, value) => read(record).some((candidate) => same(candidate, value)),
  };
}

/** A value every record has among those `read` gives (the connection's one company), where none splits them. */
function sharedAmong(read: (record: Json) => unknown[]): (records: readonly Json[]) => string | undefined {
  return (records) => {
    const [first, ...rest] = records.map((record) => new Set(read(record).flatMap(text)));
    return first ? [...first].find((value) => rest.every((values) => values.has(value))) : undefined;
  };
}

/** Where an employee lives or works: its addresses and its jobs' locations. */
const placesOf = (employee: Json): Json[] => [...(employee.addresses ?? []), ...(employee.jobs ?? []).map((job: Json) => job.location ?? {})];

/**
 * A date window's edge: `filter[start_date]` keeps what ends on or after it,
 * `filter[end_date]` what starts on or before it (the reference's pay
 * periods and time off), picked in the middle of the records' dates.
 */
function windowEdge(edge: 'start' | 'end'): FilterProbe {
  const field = edge === 'start' ? 'end_date' : 'start_date';
  return {
    pick: (records) => {
      const dates = records.map((record) => record[field]).filter((date): date is string => typeof date === 'string').sort();
      // A start edge must leave the earliest out, an end edge the latest (two records: the later end, the earlier start).
      const middle = edge === 'start' ? dates[Math.ceil(dates.length / 2)] ?? dates.at(-1) : dates[Math.floor((dates.length - 1) / 2)];
      return middle === undefined || middle === (edge === 'start' ? dates[0] : dates.at(-1)) ? undefined : middle;
    },
    matches: (record, value) => typeof record[field] === 'string' && (edge === 'start' ? record[field] >= value : record[field] <= value),
  };
}

const payrollFilters = { start_date: windowEdge('start'), end_date: windowEdge('end') };

const day = (offset: number) => new Date(Date.UTC(2031, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

export const HRIS_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'hris/employees': {
    create: (unique) => ({
      first_name: 'Ada',
      last_name: `Lovelace ${unique}`,
      title: 'Analyst',
      emails: [{ email: `ada.${unique}@example.com`, type: 'work' }],
      employment_start_date: '2031-01-15',
    }),
    update: (_target, unique) => ({ title: `Senior Analyst ${unique.slice(0, 8)}` }),
    filters: {
      // A connection reaches one company at most platforms: then its id keeps every employee, another none.
      company_id: { ...equals((employee) => employee.company_id), shared: sharedAmong((employee) => [employee.company_id]) },
      email: anyOf((employee) => (employee.emails ?? []).map((entry: Json) => entry.email)),
      first_name: equals((employee) => employee.first_name),
      last_name: equals((employee) => employee.last_name),
      title: equals((employee) => employee.title),
      manager_id: equals((employee) => employee.manager?.id),
      employment_status: equals((employee) => employee.employment_status),
      employee_number: equals((employee) => employee.employee_number),
      department_id: equals((employee) => employee.department_id ?? employee.department?.id),
      city: anyOf((employee) => placesOf(employee).map((place) => place.city)),
      // A US payroll's people may all live and work in one country: then that value keeps them all, another none.
      country: { ...anyOf((employee) => placesOf(employee).map((place) => place.country)), shared: sharedAmong((employee) => placesOf(employee).map((place) => place.country)) },
    },
  },
  'hris/companies': {
    create: (unique) => ({ legal_name: `Coverage Check ${unique} Inc.` }),
    update: (_target, unique) => ({ display_name: `Coverage Check ${unique}` }),
    filters: {},
    fewestListed: 1,
  },
  'hris/departments': {
    create: (unique) => ({ name: `Coverage ${unique}` }),
    update: (_target, unique) => ({ name: `Coverage renamed ${unique}` }),
    filters: {},
  },
  'hris/payrolls': { filters: payrollFilters },
  'hris/employee-payrolls': { filters: payrollFilters },
  'hris/employee-schedules': { filters: {} },
  'hris/time-off-requests': {
    // A request of an employee who has some already, far ahead so no other request overlaps it.
    create: (unique, listed) => {
      const offset = Number.parseInt(unique.replace(/\D/g, '').slice(-3) || '0', 10);
      return {
        employee_id: listed.find((request) => request.employee_id)?.employee_id,
        start_date: day(offset),
        end_date: day(offset + 1),
        request_type: 'vacation',
        units: 'days',
        amount: 2,
        notes: { employee: `Coverage check ${unique}` },
      };
    },
    update: () => ({ status: 'approved', notes: { manager: 'Approved by the coverage test.' } }),
    filters: {
      start_date: windowEdge('start'),
      end_date: windowEdge('end'),
      updated_since: {
        pick: (records) => {
          const times = records.map((record) => Date.parse(record.updated_at)).filter(Number.isFinite).sort((a, b) => a - b);
          const middle = times[Math.floor(times.length / 2)];
          return middle === undefined || middle === times[0] ? undefined : new Date(middle).toISOString();
        },
        matches: (record, value) => Date.parse(record.updated_at) >= Date.parse(value),
      },
      employee_id: equals((request) => request.employee_id),
      time_off_request_status: equals((request) => request.status),
      // A request names no company: its employee's company is the connection's one.
      company_id: { pick: () => undefined, matches: () => true },
    },
  },
};
