/**
 * What document lines refer to, read only here: items (GET /items and
 * /items/{item_id}; "Items" in the API reference), whose name, rate, unit,
 * tax and income account a line takes unless it gives its own, and taxes
 * (GET /settings/taxes and /settings/taxes/{tax_id}; "Taxes"), a name and a
 * percentage.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { nextId, timeFields, timestamps, withTimes } from './common.js';
import { API_BASE } from './dialect.js';

export const items = defineResource<ZohoOrganization>({
  name: 'items',
  labels: { one: 'item', list: 'items', report: 'Items', deleted: 'The item has been deleted.' },
  routes: { list: `GET ${API_BASE}/items`, get: `GET ${API_BASE}/items/:item_id` },
  idParam: 'item_id',
  newId: (ctx) => nextId(ctx.tenant, ctx.account),
  fields: {
    id: { wire: 'item_id', kind: 'string', readOnly: true },
    name: { kind: 'string', required: true },
    sku: { kind: 'string' },
    description: { kind: 'string' },
    rate: { kind: 'number', required: true },
    unit: { kind: 'string' },
    product_type: { kind: 'string', enum: ['goods', 'service'] },
    status: { kind: 'string', default: 'active' },
    taxId: { wire: 'tax_id', kind: 'string' },
    accountId: { wire: 'account_id', kind: 'string' },
    ...timeFields,
  },
  timestamps,
  hooks: { present: withTimes },
});

export const taxes = defineResource<ZohoOrganization>({
  name: 'taxes',
  labels: { one: 'tax', list: 'taxes', report: 'Taxes', deleted: 'The tax has been deleted.' },
  routes: { list: `GET ${API_BASE}/settings/taxes`, get: `GET ${API_BASE}/settings/taxes/:tax_id` },
  idParam: 'tax_id',
  newId: () => {
    throw fail.unsupported('Taxes are not created through the emulator');
  },
  fields: {
    id: { wire: 'tax_id', kind: 'string', readOnly: true },
    name: { wire: 'tax_name', kind: 'string' },
    percentage: { wire: 'tax_percentage', kind: 'number' },
    type: { wire: 'tax_type', kind: 'string', default: 'tax' },
  },
});
