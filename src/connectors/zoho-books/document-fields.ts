/**
 * What Zoho Books invoices and sales orders share, as field-table rules: the
 * customer (customer_id, customer_name), the currency (always the
 * customer's), amounts as minor units of it, the billing and shipping
 * addresses and the lines (left out of list records, which Zoho answers
 * without them), and the created and changed times, sortable.
 */
import type { Static } from 'typebox';
import type { Currency } from '../../unified/common/models.js';
import { fromZohoAddress, type ZohoAddress } from './address.js';
import { isoDateTime } from '../kit/codecs.js';
import { minor } from './api.js';
import { fromZohoLine, type ZohoLine } from './line-items.js';

/** A Zoho document as its reads see it (invoice-fields.ts and sales-order-fields.ts add their own fields). */
export interface ZohoDocumentRecord {
  date?: string;
  reference_number?: string;
  status?: string;
  customer_id?: string;
  customer_name?: string;
  currency_code?: string;
  notes?: string;
  sub_total?: number;
  tax_total?: number;
  total?: number;
  line_items?: ZohoLine[];
  billing_address?: ZohoAddress;
  shipping_address?: ZohoAddress;
  created_time?: string;
  last_modified_time?: string;
}

/** An amount of the document, in minor units of its currency. */
export const amount = (at: 'sub_total' | 'tax_total' | 'total') => ({ read: (document: ZohoDocumentRecord) => minor(document[at], document.currency_code), write: false }) as const;

const addressOf = (which: 'billing' | 'shipping') => ({
  read: (document: ZohoDocumentRecord) => (document[`${which}_address`] === undefined ? undefined : (fromZohoAddress(document[`${which}_address`], which) ?? undefined)),
  write: false,
}) as const;

export const documentRules = {
  customer: {
    read: (document: ZohoDocumentRecord) => (document.customer_id ? { id: document.customer_id, display_name: document.customer_name ?? null } : null),
    write: (customer: { id?: string | null } | null | undefined) => (customer?.id ? { customer_id: customer.id } : {}),
  },
  currency: { read: (document: ZohoDocumentRecord) => (document.currency_code ?? null) as Static<typeof Currency>, write: false },
  billing_address: addressOf('billing'),
  shipping_address: addressOf('shipping'),
  created_at: { at: 'created_time', codec: isoDateTime, write: false, sort: true },
  updated_at: { at: 'last_modified_time', codec: isoDateTime, write: false, sort: true },
} as const;

/** The document's lines, in its currency. */
export const lineRule = { read: (document: ZohoDocumentRecord) => document.line_items?.map((line) => fromZohoLine(line, document.currency_code)), write: false } as const;
