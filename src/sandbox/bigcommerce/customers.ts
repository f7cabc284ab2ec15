/**
 * Customers on the v3 API (https://developer.bigcommerce.com/docs/rest-management/customers):
 * GET /v3/customers and GET /v3/customers/addresses. v3 has no route for one
 * customer: a client reads one with `id:in={id}` (the real API's way).
 *
 * - `include=addresses,storecredit,attributes,formfields` adds the
 *   customer's addresses, store credit, attributes and form fields (a tax
 *   number a store collects is a form field: "Tax ID" on the customer,
 *   "VAT number" on an address; `tax_exempt_category` is the tax-exemption
 *   code, a different thing).
 * - Customers filter by `id:in`, `email:in`, `phone:in`, `name:in` ("First Last"),
 *   `name:like` (a substring of the full name), `company:in`,
 *   `customer_group_id:in`, `registration_ip_address:in`, `date_created`,
 *   `date_created:min`/`:max`, `date_modified`, `date_modified:min`/`:max`,
 *   and sort by `sort=date_created|last_name|date_modified:asc|desc`.
 * - Addresses filter by `customer_id:in`, `id:in`, `name:in`, `company:in`.
 */
import { defineResource, fail, present, type KitRequest, type StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { bigcommerceDialect } from './dialect.js';
import { childrenOf, includes, intId, listParam, moneyNumber, nextId, readOnly, timeParam, v3Time, type Ctx } from './records.js';

const CUSTOMER_INCLUDES = ['addresses', 'storecredit', 'attributes', 'formfields', 'shopper_profile_id', 'segment_ids'];
const SORTS = ['date_created:asc', 'date_created:desc', 'last_name:asc', 'last_name:desc', 'date_modified:asc', 'date_modified:desc'];

const fullName = (record: StoredRecord) => `${String(record.first_name)} ${String(record.last_name)}`.toLowerCase();
const inList = (value: string, candidate: unknown) => listParam(value).map((item) => item.toLowerCase()).includes(String(candidate).toLowerCase());
const sameSecond = (ms: unknown, name: string, value: string) => Math.floor(Number(ms) / 1000) === Math.floor(timeParam(name, value) / 1000);

function presentCustomer(wire: Record<string, unknown>, record: StoredRecord, ctx: Ctx) {
  const asked = includes(ctx, CUSTOMER_INCLUDES);
  const addresses = childrenOf(ctx, 'customer_addresses', 'customer_id', record);
  const answer: Record<string, unknown> = { ...wire, address_count: addresses.length, attribute_count: 0 };
  if (asked.has('addresses')) answer.addresses = addresses.map((address) => present(customerAddresses, address, ctx, bigcommerceDialect));
  if (asked.has('storecredit')) answer.store_credit_amounts = [{ amount: moneyNumber(record.store_credit ?? 0) }];
  if (asked.has('attributes')) answer.attributes = [];
  if (asked.has('formfields')) answer.form_fields = ((record.form_fields as { name: string; value: string }[] | undefined) ?? []).map((field) => ({ ...field, customer_id: Number(record.id) }));
  if (asked.has('shopper_profile_id')) answer.shopper_profile_id = null;
  if (asked.has('segment_ids')) answer.segment_ids = [];
  return answer;
}

export const customers = defineResource<BigCommerceAccount>({
  name: 'customers',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/customers' },
  newId: nextId,
  fields: {
    id: intId,
    email: readOnly('string'),
    first_name: readOnly('string'),
    last_name: readOnly('string'),
    company: readOnly('string'),
    phone: readOnly('string'),
    registration_ip_address: readOnly('string'),
    notes: readOnly('string'),
    tax_exempt_category: readOnly('string'),
    customer_group_id: readOnly('integer'),
    date_created: v3Time,
    date_modified: v3Time,
    authentication: readOnly('object'),
    accepts_product_review_abandoned_cart_emails: readOnly('boolean'),
    origin_channel_id: readOnly('integer'),
    channel_ids: readOnly('array'),
  },
  timestamps: { created: 'date_created', updated: 'date_modified' },
  filters: {
    'id:in': (record, value) => listParam(value).includes(record.id),
    'email:in': (record, value) => inList(value, record.email),
    'phone:in': (record, value) => listParam(value).includes(String(record.phone)),
    'name:in': (record, value) => listParam(value).map((name) => name.toLowerCase()).includes(fullName(record)),
    'name:like': (record, value) => listParam(value).some((part) => fullName(record).includes(part.toLowerCase())),
    'company:in': (record, value) => inList(value, record.company),
    'customer_group_id:in': (record, value) => listParam(value).includes(String(record.customer_group_id)),
    'registration_ip_address:in': (record, value) => listParam(value).includes(String(record.registration_ip_address)),
    date_created: (record, value) => sameSecond(record.date_created, 'date_created', value),
    'date_created:min': (record, value) => Number(record.date_created) >= timeParam('date_created:min', value),
    'date_created:max': (record, value) => Number(record.date_created) <= timeParam('date_created:max', value),
    date_modified: (record, value) => sameSecond(record.date_modified, 'date_modified', value),
    'date_modified:min': (record, value) => Number(record.date_modified) >= timeParam('date_modified:min', value),
    'date_modified:max': (record, value) => Number(record.date_modified) <= timeParam('date_modified:max', value),
  },
  sort: {
    fields: { date_created: 'date_created', last_name: 'last_name', date_modified: 'date_modified' },
    read(request: KitRequest) {
      const text = request.query.get('sort');
      if (!text) return undefined;
      if (!SORTS.includes(text)) throw fail.validation(`sort must be one of ${SORTS.join(', ')}`, { field: 'sort' });
      const [key, direction] = text.split(':') as [string, 'asc' | 'desc'];
      return { key, direction };
    },
  },
  hooks: { present: presentCustomer },
});

export const customerAddresses = defineResource<BigCommerceAccount>({
  name: 'customer_addresses',
  labels: { api: 'v3' },
  routes: { list: 'GET /stores/:store_hash/v3/customers/addresses' },
  newId: nextId,
  fields: {
    id: intId,
    customer_id: readOnly('integer', { format: Number }),
    first_name: readOnly('string'),
    last_name: readOnly('string'),
    company: readOnly('string'),
    address1: readOnly('string'),
    address2: readOnly('string'),
    city: readOnly('string'),
    state_or_province: readOnly('string'),
    postal_code: readOnly('string'),
    country: readOnly('string'),
    country_code: readOnly('string'),
    phone: readOnly('string'),
    address_type: readOnly('string'),
    form_fields: readOnly('array'),
  },
  filters: {
    'customer_id:in': (record, value) => listParam(value).includes(String(record.customer_id)),
    'id:in': (record, value) => listParam(value).includes(record.id),
    'name:in': (record, value) => listParam(value).map((name) => name.toLowerCase()).includes(fullName(record)),
    'company:in': (record, value) => inList(value, record.company),
  },
  hooks: {
    // Form fields (a VAT number among them) come only with include=formfields, as on the real API.
    present: (wire, _record, ctx) => {
      if (listParam(ctx.request.query.get('include') ?? '').includes('formfields')) return wire;
      const { form_fields: _omitted, ...rest } = wire;
      return rest;
    },
  },
});
