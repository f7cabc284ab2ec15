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
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { activeFrom, crud } from './crud.js';
import { createdAt, decimal, defined, linked, minor, nonEmpty, updatedAt } from './mapping.js';
import { activeCondition } from './name-filters.js';
import { queryList, sinceCondition, where, whereIn } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
const TYPES: Readonly<Record<string, 'service' | 'non_inventory' | 'inventory'>> = { Service: 'service', NonInventory: 'non_inventory', Inventory: 'inventory' };

export const fromQuickBooksItem = mapFields<Json, ModelOf<typeof invoiceItems>, C>({
  id: (record) => String(record.Id),
  name: (record) => record.Name ?? null,
  description: (record) => nonEmpty(record.Description),
  code: (record) => nonEmpty(record.Sku),
  sold: (record) => record.IncomeAccountRef !== undefined,
  purchased: (record) => record.ExpenseAccountRef !== undefined,
  tracked: (record) => record.TrackQtyOnHand === true,
  taxable: (record) => (typeof record.Taxable === 'boolean' ? record.Taxable : null),
  inventory_date: (record) => record.InvStartDate ?? null,
  type: (record) => TYPES[String(record.Type)] ?? 'other',
  sales_details: (record, c) => ({ unit_price: minor(record.UnitPrice ?? 0, c.home), tax_inclusive: record.SalesTaxIncluded === true }),
  purchase_details: (record, c) => ({ unit_price: minor(record.PurchaseCost, c.home), tax_inclusive: record.PurchaseTaxIncluded === true }),
  quantity: (record) => (typeof record.QtyOnHand === 'number' ? record.QtyOnHand : null),
  unit_price: (record, c) => minor(record.UnitPrice ?? 0, c.home),
  currency: (_record, c) => c.home,
  asset_account: (record) => linked(record.AssetAccountRef),
  income_account: (record) => linked(record.IncomeAccountRef),
  expense_account: (record) => linked(record.ExpenseAccountRef),
  active: (record) => record.Active !== false,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

function itemBody(record: Unified, home: string, existing?: Json): Json {
  const type = typeof record.type === 'string' ? Object.entries(TYPES).find(([, unified]) => unified === record.type)?.[0] : undefined;
  if (typeof record.type === 'string' && type === undefined) throw new ApiError('RequestValidationError', { message: `QuickBooks items are service, non_inventory or inventory, not "${record.type}"`, detail: { field: 'type' } });
  if (typeof record.currency === 'string' && record.currency !== home) throw new ApiError('RequestValidationError', { message: `QuickBooks keeps item prices in the company's home currency (${home})`, detail: { field: 'currency' } });
  const price = typeof record.unit_price === 'number' ? record.unit_price : record.sales_details?.unit_price;
  const cost = record.purchase_details?.unit_price;
  return defined({
    Name: record.name ?? undefined,
    Description: record.description ?? undefined,
    Sku: record.code ?? undefined,
    Type: type ?? (existing ? undefined : 'Service'),
    UnitPrice: typeof price === 'number' ? decimal(price, home) : undefined,
    PurchaseCost: typeof cost === 'number' ? decimal(cost, home) : undefined,
    Taxable: typeof record.taxable === 'boolean' ? record.taxable : undefined,
    IncomeAccountRef: record.income_account?.id ? { value: record.income_account.id } : undefined,
    ExpenseAccountRef: record.expense_account?.id ? { value: record.expense_account.id } : undefined,
    AssetAccountRef: record.asset_account?.id ? { value: record.asset_account.id } : undefined,
    QtyOnHand: typeof record.quantity === 'number' ? record.quantity : undefined,
    InvStartDate: record.inventory_date ?? undefined,
    TrackQtyOnHand: typeof record.tracked === 'boolean' ? record.tracked : undefined,
    Active: activeFrom(record),
  });
}

export const quickbooksInvoiceItems = implement(invoiceItems, {
  downstream: { id: 'Item', name: 'Item' },
  mapper: fromQuickBooksItem,
  list: queryList({
    entity: 'Item',
    filters: ['ids', 'name', 'type', 'updated_since'],
    conditions: ({ filter }) => [
      ...(typeof filter.ids === 'string' ? [whereIn('Id', filter.ids.split(',').map((id) => id.trim()).filter(Boolean))] : []),
      ...(typeof filter.name === 'string' ? [where('Name', '=', filter.name)] : []),
      ...(filter.type !== undefined ? [where('Type', '=', filter.type === 'inventory' ? 'Inventory' : filter.type === 'service' ? 'Service' : 'NonInventory')] : []),
      ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ...activeCondition('all'),
    ],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
    map: (record, company) => fromQuickBooksItem(record, company),
  }),
  ...crud({ entity: 'Item', map: (record, company) => fromQuickBooksItem(record, company), body: async (record, ctx, existing) => itemBody(record, await homeCurrency(ctx), existing), delete: 'deactivate' }),
  events: qboEvents('Item', ['created', 'updated', 'deleted', 'merged']),
});
