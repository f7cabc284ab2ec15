/**
 * Zoho Books contacts of type customer as unified accounting Customers:
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id | contact_id |
 * | display_name | contact_name (the name Zoho shows; required, unique) |
 * | company_name, first_name, last_name | company_name, first_name, last_name |
 * | individual | customer_sub_type individual (else business) |
 * | emails | email (one, primary) |
 * | phone_numbers | phone (primary), mobile (mobile) |
 * | websites | website |
 * | addresses | billing_address (billing), shipping_address (shipping) |
 * | notes | notes |
 * | currency | currency_code (written as its currency_id) |
 * | status | status: active, inactive |
 * | terms | payment_terms_label |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * Lists answer contacts without their addresses (left out of list records).
 * Vendors are contacts too, and never customers here.
 */
import { mapFields } from '../framework/field-mapper.js';
import type { ModelOf } from '../../unified/define.js';
import type { customers } from '../../unified/accounting/customers.js';
import { fromZohoAddress, toZohoAddress, type ZohoAddress } from './address.js';
import { isoTime } from './api.js';

export type Customer = ModelOf<typeof customers>;

export interface ZohoContact {
  contact_id: string;
  contact_name?: string;
  company_name?: string;
  contact_type?: string;
  customer_sub_type?: string;
  status?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  website?: string;
  currency_id?: string;
  currency_code?: string;
  payment_terms_label?: string;
  notes?: string;
  billing_address?: ZohoAddress;
  shipping_address?: ZohoAddress;
  created_time?: string;
  last_modified_time?: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const fromZohoContact = mapFields<ZohoContact, Customer>({
  id: (contact) => contact.contact_id,
  display_name: (contact) => text(contact.contact_name),
  company_name: (contact) => text(contact.company_name),
  first_name: (contact) => text(contact.first_name),
  last_name: (contact) => text(contact.last_name),
  individual: (contact) => (contact.customer_sub_type === undefined ? null : contact.customer_sub_type === 'individual'),
  emails: (contact) => (text(contact.email) ? [{ email: contact.email!, type: 'primary' }] : []),
  phone_numbers: (contact) => [
    ...(text(contact.phone) ? [{ number: contact.phone!, type: 'primary' as const }] : []),
    ...(text(contact.mobile) ? [{ number: contact.mobile!, type: 'mobile' as const }] : []),
  ],
  websites: (contact) => (text(contact.website) ? [{ url: contact.website!, type: 'primary' }] : []),
  addresses: (contact) => {
    if (contact.billing_address === undefined && contact.shipping_address === undefined) return undefined;
    return [fromZohoAddress(contact.billing_address, 'billing'), fromZohoAddress(contact.shipping_address, 'shipping')].filter((address) => address !== null);
  },
  notes: (contact) => text(contact.notes),
  currency: (contact) => (contact.currency_code ?? null) as Customer['currency'],
  status: (contact) => (contact.status === 'active' || contact.status === 'inactive' ? contact.status : contact.status === undefined ? null : 'unknown'),
  terms: (contact) => text(contact.payment_terms_label),
  created_at: (contact) => isoTime(contact.created_time),
  updated_at: (contact) => isoTime(contact.last_modified_time),
});

/** The fields of a unified customer Zoho keeps; only those given, so an update changes what the caller named. */
export function toZohoContact(record: Partial<Customer>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.display_name !== undefined) body.contact_name = record.display_name;
  if (record.company_name !== undefined) body.company_name = record.company_name ?? '';
  if (record.first_name !== undefined) body.first_name = record.first_name ?? '';
  if (record.last_name !== undefined) body.last_name = record.last_name ?? '';
  if (record.individual !== undefined && record.individual !== null) body.customer_sub_type = record.individual ? 'individual' : 'business';
  if (record.emails !== undefined) body.email = record.emails.find((email) => email.type === 'primary')?.email ?? record.emails[0]?.email ?? '';
  if (record.phone_numbers !== undefined) {
    body.phone = record.phone_numbers.find((phone) => phone.type !== 'mobile')?.number ?? '';
    body.mobile = record.phone_numbers.find((phone) => phone.type === 'mobile')?.number ?? '';
  }
  if (record.websites !== undefined) body.website = record.websites[0]?.url ?? '';
  if (record.addresses !== undefined) {
    const billing = record.addresses.find((address) => address.type === 'billing') ?? record.addresses.find((address) => address.type !== 'shipping');
    const shipping = record.addresses.find((address) => address.type === 'shipping');
    if (billing) body.billing_address = toZohoAddress(billing);
    if (shipping) body.shipping_address = toZohoAddress(shipping);
  }
  if (record.notes !== undefined) body.notes = record.notes ?? '';
  if (record.terms !== undefined) body.payment_terms_label = record.terms ?? '';
  return body;
}
