/**
 * Probes of the Ecommerce resources for the coverage test (see
 * resource-probes.ts): every resource is read-only, so only how each unified
 * filter is picked from real records and checked on them. Written from the
 * unified model only, so every ecommerce connector is checked by the same probes.
 */
import { createdSince, updatedSince } from './accounting-probe-kit.js';
import { same, splitting, text } from './probe-values.js';
import type { FilterProbe, ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

const emailsOf = (emails: unknown): string[] => (Array.isArray(emails) ? emails.flatMap((entry: Json) => text(entry?.email)) : []);

/** Records one of whose emails equals the filter's, without case, as stores search. */
const byEmail = (valuesOf: (record: Json) => string[]): FilterProbe => ({
  pick: (records) => splitting(records, valuesOf),
  matches: (record, value) => valuesOf(record).some((email) => same(email, value)),
});

const digits = (value: string) => value.replace(/\D/g, '');

export const ECOMMERCE_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'ecommerce/orders': {
    filters: {
      email: byEmail((order) => emailsOf(order.customer?.emails)),
      customer_id: {
        pick: (records) => splitting(records, (order) => text(order.customer_id)),
        matches: (order, value) => order.customer_id === value,
      },
      updated_since: updatedSince,
      created_since: createdSince,
    },
  },
  'ecommerce/products': {
    filters: {
      name: {
        pick: (records) => splitting(records, (product) => text(product.name)),
        matches: (product, value) => same(product.name, value),
      },
      updated_since: updatedSince,
      created_since: createdSince,
    },
  },
  'ecommerce/customers': {
    filters: {
      email: byEmail((customer) => emailsOf(customer.emails)),
      // Stores keep phone numbers as typed; a search matches the digits.
      phone_number: {
        pick: (records) => splitting(records, (customer) => (customer.phone_numbers ?? []).flatMap((phone: Json) => text(phone?.number))),
        matches: (customer, value) => (customer.phone_numbers ?? []).some((phone: Json) => typeof phone?.number === 'string' && digits(phone.number) === digits(value)),
      },
      // Two ids out of the list: exactly those customers come back.
      customer_ids: {
        pick: (records) => (records.length > 2 ? records.slice(0, 2).map((customer) => customer.id).join(',') : undefined),
        matches: (customer, value) => value.split(',').includes(customer.id),
      },
      updated_since: updatedSince,
      created_since: createdSince,
    },
  },
  // The one store of a connection.
  'ecommerce/stores': { filters: {}, fewestListed: 1 },
};
