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
import { customers } from '../../unified/accounting/customers.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { currency, terms } from './rules.js';
import { address, addressFields, optionalText, refId, refName } from './mapping.js';
import { NAME_FILTERS } from './name-filters.js';
import { personRules } from './names.js';
import { companyId, sortableRecordFields } from './record-fields.js';
import { qboEvents } from './webhook-events.js';
import { activeStatus, currencySetOnce, sparseUpdate } from './writes.js';

export const customerFields = fieldTable<ModelOf<typeof customers>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...personRules,
  company_id: companyId,
  project: { read: (record) => record.IsProject === true, write: false },
  addresses: { read: (record) => [address(record.BillAddr, 'billing'), address(record.ShipAddr, 'shipping')].filter((entry) => entry !== undefined), write: (addresses) => addressFields(addresses) },
  notes: { at: 'Notes', codec: optionalText },
  tax_number: { at: 'PrimaryTaxIdentifier', codec: optionalText },
  taxable: { read: (record) => (typeof record.Taxable === 'boolean' ? record.Taxable : null), write: (taxable) => (typeof taxable === 'boolean' ? { Taxable: taxable } : {}) },
  currency,
  parent: { read: (record) => (refId(record.ParentRef) === null ? null : { id: refId(record.ParentRef) as string, name: refName(record.ParentRef) ?? '' }), write: (parent) => (parent?.id ? { ParentRef: { value: parent.id }, Job: true } : {}) },
  status: activeStatus,
  payment_method: { read: (record) => refName(record.PaymentMethodRef), write: false },
  ...terms('SalesTermRef'),
  channel: { read: (record) => (typeof record.PreferredDeliveryMethod === 'string' ? record.PreferredDeliveryMethod.toLowerCase() : null), write: false },
}, { nullAs: undefined });

const at = entityAt('Customer', { names: true });

export const quickbooksCustomers = collection(customers, {
  ...at,
  fields: customerFields,
  filters: NAME_FILTERS,
  hooks: { ...at.hooks, beforeWrite: async (ctx, write) => sparseUpdate(ctx, { ...write, body: await currencySetOnce('customer', write) }) },
  events: qboEvents('Customer', ['created', 'updated', 'deleted', 'merged']),
});
