/**
 * Suppliers ↔ QuickBooks Vendor (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/vendor):
 * names, billing address, phones, email, web site, notes, tax id, the
 * currency (set once), terms and account number. Never deleted by
 * QuickBooks: delete makes the vendor inactive. Filters: company_name,
 * display_name, first_name, last_name, email, updated_since.
 */
import { suppliers } from '../../unified/accounting/suppliers.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { currency, terms } from './rules.js';
import { address, addressFields, optionalText } from './mapping.js';
import { NAME_FILTERS } from './name-filters.js';
import { personRules } from './names.js';
import { companyId, sortableRecordFields } from './record-fields.js';
import { qboEvents } from './webhook-events.js';
import { activeStatus, currencySetOnce, sparseUpdate } from './writes.js';

export const supplierFields = fieldTable<ModelOf<typeof suppliers>, Json, CompanyContext>({
  ...sortableRecordFields,
  ...personRules,
  display_id: { at: 'AcctNum', codec: optionalText },
  company_id: companyId,
  addresses: { read: (record) => [address(record.BillAddr, 'billing')].filter((entry) => entry !== undefined), write: (addresses) => ({ BillAddr: addressFields(addresses).BillAddr }) },
  notes: { at: 'Notes', codec: optionalText },
  tax_number: { at: 'TaxIdentifier', codec: optionalText },
  currency,
  status: activeStatus,
  ...terms('TermRef'),
}, { nullAs: undefined });

const { status: _status, ...filters } = NAME_FILTERS;

const at = entityAt('Vendor', { names: true });

export const quickbooksSuppliers = collection(suppliers, {
  ...at,
  fields: supplierFields,
  filters,
  hooks: { ...at.hooks, beforeWrite: async (ctx, write) => sparseUpdate(ctx, { ...write, body: await currencySetOnce('vendor', write) }) },
  events: qboEvents('Vendor', ['created', 'updated', 'deleted', 'merged']),
});
