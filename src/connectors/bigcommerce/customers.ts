/**
 * Unified ecommerce customers on BigCommerce's v3 customers
 * (https://developer.bigcommerce.com/docs/rest-management/customers): listed
 * with GET /v3/customers; v3 has no read of one customer, so one is read as
 * the list asked for its id (`id:in`), as BigCommerce's own clients do.
 * Both with `include=addresses,formfields`: the addresses, and the form
 * fields a tax number is kept in (customer-fields.ts). Read-only, as the
 * unified API is.
 *
 * Filters: `email` → `email:in`, `phone_number` → `phone:in`,
 * `customer_ids` (comma-separated) → `id:in`, `updated_since` →
 * `date_modified:min`, `created_since` → `date_created:min`. BigCommerce
 * reads a comma in an `:in` value as a second value, so an email or phone
 * number holding one is refused rather than widened into two.
 */
import { customers } from '../../unified/ecommerce/customers.js';
import { collection } from '../kit/index.js';
import { invalidFilter, V3, WHOLE_ID } from './api.js';
import { bigcommerceV3Dialect, since, type BigCommerceFilter } from './dialect.js';
import { BIGCOMMERCE_CUSTOMER_EVENTS } from './events.js';
import { customerFields } from './customer-fields.js';

/** One value of an `:in` parameter. */
const single = (name: string): BigCommerceFilter => ({
  query: (value, field) => {
    if (value.includes(',')) throw invalidFilter(field, 'must be one value (BigCommerce reads a comma as a second one)');
    return { [name]: value.trim() };
  },
});

const ids: BigCommerceFilter = {
  query: (value, field) => {
    const list = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
    if (list.length === 0 || list.some((id) => !WHOLE_ID.test(id))) throw invalidFilter(field, 'must be BigCommerce customer ids (whole numbers) separated by commas');
    return { 'id:in': list.join(',') };
  },
};

export const bigcommerceCustomers = collection(customers, {
  dialect: bigcommerceV3Dialect,
  downstream: { id: 'customers', name: 'Customers' },
  what: 'customer',
  fields: customerFields,
  path: `${V3}/customers`,
  listAt: 'data',
  readQuery: { include: 'addresses,formfields' },
  findOne: (id) => ({ 'id:in': id }),
  filters: {
    email: single('email:in'),
    phone_number: single('phone:in'),
    customer_ids: ids,
    updated_since: since('date_modified:min'),
    created_since: since('date_created:min'),
  },
  list: true,
  events: BIGCOMMERCE_CUSTOMER_EVENTS,
});
