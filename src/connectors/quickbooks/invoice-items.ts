/**
 * Invoice items ↔ QuickBooks Item (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/item):
 * services, non-inventory and inventory products, with their sales price
 * (UnitPrice) and purchase cost (PurchaseCost) in the company's home
 * currency, their income, expense and asset accounts, quantity on hand and
 * SKU (as `code`). QuickBooks never deletes an item: delete makes it
 * inactive. Filters: ids, name, type (other = non-inventory), updated_since.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { invoiceItems } from '../../unified/accounting/invoice-items.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { decimal, linked, minor, optionalText } from './mapping.js';
import { filterOn, where, whereIn } from './query.js';
import { sortableRecordFields } from './record-fields.js';
import { oneOf } from './rules.js';
import { qboEvents } from './webhook-events.js';
import { sparseUpdate } from './writes.js';

const ref = (linkedRecord: { id?: string | null } | null | undefined) => (linkedRecord?.id ? { value: linkedRecord.id } : undefined);
const price = (field: 'UnitPrice' | 'PurchaseCost') => (value: number | null | undefined) => (typeof value === 'number' ? { [field]: value } : {});

/** Prices are written here in minor units and made decimals of the home currency before the call (beforeWrite). */
export const invoiceItemFields = fieldTable<ModelOf<typeof invoiceItems>, Json, CompanyContext>({
  ...sortableRecordFields,
  name: 'Name',
  description: { at: 'Description', codec: optionalText },
  code: { at: 'Sku', codec: optionalText },
  sold: { read: (record) => record.IncomeAccountRef !== undefined, write: false },
  purchased: { read: (record) => record.ExpenseAccountRef !== undefined, write: false },
  tracked: { read: (record) => record.TrackQtyOnHand === true, write: (tracked) => (typeof tracked === 'boolean' ? { TrackQtyOnHand: tracked } : {}) },
  taxable: { read: (record) => (typeof record.Taxable === 'boolean' ? record.Taxable : null), write: (taxable) => (typeof taxable === 'boolean' ? { Taxable: taxable } : {}) },
  inventory_date: 'InvStartDate',
  type: oneOf('Type', { Service: 'service', NonInventory: 'non_inventory', Inventory: 'inventory' }, 'other', (type) =>
    new ApiError('RequestValidationError', { message: `QuickBooks items are service, non_inventory or inventory, not "${type}"`, detail: { field: 'type' } })),
  sales_details: { read: (record, company) => ({ unit_price: minor(record.UnitPrice ?? 0, company.home), tax_inclusive: record.SalesTaxIncluded === true }), write: (details) => price('UnitPrice')(details?.unit_price) },
  purchase_details: { read: (record, company) => ({ unit_price: minor(record.PurchaseCost, company.home), tax_inclusive: record.PurchaseTaxIncluded === true }), write: (details) => price('PurchaseCost')(details?.unit_price) },
  quantity: { read: (record) => (typeof record.QtyOnHand === 'number' ? record.QtyOnHand : null), write: (quantity) => (typeof quantity === 'number' ? { QtyOnHand: quantity } : {}) },
  // `unit_price` when both it and sales_details.unit_price are sent.
  unit_price: { read: (record, company) => minor(record.UnitPrice ?? 0, company.home), write: price('UnitPrice') },
  // Always the home currency: QuickBooks keeps item prices in it (a write naming another is refused, beforeWrite).
  currency: { read: (_record, company) => company.home, write: false },
  asset_account: { read: (record) => linked(record.AssetAccountRef), write: (account) => ({ AssetAccountRef: ref(account) }) },
  income_account: { read: (record) => linked(record.IncomeAccountRef), write: (account) => ({ IncomeAccountRef: ref(account) }) },
  expense_account: { read: (record) => linked(record.ExpenseAccountRef), write: (account) => ({ ExpenseAccountRef: ref(account) }) },
  active: { read: (record) => record.Active !== false, write: (active) => (typeof active === 'boolean' ? { Active: active } : {}) },
}, { nullAs: undefined });

const at = entityAt('Item', { names: true });

export const quickbooksInvoiceItems = collection(invoiceItems, {
  ...at,
  fields: invoiceItemFields,
  filters: {
    ids: (value) => ({ where: whereIn('Id', String(value).split(',').map((id) => id.trim()).filter(Boolean)) }),
    name: filterOn.equals('Name'),
    type: (value) => ({ where: where('Type', '=', value === 'inventory' ? 'Inventory' : value === 'service' ? 'Service' : 'NonInventory') }),
    updated_since: filterOn.since('MetaData.LastUpdatedTime'),
  },
  hooks: {
    ...at.hooks,
    async beforeWrite(ctx, write) {
      const home = await homeCurrency(ctx);
      const { record } = write;
      if (typeof record.currency === 'string' && record.currency !== home) throw new ApiError('RequestValidationError', { message: `QuickBooks keeps item prices in the company's home currency (${home})`, detail: { field: 'currency' } });
      const { UnitPrice, PurchaseCost, ...fields } = write.body as Json;
      const body = {
        ...fields,
        ...(write.operation === 'add' && fields.Type === undefined ? { Type: 'Service' } : {}),
        ...(typeof UnitPrice === 'number' ? { UnitPrice: decimal(UnitPrice, home) } : {}),
        ...(typeof PurchaseCost === 'number' ? { PurchaseCost: decimal(PurchaseCost, home) } : {}),
      };
      return sparseUpdate(ctx, { ...write, body });
    },
  },
  events: qboEvents('Item', ['created', 'updated', 'deleted', 'merged']),
});
