/**
 * Probes of the Accounting API's sales orders (issue 14) for the coverage
 * test (see resource-probes.ts): an order for the customer of a listed one,
 * with one free line; a change of its reference; and each unified filter
 * picked from real records and checked on them. Written from the unified
 * model only.
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

function exactly(valueOf: (record: Json) => unknown): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => text(valueOf(record))),
    matches: (record, value) => valueOf(record) === value,
    unset: (record) => valueOf(record) === null || valueOf(record) === undefined,
  };
}

/** Records changed (or created) at or after a time some records are older than. */
function since(field: 'updated_at' | 'created_at'): FilterProbe {
  return {
    pick: (records) => {
      const times = records.map((record) => Date.parse(record[field])).filter(Number.isFinite).sort((a, b) => a - b);
      const middle = times[Math.floor(times.length / 2)];
      return middle === undefined || middle === times[0] ? undefined : new Date(middle).toISOString();
    },
    matches: (record, value) => Date.parse(record[field]) >= Date.parse(value),
  };
}

export const SALES_ORDER_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'accounting/sales-orders': {
    create: (unique, listed) => ({
      customer: { id: listed.find((order) => order.customer?.id)?.customer.id },
      reference: `Coverage ${unique}`,
      lineitems: [{ description: `Coverage check ${unique}`, quantity: 2, unit_price: 1250 }],
    }),
    update: (_target, unique) => ({ reference: `Coverage ${unique} changed` }),
    // Only an order still open to changes can be updated and deleted: the one the test created.
    filters: {
      number: exactly((record) => record.number),
      customerid: exactly((record) => record.customer?.id),
      updatedsince: since('updated_at'),
      createdsince: since('created_at'),
      subsidiaryid: exactly((record) => record.subsidiary_id),
    },
  },
};
