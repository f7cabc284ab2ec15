/**
 * Unified ecommerce customers from BigCommerce's v3 customers, read with
 * `include=addresses,formfields`.
 *
 * | unified | BigCommerce |
 * |---|---|
 * | id | id |
 * | name, first_name, last_name | first_name and last_name (joined for name) |
 * | company_name | company |
 * | emails | email (primary) |
 * | phone_numbers | phone (primary) |
 * | addresses | addresses: id, address1, address2, city, state_or_province, postal_code, country_code; each address's tax number (type "other": BigCommerce's saved addresses are not billing or shipping ones) |
 * | taxnumber | the customer's tax-number form field, trimmed; null when none (tax-numbers.ts: BigCommerce has no tax-id field of its own) |
 * | created_at, updated_at | date_created, date_modified |
 *
 * Left out: `status` (a BigCommerce customer has none: an account exists or
 * is deleted), `currency` (a customer has none; orders do), `orders` (a
 * list of orders per customer is a call per customer: filter orders by
 * `customer_id` instead).
 */
import type { Static } from 'typebox';
import type { EcommerceCustomer } from '../../unified/ecommerce/customers.js';
import { codecs, fieldTable } from '../kit/index.js';
import { customerAddress, nonEmpty } from './addresses.js';
import { taxNumberOf } from './tax-numbers.js';
import type { BigCommerceCustomer } from './wire-types.js';

type Customer = Static<typeof EcommerceCustomer>;
const { idText, isoDateTime, text } = codecs;

export const customerFields = fieldTable<Customer, BigCommerceCustomer>({
  id: { at: 'id', codec: idText, write: false },
  name: {
    read: (customer) => [nonEmpty(customer.first_name), nonEmpty(customer.last_name)].filter((part) => part !== null).join(' ') || null,
    reads: ['first_name', 'last_name'],
    write: false,
  },
  first_name: { at: 'first_name', codec: text, write: false },
  last_name: { at: 'last_name', codec: text, write: false },
  company_name: { at: 'company', codec: text, write: false },
  emails: { read: (customer) => (nonEmpty(customer.email) ? [{ email: customer.email as string, type: 'primary' as const }] : []), reads: ['email'], write: false },
  phone_numbers: { read: (customer) => (nonEmpty(customer.phone) ? [{ number: customer.phone as string, type: 'primary' as const }] : []), reads: ['phone'], write: false },
  addresses: { read: (customer) => (customer.addresses ?? []).map(customerAddress), reads: ['addresses'], write: false },
  taxnumber: { read: (customer) => taxNumberOf(customer.form_fields), reads: ['form_fields'], write: false },
  created_at: { at: 'date_created', codec: isoDateTime, write: false },
  updated_at: { at: 'date_modified', codec: isoDateTime, write: false },
});
