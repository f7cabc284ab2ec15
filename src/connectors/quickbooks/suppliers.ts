/**
 * Suppliers ↔ QuickBooks Vendor (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/vendor):
 * names, billing address, phones, email, web site, notes, tax id, the
 * currency (set once), terms and account number. Never deleted by
 * QuickBooks: delete makes the vendor inactive. Filters: company_name,
 * display_name, first_name, last_name, email, updated_since.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { suppliers } from '../../unified/accounting/suppliers.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { activeFrom, crud } from './crud.js';
import { addressFields } from './customers.js';
import { address, createdAt, currencyOf, defined, nonEmpty, perRecord, refId, refName, updatedAt } from './mapping.js';
import { nameFilters } from './name-filters.js';
import { personFields, toPersonFields } from './names.js';
import { queryList } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
const person = perRecord((record: Json) => personFields(record));

export const fromQuickBooksVendor = mapFields<Json, ModelOf<typeof suppliers>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.AcctNum),
  display_name: (record) => person(record, undefined).display_name,
  company_name: (record) => person(record, undefined).company_name,
  company_id: (_record, c) => c.realm,
  title: (record) => person(record, undefined).title,
  first_name: (record) => person(record, undefined).first_name,
  middle_name: (record) => person(record, undefined).middle_name,
  last_name: (record) => person(record, undefined).last_name,
  suffix: (record) => person(record, undefined).suffix,
  individual: (record) => person(record, undefined).individual,
  addresses: (record) => [address(record.BillAddr, 'billing')].filter((entry) => entry !== undefined),
  phone_numbers: (record) => person(record, undefined).phone_numbers,
  emails: (record) => person(record, undefined).emails,
  websites: (record) => person(record, undefined).websites,
  notes: (record) => nonEmpty(record.Notes),
  tax_number: (record) => nonEmpty(record.TaxIdentifier),
  currency: (record, c) => currencyOf(record, c.home),
  status: (record) => person(record, undefined).status,
  terms: (record) => refName(record.TermRef),
  terms_id: (record) => refId(record.TermRef),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

function vendorBody(record: Unified, existing?: Json): Json {
  if (existing && typeof record.currency === 'string' && record.currency !== (existing.CurrencyRef as Json | undefined)?.value) {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks cannot change a vendor\'s currency once it is set', detail: { field: 'currency' } });
  }
  return defined({
    ...toPersonFields(record),
    BillAddr: addressFields(record.addresses).BillAddr,
    Notes: record.notes ?? undefined,
    TaxIdentifier: record.tax_number ?? undefined,
    AcctNum: record.display_id ?? undefined,
    CurrencyRef: !existing && typeof record.currency === 'string' ? { value: record.currency } : undefined,
    TermRef: typeof record.terms_id === 'string' ? { value: record.terms_id } : undefined,
    Active: activeFrom(record),
  });
}

export const quickbooksSuppliers = implement(suppliers, {
  downstream: { id: 'Vendor', name: 'Vendor' },
  mapper: fromQuickBooksVendor,
  list: queryList({ entity: 'Vendor', ...nameFilters, filters: ['company_name', 'display_name', 'first_name', 'last_name', 'email', 'updated_since'], map: (record, company) => fromQuickBooksVendor(record, company) }),
  ...crud({ entity: 'Vendor', map: (record, company) => fromQuickBooksVendor(record, company), body: (record, _ctx, existing) => vendorBody(record, existing), delete: 'deactivate' }),
  events: qboEvents('Vendor', ['created', 'updated', 'deleted', 'merged']),
});
