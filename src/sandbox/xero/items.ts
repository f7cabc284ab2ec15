/**
 * Items (GET, PUT, POST /Items; GET, POST, DELETE /Items/{ItemID}): the
 * products and services an organisation sells or buys, named on line items
 * by their unique Code. An item is sold when it has sales details and
 * purchased when it has purchase details; it is tracked as inventory when
 * it names an inventory asset account. An item may be fetched by its Code
 * as well as its id; DELETE answers 204. The list is never paged.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { guid, normalId, text, updatedAt } from './fields.js';
import { accountByCode, taxRateOf } from './lookups.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';

function checkDetails(ctx: KitContext<XeroOrganisation>, details: unknown, label: string): void {
  if (details === undefined || details === null) return;
  if (typeof details !== 'object' || Array.isArray(details)) throw fail.validation(`${label} must be an object`);
  const { AccountCode, COGSAccountCode, TaxType, UnitPrice } = details as Record<string, unknown>;
  if (AccountCode !== undefined && !accountByCode(ctx.tenant, AccountCode)) throw fail.validation(`Account code '${String(AccountCode)}' is not a valid code for this document.`);
  if (COGSAccountCode !== undefined && !accountByCode(ctx.tenant, COGSAccountCode)) throw fail.validation(`Account code '${String(COGSAccountCode)}' is not a valid code for this document.`);
  if (TaxType !== undefined && !taxRateOf(ctx.tenant, TaxType)) throw fail.validation(`The TaxType code '${String(TaxType)}' does not exist or cannot be used for this type of transaction.`);
  if (UnitPrice !== undefined && typeof UnitPrice !== 'number') throw fail.validation(`${label}.UnitPrice must be a number`);
}

function derive(ctx: KitContext<XeroOrganisation>, record: StoredRecord, next: StoredRecord): void {
  if (typeof next.Code !== 'string' || next.Code.trim() === '') throw fail.validation('Item Code must be specified');
  const clash = ctx.tenant.table('items').all().some((item) => item.id !== record.id && String(item.Code).toLowerCase() === next.Code!.toString().toLowerCase());
  if (clash) throw fail.validation(`Item code '${next.Code}' already exists`, { element: { Code: next.Code } });
  checkDetails(ctx, next.SalesDetails, 'SalesDetails');
  checkDetails(ctx, next.PurchaseDetails, 'PurchaseDetails');
  if (next.InventoryAssetAccountCode !== undefined && !accountByCode(ctx.tenant, next.InventoryAssetAccountCode)) throw fail.validation(`Account code '${String(next.InventoryAssetAccountCode)}' is not a valid code for this document.`);
}

export const items = defineResource<XeroOrganisation>({
  name: 'items',
  labels: { list: 'Items', deleted: 'no-content' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/Items`,
    list: `GET ${API_BASE}/Items`,
    create: `PUT ${API_BASE}/Items`,
    get: `GET ${API_BASE}/Items/:ItemID`,
    update: `POST ${API_BASE}/Items/:ItemID`,
    delete: `DELETE ${API_BASE}/Items/:ItemID`,
  },
  idParam: 'ItemID',
  lookup: (named, ctx) => ctx.tenant.table('items').get(normalId(named))?.id ?? ctx.tenant.table('items').all().find((item) => String(item.Code).toLowerCase() === named.toLowerCase())?.id,
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    Code: { kind: 'string', required: true, maxLength: 30 },
    InventoryAssetAccountCode: text(),
    Name: text(50),
    IsSold: { kind: 'boolean', readOnly: true },
    IsPurchased: { kind: 'boolean', readOnly: true },
    Description: text(4000),
    PurchaseDescription: text(4000),
    PurchaseDetails: { kind: 'object' },
    SalesDetails: { kind: 'object' },
    IsTrackedAsInventory: { kind: 'boolean', readOnly: true },
    TotalCostPool: { kind: 'number', readOnly: true },
    QuantityOnHand: { kind: 'number', readOnly: true },
    UpdatedDateUTC: updatedAt,
    id: guid('ItemID'),
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      derive(ctx, record, record);
    },
    beforeUpdate(record, changes, ctx) {
      derive(ctx, record, { ...record, ...changes });
    },
    present(wire, record) {
      const tracked = record.InventoryAssetAccountCode !== undefined;
      return {
        ...wire,
        IsSold: record.SalesDetails !== undefined,
        IsPurchased: record.PurchaseDetails !== undefined,
        IsTrackedAsInventory: tracked,
        ...(tracked ? { TotalCostPool: record.TotalCostPool ?? 0, QuantityOnHand: record.QuantityOnHand ?? 0 } : {}),
      };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'Item', resource: () => items, dialect: () => xeroDialect, extraFields: ['IsSold', 'IsPurchased', 'IsTrackedAsInventory'] });
