/**
 * Probes of the HRIS resources for the coverage test (see resource-probes.ts):
 * what to create and change, and how each unified filter is picked from real
 * records and checked on them. Written from the unified model only, so every
 * HRIS connector is checked by the same probes.
 */
import type { FilterProbe, ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

/** A value of `valuesOf` that some records have and others lack, preferring the most common one. */
function splitting(records: readonly Json[], valuesOf: (record: Json) => string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const record of records) for (const value of new Set(valuesOf(record))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].filter(([, count]) => count < records.length).sort((a, b) => b[1] - a[1])[0]?.[0];
}

const text = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? [value] : []);
const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

function fieldEquals(valuesOf: (record: Json) => unknown[]): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => valuesOf(record).flatMap(text)),
    matches: (record, value) => valuesOf(record).some((entry) => same(entry, value)),
  };
}

/** The company a connection reaches is every record's: shown at work by every record matching it (everyRecord applies only when they all do). */
const companyId: FilterProbe = {
  pick: (records) => splitting(records, (record) => text(record.company_id)) ?? text(records[0]?.company_id)[0],
  matches: (record, value) => record.company_id === value,
  everyRecord: true,
};

/** Pay periods overlapping a date: `start_date` keeps those ending on or after it, `end_date` those starting on or before it. */
const dates = (records: readonly Json[], field: string) => [...new Set(records.flatMap((record) => text(record[field])))].sort();

/** Pay periods overlapping a date: `start_date` keeps those ending on or after it, `end_date` those starting on or before it; picked so the earliest (latest) period is left out. */
const payPeriodFilters: Readonly<Record<string, FilterProbe>> = {
  start_date: {
    pick: (records) => {
      const ends = dates(records, 'end_date');
      return ends.length > 1 ? ends.at(-1) : undefined;
    },
    matches: (record, value) => typeof record.end_date === 'string' && record.end_date >= value,
  },
  end_date: {
    pick: (records) => {
      const starts = dates(records, 'start_date');
      return starts.length > 1 ? starts[0] : undefined;
    },
    matches: (record, value) => typeof record.start_date === 'string' && record.start_date <= value,
  },
};

export const HRIS_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'hris/employees': {
    create: (unique) => ({ first_name: 'Ada', last_name: `Lovelace ${unique}`, emails: [{ email: `ada.${unique}@example.com`, type: 'personal' }] }),
    update: (_target, unique) => ({ first_name: 'Augusta', last_name: `King ${unique}` }),
    filters: {
      company_id: companyId,
      email: fieldEquals((record) => (record.emails ?? []).map((entry: Json) => entry.email)),
      first_name: fieldEquals((record) => [record.first_name]),
      last_name: fieldEquals((record) => [record.last_name]),
      title: fieldEquals((record) => [record.title]),
      manager_id: fieldEquals((record) => [record.manager?.id]),
      employment_status: fieldEquals((record) => [record.employment_status]),
      employee_number: fieldEquals((record) => [record.employee_number]),
      department_id: fieldEquals((record) => [record.department_id]),
      city: fieldEquals((record) => (record.addresses ?? []).map((address: Json) => address.city)),
      // A US payroll's people may all live in one country: then the filter keeps them all.
      country: {
        ...fieldEquals((record) => (record.addresses ?? []).map((address: Json) => address.country)),
        pick: (records) => splitting(records, (record) => (record.addresses ?? []).flatMap((address: Json) => text(address.country))) ?? text(records[0]?.addresses?.[0]?.country)[0],
        everyRecord: true,
      },
    },
  },
  'hris/companies': {
    create: (unique) => ({ legal_name: `Coverage Co ${unique}` }),
    update: (_target, unique) => ({ display_name: `Coverage ${unique}` }),
    filters: {},
    fewestListed: 1,
  },
  'hris/departments': {
    create: (unique) => ({ name: `Coverage ${unique}` }),
    update: (_target, unique) => ({ name: `Coverage renamed ${unique}` }),
    filters: {},
  },
  'hris/payrolls': { filters: payPeriodFilters },
  'hris/employee-payrolls': { filters: payPeriodFilters, fewestListed: 1 },
};
