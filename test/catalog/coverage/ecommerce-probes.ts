/**
 * Probes of the Ecommerce resources for the coverage test (see
 * resource-probes.ts): how each unified filter is picked from real records
 * and checked on them. The API only reads, so nothing is created or changed.
 * Written from the unified model only, so every ecommerce connector is
 * checked by the same probes.
 */
import { same, splitting, text } from './probe-values.js';
import type { FilterProbe, ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

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

const emailsOf = (emails: unknown): string[] => (Array.isArray(emails) ? emails.flatMap((entry: Json) => text(entry?.email)) : []);

export const ECOMMERCE_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'ecommerce/orders': {
    filters: {
      email: {
        pick: (records) => splitting(records, (order) => emailsOf(order.customer?.emails)),
        matches: (order, value) => emailsOf(order.customer?.emails).some((email) => same(email, value)),
      },
      customer_id: {
        pick: (records) => splitting(records, (order) => text(order.customer_id)),
        matches: (order, value) => order.customer_id === value,
      },
      updated_since: since('updated_at'),
      created_since: since('created_at'),
    },
  },
  'ecommerce/products': {
    filters: {
      name: {
        pick: (records) => splitting(records, (product) => text(product.name)),
        matches: (product, value) => product.name === value,
      },
      updated_since: since('updated_at'),
      created_since: since('created_at'),
    },
  },
  'ecommerce/customers': {
    filters: {
      email: {
        pick: (records) => splitting(records, (customer) => emailsOf(customer.emails)),
        matches: (customer, value) => emailsOf(customer.emails).some((email) => same(email, value)),
      },
      phone_number: {
        pick: (records) => splitting(records, (customer) => (customer.phone_numbers ?? []).flatMap((entry: Json) => text(entry.number))),
        matches: (customer, value) => (customer.phone_numbers ?? []).some((entry: Json) => entry.number === value),
      },
      customer_ids: {
        // Two ids of the list, so that some records are left out.
        pick: (records) => (records.length > 2 ? records.slice(0, 2).map((customer) => customer.id).join(',') : undefined),
        matches: (customer, value) => value.split(',').includes(customer.id),
      },
      updated_since: since('updated_at'),
      created_since: since('created_at'),
    },
  },
  'ecommerce/stores': { filters: {}, fewestListed: 1 },
};
