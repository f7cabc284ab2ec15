/**
 * Probes of the POS resources for the coverage test (see resource-probes.ts),
 * written from the unified model only. A payment pays part of an open order
 * (what a POS platform lets be cancelled again), an order is one ad hoc line
 * at a location of the merchant, a modifier joins an existing group.
 */
import { same, splitting, text } from './probe-values.js';
import type { ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

const first = (related: Readonly<Record<string, Json[]>>, path: string): Json => {
  const found = related[path]?.[0];
  if (!found) throw new Error(`the coverage test found no record at ${path} to build on`);
  return found;
};

export const POS_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'pos/orders': {
    related: ['/pos/locations', '/pos/merchants'],
    create: (unique, _listed, related) => ({
      merchant_id: first(related, '/pos/merchants').id,
      location_id: first(related, '/pos/locations').id,
      reference_id: `coverage-${unique}`,
      line_items: [{ name: 'Coverage scone', unit_price: 325, quantity: 2 }],
    }),
    update: (_target, unique) => ({ title: `Coverage ${unique}` }),
    filters: {},
  },
  'pos/payments': {
    related: ['/pos/orders'],
    create: (_unique, _listed, related) => {
      const open = (related['/pos/orders'] ?? []).find((order) => order.status === 'open' && order.payment_status === 'open' && order.total_amount > 1);
      if (!open) throw new Error('the coverage test found no open order to pay part of');
      // A tender some order was paid with, where orders name them by an id the platform keeps (Clover's tenders); else the cash kind.
      const tender = (related['/pos/orders'] ?? []).flatMap((order) => (order.tenders ?? []) as Json[]).find((entry) => entry.type === 'cash' && typeof entry.id === 'string');
      return { source_id: 'CASH', amount: 1, currency: open.currency, customer_id: 'coverage', order_id: open.id, tender_id: tender?.id ?? 'cash', location_id: open.location_id };
    },
    filters: {},
  },
  'pos/merchants': { filters: {}, fewestListed: 1 },
  // A Clover merchant is its one location: one may be all there is.
  'pos/locations': { filters: {}, fewestListed: 1 },
  'pos/items': {
    create: (unique) => ({ name: `Coverage cocoa ${unique}`, price_amount: 425, price_currency: 'USD' }),
    update: (_target, unique) => ({ name: `Coverage hot cocoa ${unique}` }),
    filters: {},
  },
  'pos/modifier-groups': {
    create: (unique) => ({ name: `Coverage toppings ${unique}`, selection_type: 'multiple' }),
    update: (_target, unique) => ({ name: `Coverage extras ${unique}` }),
    filters: {},
  },
  'pos/modifiers': {
    related: ['/pos/modifier-groups'],
    create: (unique, _listed, related) => ({ name: `Coverage syrup ${unique}`, price_amount: 60, currency: 'USD', modifier_group_id: first(related, '/pos/modifier-groups').id }),
    update: (_target, unique) => ({ name: `Coverage sauce ${unique}` }),
    filters: {
      modifier_group_id: { pick: (records) => splitting(records, (record) => text(record.modifier_group_id)), matches: (record, value) => same(record.modifier_group_id, value) },
    },
  },
  'pos/order-types': {
    create: (unique) => ({ name: `Coverage curbside ${unique}` }),
    update: (_target, unique) => ({ name: `Coverage pickup ${unique}` }),
    filters: {},
  },
  'pos/tenders': {
    create: (unique) => ({ label: `Coverage voucher ${unique}` }),
    update: (_target, unique) => ({ label: `Coverage coupon ${unique}` }),
    filters: {},
  },
};
