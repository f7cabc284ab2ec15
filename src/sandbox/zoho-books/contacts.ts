/**
 * Contacts (GET, POST /contacts, GET, PUT, DELETE /contacts/{contact_id},
 * POST /contacts/{contact_id}/active and /inactive; "Contacts" in the API
 * reference): customers and vendors are one record, told apart by
 * `contact_type`. A contact's currency is named by `currency_id` and cannot
 * change once it has transactions; a contact with sales orders or invoices
 * cannot be deleted. Lists answer fewer fields than a get (no addresses or
 * contact persons). `outstanding_receivable_amount` sums the balances of
 * its open invoices.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { addressRule, nextId, sortColumn, timeFields, timestamps, withTimes } from './common.js';
import { baseCurrency, currencyById } from './currencies.js';
import { dec, num, sum } from '../framework/kit/decimal.js';
import { API_BASE, isListRequest } from './dialect.js';

const text = (maxLength: number) => ({ kind: 'string' as const, maxLength });

function transactionsOf(ctx: KitContext<ZohoOrganization>, contactId: string): StoredRecord[] {
  return ['salesorders', 'invoices'].flatMap((table) => ctx.tenant.table(table).all().filter((record) => record.customer_id === contactId));
}

function outstanding(ctx: KitContext<ZohoOrganization>, contactId: string): number {
  const open = ctx.tenant.table('invoices').all().filter((invoice) => invoice.customer_id === contactId && !['draft', 'void'].includes(String(invoice.status)));
  return num(sum(open.map((invoice) => dec(invoice.balance) ?? 0n)));
}

function setCurrency(record: StoredRecord, ctx: KitContext<ZohoOrganization>): void {
  const currency = record.currency_id === undefined || record.currency_id === '' ? baseCurrency(ctx) : currencyById(ctx, record.currency_id);
  record.currency_id = currency.id;
  record.currency_code = currency.code;
}

const byName = (field: string, value: string, mode: 'is' | 'startswith' | 'contains') => (record: StoredRecord) => {
  const own = String(record[field] ?? '').toLowerCase();
  const wanted = value.toLowerCase();
  return mode === 'is' ? own === wanted : mode === 'startswith' ? own.startsWith(wanted) : own.includes(wanted);
};

const STATUS_FILTERS: Readonly<Record<string, (record: StoredRecord) => boolean>> = {
  'Status.All': () => true,
  'Status.Active': (record) => record.status === 'active',
  'Status.Inactive': (record) => record.status === 'inactive',
};

export const contacts = defineResource<ZohoOrganization>({
  name: 'contacts',
  labels: { one: 'contact', list: 'contacts', report: 'Contacts', created: 'The contact has been added.', updated: 'Contact has been updated successfully', deleted: 'The contact has been deleted.' },
  routes: {
    list: `GET ${API_BASE}/contacts`,
    get: `GET ${API_BASE}/contacts/:contact_id`,
    delete: `DELETE ${API_BASE}/contacts/:contact_id`,
  },
  idParam: 'contact_id',
  newId: (ctx) => nextId(ctx.tenant, ctx.account),
  fields: {
    id: { wire: 'contact_id', kind: 'string', readOnly: true },
    contact_name: { ...text(200), required: true },
    company_name: text(200),
    contact_type: { kind: 'string', enum: ['customer', 'vendor'], default: 'customer', immutable: true },
    customer_sub_type: { kind: 'string', enum: ['business', 'individual'], default: 'business' },
    status: { kind: 'string', readOnly: true, default: 'active' },
    first_name: text(100),
    last_name: text(100),
    email: text(100),
    phone: text(50),
    mobile: text(50),
    website: text(200),
    currency_id: { kind: 'string' },
    currency_code: { kind: 'string', readOnly: true },
    payment_terms: { kind: 'integer' },
    payment_terms_label: text(100),
    notes: text(2000),
    billing_address: addressRule('billing_address'),
    shipping_address: addressRule('shipping_address'),
    contact_persons: { kind: 'array', default: [] },
    ...timeFields,
  },
  timestamps,
  filters: {
    contact_type: (record, value) => record.contact_type === value,
    contact_name: (record, value) => byName('contact_name', value, 'is')(record),
    contact_name_startswith: (record, value) => byName('contact_name', value, 'startswith')(record),
    contact_name_contains: (record, value) => byName('contact_name', value, 'contains')(record),
    company_name: (record, value) => byName('company_name', value, 'is')(record),
    first_name: (record, value) => byName('first_name', value, 'is')(record),
    last_name: (record, value) => byName('last_name', value, 'is')(record),
    email: (record, value) => byName('email', value, 'is')(record),
    filter_by: (record, value) => {
      const matches = STATUS_FILTERS[value];
      if (!matches) throw fail.validation('Invalid value passed for filter_by', { code: 4, field: 'filter_by' });
      return matches(record);
    },
  },
  sort: sortColumn({ contact_name: 'contact_name', created_time: 'createdTime', last_modified_time: 'lastModifiedTime' }),
  hooks: {
    beforeCreate(record, ctx) {
      setCurrency(record, ctx);
      const clash = ctx.tenant.table('contacts').all().find((other) => String(other.contact_name).toLowerCase() === String(record.contact_name).toLowerCase());
      if (clash) throw fail.validation('The contact name already exists. Please specify a different name.', { code: 4, field: 'contact_name' });
    },
    beforeUpdate(record, changes, ctx) {
      if ('currency_id' in changes && changes.currency_id !== record.currency_id) {
        if (transactionsOf(ctx, record.id).length > 0) throw fail.validation('Currency cannot be changed for a contact with transactions.', { code: 4, field: 'currency_id' });
        const currency = currencyById(ctx, changes.currency_id);
        changes.currency_code = currency.code;
      }
    },
    beforeDelete(record, ctx) {
      if (transactionsOf(ctx, record.id).length > 0) throw fail.validation('The contact has transactions associated with it and cannot be deleted.', { code: 4 });
    },
    present(wire, record, ctx) {
      const out = withTimes(wire, record, ctx);
      if (record.contact_type === 'customer') out.outstanding_receivable_amount = outstanding(ctx, record.id);
      if (isListRequest(ctx.request, 'contacts')) {
        delete out.billing_address;
        delete out.shipping_address;
        delete out.contact_persons;
      }
      return out;
    },
  },
});
