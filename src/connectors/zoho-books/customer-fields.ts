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
 * | currency | currency_code (written as its currency_id: customers.ts) |
 * | status | status: active, inactive (moved by their own calls: customers.ts) |
 * | terms | payment_terms_label |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * Lists answer contacts without their addresses (left out of list records).
 * Vendors are contacts too, and never customers here. A cleared text is
 * written as "", Zoho's "not set".
 */
import type { customers } from '../../unified/accounting/customers.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable } from '../kit/index.js';
import { isoDateTime, text } from '../kit/codecs.js';
import { fromZohoAddress, toZohoAddress, type ZohoAddress } from './address.js';

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

const present = (value: string | undefined): value is string => typeof value === 'string' && value !== '';

export const customerFields = fieldTable<Customer, ZohoContact>(
  {
    id: { at: 'contact_id', write: false },
    display_name: { at: 'contact_name', codec: text, write: (name) => ({ contact_name: name }) },
    company_name: { at: 'company_name', codec: text },
    first_name: { at: 'first_name', codec: text },
    last_name: { at: 'last_name', codec: text },
    individual: {
      read: (contact) => (contact.customer_sub_type === undefined ? null : contact.customer_sub_type === 'individual'),
      write: (individual) => (individual === null ? {} : { customer_sub_type: individual ? 'individual' : 'business' }),
    },
    emails: {
      read: (contact) => (present(contact.email) ? [{ email: contact.email, type: 'primary' }] : []),
      write: (emails = []) => ({ email: emails.find((email) => email.type === 'primary')?.email ?? emails[0]?.email ?? '' }),
    },
    phone_numbers: {
      read: (contact) => [...(present(contact.phone) ? [{ number: contact.phone, type: 'primary' as const }] : []), ...(present(contact.mobile) ? [{ number: contact.mobile, type: 'mobile' as const }] : [])],
      write: (phones = []) => ({ phone: phones.find((phone) => phone.type !== 'mobile')?.number ?? '', mobile: phones.find((phone) => phone.type === 'mobile')?.number ?? '' }),
    },
    websites: {
      read: (contact) => (present(contact.website) ? [{ url: contact.website, type: 'primary' }] : []),
      write: (websites = []) => ({ website: websites[0]?.url ?? '' }),
    },
    addresses: {
      read: (contact) =>
        contact.billing_address === undefined && contact.shipping_address === undefined
          ? undefined
          : [fromZohoAddress(contact.billing_address, 'billing'), fromZohoAddress(contact.shipping_address, 'shipping')].filter((address) => address !== null),
      write: (addresses = []) => {
        const billing = addresses.find((address) => address.type === 'billing') ?? addresses.find((address) => address.type !== 'shipping');
        const shipping = addresses.find((address) => address.type === 'shipping');
        return { ...(billing ? { billing_address: toZohoAddress(billing) } : {}), ...(shipping ? { shipping_address: toZohoAddress(shipping) } : {}) };
      },
    },
    notes: { at: 'notes', codec: text },
    currency: { read: (contact) => (contact.currency_code ?? null) as Customer['currency'], write: false },
    status: { read: (contact) => (contact.status === 'active' || contact.status === 'inactive' ? contact.status : contact.status === undefined ? null : 'unknown'), write: false },
    terms: { at: 'payment_terms_label', codec: text },
    created_at: { at: 'created_time', codec: isoDateTime, write: false, sort: true },
    updated_at: { at: 'last_modified_time', codec: isoDateTime, write: false, sort: true },
  },
  { nullAs: '' },
);
