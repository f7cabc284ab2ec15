/**
 * Customers ↔ QuickBooks Customer (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/customer):
 * names, billing and shipping addresses, phones, email, web site, notes,
 * tax number and taxability, the currency (set once), the parent customer
 * (a sub-customer or job), terms and payment method. QuickBooks never
 * deletes a customer: delete makes it inactive, as QuickBooks' own delete does.
 * A made-inactive customer still reads (status inactive) and lists. Filters:
 * company_name, display_name, first_name, last_name, email, status (active,
 * inactive, archived = inactive, all: the default), updated_since.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { customers } from '../../unified/accounting/customers.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { activeFrom, crud } from './crud.js';
import { address, createdAt, currencyOf, defined, nonEmpty, perRecord, refId, refName, toAddress, updatedAt } from './mapping.js';
import { personFields, toPersonFields } from './names.js';
import { CUSTOMER_FILTERS, nameFilters } from './name-filters.js';
import { queryList } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
const person = perRecord((record: Json) => personFields(record));

export const fromQuickBooksCustomer = mapFields<Json, ModelOf<typeof customers>, C>({
  id: (record) => String(record.Id),
  display_name: (record) => person(record, undefined).display_name,
  company_name: (record) => person(record, undefined).company_name,
  company_id: (_record, c) => c.realm,
  title: (record) => person(record, undefined).title,
  first_name: (record) => person(record, undefined).first_name,
  middle_name: (record) => person(record, undefined).middle_name,
  last_name: (record) => person(record, undefined).last_name,
  suffix: (record) => person(record, undefined).suffix,
  individual: (record) => person(record, undefined).individual,
  project: (record) => record.IsProject === true,
  addresses: (record) => [address(record.BillAddr, 'billing'), address(record.ShipAddr, 'shipping')].filter((entry) => entry !== undefined),
  phone_numbers: (record) => person(record, undefined).phone_numbers,
  emails: (record) => person(record, undefined).emails,
  websites: (record) => person(record, undefined).websites,
  notes: (record) => nonEmpty(record.Notes),
  tax_number: (record) => nonEmpty(record.PrimaryTaxIdentifier),
  taxable: (record) => (typeof record.Taxable === 'boolean' ? record.Taxable : null),
  currency: (record, c) => currencyOf(record, c.home),
  parent: (record) => (refId(record.ParentRef) === null ? null : { id: refId(record.ParentRef) as string, name: refName(record.ParentRef) ?? '' }),
  status: (record) => person(record, undefined).status,
  payment_method: (record) => refName(record.PaymentMethodRef),
  terms: (record) => refName(record.SalesTermRef),
  terms_id: (record) => refId(record.SalesTermRef),
  channel: (record) => (typeof record.PreferredDeliveryMethod === 'string' ? record.PreferredDeliveryMethod.toLowerCase() : null),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

/** Addresses by type: billing (or the first) → BillAddr, shipping (or the second) → ShipAddr. */
export function addressFields(addresses: Unified[] | null | undefined, shipping = 'ShipAddr'): Json {
  if (!addresses) return {};
  const billing = addresses.find((entry) => entry.type === 'billing') ?? addresses.find((entry) => entry.type !== 'shipping');
  const ship = addresses.find((entry) => entry.type === 'shipping');
  return defined({ BillAddr: toAddress(billing), [shipping]: toAddress(ship) });
}

function customerBody(record: Unified, existing?: Json): Json {
  if (existing && typeof record.currency === 'string' && record.currency !== (existing.CurrencyRef as Json | undefined)?.value) {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks cannot change a customer\'s currency once it is set', detail: { field: 'currency' } });
  }
  return defined({
    ...toPersonFields(record),
    ...addressFields(record.addresses),
    Notes: record.notes ?? undefined,
    PrimaryTaxIdentifier: record.tax_number ?? undefined,
    Taxable: typeof record.taxable === 'boolean' ? record.taxable : undefined,
    CurrencyRef: !existing && typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ParentRef: record.parent?.id ? { value: record.parent.id } : undefined,
    Job: record.parent?.id ? true : undefined,
    SalesTermRef: typeof record.terms_id === 'string' ? { value: record.terms_id } : undefined,
    Active: activeFrom(record),
  });
}

export const quickbooksCustomers = implement(customers, {
  downstream: { id: 'Customer', name: 'Customer' },
  mapper: fromQuickBooksCustomer,
  list: queryList({ entity: 'Customer', ...nameFilters, filters: CUSTOMER_FILTERS, map: (record, company) => fromQuickBooksCustomer(record, company) }),
  ...crud({
    entity: 'Customer',
    map: (record, company) => fromQuickBooksCustomer(record, company),
    body: (record, _ctx, existing) => customerBody(record, existing),
    delete: 'deactivate',
  }),
  events: qboEvents('Customer', ['created', 'updated', 'deleted', 'merged']),
});
